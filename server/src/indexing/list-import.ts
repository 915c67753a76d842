import type { Readable } from 'node:stream';
import type { SiteIndex } from '../siteindex/port.ts';
import type { Db } from '../store/db.ts';
import { finishListImport, type ListImport, leftList, registerRanked } from './crawl-schedule.ts';
import {
  emptyReport,
  type ListReport,
  type RankedEntry,
  type ReadOptions,
  readRankedList,
} from './ranked-list.ts';

/** Entries written per statement while a list streams in. */
const IMPORT_BATCH = 5_000;

export interface ImportResult {
  report: ListReport;
  list: ListImport | null;
  /** Documents the index held whose rank or rank source changed (no site was visited for it). */
  ranksUpdated: number;
  /** Documents of sites that left the list since its previous import, now marked old. */
  ranksOld: number;
}

/**
 * Streams a ranked list into the crawler's site list (crawl-schedule.ts) in batches: new sites
 * become due, known sites keep their next visit, and the documents the index already holds take
 * their new rank at once, without a visit. After a newer import of the same list, the sites it no
 * longer holds keep their last rank, marked old. `list` null (a plain list without ranks) only
 * registers names.
 */
export async function importRankedList(
  deps: { db: Db; siteIndex: SiteIndex },
  input: Readable,
  list: Omit<ListImport, 'name'> & { name?: string },
  opts: ReadOptions & { now?: Date } = {},
): Promise<ImportResult> {
  const now = opts.now ?? new Date();
  const report = emptyReport();
  let ranksUpdated = 0;
  const current: { list: ListImport | null } = { list: null };
  let batch: RankedEntry[] = [];
  let anyRank = false;
  const flush = async () => {
    if (!batch.length) return;
    // The list's name is its format unless one was given: known once the first line was read.
    current.list ??= { name: list.name ?? report.format ?? 'plain', date: list.date };
    const updates = await registerRanked(deps.db, batch, anyRank ? current.list : null, now);
    ranksUpdated += await deps.siteIndex.setRanks(updates);
    batch = [];
  };
  for await (const entry of readRankedList(input, report, opts)) {
    if (entry.rank !== null) anyRank = true;
    batch.push(entry);
    if (batch.length >= IMPORT_BATCH) await flush();
  }
  await flush();
  const named = current.list;
  if (!anyRank || !named) return { report, list: null, ranksUpdated, ranksOld: 0 };
  const previous = await finishListImport(deps.db, named, report.entries);
  let ranksOld = 0;
  if (previous !== null) {
    let after = '';
    for (;;) {
      const old = await leftList(deps.db, named.name, previous, after, IMPORT_BATCH);
      if (!old.length) break;
      ranksOld += await deps.siteIndex.setRanks(old);
      after = old[old.length - 1].domain;
    }
  }
  return { report, list: named, ranksUpdated, ranksOld };
}
