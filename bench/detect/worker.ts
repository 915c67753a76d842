// One measured engine in its own process, so that its peak RSS is its own:
//   tsx bench/detect/worker.ts engine|engine-cold|engine-prepared|reference [pageLimit]
// It loads the set, says `{"ready":…}`, then answers one JSON line per command read from stdin:
// `pass` (time one pass over the corpus), `results` (what each page was found to use), `exit`.
// The parent alternates passes between engines so that a busy machine slows both alike.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The 170-page corpus kept beside the checkout (not in the repository), when it is there. */
export const FULL_CORPUS_DIR = fileURLToPath(new URL('../../../shared/data/pages/', import.meta.url));
/** The few pages the repository carries for its tests: enough to run the benchmark, not to quote it. */
export const SMALL_CORPUS_DIR = fileURLToPath(new URL('../../fixtures/pages/', import.meta.url));
export const FULL_CORPUS = existsSync(FULL_CORPUS_DIR);
export const PAGES_DIR = FULL_CORPUS ? FULL_CORPUS_DIR : SMALL_CORPUS_DIR;

export interface PageResult {
  name: string;
  version: string;
  confidence: number;
}

export interface Page {
  file: string;
  url: string;
  path: string;
}

/**
 * A page's UTF-8 bytes, read when they are needed and decoded inside the timed loop, as a crawler
 * decodes what it fetched. Neither side keeps the 29 MB corpus resident: a crawler holds the page
 * it is working on, not every page it has seen, and peak RSS should say what matching costs.
 */
export const bytesOf = (p: Page): Buffer => readFileSync(p.path);

export function corpus(limit = Infinity): Page[] {
  return readdirSync(PAGES_DIR)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .slice(0, limit)
    .map((f) => {
      const file = f.replace(/\.html$/, '');
      return { file, url: `https://${file.split('--')[0]}/`, path: PAGES_DIR + f };
    });
}

type Run = (html: string, url: string) => PageResult[];

async function load(
  engine: string,
): Promise<{ run: Run; loadMs: number; prepare?: (p: Page) => () => unknown }> {
  if (engine === 'reference') {
    const { readRawSet } = await import('../../server/src/detect/load.ts');
    const { loadReference, referenceItems, runReference } = await import('./reference.ts');
    const t = performance.now();
    const raw = readRawSet();
    const core = loadReference(raw.technologies, raw.categories);
    return {
      loadMs: performance.now() - t,
      run: (html, url) => runReference(core, referenceItems(html, url)),
    };
  }
  const { loadFingerprintSet, detect, signalsFromHtml } = await import('../../server/src/detect/index.ts');
  const t = performance.now();
  const set = loadFingerprintSet({ cache: engine !== 'engine-cold' });
  const loadMs = performance.now() - t;
  return {
    loadMs,
    run: (html, url) => detect(set, { html, url }),
    // Signals read beforehand: what the matching alone costs.
    prepare: (p) => {
      const html = bytesOf(p).toString('utf8');
      const signals = { html, url: p.url, ...signalsFromHtml(html, p.url) };
      return () => detect(set, signals);
    },
  };
}

async function main(): Promise<void> {
  const [engine, limitArg] = process.argv.slice(2);
  const pages = corpus(limitArg ? Number(limitArg) : Infinity);
  const { run, loadMs, prepare } = await load(engine);
  const prepared = engine === 'engine-prepared' && prepare ? pages.map(prepare) : undefined;
  const say = (o: unknown) => process.stdout.write(`${JSON.stringify(o)}\n`);
  say({
    ready: true,
    loadMs,
    pages: pages.length,
    bytes: pages.reduce((s, p) => s + statSync(p.path).size, 0),
  });

  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'pass') {
      const t = performance.now();
      if (prepared) for (const go of prepared) go();
      else for (const p of pages) run(bytesOf(p).toString('utf8'), p.url);
      say({ ms: performance.now() - t });
    } else if (line === 'results') {
      const results: Record<string, PageResult[]> = {};
      for (const p of pages) {
        results[p.file] = run(bytesOf(p).toString('utf8'), p.url).map(({ name, version, confidence }) => ({
          name,
          version,
          confidence,
        }));
      }
      say({ results });
    } else if (line === 'exit') {
      say({ peakRssMb: process.resourceUsage().maxRSS / 1024 });
      return;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
