// Crawl throughput against the loopback fixture farm: N synthetic sites (the stack templates under
// site<N>.bench.test), a fixed number of crawls in flight, politeness delay off (each site is its
// own host). Prints sites/s and the request rate. Bounded: N sites, one pass, a hard time limit.
//
//   npx tsx bench/crawl/throughput.ts [sites=500] [concurrency=32]

import { createCrawler } from '../../server/src/crawl/index.ts';
import { BENCH_SUFFIX, startFarm } from '../../tests/fixtures/farm/farm.ts';

const sites = Number(process.argv[2] ?? 500);
const concurrency = Number(process.argv[3] ?? 32);
const limitMs = 120_000;

const farm = await startFarm({ benchSites: sites });
const crawler = createCrawler({
  baseUrl: 'https://techcensus.test',
  allowHosts: [`*${BENCH_SUFFIX}`],
  lookup: farm.lookup,
  ca: farm.ca,
  connectPort: farm.connectPort,
  dns: false,
  perHostIntervalMs: 0,
  globalConcurrency: 256,
});
const hardStop = setTimeout(() => {
  console.error(`stopped after ${limitMs} ms`);
  process.exit(2);
}, limitMs);

async function run(hosts: string[]): Promise<{ ms: number; outcomes: Record<string, number> }> {
  const outcomes: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, hosts.length) }, async () => {
      while (next < hosts.length) {
        const r = await crawler.crawlSite(hosts[next++]);
        outcomes[r.outcome.kind] = (outcomes[r.outcome.kind] ?? 0) + 1;
      }
    }),
  );
  return { ms: performance.now() - started, outcomes };
}

const hosts = Array.from({ length: sites }, (_, i) => `site${i}${BENCH_SUFFIX}`);
// Warm-up on a small slice: JIT and TLS setup are not what this measures.
await run(hosts.slice(0, Math.min(32, sites)));
const before = farm.requests.length;
const { ms, outcomes } = await run(hosts);
const requests = farm.requests.length - before;
console.log(
  JSON.stringify({
    sites,
    concurrency,
    seconds: +(ms / 1000).toFixed(2),
    sitesPerSecond: +((sites / ms) * 1000).toFixed(1),
    requestsPerSecond: +((requests / ms) * 1000).toFixed(1),
    requestsPerSite: +(requests / sites).toFixed(2),
    connections: crawler.fetcher.connectsMade,
    outcomes,
  }),
);
clearTimeout(hardStop);
await crawler.close();
await farm.close();
