import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SiteDoc, SiteFilters, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { reportRecord, technologySelector } from './columns.ts';
import { compileReportFilters } from './compile-filters.ts';
import { spawnReportFileWriter } from './file-writer.ts';
import { attemptFiles, sweepReportFiles } from './files.ts';
import { markBuilding, markReady, type ReportFormat } from './store.ts';
import type { WrittenFile } from './writers.ts';

/**
 * Sites fetched per SiteIndex page. Measured at 500,000 rows (bench/reports): 1,000 a page
 * peaks ~90 MB higher than 250 for the same time, the query cost being small next to writing.
 */
export const REPORT_PAGE_SIZE = 250;

/**
 * The matching sites in rank order, at most `limit`, a page at a time. The next page is asked
 * for while the caller writes the current one, so at most two pages are ever held.
 */
export async function* matchingSites(
  index: SiteIndex,
  filters: SiteFilters,
  limit: number,
  pageSize = REPORT_PAGE_SIZE,
): AsyncGenerator<SiteDoc[]> {
  let remaining = limit;
  const fetch = (cursor: string | null) => {
    const p = index.page(filters, { size: Math.min(pageSize, remaining), cursor });
    // Awaited on the next turn of the loop; if the writer fails first, nobody ever will.
    p.catch(() => {});
    return p;
  };
  let pending = remaining > 0 ? fetch(null) : null;
  while (pending) {
    const page = await pending;
    const items = page.items.slice(0, remaining);
    remaining -= items.length;
    pending = page.next && remaining > 0 ? fetch(page.next) : null;
    if (items.length) yield items;
  }
}

export interface BuiltReport {
  rowCount: number;
  csv: WrittenFile;
  xlsx: WrittenFile;
  /** The writer process's memory: with its code loaded, and at its peak. */
  writer: { startRssMb: number; maxRssMb: number };
}

/**
 * Writes both files from one pass over the sites: this process turns each page of sites into
 * rows and hands them to the writer process (file-writer.ts), which writes every row to both
 * files in order.
 */
export async function writeReportFiles(
  pages: AsyncIterable<SiteDoc[]>,
  filters: SiteFilters,
  paths: Record<ReportFormat, string>,
  opts: { writerHeapMb?: number } = {},
): Promise<BuiltReport> {
  const selected = technologySelector(filters);
  const writer = spawnReportFileWriter(paths, { heapMb: opts.writerHeapMb });
  let rowCount = 0;
  try {
    for await (const docs of pages) {
      await writer.write(docs.map((doc) => reportRecord(doc, selected)));
      rowCount += docs.length;
      // PGlite answers in microtasks: without a macrotask turn a build would keep the HTTP
      // server waiting until it finished.
      await nextTurn();
    }
    const done = await writer.close();
    if (done.rowCount !== rowCount)
      throw new Error(`the report file writer wrote ${done.rowCount} rows of ${rowCount}`);
    return {
      rowCount,
      csv: done.csv,
      xlsx: done.xlsx,
      writer: { startRssMb: done.startRssMb, maxRssMb: done.maxRssMb },
    };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

export interface BuildDeps {
  db: Queryable;
  siteIndex: SiteIndex;
  /** REPORTS_DIR. */
  dir: string;
  pageSize?: number;
  /** Old-space cap of the writer process (WRITER_HEAP_MB unless set). */
  writerHeapMb?: number;
}

/**
 * One attempt at building a report's files. Files are written under temporary names, renamed,
 * then the row is marked ready with their checksums in one statement; a report already ready
 * is left alone, so a retried or duplicated job finishes it exactly once. A failed attempt
 * removes its files and throws, for the queue to retry.
 */
export async function buildReport(
  deps: BuildDeps,
  reportId: string,
): Promise<{ outcome: 'ready' | 'already-ready'; rowCount?: number; writerMaxRssMb?: number }> {
  const report = await markBuilding(deps.db, reportId);
  if (!report) return { outcome: 'already-ready' };
  // Partial files of an attempt that died with its process; nothing else removes them.
  await sweepReportFiles(deps.dir, report.id, { partsOnly: true });
  const files = attemptFiles(deps.dir, report.id, randomBytes(8).toString('hex'));
  const formats = ['csv', 'xlsx'] as const;
  try {
    const filters = await compileReportFilters(deps.db, report.filters);
    const built = await writeReportFiles(
      matchingSites(deps.siteIndex, filters, report.size, deps.pageSize),
      filters,
      { csv: files.partPath('csv'), xlsx: files.partPath('xlsx') },
      { writerHeapMb: deps.writerHeapMb },
    );
    for (const f of formats) await rename(files.partPath(f), files.path(f));
    const won = await markReady(deps.db, report.id, {
      rowCount: built.rowCount,
      csv: { name: files.final('csv'), ...built.csv },
      xlsx: { name: files.final('xlsx'), ...built.xlsx },
    });
    if (!won) throw new SupersededError();
    // Files of attempts that got as far as renaming and then died.
    await sweepReportFiles(deps.dir, report.id, { keep: formats.map(files.final) });
    return { outcome: 'ready', rowCount: built.rowCount, writerMaxRssMb: built.writer.maxRssMb };
  } catch (err) {
    await Promise.all(
      formats.flatMap((f) => [rm(files.partPath(f), { force: true }), rm(files.path(f), { force: true })]),
    );
    if (err instanceof SupersededError) return { outcome: 'already-ready' };
    throw err;
  }
}

/** Another attempt marked the report ready first; this one's files are not the report's. */
class SupersededError extends Error {}
