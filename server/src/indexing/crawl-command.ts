// The crawl command (docs/crawler.md, "Building and refreshing an index"):
//
//   crawl --domain example.com        visit one site now
//   crawl --domains FILE [--format tranco|umbrella|majestic|crux|plain] [--top N]
//         [--list NAME] [--list-date YYYY-MM-DD] [--import-only]
//                                     import a ranked list (gzip and zip as downloaded), then
//                                     visit every due site, which includes the list's new ones
//   crawl --due                       visit every site whose visit is due, then exit (for cron)
//   crawl --worker                    work the crawl queue and queue due visits until stopped
//   crawl --warc FILE_OR_URL_LIST     index the home pages archived in WARC files (Common Crawl):
//                                     a .warc/.warc.gz path or URL, or a list of them one a line
//   --no-dns                          skip the DNS records of each site
//
// Exit status: 0 when every page was read, 2 when the SSRF guard refused a target, 1 for other
// failures (an invalid name asked for, unreachable or blocked sites), 64 for a usage error, 66 for
// input that cannot be read, 75 when another process (a running server) holds the embedded store,
// 130/143 when stopped by SIGINT/SIGTERM. Beside a server holding the embedded store,
// `--domains FILE` hands the import to it (list-handoff.ts) and exits with the import's status.
//
// `npm run -s crawl` runs it through cli.ts; tests run it inside their own process through the
// same function, with an environment, output and store of their own.

import { loadConfig, publicUrl } from '../config/index.ts';
import { type CrawlerConfig, createCrawler } from '../crawl/crawler.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import { startQueue } from '../jobs/queue.ts';
import { createLogger } from '../log.ts';
import { configuredSiteIndex, openSiteIndex } from '../siteindex/index.ts';
import { StoreInUseError } from '../store/data-dir-lock.ts';
import type { Db } from '../store/db.ts';
import { openConfiguredDb } from '../store/open-configured.ts';
import { type CrawlOutput, pause, processOutput, stoppedStatus } from './command-output.ts';
import type { IntakeLoop } from './crawl-intake.ts';
import {
  type CrawlJobOutput,
  crawlJobStates,
  enqueueCrawls,
  ensureCrawlQueue,
  startCrawlWorkers,
  startDueScheduling,
} from './crawl-queue.ts';
import { claimDue, followRankBounds, requestVisits } from './crawl-schedule.ts';
import { fleetCrawlerConfig } from './fleet.ts';
import { importListFile, type ListArgs, nameCheck } from './list-command.ts';
import { importThroughServer } from './list-handoff.ts';
import { LIST_FORMATS, type ListFormat } from './ranked-list.ts';
import { backfillSchedule } from './schedule-backfill.ts';
import { suppressionCheck } from './suppression.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';
import { archiveClient, indexWarcList, startWarcWorkers } from './warc/index.ts';
import { ensureWrittenSitesQueue, queueWrittenSite } from './written-sites.ts';

const USAGE =
  'usage: crawl --domain <domain> | --domains <file> [--format tranco|umbrella|majestic|crux|plain] [--top N]\n' +
  '         [--list NAME] [--list-date YYYY-MM-DD] [--import-only] | --due | --worker | --warc <file-or-list>\n' +
  '         [--no-dns]';

/** What to do instead when a server holds the embedded store. */
const SERVER_OWNS_STORE =
  'A running server visits due sites by itself, and `crawl --domains FILE` beside it hands the list ' +
  'to it to import.';

export interface CrawlCommandOptions {
  /** The environment the configuration is read from (default: the process's). */
  env?: Record<string, string | undefined>;
  output?: CrawlOutput;
  /**
   * Stops the command (SIGINT, SIGTERM): it takes no more work, closes what it opened and returns
   * the abort's reason when that is a number (130 otherwise).
   */
  signal?: AbortSignal;
  /** A store to work in instead of the configured one; it is left open. */
  store?: Db;
  /** Crawler settings beyond the configuration (tests reach fixture sites with them). */
  crawler?: Partial<CrawlerConfig>;
}

/** Runs `crawl …args` and returns its exit status. */
export async function crawlCommand(args: string[], opts: CrawlCommandOptions = {}): Promise<number> {
  const io = opts.output ?? processOutput;
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const usage = (problem?: string) => {
    if (problem) io.err(problem);
    io.err(USAGE);
    return 64;
  };

  const single = flag('--domain');
  const file = flag('--domains');
  const worker = args.includes('--worker');
  const dueOnly = args.includes('--due');
  const warc = flag('--warc');
  const importOnly = args.includes('--import-only');
  const formatText = flag('--format');
  const topText = flag('--top');
  const listDate = flag('--list-date');
  if ([single, file, worker || undefined, dueOnly || undefined, warc].filter(Boolean).length !== 1)
    return usage();
  if (formatText !== undefined && !LIST_FORMATS.includes(formatText as ListFormat))
    return usage(`--format: one of ${LIST_FORMATS.join(', ')}`);
  if (topText !== undefined && !/^[1-9]\d*$/.test(topText))
    return usage('--top: a whole number of at least 1');
  if (listDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(listDate))
    return usage('--list-date: YYYY-MM-DD');
  const listArgs = (path: string): ListArgs => ({
    file: path,
    name: flag('--list'),
    date: listDate,
    format: formatText as ListFormat | undefined,
    top: topText ? Number(topText) : undefined,
  });

  const config = loadConfig(opts.env ?? process.env);
  const signal = opts.signal ?? new AbortController().signal;
  // What was opened, closed in reverse order however the command ends.
  const opened: (() => Promise<unknown>)[] = [];
  try {
    const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
    let db: Db;
    try {
      db = opts.store ?? (await openConfiguredDb(config));
    } catch (err) {
      if (!(err instanceof StoreInUseError)) throw err;
      if (file) {
        const handed = await importThroughServer(config.DATA_DIR, listArgs(file), io);
        if (handed !== undefined) {
          io.err(
            `imported by the server that holds the store (process ${err.owner.pid})` +
              (importOnly ? '' : '; its workers visit the new sites as they fall due'),
          );
          return handed;
        }
      }
      io.err(err.message);
      io.err(SERVER_OWNS_STORE);
      return err.exitStatus;
    }
    if (!opts.store) opened.push(() => db.close());
    const crawler = createCrawler({
      baseUrl: publicUrl(config),
      allowHosts: config.CRAWL_ALLOW_HOSTS,
      dns: args.includes('--no-dns') ? false : undefined,
      // On PostgreSQL every crawling process shares politeness and robots.txt (docs/crawler.md, "Fleet").
      ...fleetCrawlerConfig(db),
      ...opts.crawler,
    });
    opened.push(() => crawler.close());

    const names = nameCheck((host) => crawler.guard.isAllowListed(host));

    let asked: string | null = null;
    if (single) {
      const checked = names.check(single);
      if (!checked.ok) {
        const refused = checked.reason.startsWith('refused');
        io.err(refused ? checked.reason : `skipped "${single}": ${checked.reason}`);
        return refused ? 2 : 1;
      }
      asked = checked.domain;
    }

    const siteIndex = await openSiteIndex(configuredSiteIndex(config, db, (message) => log.warn(message)));
    opened.push(() => siteIndex.close());
    const queue = await startQueue(db, log);
    opened.push(() => queue.stop({ graceful: true, wait: true, close: false, timeout: 5_000 }));
    const index = {
      crawler,
      fingerprints: loadFingerprintSet(),
      siteIndex,
      vulnerabilities: createVulnerabilityLookup(db),
      isSuppressed: suppressionCheck(db),
      // Alerts hear of every site a crawl writes, whichever process writes it.
      written: queueWrittenSite(queue, log),
    };
    const crawlDeps = { db, index: () => index, policy: config.CRAWL_REFRESH };
    // Segments named by URL are downloaded through the guard, with an allow-list of their own.
    const archives = archiveClient(config.WARC_ALLOW_HOSTS, publicUrl(config));
    opened.push(() => archives.fetcher.close());
    const warcDeps = { ...crawlDeps, archives };

    await ensureCrawlQueue(queue);
    await ensureWrittenSitesQueue(queue);

    if (warc) return await indexWarcList(queue, warcDeps, warc, { output: io, signal });

    if (file) {
      const ended = await importListFile({ db, siteIndex }, listArgs(file), names, io);
      if (ended !== null) return ended;
      if (importOnly) return 0;
    }

    const workers: IntakeLoop = await startCrawlWorkers(queue, crawlDeps, config.CRAWL_CONCURRENCY);
    // Before the queue: running crawls end (or are handed back) before it stops.
    opened.push(() => workers.stop());
    if (worker) {
      await startDueScheduling(queue, { db, siteIndex, policy: config.CRAWL_REFRESH });
      // Archive segments queued by `crawl --warc` are worked by every worker too.
      await startWarcWorkers(queue, warcDeps);
      io.err(`working the crawl queue with ${config.CRAWL_CONCURRENCY} workers; Ctrl-C to stop`);
      await new Promise((resolve) => {
        if (signal.aborted) resolve(undefined);
        signal.addEventListener('abort', resolve, { once: true });
      });
      return stoppedStatus(signal);
    }

    /**
     * Visits `--domain`'s site, or every site due when the command started (sites that become due
     * again meanwhile wait for the next run), a window at a time so a million due sites never sit
     * in memory or on the queue at once. One line per site on stdout, progress on stderr.
     */
    const cutoff = new Date();
    const window = Math.max(64, config.CRAWL_CONCURRENCY * 4);
    const inFlight = new Set<string>();
    let exhausted = false;
    let done = 0;
    let failed = 0;
    let refused = names.refused();
    const started = Date.now();
    if (!asked) {
      // Sites indexed before the schedule existed join it first, so the run visits them when due.
      const backfill = await backfillSchedule({ db, siteIndex });
      if (backfill.joined)
        io.err(`${backfill.joined} indexed sites had no next visit and joined the schedule`);
      // The first claim would do it anyway; done here to say so, since it reads the whole schedule.
      const tiers = await followRankBounds(db, config.CRAWL_REFRESH);
      if (tiers.moved !== null)
        io.err(
          `the schedule's rank tiers are ${tiers.bounds.join(', ')} now: ${tiers.moved} sites changed tier`,
        );
    }
    if (asked) {
      await requestVisits(db, [asked], cutoff);
      for (const id of await enqueueCrawls(queue, db, [asked])) inFlight.add(id);
      exhausted = true;
    }
    let lastLine = '';
    for (;;) {
      if (signal.aborted) return stoppedStatus(signal);
      if (!exhausted && inFlight.size <= window / 2) {
        const claimed = await claimDue(db, config.CRAWL_REFRESH, window - inFlight.size, cutoff, new Date());
        if (!claimed.length) exhausted = true;
        for (const id of await enqueueCrawls(queue, db, claimed)) inFlight.add(id);
      }
      for (const s of await crawlJobStates(db, [...inFlight])) {
        if (s.state !== 'completed' && s.state !== 'failed' && s.state !== 'cancelled') continue;
        inFlight.delete(s.id);
        done++;
        const out = s.output as CrawlJobOutput | null;
        if (s.state !== 'completed' || !out || !('outcome' in out)) {
          failed++;
          io.out(
            `${out && 'domain' in out ? out.domain : s.id}\terror\t${(s.output as { message?: string })?.message ?? s.state}`,
          );
          continue;
        }
        if (out.outcome === 'refused') refused++;
        else if (!['ok', 'redirected', 'suppressed'].includes(out.outcome)) failed++;
        const why = out.reason ? `\t${out.reason}` : '';
        const what =
          out.indexed === false && out.outcome !== 'suppressed'
            ? 'not indexed (never read)'
            : `${out.technologies} technologies\t${out.changes} changes`;
        io.out(`${out.domain}\t${out.outcome}\t${what}${why}`);
      }
      const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
      const line = `crawled ${done}${exhausted ? `/${done + inFlight.size}` : ''} (${rate.toFixed(1)} sites/s)`;
      if (line !== lastLine) io.err(line);
      lastLine = line;
      if (exhausted && !inFlight.size) return refused ? 2 : failed ? 1 : 0;
      await pause(500, signal);
    }
  } finally {
    for (const close of opened.reverse()) await close();
  }
}
