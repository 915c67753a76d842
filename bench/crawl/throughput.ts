// Crawl throughput against the loopback fixture farm: N synthetic sites (the stack templates under
// site<N>.bench.test), a fixed number of crawls in flight, politeness delay off (each site is its
// own host). Prints sites/s, the request rate and the crawler's CPU time per site. Bounded: N
// sites, one pass, a hard time limit.
//
// The farm runs in a child process (bench/crawl/farm-process.ts) so the CPU figure is the
// crawler's alone; both processes still share the machine's cores, so the wall-clock figure pays
// for serving too. `--in-process` runs the farm inside this process instead (the figure then
// includes the server half of every request and handshake).
//
//   npx tsx bench/crawl/throughput.ts [sites=500] [concurrency=32] [--in-process]

import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { BENCH_SUFFIX, startFarm } from '../../fixtures/farm/farm.ts';
import { createCrawler } from '../../server/src/crawl/index.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const inProcess = process.argv.includes('--in-process');
const sites = Number(args[0] ?? 500);
const concurrency = Number(args[1] ?? 32);
const limitMs = 120_000;
/** sites crawled before measuring, hosts of their own: JIT and TLS setup are not what this measures */
const WARM_UP = 200;

interface BenchFarm {
  httpPort: number;
  httpsPort: number;
  ca: string;
  /** requests the farm has answered so far, and its CPU time (µs) when it runs apart */
  requests(): Promise<{ requests: number; cpuMicros: number | null }>;
  close(): Promise<void>;
}

async function childFarm(): Promise<BenchFarm> {
  const child = fork(new URL('./farm-process.ts', import.meta.url).pathname, [String(sites + WARM_UP)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`farm process exited (${code})`)));
    });
  const ready = await next<{ httpPort: number; httpsPort: number; ca: string }>();
  return {
    ...ready,
    async requests() {
      const answer = next<{ requests: number; cpu: NodeJS.CpuUsage }>();
      child.send('requests');
      const m = await answer;
      return { requests: m.requests, cpuMicros: m.cpu.user + m.cpu.system };
    },
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.send('close');
      await exited;
    },
  };
}

async function ownFarm(): Promise<BenchFarm> {
  const farm = await startFarm({ benchSites: sites + WARM_UP });
  return {
    httpPort: farm.httpPort,
    httpsPort: farm.httpsPort,
    ca: farm.ca,
    requests: async () => ({ requests: farm.requests.length, cpuMicros: null }),
    close: () => farm.close(),
  };
}

const farm = inProcess ? await ownFarm() : await childFarm();
const crawler = createCrawler({
  baseUrl: 'https://techcensus.test',
  allowHosts: [`*${BENCH_SUFFIX}`],
  // Every bench site is served by the farm on loopback, like the farm's own lookup answers.
  lookup: async (hostname) => {
    if (!hostname.toLowerCase().endsWith(BENCH_SUFFIX))
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 }];
  },
  ca: farm.ca,
  connectPort: (_host, protocol) => (protocol === 'https:' ? farm.httpsPort : farm.httpPort),
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

const host = (i: number) => `site${i}${BENCH_SUFFIX}`;
// Warm-up sites come after the measured ones, so no measured site finds a warm socket.
await run(Array.from({ length: WARM_UP }, (_, i) => host(sites + i)));
const hosts = Array.from({ length: sites }, (_, i) => host(i));
const before = await farm.requests();
const connectsBefore = crawler.fetcher.connectsMade;
const cpuBefore = process.cpuUsage();
const { ms, outcomes } = await run(hosts);
const cpu = process.cpuUsage(cpuBefore);
const after = await farm.requests();
const requests = after.requests - before.requests;
const perSite = (micros: number) => +(micros / 1000 / sites).toFixed(2);
console.log(
  JSON.stringify({
    sites,
    concurrency,
    farm: inProcess ? 'in-process' : 'child process',
    seconds: +(ms / 1000).toFixed(2),
    sitesPerSecond: +((sites / ms) * 1000).toFixed(1),
    requestsPerSecond: +((requests / ms) * 1000).toFixed(1),
    requestsPerSite: +(requests / sites).toFixed(2),
    connectionsPerSite: +((crawler.fetcher.connectsMade - connectsBefore) / sites).toFixed(2),
    crawlerCpuMsPerSite: perSite(cpu.user + cpu.system),
    ...(after.cpuMicros !== null && before.cpuMicros !== null
      ? { farmCpuMsPerSite: perSite(after.cpuMicros - before.cpuMicros) }
      : {}),
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
    outcomes,
  }),
);
clearTimeout(hardStop);
await crawler.close();
await farm.close();
