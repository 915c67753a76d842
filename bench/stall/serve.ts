/**
 * The server under the stall benchmark, in its own process: the whole service from its
 * environment, with its crawler pointed at the fixture farm of `BENCH_FARM` (ports, CA, host
 * names; every name resolves to 127.0.0.1, which the crawler may reach for these names only, as
 * in the tests). Over IPC: sends `{ type: 'listening', url }`; on `{ type: 'crawl', domains }`
 * visits the domains one after the other and writes each through the server's own SiteIndex, as
 * a crawl or monitoring worker in this process does, then answers `{ type: 'crawled', ... }`;
 * stops on `{ type: 'stop' }` or disconnect.
 */
import { loadConfig } from '../../server/src/config/index.ts';
import { indexSite } from '../../server/src/indexing/index-site.ts';
import { startServer } from '../../server/src/main.ts';
import { lazyIndexDeps } from '../../server/src/modules/scans/index-deps.ts';

export interface FarmInfo {
  httpPort: number;
  httpsPort: number;
  ca: string;
  hosts: string[];
}
export type ServeMessage = { type: 'crawl'; domains: string[] } | { type: 'stop' };
export type ServeReply =
  | { type: 'listening'; url: string }
  | { type: 'crawled'; written: number; failed: number; ms: number };

const farm = JSON.parse(process.env.BENCH_FARM ?? '') as FarmInfo;
const known = new Set(farm.hosts);
const crawler = {
  allowHosts: farm.hosts,
  lookup: async (hostname: string) => {
    if (!known.has(hostname.toLowerCase()))
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [{ address: '127.0.0.1', family: 4 as const }];
  },
  ca: farm.ca,
  connectPort: (_host: string, protocol: 'http:' | 'https:') =>
    protocol === 'https:' ? farm.httpsPort : farm.httpPort,
  dns: false as const,
  perHostIntervalMs: 0,
};

// The bench may be gone (stopped, or given up waiting): nothing to tell then.
const send = (m: ServeReply) => process.connected && process.send?.(m);
const running = await startServer(process.env, { crawler });
const crawl = lazyIndexDeps({
  config: loadConfig(process.env),
  db: running.db,
  siteIndex: running.siteIndex,
  crawler,
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await crawl.close();
  await running.close();
  process.exit(0);
};
process.on('message', async (m: ServeMessage) => {
  if (m.type === 'stop') return void stop();
  if (m.type !== 'crawl') return;
  const started = performance.now();
  let written = 0;
  let failed = 0;
  for (const domain of m.domains) {
    if (stopping) break;
    await indexSite(domain, crawl.get()).then(
      () => written++,
      () => failed++,
    );
  }
  send({ type: 'crawled', written, failed, ms: Math.round(performance.now() - started) });
});
process.once('disconnect', () => void stop());
process.once('SIGTERM', () => void stop());
send({ type: 'listening', url: running.url });
