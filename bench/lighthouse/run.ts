/**
 * Lighthouse (mobile emulation, the system Chromium) on the website's main pages over the demo
 * index, plus the bytes each page's document and code weigh plain and compressed, measured in
 * the same run. Targets from the product: performance ≥ 95, accessibility ≥ 98 on every page.
 *
 *   npm run -s bench:lighthouse -- [--sites 50000] [--runs 1] [--reuse] [--keep]
 *
 * The bundle is built first in production mode, as `npm start` does. Each Lighthouse run is
 * bounded (LIGHTHOUSE_TIMEOUT_MS), and the server listens on 127.0.0.1 only.
 */
import { execFile, execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoDomain } from '../../server/src/demo/index.ts';
import { openPgliteStore } from '../api/bench-store.ts';
import { benchServerEnv, startServerProcess } from '../api/server-process.ts';

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const SITES = Number(args.sites);
const SEED = Number(args.seed);
const RUNS = Math.max(1, Number(args.runs));
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
const log = (line: string) => console.error(`[bench/lighthouse] ${line}`);

const PAGES: [string, string][] = [
  ['home', '/'],
  ['technology', '/technology/wordpress'],
  ['category', '/technology-type/content-management-system'],
  ['website profile', `/website/${demoDomain(SEED, SITES, 0)}`],
  ['report builder', '/create-report'],
  ['pricing', '/pricing'],
];

interface Result {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  bytes: number;
  /** The document's server response time as Lighthouse saw it: on a busy machine it moves FCP. */
  ttfb: number;
  /** Accessibility audits that failed, and the performance audits with savings, by id. */
  notes: string[];
}

function lighthouse(url: string): Promise<Result> {
  const bin = `${REPO}node_modules/lighthouse/cli/index.js`;
  const argv = [
    bin,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      argv,
      { env: { ...process.env, CHROME_PATH }, timeout: LIGHTHOUSE_TIMEOUT_MS, maxBuffer: 64 << 20 },
      (err, stdout) => {
        if (err) return reject(err);
        const lhr = JSON.parse(stdout) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<
            string,
            { numericValue?: number; score: number | null; details?: { overallSavingsMs?: number } }
          >;
          runtimeError?: { message: string };
        };
        if (lhr.runtimeError) return reject(new Error(lhr.runtimeError.message));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const notes = Object.entries(lhr.audits)
          .filter(([, a]) => a.score !== null && a.score < 0.9 && (a.details?.overallSavingsMs ?? 0) >= 100)
          .map(([id, a]) => `${id} (${Math.round(a.details?.overallSavingsMs ?? 0)} ms)`);
        const a11y = (
          lhr as unknown as {
            categories: { accessibility?: { auditRefs: { id: string; weight: number }[] } };
          }
        ).categories.accessibility;
        for (const ref of a11y?.auditRefs ?? [])
          if (ref.weight > 0 && lhr.audits[ref.id]?.score === 0) notes.push(ref.id);
        resolve({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          bytes: audit('total-byte-weight'),
          ttfb: audit('server-response-time'),
          notes,
        });
      },
    );
  });
}

/** Body bytes as sent, with or without asking for compression. */
function sentBytes(
  url: string,
  encoding: string | null,
): Promise<{ status: number; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          body: encoding ? '' : body.toString('utf8'),
        });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The document and the code and styles it names (what loads before the page is interactive). */
async function pageWeight(base: string, path: string): Promise<{ plain: number; br: number; gzip: number }> {
  const doc = await sentBytes(base + path, null);
  const assets = [
    ...doc.body.matchAll(
      /<(?:script type="module" src|link rel="(?:modulepreload|stylesheet)" href)="([^"]+)"/g,
    ),
  ].map((m) => m[1] as string);
  const total = { plain: doc.bytes, br: (await sentBytes(base + path, 'br')).bytes, gzip: 0 };
  total.gzip = (await sentBytes(base + path, 'gzip')).bytes;
  for (const a of assets) {
    const asset = await sentBytes(base + a, null);
    // A rebuild of web/dist while the server runs (the tests' setup rebuilds a stale bundle)
    // removes the files the pages name: Lighthouse would then score pages without their code.
    if (asset.status !== 200)
      throw new Error(`${a} answers ${asset.status}: the bundle changed under the benchmark`);
    total.plain += asset.bytes;
    total.br += (await sentBytes(base + a, 'br')).bytes;
    total.gzip += (await sentBytes(base + a, 'gzip')).bytes;
  }
  return total;
}

const kib = (n: number) => `${(n / 1024).toFixed(0).padStart(5)} KiB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(1).padStart(5)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

log('building the website bundle (production)');
execFileSync(
  process.execPath,
  [`${REPO}node_modules/vite/bin/vite.js`, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
  {
    cwd: REPO,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  },
);

const store = await openPgliteStore({
  sites: SITES,
  seed: SEED,
  keys: 1,
  creditsPerKey: 1,
  keep: args.keep,
  reuse: args.reuse,
  log,
  name: 'lighthouse',
});
const server = await startServerProcess({
  env: benchServerEnv(store.env, { BROWSE_RATE_LIMIT: '0', WEB_RATE_LIMIT: '0' }),
});
let missed = 0;
try {
  log(
    `${SITES.toLocaleString('en-US')} demo sites, ${RUNS} run(s) a page (median shown), load ${loadavg()[0].toFixed(1)}`,
  );
  // Warm: the first load of a page computes its statistics; Lighthouse measures a visitor's load.
  for (const [, path] of PAGES) await sentBytes(server.url + path, null);
  for (const [name, path] of PAGES) {
    const weight = await pageWeight(server.url, path);
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(server.url + path));
    await pageWeight(server.url, path);
    const m = (k: Exclude<keyof Result, 'notes'>) => median(runs.map((r) => r[k]));
    const perf = m('performance');
    const a11y = m('accessibility');
    if (perf < 95 || a11y < 98) missed++;
    log(
      `${name.padEnd(16)} performance ${String(perf).padStart(3)}  accessibility ${String(a11y).padStart(3)}  FCP ${secs(m('fcp'))}  LCP ${secs(m('lcp'))}  TBT ${String(Math.round(m('tbt'))).padStart(5)} ms  server ${String(Math.round(m('ttfb'))).padStart(5)} ms  transferred ${kib(m('bytes'))}`,
    );
    log(
      `${''.padEnd(16)} document + code: plain ${kib(weight.plain)}, gzip ${kib(weight.gzip)}, brotli ${kib(weight.br)}  (${path})`,
    );
    const notes = [...new Set(runs.flatMap((r) => r.notes))];
    if (notes.length) log(`${''.padEnd(16)} to do: ${notes.join(', ')}`);
  }
  log(
    missed
      ? `${missed} of ${PAGES.length} pages below target (performance ≥ 95, accessibility ≥ 98)`
      : 'every page on target',
  );
} finally {
  await server.stop();
  await store.cleanup();
}
