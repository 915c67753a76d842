import { DeepScanUnavailableError, SuppressedDomainError } from '../../crawl/render/renderer.ts';
import { type IndexDeps, indexSite } from '../../indexing/index-site.ts';
import { scanFailure, VISIT_FAILED } from '../../indexing/scan-failure.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { diffSnapshots, snapshotOf } from './diff.ts';
import { noticesFor } from './mail.ts';
import { monitoringPlanOf } from './plan.ts';
import { type ChangeEvent, monitoringStore } from './store.ts';

export const MONITORING_SCAN_QUEUE = 'monitoring-scan';
export const MONITORING_DUE_QUEUE = 'monitoring-due';
/** The due-scan job runs every minute (pg-boss cron's finest step). */
const DUE_CRON = '* * * * *';
/** Websites one run of the due-scan job queues at most; the rest wait for the next minute. */
const DUE_BATCH = 500;

export interface MonitoringScanJob {
  accountId: number;
  website: string;
}

export interface MonitoringDeps {
  db: Db;
  log: Logger;
  queue: Queue;
  mailer: Mailer;
  baseUrl: string;
  index: () => IndexDeps;
  /** MONITORING_INTERVAL_SECONDS: replaces every plan's interval when set. */
  intervalOverride?: number;
  /** Told of each scan's changes after they are recorded (alerts send them as events). */
  onChanges?: (accountId: number, website: string, changes: ChangeEvent[]) => Promise<void>;
}

export async function ensureMonitoringQueues(queue: Queue): Promise<void> {
  // A failed visit is a scan result of its own (shown in the history), not a job to retry; a
  // lost job is queued again by the due-scan job once its lease is over.
  await queue.createQueue(MONITORING_SCAN_QUEUE, {
    name: MONITORING_SCAN_QUEUE,
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });
  await queue.createQueue(MONITORING_DUE_QUEUE, { name: MONITORING_DUE_QUEUE, retryLimit: 0 });
}

/** Queues one website's scan inside `tx`, so the job exists exactly when its row does. */
export async function enqueueMonitoringScan(
  queue: Queue,
  tx: Queryable,
  job: MonitoringScanJob,
): Promise<void> {
  const id = await queue.send(MONITORING_SCAN_QUEUE, job, {
    db: { executeSql: (text: string, values: unknown[]) => tx.query(text, values) },
  });
  if (!id) throw new Error('the monitoring queue did not accept the job');
}

/** Queues the scans of every due website; what the schedule runs each minute. */
export async function queueDueScans(deps: Pick<MonitoringDeps, 'db' | 'queue'>): Promise<number> {
  const due = await monitoringStore.claimDue(deps.db, DUE_BATCH);
  for (const job of due) await deps.queue.send(MONITORING_SCAN_QUEUE, job);
  return due.length;
}

/** Runs the due-scan job now instead of at the next minute (operators, tests). */
export async function triggerDueScans(queue: Queue): Promise<void> {
  await queue.send(MONITORING_DUE_QUEUE, {});
}

/** A scan whose detection was cut short: recorded as failed, the last full scan still stands. */
const DETECTION_CUT = 'The page took too long to analyse in full.';

async function visit(
  deps: MonitoringDeps,
  website: string,
): Promise<{ ok: true; snapshot: ReturnType<typeof snapshotOf> } | { ok: false; error: string }> {
  try {
    // Like a live scan, a visit that cannot read the page leaves the public index alone: the
    // failure is this website's scan history, shown only to the account monitoring it.
    const { crawl, doc, detectionCut } = await indexSite(website, deps.index());
    // Compared with the last scan, or kept as the next one's baseline, a partial technology
    // list would tell the owner of technologies added or dropped that never were.
    if (doc && detectionCut) {
      deps.log.warn({ website }, 'monitoring scan: detection ran out of its time budget');
      return { ok: false, error: DETECTION_CUT };
    }
    if (doc) return { ok: true, snapshot: snapshotOf(doc) };
    deps.log.info({ website, outcome: crawl.outcome }, 'monitoring scan could not read the site');
    return { ok: false, error: scanFailure(crawl.outcome) ?? VISIT_FAILED };
  } catch (err) {
    const known = err instanceof SuppressedDomainError || err instanceof DeepScanUnavailableError;
    if (!known) deps.log.error({ err, website }, 'monitoring scan failed');
    return { ok: false, error: known ? err.message : 'The scan could not be completed.' };
  }
}

/**
 * One scheduled scan: visit the site (crawler with its SSRF guard, engine, index), compare with
 * the last successful scan, record scan and changes, set the next due time by the plan, and
 * send the notices. A website deleted meanwhile is left alone.
 */
export async function runMonitoringScan(
  deps: MonitoringDeps,
  job: MonitoringScanJob,
): Promise<ChangeEvent[]> {
  const { db } = deps;
  if (!(await monitoringStore.get(db, job.accountId, job.website))) return [];
  const seen = await visit(deps, job.website);
  const plan = await monitoringPlanOf(db, job.accountId, deps.intervalOverride);
  const recorded = await db.transaction(async (tx) => {
    const row = await monitoringStore.get(tx, job.accountId, job.website, true);
    if (!row) return null;
    const changes =
      seen.ok && row.snapshot
        ? diffSnapshots(row.snapshot, seen.snapshot, {
            technologies: row.monitorTechnologies,
            security: row.monitorSecurity,
          })
        : [];
    await monitoringStore.recordScan(tx, job, {
      success: seen.ok,
      error: seen.ok ? null : seen.error,
      snapshot: seen.ok ? seen.snapshot : null,
      changes,
      nextInSeconds: plan.intervalSeconds,
    });
    return changes;
  });
  if (!recorded?.length) return recorded ?? [];
  try {
    await deps.onChanges?.(job.accountId, job.website, recorded);
  } catch (err) {
    // The changes are recorded and mailed either way.
    deps.log.error({ err, website: job.website }, 'monitoring changes could not be passed on to alerts');
  }
  const { rows } = await db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [
    job.accountId,
  ]);
  const to = rows[0]?.email;
  if (to)
    for (const mail of noticesFor(to, job.website, recorded, deps.baseUrl, job.accountId)) {
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        // The changes are recorded and shown on the page either way; the log tells the operator.
        deps.log.error({ err, website: job.website }, 'monitoring notice could not be sent');
      }
    }
  return recorded;
}

/** Workers for both queues and the every-minute schedule of the due-scan job. */
export async function startMonitoringWorkers(deps: MonitoringDeps): Promise<void> {
  const { queue } = deps;
  await ensureMonitoringQueues(queue);
  await queue.work<MonitoringScanJob>(
    MONITORING_SCAN_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: 1 },
    async ([job]) => {
      await runMonitoringScan(deps, job.data);
    },
  );
  // Its jobs come once a minute: polling it as often as the scans would only load the database.
  await queue.work(MONITORING_DUE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
    await queueDueScans(deps);
  });
  await queue.schedule(MONITORING_DUE_QUEUE, DUE_CRON, {});
}
