// Segments as jobs on the queue the crawl uses (pg-boss on the store): `crawl --warc LIST` queues
// one job per WARC, and every `crawl --warc` or `crawl --worker` process works them, so a fleet
// reads a crawl's segment list in parallel. A finished segment is recorded in warc_segments and
// not queued again; one cut off by a crash is retried from its start, harmlessly (segment.ts:
// a capture no newer than the held visit writes nothing).

import { randomUUID } from 'node:crypto';
import type { Queue } from '../../jobs/queue.ts';
import type { Db, Queryable } from '../../store/db.ts';
import type { IndexDeps } from '../index-site.ts';
import { insertedJobIds, type QueuedJobState, queuedJobStates } from '../queued-jobs.ts';
import { indexSegment, type SegmentSummary, unreadSegment } from './segment.ts';
import { type ArchiveClient, openSegment, SourceError } from './sources.ts';

export const WARC_QUEUE = 'warc-segment';
/** A segment of Common Crawl (about 1 GB) takes minutes; a job still running after this was lost. */
const SEGMENT_EXPIRY_SECONDS = 4 * 3600;

export interface WarcJob {
  source: string;
}

export type WarcJobOutput = SegmentSummary & { source: string };

export interface WarcDeps {
  db: Db;
  /** The engine and the index; the crawler is not used (captures are read, not fetched). */
  index: () => Omit<IndexDeps, 'crawler'>;
  /** what segments named by URL are downloaded with */
  archives: ArchiveClient;
}

export async function ensureWarcQueue(queue: Queue): Promise<void> {
  // "stately": one queued and one running job per segment, whoever queues it.
  await queue.createQueue(WARC_QUEUE, {
    name: WARC_QUEUE,
    policy: 'stately',
    retryLimit: 2,
    retryBackoff: true,
    expireInSeconds: SEGMENT_EXPIRY_SECONDS,
  });
}

/**
 * Queues the segments not yet indexed to the end; returns the job ids (a segment already queued
 * gives its queued job's id) and how many were skipped as done.
 */
export async function enqueueSegments(
  queue: Queue,
  db: Queryable,
  sources: string[],
): Promise<{ ids: string[]; done: number }> {
  await ensureWarcQueue(queue);
  const finished = await db.query<{ source: string }>(
    'SELECT source FROM warc_segments WHERE source = ANY($1::text[])',
    [sources],
  );
  const done = new Set(finished.rows.map((r) => r.source));
  const todo = [...new Set(sources)].filter((s) => !done.has(s));
  if (!todo.length) return { ids: [], done: done.size };
  const jobs = todo.map((source) => ({ key: source, id: randomUUID() }));
  await queue.insert(
    jobs.map(({ key, id }) => ({ id, name: WARC_QUEUE, data: { source: key }, singletonKey: key })),
  );
  const ids = await insertedJobIds(db, WARC_QUEUE, jobs);
  return { ids: todo.map((s) => ids.get(s)).filter((id): id is string => id !== undefined), done: done.size };
}

/**
 * One segment job: read, indexed, recorded as done. A segment not read to its end (not a WARC, an
 * error page saved under its name, a download cut short, a damaged record) is not recorded: the run
 * that queued it fails on it, naming where, and the next run reads it again (a corrected file at
 * the same path or URL is then read). A download the guard refused, or that the server says is not
 * there, ends the job the same way; other download failures fail the job, which is retried.
 */
export async function runSegment(deps: WarcDeps, source: string): Promise<WarcJobOutput> {
  let segment: Awaited<ReturnType<typeof openSegment>>;
  try {
    segment = await openSegment(source, deps.archives);
  } catch (err) {
    if (!(err instanceof SourceError && err.final)) throw err;
    return { source, ...unreadSegment(err.message) };
  }
  try {
    const index = deps.index();
    const summary = await indexSegment(segment, {
      ...index,
      // Archived sites join the crawler's schedule, so live visits take over from the archive.
      schedule: index.schedule ?? { db: deps.db },
    });
    if (summary.records > 0 && !summary.failure)
      await deps.db.query(
        `INSERT INTO warc_segments (source, records, captures, indexed, sites, warnings)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (source) DO UPDATE SET records = $2, captures = $3, indexed = $4, sites = $5,
         warnings = $6, finished_at = now()`,
        [source, summary.records, summary.captures, summary.indexed, summary.sites, summary.warnings.length],
      );
    // The job's output is kept by the queue: the first warnings say enough.
    return { source, ...summary, warnings: summary.warnings.slice(0, 20) };
  } finally {
    await segment.done();
  }
}

/** Segment workers: each reads one segment at a time (the work is CPU-bound). */
export async function startWarcWorkers(
  queue: Queue,
  deps: WarcDeps,
  concurrency = 1,
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await ensureWarcQueue(queue);
  for (let i = 0; i < concurrency; i++) {
    await queue.work<WarcJob>(
      WARC_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1 },
      async ([job]) => runSegment(deps, job.data.source),
    );
  }
}

export type SegmentJobState = QueuedJobState<WarcJobOutput>;

export const segmentJobStates = (db: Queryable, ids: string[]): Promise<SegmentJobState[]> =>
  queuedJobStates<WarcJobOutput>(db, WARC_QUEUE, ids);
