// What enrichment adds to a crawl, per site, against what the crawler already pays for the same
// page in the same run (parsing its HTML): reading the language from the text, and looking the
// address up in the network databases. Also what the databases cost to load, and how often the
// text detector agrees with the language a page declares. Bounded: one pass over the corpus per
// round, a fixed number of lookups.
//
//   npx tsx --expose-gc bench/crawl/enrichment.ts [rounds=5]
//
// Pages: the 170-page corpus beside the checkout when present (../shared/data/pages, as
// bench:detect), else the repository's twelve test pages.

import { readdirSync, readFileSync } from 'node:fs';
import { catalogueLanguage, parseHtml, textLanguage } from '../../server/src/crawl/index.ts';
import { openNetworkData } from '../../server/src/network-data/index.ts';
import { PAGES_DIR } from '../detect/worker.ts';

const rounds = Number(process.argv[2] ?? 5);
const LOOKUPS = 200_000;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const memory = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

const pages = readdirSync(PAGES_DIR)
  .filter((f) => f.endsWith('.html'))
  .sort()
  .map((f) => ({ file: f, html: readFileSync(`${PAGES_DIR}${f}`, 'utf8') }));
const parsed = pages.map((p) => ({
  ...p,
  facts: parseHtml(p.html, `https://${p.file.replace(/\.html$/, '')}/`),
}));

// Loading: the detector's n-grams on the first page without a declared language, the network
// databases on the first lookup of a process.
let before = memory();
let started = performance.now();
await textLanguage('Ein kurzer deutscher Satz, damit der Detektor geladen wird.');
const detectorLoad = { ms: round(performance.now() - started, 0), mb: round((memory() - before) / 1e6, 1) };

before = memory();
const network = openNetworkData();
const loaded = await network.load();
const networkLoad = { ms: loaded.ms, mb: round((memory() - before) / 1e6, 1), ranges: loaded.asnRanges };

// Baseline: the HTML parse every crawled page already costs.
const timePerPage = async (work: (p: (typeof parsed)[number]) => unknown) => {
  const t = performance.now();
  for (let r = 0; r < rounds; r++) for (const p of parsed) await work(p);
  return (performance.now() - t) / (rounds * parsed.length);
};
await timePerPage((p) => textLanguage(p.facts.text)); // warm-up
const parseMs = await timePerPage((p) => parseHtml(p.html, 'https://example.com/'));
const detectMs = await timePerPage((p) => textLanguage(p.facts.text));

// Addresses spread over the public IPv4 space and some IPv6 blocks, as crawled sites would be.
const addresses: string[] = [];
for (let i = 0; i < LOOKUPS; i++) {
  const n = (Math.imul(i, 2_654_435_761) >>> 0) % 0xdfffffff;
  addresses.push(
    i % 10 === 0
      ? `2a00:1450:${(i % 65_536).toString(16)}::${(i % 4096).toString(16)}`
      : [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'),
  );
}
started = performance.now();
let found = 0;
for (const ip of addresses) if ((await network.lookup(ip)).asn !== null) found++;
const lookupMs = (performance.now() - started) / LOOKUPS;

// Agreement: pages that declare a language, read from their text alone.
let declared = 0;
let agree = 0;
let undecided = 0;
for (const p of parsed) {
  const said = catalogueLanguage(p.facts.lang);
  if (!said) continue;
  declared++;
  const read = await textLanguage(p.facts.text);
  if (read === null) undecided++;
  else if (read === said) agree++;
}

console.log(
  JSON.stringify({
    pages: parsed.length,
    corpus: PAGES_DIR.includes('shared') ? 'shared 170-page corpus' : 'repository test pages',
    parseHtmlMsPerPage: round(parseMs),
    textDetectionMsPerPage: round(detectMs),
    detectionToParse: round(detectMs / parseMs, 2),
    networkLookupMicros: round(lookupMs * 1000, 2),
    lookupToParse: round(lookupMs / parseMs, 4),
    lookupsWithAsn: round(found / LOOKUPS, 3),
    detectorLoad,
    networkLoad,
    textAgreesWithDeclared: `${agree}/${declared} (${undecided} undecided)`,
  }),
);
