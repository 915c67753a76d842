// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the sources under test are strings holding template literals
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contract, routeTable } from '@techcensus/contract';
import { describe, expect, it } from 'vitest';

/**
 * Every call of the website goes through `data/client.ts`, the typed client over the contract:
 * a route renamed there must stop the website from compiling, not break it at run time. So no
 * other file may reach the network itself or spell a call's address by hand.
 */

const WEB_SRC = join(import.meta.dirname, '..');
const CLIENT = 'data/client.ts';

/** The website's own calls (not page data, not the public API): their paths as patterns. */
const CALL_PATTERNS = routeTable(contract)
  .filter((e) => !e.key.startsWith('pages.') && !e.key.startsWith('apiV1.'))
  .map((e) => ({ key: e.key, regex: new RegExp(`^${e.path.replace(/:[^/]+/g, '[^/]+')}$`) }));

const NETWORK = [/\bfetch\s*\(/, /\bXMLHttpRequest\b/, /\bsendBeacon\s*\(/, /\bnew\s+EventSource\b/];
/** `/api` as a path segment or the start of one: page data (`/x/api`), `/api/…`, `/x/api-scan`. */
const API_SEGMENT = /\/api(?=$|[/?#{-])/;
/** Another site's address (`https://…`, `mailto:`) is no call of this one. */
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');

/**
 * String and template literals, each `${…}` written `{}`. The `action="…"` of a form is left out:
 * it is where the form would go without script, and the page submits it through the client.
 */
function literals(source: string): string[] {
  const found: string[] = [];
  const re = /(action=)?(?:'((?:\\.|[^'\\\n])*)'|"((?:\\.|[^"\\\n])*)"|`((?:\\.|[^`\\])*)`)/g;
  for (const m of source.matchAll(re)) {
    if (!m[1]) found.push((m[2] ?? m[3] ?? m[4] ?? '').replace(/\$\{[^}]*\}/g, '{}'));
  }
  return found;
}

/** What in one file's source reaches the network or spells a call's address. */
export function handBuiltCalls(source: string): string[] {
  const code = withoutComments(source);
  const problems: string[] = [];
  for (const pattern of NETWORK) if (pattern.test(code)) problems.push(`network: ${pattern.source}`);
  for (const text of literals(code)) {
    if (EXTERNAL.test(text)) continue;
    const path = text.split(/[?#]/)[0];
    if (API_SEGMENT.test(text)) problems.push(`'/api' address: ${text}`);
    else {
      const call = CALL_PATTERNS.find((c) => c.regex.test(path));
      if (call) problems.push(`address of ${call.key}: ${text}`);
    }
  }
  return problems;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one client for every call', () => {
  it('finds network access and hand-built addresses in a source', () => {
    expect(handBuiltCalls("const r = await fetch('/user/auth-options');")).toEqual([
      'network: \\bfetch\\s*\\(',
      'address of accounts.authOptions: /user/auth-options',
    ]);
    expect(handBuiltCalls('post(`/api/readQueryStatus/${encodeURIComponent(token)}`)')).toHaveLength(1);
    expect(handBuiltCalls("callForm('/technology-scan/api-scan', body)")).toHaveLength(1);
    expect(handBuiltCalls('get(`${pathname}/api${search}`)')).toHaveLength(1);
    expect(handBuiltCalls('post(`/purchase/subscription/${id}/cancel`)')).toEqual([
      'address of purchase.cancelSubscription: /purchase/subscription/{}/cancel',
    ]);
    expect(handBuiltCalls("postJson('/contact-us/sendmessage', body)")).toHaveLength(1);
    expect(handBuiltCalls('navigator.sendBeacon(url, data)')).toHaveLength(1);
  });

  it('leaves links, form actions, prose and comments alone', () => {
    expect(handBuiltCalls('<Link href="/about-api">API</Link> <a href={`/cve/${id}`}>x</a>')).toEqual([]);
    expect(handBuiltCalls('<form action="/user/login" method="post" onSubmit={submit}>')).toEqual([]);
    expect(handBuiltCalls('<code>GET /api/v1/credits/history</code> lists what each call cost.')).toEqual([]);
    expect(
      handBuiltCalls("// the server's fetch('/x/api') answers\nconst a = 'https://example.com/api-docs';"),
    ).toEqual([]);
  });

  it(`no file of web/src but ${CLIENT} reaches the network or spells a call's address`, () => {
    const files = sources(WEB_SRC).map((path) => relative(WEB_SRC, path));
    expect(files).toContain(CLIENT);
    const found = Object.fromEntries(
      files
        .filter((file) => file !== CLIENT)
        .map((file) => [file, handBuiltCalls(readFileSync(join(WEB_SRC, file), 'utf8'))] as const)
        .filter(([, problems]) => problems.length > 0),
    );
    expect(found).toEqual({});
  });
});
