import { randomUUID } from 'node:crypto';
import type { RefreshPolicy } from '../config/refresh-policy.ts';
import { SuppressedDomainError } from '../crawl/render/renderer.ts';
import type { Queue } from '../jobs/queue.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db, Queryable } from '../store/db.ts';
import { type IntakeLoop, runIntake } from './crawl-intake.ts';
import { claimDue, forgetSite, recordVisit, siteSchedule } from './crawl-schedule.ts';
import { sweepFleetTables } from './fleet.ts';
import { type IndexDeps, indexSite } from './index-site.ts';
import { IntakeControl } from './intake-control.ts';
import { insertedJobIds, type QueuedJobState, queuedJobStates } from './queued-jobs.ts';
import { BACKFILL_STEPS_PER_RUN, type BackfillDeps, backfillSchedule } from './schedule-backfill.ts';

export const CRAWL_QUEUE = 'crawl';
export const CRAWL_DUE_QUEUE = 'crawl-due';
/** The due-visit job runs every minute (pg-boss cron's finest step). */
const DUE_CRON = '* * * * *';
/**
 * Crawls waiting on the queue that one run of the due-visit job tops up to: enough for the
 * workers until the next minute, without moving the whole due list into the queue at once.
 */
export const DUE_BACKLOG = 5_000;

/** How long a crawl job may run before pg-boss hands it to another worker. */
export const CRAWL_JOB_EXPIRE_SECONDS = 600;

export interface CrawlJob {
  domain: string;
}

/** What a finished crawl job leaves as its output, for progress and summaries. */
export interface CrawlJobOutput {
  domain: string;
  outcome: string;
  reason: string | null;
  technologies: number;
  changes: number;
  /** Whether the site's document was written (an unreadable site never read before gets none). */
  indexed: boolean;
  /** When the site is visited next (ISO); absent for a site whose owner asked for its removal. */
  nextVisit?: string;
}

export interface CrawlDeps {
  db: Db;
  /** The crawler, the engine and the index; a function so a server makes them on first use. */
  index: () => IndexDeps;
  policy: RefreshPolicy;
  /** Runs each write of a crawl timed, by kind ('index', 'store'), for the intake's back-pressure. */
  timed?: <T>(write: () => Promise<T>, kind: 'index' | 'store') => Promise<T>;
}

export async function ensureCrawlQueue(queue: Queue, opts: { expireInSeconds?: number } = {}): Promise<void> {
  // "stately": at most one queued and one running crawl per domain, so enqueuing a site twice
  // (a re-run after a crash, two processes' due runs) never doubles the work.
  await queue.createQueue(CRAWL_QUEUE, {
    name: CRAWL_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryBackoff: true,
    // A crawl is bounded well under this (20 s a fetch, a dozen fetches, Crawl-delay waits of 10 s
    // at most); a process that died mid-crawl hands its jobs back after it.
    expireInSeconds: opts.expireInSeconds ?? CRAWL_JOB_EXPIRE_SECONDS,
  });
  await queue.createQueue(CRAWL_DUE_QUEUE, { name: CRAWL_DUE_QUEUE, retryLimit: 0 });
}

/**
 * Enqueues one crawl per domain in one statement and returns the job ids, in order. A domain that
 * already has a queued job gets that job's id, which is how a re-run resumes instead of starting
 * over.
 */
export async function enqueueCrawls(queue: Queue, db: Queryable, domains: string[]): Promise<string[]> {
  if (!domains.length) return [];
  const jobs = domains.map((domain) => ({ key: domain, id: randomUUID() }));
  await queue.insert(
    jobs.map(({ key, id }) => ({ id, name: CRAWL_QUEUE, data: { domain: key }, singletonKey: key })),
  );
  const ids = await insertedJobIds(db, CRAWL_QUEUE, jobs);
  return domains.map((d) => ids.get(d)).filter((id): id is string => id !== undefined);
}

/** Crawls on the queue not yet started. */
async function waitingCrawls(db: Queryable): Promise<number> {
  const r = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`,
    [CRAWL_QUEUE],
  );
  return r.rows[0].n;
}

/**
 * One run of the due-visit job: claims due sites (atomically, so processes never share one) up to
 * DUE_BACKLOG waiting crawls, and queues them. Returns how many it queued.
 */
export async function queueDueCrawls(
  queue: Queue,
  db: Db,
  policy: RefreshPolicy,
  now = new Date(),
): Promise<number> {
  const room = DUE_BACKLOG - (await waitingCrawls(db));
  const due = await claimDue(db, policy, room, now, now);
  await enqueueCrawls(queue, db, due);
  return due.length;
}

/**
 * One crawl: the site's rank from the crawler's list, the visit, then the visit recorded (a failed
 * one counts towards the back-off) with its next visit under the refresh policy, for the report.
 */
export async function runCrawl(deps: CrawlDeps, domain: string): Promise<CrawlJobOutput> {
  const index = deps.index();
  const site = await siteSchedule(deps.db, domain);
  let indexed: Awaited<ReturnType<typeof indexSite>>;
  try {
    // The crawler records that a site it holds went down; a site it never read gets no page.
    indexed = await indexSite(domain, index, {
      ...(site?.rank != null ? { rank: site.rank, rankSource: site.rankSource } : {}),
      unreadable: 'updateHeld',
    });
  } catch (err) {
    // The owner asked for removal: a settled answer, not a failure worth retrying.
    if (!(err instanceof SuppressedDomainError)) throw err;
    await forgetSite(deps.db, domain);
    return {
      domain,
      outcome: 'suppressed',
      reason: 'its owner asked for its removal',
      technologies: 0,
      changes: 0,
      indexed: false,
    };
  }
  const { crawl, doc, changes } = indexed;
  const kind = crawl.outcome.kind;
  const record = () =>
    recordVisit(
      deps.db,
      domain,
      { outcome: kind, read: kind === 'ok' || kind === 'redirected' },
      deps.policy,
      index.now?.() ?? new Date(),
    );
  const next = await (deps.timed ? deps.timed(record, 'store') : record());
  return {
    domain: crawl.domain,
    outcome: kind,
    reason: crawl.outcome.reason ?? null,
    technologies: doc?.technologies.length ?? 0,
    changes: changes.length,
    indexed: doc !== null,
    nextVisit: next.toISOString(),
  };
}

/**
 * The crawl queue worked by this process: up to `concurrency` crawls at once, fewer while the
 * index or the store writes slowly (intake-control.ts). Any number of processes on any number of
 * machines can do this at once; the queue hands each job to one of them.
 */
export async function startCrawlWorkers(
  queue: Queue,
  deps: CrawlDeps,
  concurrency: number,
  opts: { pollingIntervalSeconds?: number; targetWriteMs?: number; minIntake?: number } = {},
): Promise<IntakeLoop> {
  await ensureCrawlQueue(queue);
  const control = new IntakeControl({
    max: concurrency,
    min: opts.minIntake,
    targetWriteMs: opts.targetWriteMs,
  });
  const timed = <T>(write: () => Promise<T>, kind: 'index' | 'store') => control.timed(write, kind);
  const measured = new WeakMap<IndexDeps, IndexDeps>();
  const index = () => {
    const raw = deps.index();
    let m = measured.get(raw);
    if (!m) {
      m = { ...raw, siteIndex: timedUpserts(raw.siteIndex, timed) };
      measured.set(raw, m);
    }
    return m;
  };
  return runIntake<CrawlJob>(
    queue,
    CRAWL_QUEUE,
    control,
    (job) => runCrawl({ ...deps, index, timed }, job.domain),
    { pollMs: (opts.pollingIntervalSeconds ?? 0.5) * 1000 },
  );
}

/** The same SiteIndex, its document writes timed. */
function timedUpserts(siteIndex: SiteIndex, timed: NonNullable<CrawlDeps['timed']>): SiteIndex {
  return new Proxy(siteIndex, {
    get(target, key) {
      if (key === 'upsert')
        return (docs: Parameters<SiteIndex['upsert']>[0]) => timed(() => target.upsert(docs), 'index');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** What the every-minute job works with: the store, the index it walks, the policy it claims under. */
export type DueDeps = BackfillDeps & { db: Db; policy: RefreshPolicy };

/**
 * One run of the every-minute job: the due visits queued, then a bounded step of the schedule's
 * one-off backfill (schedule-backfill.ts), whose sites that are due are queued by the next run.
 */
export async function runDueJob(queue: Queue, deps: DueDeps, now = new Date()) {
  const queued = await queueDueCrawls(queue, deps.db, deps.policy, now);
  await sweepFleetTables(deps.db);
  const backfill = await backfillSchedule(deps, { maxSteps: BACKFILL_STEPS_PER_RUN });
  return { queued, backfill };
}

/**
 * Due visits, continuously: the every-minute job that queues them. pg-boss sends one job per
 * minute whichever process holds the schedule, and the claim hands each site to one process.
 */
export async function startDueScheduling(queue: Queue, deps: DueDeps): Promise<void> {
  await ensureCrawlQueue(queue);
  await queue.work(CRAWL_DUE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    await runDueJob(queue, deps);
  });
  await queue.schedule(CRAWL_DUE_QUEUE, DUE_CRON, {});
}

export type JobState = QueuedJobState<CrawlJobOutput>;

export const crawlJobStates = (db: Queryable, ids: string[]): Promise<JobState[]> =>
  queuedJobStates<CrawlJobOutput>(db, CRAWL_QUEUE, ids);
