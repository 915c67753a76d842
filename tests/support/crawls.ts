import type { Readable } from 'node:stream';
import { loadConfig } from '../../server/src/config/index.ts';
import type { CrawlerConfig } from '../../server/src/crawl/index.ts';
import { crawlCommand } from '../../server/src/indexing/crawl-command.ts';
import {
  crawlJobStates,
  enqueueCrawls,
  queueDueCrawls,
  runDueJob,
  startCrawlWorkers,
} from '../../server/src/indexing/crawl-queue.ts';
import { nextVisitOf, requestVisits } from '../../server/src/indexing/crawl-schedule.ts';
import { indexSite } from '../../server/src/indexing/index-site.ts';
import { importRankedList } from '../../server/src/indexing/list-import.ts';
import { openListFile } from '../../server/src/indexing/ranked-list.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { lazyIndexDeps } from '../../server/src/modules/scans/index-deps.ts';
import type { Db } from '../../server/src/store/db.ts';
import { testServerEnvOf } from './server.ts';
import { until } from './wait.ts';

/*
 * The crawling a running server's operator starts (`npm run crawl`, the ranked-list import, the
 * every-minute due visits), done against a test server's store and SiteIndex. `crawler` carries the
 * fixture farm's settings (crawlerHooks in tests/scans/support.ts).
 */

type Crawler = Partial<CrawlerConfig>;

// The refresh policy and offline rule a test checks a visit's outcome against, and the every-minute
// due job a test runs itself instead of waiting for the server's.
export { BACKOFF_FLOOR_SECONDS, parseRefreshPolicy } from '../../server/src/config/refresh-policy.ts';
export { OFFLINE_AFTER_VISITS, OFFLINE_OUTCOMES } from '../../server/src/indexing/site-document.ts';
export { runDueJob };

/** One site visited and written into the server's SiteIndex, as a crawl of it does. */
export async function crawlIntoIndex(
  server: RunningServer,
  domain: string,
  crawler?: Crawler,
): Promise<void> {
  const index = lazyIndexDeps({
    config: loadConfig(testServerEnvOf(server)),
    db: server.db,
    siteIndex: server.siteIndex,
    crawler,
  });
  try {
    await indexSite(domain, index.get());
  } finally {
    await index.close();
  }
}

/**
 * The sites queued on the server's crawl queue and worked by one crawl worker, as `npm run crawl`
 * does: what each job ended with.
 */
export async function crawlThroughQueue(server: RunningServer, domains: string[], crawler?: Crawler) {
  const config = loadConfig(testServerEnvOf(server));
  const index = lazyIndexDeps({ config, db: server.db, siteIndex: server.siteIndex, crawler });
  try {
    await startCrawlWorkers(
      server.queue,
      { db: server.db, index: () => index.get(), policy: config.CRAWL_REFRESH },
      1,
    );
    const ids = await enqueueCrawls(server.queue, server.db, domains);
    return await until(
      async () => {
        const states = await crawlJobStates(server.db, ids);
        return states.every((s) => s.state === 'completed' || s.state === 'failed') && states;
      },
      { what: `the crawl jobs of ${domains.join(', ')} to end` },
    );
  } finally {
    await index.close();
  }
}

/** A ranked list file (plain, gzip or zip, as downloaded) imported into the server's store. */
export async function importListFile(server: RunningServer, path: string, list: { date: string }) {
  const input: Readable = await openListFile(path);
  return importRankedList({ db: server.db, siteIndex: server.siteIndex }, input, list);
}

/** What the every-minute job does: queues the visits due under the server's CRAWL_REFRESH. How many it queued. */
export const queueDueVisits = (server: RunningServer) =>
  queueDueCrawls(server.queue, server.db, loadConfig(testServerEnvOf(server)).CRAWL_REFRESH);

/** When the crawler visits `domain` next under the server's CRAWL_REFRESH; null when it is not on its schedule. */
export const nextVisit = (server: RunningServer, domain: string) =>
  nextVisitOf(server.db, loadConfig(testServerEnvOf(server)).CRAWL_REFRESH, domain);

/** Visits of these sites asked for now, as `crawl --domain` asks: due at once whatever the policy. */
export const askForVisits = (server: RunningServer, domains: string[]) =>
  requestVisits(server.db, domains, new Date());

export interface CrawlRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run -s crawl -- …args` inside this process, through the function the binary runs, with
 * `env` as its whole environment (nothing of this process's: an OPENSEARCH_URL or DATABASE_URL
 * of the test run never leaks in). `store` is the store it works in, left open, so successive runs
 * see each other's work as runs on one data directory do; without it the command opens what `env`
 * names.
 */
export async function runCrawlCommand(
  args: string[],
  opts: { env?: Record<string, string>; store?: Db; crawler?: Crawler } = {},
): Promise<CrawlRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await crawlCommand(args, {
    env: { LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...opts.env },
    output: { out: (line) => stdout.push(line), err: (line) => stderr.push(line) },
    store: opts.store,
    crawler: opts.crawler,
  });
  const text = (lines: string[]) => lines.map((l) => `${l}\n`).join('');
  return { code, stdout: text(stdout), stderr: text(stderr) };
}
