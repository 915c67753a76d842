// Every operation of the OpenAPI documents (the public API's and the website's), and the addresses the contract does not describe (the
// server-rendered pages, the plain Express routes), tried with text PostgreSQL cannot store (NUL,
// unpaired surrogates), control characters, very long strings, wrong types and hostile path
// segments in each string the request carries. No answer may be a 5xx; bad text is a 400 that
// names the field, in the error shape of the route.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  MULTILINE_TEXT_MESSAGE,
  OPENAPI_DOCUMENTS,
  TEXT_MESSAGE,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { signedIn } from '../report-builder/support.ts';
import { newApiKey, SESSION_COOKIE } from '../support/accounts.ts';
import { startTestServer } from '../support/server.ts';

interface Schema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
}
// Both documents: the public API's and the website's calls, with each named schema written out
// where it is referred to, so the requests below are built from the whole shape.
function readPaths(file: string): Record<string, Record<string, Operation>> {
  const document = JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  const named = document.components?.schemas ?? {};
  const inline = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(inline);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const target = typeof $ref === 'string' ? inline(named[$ref.replace('#/components/schemas/', '')]) : {};
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, inline(v)]));
    return { ...(target as object), ...own };
  };
  return inline(document.paths) as Record<string, Record<string, Operation>>;
}
const doc = {
  paths: { ...readPaths(OPENAPI_DOCUMENTS.publicApi.file), ...readPaths(OPENAPI_DOCUMENTS.website.file) },
};

// ---------------------------------------------------------------------------------------------
// A request that passes the schema, built from the document: every optional field present, one
// item of each array (one per variant of a union), so that every string the schema allows is
// there to be spoiled.

/** Plausible values by field name, so that a request gets past the handler's own checks to the store. */
const BY_NAME: Record<string, string> = {
  domain: 'example.com',
  website: 'example.com',
  email: 'someone@acme-widgets.com',
  url: 'https://example.com/page',
  orderURL: 'https://example.com/create-report',
  password: 'correct horse 1',
  newPassword: 'correct horse 2',
  currentPassword: 'correct horse 1',
  technology: 'wordpress',
  Technology: 'wordpress',
  version: '6.4.2',
  Version: '6.4.2',
  Custom: 'action:added;technology:wordpress',
  cve: 'CVE-2021-44228',
  cveId: 'CVE-2021-44228',
  cveid: 'CVE-2021-44228',
};
const SAMPLES = ['a', 'de', '1', 'any', 'CVE-2021-44228', '2024-01-01'];
function sampleString(s: Schema, name = ''): string {
  if (s.enum) return String(s.enum[0]);
  if (s.format === 'uuid') return randomUUID();
  const re = s.pattern ? new RegExp(s.pattern) : /^/;
  return [BY_NAME[name], ...SAMPLES].find((v) => v !== undefined && re.test(v)) ?? 'a';
}
function sample(s: Schema, name = ''): unknown {
  const variants = s.oneOf ?? s.anyOf;
  if (variants) return sample(variants[0], name);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => sample(x, name) as object));
  switch (s.type) {
    case 'string':
      return sampleString(s, name);
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > 1 ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array': {
      const items = s.items ?? {};
      const each = items.oneOf ?? items.anyOf ?? [items];
      return each.map((item) => sample(item, name));
    }
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    default:
      return 'a';
  }
}

type Path = (string | number)[];
/** Where each string of a sample value sits; `free` unless the schema names its values (an enum). */
interface Leaf {
  at: Path;
  /** Not an enum: any text may be sent, so bad text must be refused as such. */
  free: boolean;
  /** A field people write paragraphs in: line breaks are fine there. */
  multiline: boolean;
}
function stringLeaves(s: Schema, value: unknown, at: Path = []): Leaf[] {
  if (typeof value === 'string')
    return [
      {
        at,
        free: !(s.oneOf ?? s.anyOf ?? [s]).every((v) => v.enum),
        multiline: !!s.pattern && new RegExp(s.pattern).test('line\nbreak'),
      },
    ];
  if (Array.isArray(value)) {
    const items = s.items ?? {};
    const each = items.oneOf ?? items.anyOf;
    return value.flatMap((v, i) => stringLeaves(each ? each[i] : items, v, [...at, i]));
  }
  if (value && typeof value === 'object') {
    const props = (s.oneOf ?? s.anyOf ?? [s])[0].properties ?? {};
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(props[k] ?? {}, v, [...at, k]));
  }
  return [];
}
/**
 * `value` with the leaf at `at` replaced. Arrays on the way keep only the element on the path, so
 * that the other elements (one per filter kind, say) cannot fail the request for reasons of their own.
 */
function replaced(value: unknown, at: Path, by: unknown): unknown {
  if (at.length === 0) return by;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return [replaced(value[head as number], rest, by)];
  const copy = { ...(value as Record<string, unknown>) };
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

// ---------------------------------------------------------------------------------------------
// The spoilers.

/** Text no PostgreSQL text or jsonb column can hold, and control characters no one-line field takes. */
const MULTILINE_OK = 'line\nbreak';
const BAD_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'a\u0007b', MULTILINE_OK];
/** In an address: a NUL, a control character, and a line break, escaped. */
const BAD_URL_TEXT = ['%00', 'a%00b', 'a%07b', 'a%0Ab', '%1B'];
/** Not refused as bad text, but never a 5xx: a lone surrogate's CESU bytes (not UTF-8), long names… */
const ODD_URL_TEXT = ['%ED%A0%80', '%F0%9F', '%', '%25', 'a'.repeat(4_000), '..%2F..', 'm%C3%BCller'];
const LONG = 'a'.repeat(100_000);
const WRONG_TYPES: unknown[] = [42, null, true, {}, ['a']];
const WRONG_BODIES = ['null', '[]', '"text"', '{"a":', '{"a":"\\u0000"}'];

interface Attempt {
  what: string;
  method: string;
  path: string;
  body?: string;
  /** Bad text: the answer is a 400 naming this field (a prefix of its path)… */
  badText?: string;
  /** …with this message (the one-line one when not given). */
  message?: string;
  html?: boolean;
}

const encode = (s: string) => encodeURIComponent(s);
const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, n: string) => params[n]);
const withQuery = (path: string, query: Record<string, string>) => {
  const q = Object.entries(query)
    .map(([k, v]) => `${encode(k)}=${v}`)
    .join('&');
  return q ? `${path}?${q}` : path;
};

/** Every request tried on one operation. */
function attempts(method: string, path: string, op: Operation): Attempt[] {
  const params = op.parameters ?? [];
  const pathParams = Object.fromEntries(
    params
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, encode(p.name === 'page' ? '1' : sampleString(p.schema, p.name))]),
  );
  const query = Object.fromEntries(
    params.filter((p) => p.in === 'query').map((p) => [p.name, encode(String(sample(p.schema, p.name)))]),
  );
  const bodySchema = op.requestBody?.content['application/json'].schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const out: Attempt[] = [];
  const url = (pp = pathParams, q = query) => withQuery(fill(path, pp), q);

  const push = (what: string, path: string, body: string | undefined, expect: Partial<Attempt> = {}) =>
    out.push({ what, method, path, body, ...expect });

  for (const name of Object.keys(pathParams)) {
    for (const bad of BAD_URL_TEXT)
      push(`path ${name}=${bad}`, url({ ...pathParams, [name]: bad }), json, { badText: 'path' });
    for (const odd of ODD_URL_TEXT)
      push(`path ${name}=${odd.slice(0, 20)}`, url({ ...pathParams, [name]: odd }), json);
  }
  for (const name of Object.keys(query)) {
    const q = (v: string) => url(pathParams, { ...query, [name]: v });
    for (const bad of BAD_URL_TEXT) push(`query ${name}=${bad}`, q(bad), json, { badText: `query.${name}` });
    for (const odd of ODD_URL_TEXT) push(`query ${name}=${odd.slice(0, 20)}`, q(odd), json);
  }
  // A parameter the route does not declare: read outside the contract, or by nothing.
  for (const [name, v] of [
    ['unknown', '%00'],
    ['unknown', 'a%0Ab'],
    ['unknown[x]', '%00'],
  ])
    push(`query ${name}=${v}`, url(pathParams, { ...query, [name]: v }), json, { badText: 'query.unknown' });
  push('query unknown=%ED%A0%80', url(pathParams, { ...query, unknown: '%ED%A0%80' }), json);

  if (body !== undefined) {
    for (const { at, free, multiline } of stringLeaves(bodySchema as Schema, body)) {
      const field = at.map((p) => (typeof p === 'number' ? 0 : p)).join('.');
      const spoiled = (by: unknown) => JSON.stringify(replaced(body, at, by));
      for (const bad of BAD_TEXT) {
        const refused = free && !(multiline && bad === MULTILINE_OK);
        push(`body ${field}=${JSON.stringify(bad)}`, url(), spoiled(bad), {
          ...(refused ? { badText: field, message: multiline ? MULTILINE_TEXT_MESSAGE : TEXT_MESSAGE } : {}),
        });
      }
      push(`body ${field} long`, url(), spoiled(LONG));
      for (const wrong of WRONG_TYPES) push(`body ${field}=${JSON.stringify(wrong)}`, url(), spoiled(wrong));
    }
    for (const raw of WRONG_BODIES) push(`body ${raw}`, url(), raw);
  }
  return out;
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    op,
  })),
);

/** The pages behind the page-data operations, and the routes the contract does not describe. */
const pageAttempts = (): Attempt[] => {
  const pages = operations
    .filter((o) => o.method === 'GET' && o.path.endsWith('/api') && !o.path.startsWith('/api/'))
    .map((o) => o.path.replace(/\/api$/, '') || '/');
  const out: Attempt[] = [];
  for (const page of pages) {
    const names = [...page.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const base = Object.fromEntries(names.map((n) => [n, n === 'page' ? '1' : 'a']));
    for (const name of names)
      for (const bad of BAD_URL_TEXT)
        out.push({
          what: `page ${page} ${name}=${bad}`,
          method: 'GET',
          path: fill(page, { ...base, [name]: bad }),
          badText: 'path',
          html: true,
        });
    out.push({
      what: `page ${page} ?q=%00`,
      method: 'GET',
      path: `${fill(page, base)}?q=%00`,
      badText: 'query.q',
      html: true,
    });
  }
  const express = [
    '/website/a%00b',
    '/technology/%00',
    '/website/%ED%A0%80',
    '/search?q=%00',
    '/search?q=a%0Ab',
    '/search?q[a]=%00',
    '/technology-scan/results?scanid=%00',
    '/monitoring/add-website?website=%00',
    '/asn?asn=%00',
    '/ip-lookup?ip=%00',
    '/tag?tag=%00',
    '/cve?q=%00',
    '/cwe?q=%00',
    '/create-report?technology=%00',
    '/create-report?cond1=%00',
    '/purchase/credits?package=%00',
    '/purchase/subscription?type=%00&yearly=1',
    '/reports/%00/download',
    '/reports/1/download?format=%00',
    '/auth/google/callback?code=%00&state=%00',
    '/s/ci/%00.png',
    '/dev/outbox?to=%00',
    '/assets/%00.js',
    '/a%00b',
    '/%00/api',
  ];
  for (const p of express) {
    const bad = /%00|%0A/.test(p);
    out.push({ what: `address ${p}`, method: 'GET', path: p, html: true, ...(bad ? { badText: '' } : {}) });
    out.push({ what: `address ${p} (json)`, method: 'GET', path: p, ...(bad ? { badText: '' } : {}) });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(
    {
      API_RATE_LIMIT_MULTIPLIER: '1000',
      WEB_RATE_LIMIT: '0',
      BROWSE_RATE_LIMIT: '0',
      TRUST_PROXY: 'true',
      // The checkout's own routes are operations of the document too.
      PURCHASE_TEST_CHECKOUT: 'true',
    },
    // A request that gets through may start a scan: no name resolves, so no visit leaves the machine.
    {
      crawler: {
        dns: false,
        lookup: async (host) => {
          throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        },
      },
    },
  );
});
afterAll(async () => {
  await server?.close();
});

/** A fresh signed-in account with an API key: some attempts may sign out or rotate the key. */
async function credentials(): Promise<Record<string, string>> {
  const { accountId, cookie } = await signedIn(server.db);
  const key = await newApiKey(server.db, accountId);
  return { cookie, 'x-api-key': key, [CSRF_HEADER]: CSRF_HEADER_VALUE };
}

let requests = 0;
/** Each request from its own address, so the per-address limits of forms never answer first. */
function nextAddress(): string {
  requests += 1;
  return `10.77.${Math.floor(requests / 250) % 250}.${requests % 250}`;
}

interface Outcome {
  attempt: Attempt;
  status: number;
  text: string;
}
async function run(attempt: Attempt, headers: Record<string, string>): Promise<Outcome> {
  const res = await fetch(server.url + attempt.path, {
    method: attempt.method,
    redirect: 'manual',
    headers: {
      ...headers,
      'x-forwarded-for': nextAddress(),
      accept: attempt.html ? 'text/html' : 'application/json',
      ...(attempt.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: attempt.body,
  });
  return { attempt, status: res.status, text: await res.text() };
}

/** Runs the attempts a few at a time; the failures, described. */
async function failures(list: Attempt[], label = ''): Promise<string[]> {
  const headers = await credentials();
  const problems: string[] = [];
  for (let i = 0; i < list.length; i += 16) {
    for (const o of await Promise.all(list.slice(i, i + 16).map((a) => run(a, headers)))) {
      const { badText, message = TEXT_MESSAGE, html } = o.attempt;
      const said = `${label} ${o.attempt.what} → ${o.status} ${o.text.slice(0, 160)}`;
      if (o.status >= 500) problems.push(said);
      else if (badText !== undefined && o.status !== 400) problems.push(`${said} (want 400)`);
      else if (badText !== undefined && !html) {
        const body = JSON.parse(o.text) as { err?: string; details?: { path: string; message: string }[] };
        const named = body.details?.some((d) => d.path.startsWith(badText) && d.message === message);
        if (!named && !body.err?.includes(message)) problems.push(`${said} (want: ${message})`);
      }
    }
  }
  return problems;
}

describe('bad text never reaches the store', () => {
  it.each(operations)('$name', async ({ method, path, op }) => {
    expect(await failures(attempts(method, path, op), `${method} ${path}`)).toEqual([]);
  });

  it('the server-rendered pages and the routes outside the contract', async () => {
    expect(await failures(pageAttempts())).toEqual([]);
  });

  it('every operation of the document was tried', () => {
    expect(operations.length).toBeGreaterThan(100);
    const withStrings = operations.filter((o) => attempts(o.method, o.path, o.op).some((a) => a.badText));
    expect(withStrings.length).toBe(operations.length);
  });
});

describe('text of every script still gets through', () => {
  it('in paths, queries and bodies, stored as sent', async () => {
    const headers = { ...(await credentials()), accept: 'application/json' };
    const get = (path: string) => fetch(server.url + path, { headers });
    const idn = await get(`/api/v1/domains/${encodeURIComponent('münchen.de')}`);
    expect([200, 404]).toContain(idn.status);
    expect((await get(`/api/technology?search=${encodeURIComponent('日本語')}`)).status).toBe(200);
    expect((await get(`/search/api?q=${encodeURIComponent('Ελληνικά 😀')}`)).status).toBe(200);
    expect((await get(`/website/${encodeURIComponent('北京大学.中国')}`)).status).toBeLessThan(500);

    const report = {
      url: 'https://example.com/ünïcode?q=😀',
      errorMessage: 'Fehler: Übergröße 😀\n  at Página (app.js:1:2)',
      errorStack: 'TypeError\n\tat x',
    };
    const res = await fetch(`${server.url}/report-client-error`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(report),
    });
    expect(res.status).toBe(200);
    const { rows } = await server.db.query<{ url: string; error_message: string; error_stack: string }>(
      'SELECT url, error_message, error_stack FROM client_errors ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      url: report.url,
      error_message: report.errorMessage,
      error_stack: report.errorStack,
    });
  });
});

/** The Host line of a raw request: the server's own address. */
const host = () => `Host: ${new URL(server.url).host}`;

/** One raw HTTP/1.1 request: the status line's code, or 0 when the connection closed without one. */
function rawRequest(head: string, body = ''): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let got = '';
    socket.on('data', (d) => {
      got += d.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
    socket.on('error', reject);
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body, 'utf8')]));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
  });
}

describe('headers the server reads', () => {
  const report = JSON.stringify({ url: 'https://example.com/', errorMessage: 'boom' });
  const post = (header: string) =>
    `POST /report-client-error HTTP/1.1\r\n${host()}\r\n${header}\r\n${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(report)}\r\nConnection: close\r\n\r\n`;

  it('a NUL in a header is refused by the HTTP parser before any handler', async () => {
    expect(await rawRequest(post('User-Agent: a\u0000b'), report)).toBe(400);
    const lookup = `GET /api/v1/credits HTTP/1.1\r\n${host()}\r\nX-API-Key: a\u0000b\r\nConnection: close\r\n\r\n`;
    expect(await rawRequest(lookup)).toBe(400);
  });

  it('an escaped NUL or stray bytes in the API key or the session cookie are no key and no session', async () => {
    for (const value of ['%00', 'a%00b', '%ED%A0%80', '\xFF\xFE']) {
      const lookup = `GET /api/v1/credits HTTP/1.1\r\n${host()}\r\nX-API-Key: ${value}\r\nConnection: close\r\n\r\n`;
      expect(await rawRequest(lookup), value).toBe(401);
      const page = `GET /user/account/api HTTP/1.1\r\n${host()}\r\nCookie: ${SESSION_COOKIE}=${value}\r\nConnection: close\r\n\r\n`;
      expect(await rawRequest(page), value).toBe(401);
    }
  });

  it('a User-Agent of bytes that are not UTF-8 is stored as it was read', async () => {
    expect(await rawRequest(post('User-Agent: \xED\xA0\x80 \xFF'), report)).toBe(200);
    const { rows } = await server.db.query<{ user_agent: string }>(
      'SELECT user_agent FROM client_errors ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0].user_agent).toBe('\xED\xA0\x80 \xFF');
  });
});
