import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SiteDoc, SiteFilters, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { reportRecord, technologySelector } from './columns.ts';
import { compileReportFilters } from './compile-filters.ts';
import {
  buildInReportProcess,
  type OnPage,
  spawnReportFileWriter,
  type WriterResult,
} from './file-writer.ts';
import { attemptFiles, sweepReportFiles } from './files.ts';
import { matchingSites } from './sites.ts';
import type { SiteSource } from './source.ts';
import { markBuilding, markReady, type ReportFormat } from './store.ts';
import type { WrittenFile } from './writers.ts';

export interface BuiltReport {
  rowCount: number;
  csv: WrittenFile;
  xlsx: WrittenFile;
  /** The report process's memory: with its code loaded, and at its peak. */
  writer: { startRssMb: number; maxRssMb: number };
}

function builtReport(done: WriterResult, expectedRows?: number): BuiltReport {
  if (expectedRows !== undefined && done.rowCount !== expectedRows)
    throw new Error(`the report file writer wrote ${done.rowCount} rows of ${expectedRows}`);
  return {
    rowCount: done.rowCount,
    csv: done.csv,
    xlsx: done.xlsx,
    writer: { startRssMb: done.startRssMb, maxRssMb: done.maxRssMb },
  };
}

/**
 * Writes both files from one pass over the sites, on the embedded store (whose sites only this
 * process can read): this process turns each page of sites into rows and hands them to the
 * report process (file-writer.ts), which writes every row to both files in order.
 */
export async function writeReportFiles(
  pages: AsyncIterable<SiteDoc[]>,
  filters: SiteFilters,
  paths: Record<ReportFormat, string>,
  opts: { writerHeapMb?: number; onPage?: OnPage } = {},
): Promise<BuiltReport> {
  const selected = technologySelector(filters);
  const writer = spawnReportFileWriter(paths, { heapMb: opts.writerHeapMb });
  let rowCount = 0;
  try {
    for await (const docs of pages) {
      await writer.write(docs.map((doc) => reportRecord(doc, selected)));
      rowCount += docs.length;
      await opts.onPage?.(rowCount);
      // PGlite answers in microtasks: without a macrotask turn a build would keep the HTTP
      // server waiting until it finished.
      await nextTurn();
    }
    return builtReport(await writer.close(), rowCount);
  } catch (err) {
    await writer.abort();
    throw err;
  }
}

/**
 * Builds both files entirely in the report process, which reads the sites from `source` itself
 * (a database server): this process holds no sites and no rows, only waits for the outcome.
 */
export async function buildReportFiles(
  source: SiteSource,
  query: { filters: SiteFilters; limit: number; pageSize?: number },
  paths: Record<ReportFormat, string>,
  opts: { writerHeapMb?: number; onPage?: OnPage } = {},
): Promise<BuiltReport> {
  const done = await buildInReportProcess(
    paths,
    { source, ...query },
    { heapMb: opts.writerHeapMb, onPage: opts.onPage },
  );
  return builtReport(done);
}

export interface BuildDeps {
  db: Queryable;
  siteIndex: SiteIndex;
  /** REPORTS_DIR. */
  dir: string;
  pageSize?: number;
  /** Old-space cap of the report process (WRITER_HEAP_MB unless set). */
  writerHeapMb?: number;
  /**
   * The database server the report process reads the sites from on its own (the configuration's
   * DATABASE_URL and SiteIndex); unset on embedded PGlite, where this process reads them.
   */
  source?: SiteSource | null;
  /** Told after each page of a build, with the rows so far; a throw fails the attempt. */
  onPage?: OnPage;
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
    const paths = { csv: files.partPath('csv'), xlsx: files.partPath('xlsx') };
    const opts = { writerHeapMb: deps.writerHeapMb, onPage: deps.onPage };
    const built = deps.source
      ? await buildReportFiles(
          deps.source,
          { filters, limit: report.size, pageSize: deps.pageSize },
          paths,
          opts,
        )
      : await writeReportFiles(
          matchingSites(deps.siteIndex, filters, report.size, deps.pageSize),
          filters,
          paths,
          opts,
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
