import type { SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import { joinSchedule } from './crawl-schedule.ts';

/**
 * The one walk over the index that gives a next visit to real documents the schedule does not
 * hold (indexed before migration 021, or written by scans before they joined it). It goes in
 * domain order through `SiteIndex.realSites`, a batch per statement, and keeps its place in
 * `crawl_backfill` (migration 022), so it resumes after a restart and, once finished, never runs
 * again. Demo documents are never walked into the schedule.
 */

/** Documents per step: one keyset read of the index and one insert. */
export const BACKFILL_BATCH = 5_000;
/**
 * Steps one run of the every-minute due job takes at most: 50,000 documents, so a
 * 10-million-site index is walked in 200 runs (under four hours) and no run holds the job long.
 */
export const BACKFILL_STEPS_PER_RUN = 10;

export interface BackfillProgress {
  /** Sites this call read from the index (demo documents not counted). */
  walked: number;
  /** Of those, how many were not on the schedule and joined it. */
  joined: number;
  /** True once the whole index has been walked (now or by an earlier call). */
  finished: boolean;
}

export interface BackfillDeps {
  db: Queryable;
  siteIndex: Pick<SiteIndex, 'realSites'>;
}

/**
 * Takes up to `maxSteps` steps of `batch` documents from where the walk stands (to the end
 * without it).
 * Two processes may step at once: each step moves the place only from where it read it, and
 * joining is idempotent, so the worst case is one batch read twice.
 */
export async function backfillSchedule(
  deps: BackfillDeps,
  opts: { maxSteps?: number; batch?: number } = {},
): Promise<BackfillProgress> {
  const batch = opts.batch ?? BACKFILL_BATCH;
  const progress: BackfillProgress = { walked: 0, joined: 0, finished: false };
  for (let step = 0; step < (opts.maxSteps ?? Number.POSITIVE_INFINITY); step++) {
    const r = await deps.db.query<{ after: string; finished: boolean }>(
      'SELECT after, finished_at IS NOT NULL AS finished FROM crawl_backfill',
    );
    const place = r.rows[0];
    if (!place || place.finished) return { ...progress, finished: true };
    const { sites, next } = await deps.siteIndex.realSites(place.after, batch);
    const joined = await joinSchedule(deps.db, sites);
    const moved = await deps.db.query(
      `UPDATE crawl_backfill SET after = $2, walked = walked + $3, joined = joined + $4,
         finished_at = CASE WHEN $5::boolean THEN now() END
       WHERE after = $1 AND finished_at IS NULL`,
      [place.after, next ?? place.after, sites.length, joined, next === null],
    );
    progress.walked += sites.length;
    progress.joined += joined;
    // Another process moved the place meanwhile: it carries on from there.
    if (!moved.rowCount) return progress;
    if (next === null) return { ...progress, finished: true };
  }
  return progress;
}
