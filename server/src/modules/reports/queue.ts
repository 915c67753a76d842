import { HttpError } from '../../http/errors.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { type BuildDeps, buildReport } from './build.ts';
import { markAttemptFailed } from './store.ts';

export const REPORT_QUEUE = 'report-build';

interface ReportJob {
  reportId: string;
}

/**
 * A paid report must arrive, so a failed build is retried (a database restart or a full disk
 * passes); the delay doubles from 30 s. Builds of millions of rows take minutes, hence the long
 * expiry: a job still running at expiry would be started a second time.
 */
const QUEUE_POLICY = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 4 * 60 * 60 };

export async function ensureReportQueue(queue: Queue): Promise<void> {
  await queue.createQueue(REPORT_QUEUE, { name: REPORT_QUEUE, ...QUEUE_POLICY });
}

/** Queues the build inside `tx`, so the job exists exactly when the report row (and its order) do. */
export async function enqueueReportBuild(queue: Queue, tx: Queryable, reportId: string): Promise<void> {
  const id = await queue.send(REPORT_QUEUE, { reportId } satisfies ReportJob, {
    db: { executeSql: (text: string, values: unknown[]) => tx.query(text, values) },
  });
  if (!id) throw new Error('the report queue did not accept the job');
}

export interface ReportWorkerDeps extends BuildDeps {
  db: Db;
  log: Logger;
  /** Builds this process runs at once. */
  concurrency?: number;
}

/** A filter the catalogue no longer knows will not compile on a retry either. */
const isPermanent = (err: unknown) => err instanceof HttpError && err.status < 500;

/**
 * Workers that build report files. Each failed attempt throws to pg-boss, which retries it; the
 * row goes back to pending meanwhile and becomes failed after the last attempt.
 */
export async function startReportWorkers(queue: Queue, deps: ReportWorkerDeps): Promise<void> {
  await ensureReportQueue(queue);
  for (let i = 0; i < (deps.concurrency ?? 1); i++) {
    await queue.work<ReportJob>(
      REPORT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
      async ([job]) => {
        const { reportId } = job.data;
        const started = performance.now();
        try {
          const result = await buildReport(deps, reportId);
          const ms = Math.round(performance.now() - started);
          deps.log.info({ reportId, ...result, ms }, 'report built');
        } catch (err) {
          const final = isPermanent(err) || job.retryCount >= job.retryLimit;
          deps.log.error({ err, reportId, attempt: job.retryCount + 1, final }, 'report build failed');
          await markAttemptFailed(deps.db, reportId, err instanceof Error ? err.message : String(err), final);
          if (!isPermanent(err)) throw err;
        }
      },
    );
  }
}
