// `npm run -s detect -- --html page.html [--url https://…] [--headers headers.json]`
// `npm run -s detect -- --dir pages/ [--urlFromName | --urls urls.json]`
// Prints detections as JSON: an array for one page, an object keyed by file name for a folder.

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { detect } from './detect.ts';
import { loadFingerprintSet } from './load.ts';
import type { Detection, PageSignals } from './types.ts';

const USAGE = `usage:
  detect --html <file> [--url <url>] [--headers <json file>] [--static-dom] [--evidence]
  detect --dir <folder> [--urlFromName | --urls <json file>] [--headers <json file>] [--static-dom] [--evidence]`;

interface Printed {
  name: string;
  version: string;
  confidence: number;
  categories: string[];
  evidence?: Detection['evidence'];
}

function main(argv: string[]): number {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values } = args;
  if (!values.html && !values.dir) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const headers = values.headers ? readJson<Record<string, string | string[]>>(values.headers) : undefined;
  const urls = values.urls ? readJson<Record<string, string>>(values.urls) : undefined;
  const set = loadFingerprintSet();
  const opts = { staticDom: values['static-dom'] === true };
  const run = (html: string, url: string | undefined): Printed[] =>
    detect(set, signals(html, url, headers), opts).map((d) => printed(d, values.evidence === true));

  if (values.html) {
    const name = pageName(values.html);
    const url = values.url ?? urls?.[name] ?? (values.urlFromName ? urlFromName(name) : undefined);
    process.stdout.write(`${JSON.stringify(run(readFileSync(values.html, 'utf8'), url), null, 2)}\n`);
    return 0;
  }

  const dir = values.dir as string;
  const out: Record<string, Printed[]> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()) {
    const name = pageName(file);
    const url = urls?.[name] ?? (values.urlFromName ? urlFromName(name) : values.url);
    out[name] = run(readFileSync(join(dir, file), 'utf8'), url);
  }
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  return 0;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      html: { type: 'string' },
      dir: { type: 'string' },
      url: { type: 'string' },
      headers: { type: 'string' },
      urls: { type: 'string' },
      urlFromName: { type: 'boolean' },
      'static-dom': { type: 'boolean' },
      evidence: { type: 'boolean' },
    },
    strict: true,
  });
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function pageName(file: string): string {
  return basename(file).replace(/\.html$/, '');
}

/** `arstechnica.com` → `https://arstechnica.com/`; `www.x.com--feature` keeps the host part. */
export function urlFromName(name: string): string {
  return `https://${name.split('--')[0]}/`;
}

function signals(
  html: string,
  url: string | undefined,
  headers?: Record<string, string | string[]>,
): PageSignals {
  const s: PageSignals = { html, url, headers };
  const setCookie = headers && Object.entries(headers).find(([k]) => k.toLowerCase() === 'set-cookie')?.[1];
  if (setCookie) {
    const cookies: Record<string, string[]> = {};
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const pair = line.split(';')[0];
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      cookies[name] = [...(cookies[name] ?? []), pair.slice(eq + 1).trim()];
    }
    s.cookies = cookies;
  }
  return s;
}

function printed(d: Detection, withEvidence: boolean): Printed {
  return {
    name: d.name,
    version: d.version,
    confidence: d.confidence,
    categories: d.categories.map((c) => c.name),
    ...(withEvidence ? { evidence: d.evidence } : {}),
  };
}

/** Patterns the set could not use, once per run, on stderr so that stdout stays JSON. */
function reportProblems(): void {
  const problems = loadFingerprintSet().problems;
  if (!problems.length) return;
  process.stderr.write(`${problems.length} fingerprint pattern(s) skipped:\n`);
  for (const p of problems) process.stderr.write(`  ${p.technology} ${p.kind} ${p.pattern}: ${p.error}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = main(process.argv.slice(2));
  if (process.exitCode === 0) reportProblems();
}

export { main };
