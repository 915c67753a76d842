import { stat } from 'node:fs/promises';
import type { ReportFilter, TechCensusClient } from '@techcensus/sdk';
import { EXIT } from '../exit-codes.ts';
import { CliFailure } from '../failure.ts';
import { describeFilters } from '../filter-flags.ts';
import {
  type ExportPoint,
  type ExportState,
  filtersHash,
  readExportState,
  removeExportState,
  stateFileOf,
  writeExportState,
} from './export-state.ts';
import { ReportFile, type ReportFormat } from './report-file.ts';
import { plural } from './text.ts';

export interface ExportRequest {
  out: string;
  format: ReportFormat;
  filters: ReportFilter[];
  resume: boolean;
  baseUrl: string;
}

/** An export ready to take pages: its file, where it stands, and whether it was resumed. */
export interface OpenExport {
  file: ReportFile;
  state: ExportState;
  /** Rows the file already held when a resume picked it up; null for a new export. */
  resumedFrom: number | null;
}

const refuse = (message: string, code: string) => new CliFailure(message, EXIT.usage, code);
const startAgain = (out: string) => `delete ${out} and ${stateFileOf(out)} to start again`;

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function startNew(req: ExportRequest): Promise<OpenExport> {
  let file: ReportFile;
  try {
    file = await ReportFile.create(req.out, req.format);
  } catch (err) {
    throw refuse(`Cannot write ${req.out}: ${(err as Error).message}`, 'file_error');
  }
  const now = new Date().toISOString();
  const state: ExportState = {
    version: 1,
    format: req.format,
    filters: req.filters,
    filtersHash: filtersHash(req.filters),
    baseUrl: req.baseUrl,
    startedAt: now,
    updatedAt: now,
    ...file.mark,
    pages: 0,
    nextCursor: null,
    pending: null,
  };
  await writeExportState(req.out, state);
  return { file, state, resumedFrom: null };
}

/** Picks up where the state beside the file says the export stopped, after checking it fits. */
async function pickUp(req: ExportRequest, saved: ExportState): Promise<OpenExport> {
  if (saved.filtersHash !== filtersHash(req.filters)) {
    throw refuse(
      `Cannot resume ${req.out} with other filters: it is an export of ${describeFilters(saved.filters)}; this command asks for ${describeFilters(req.filters)}. Resume with the same filters, or ${startAgain(req.out)}.`,
      'export_filters_differ',
    );
  }
  if (saved.format !== req.format) {
    throw refuse(`${req.out} was written as ${saved.format}, not ${req.format}.`, 'export_format_differs');
  }
  const size = await sizeOf(req.out);
  // A page written in full before the stop is kept (it was paid for); a torn one is cut off.
  const at: ExportPoint =
    saved.pending && size !== null && size >= saved.pending.bytes ? saved.pending : saved;
  if (size === null || size < at.bytes) {
    throw refuse(
      `${req.out} ${size === null ? 'is gone' : 'is shorter than when the export stopped (it was changed)'}: it cannot be resumed; ${startAgain(req.out)}.`,
      'export_file_changed',
    );
  }
  const file = await ReportFile.resume(req.out, req.format, { rows: at.rows, bytes: at.bytes });
  const state: ExportState = {
    ...saved,
    rows: at.rows,
    bytes: at.bytes,
    pages: at.pages,
    nextCursor: at.nextCursor,
    pending: null,
  };
  await writeExportState(req.out, state);
  return { file, state, resumedFrom: at.rows };
}

/**
 * Opens the export's file. A new export refuses to overwrite an unfinished one that holds rows
 * (they were paid for); `--resume` continues one, and refuses other filters or a changed file.
 */
export async function openExport(req: ExportRequest): Promise<OpenExport> {
  let saved: ExportState | null;
  try {
    saved = await readExportState(req.out);
  } catch (err) {
    throw refuse(
      `${stateFileOf(req.out)} cannot be read (${(err as Error).message}); ${startAgain(req.out)}.`,
      'export_state_damaged',
    );
  }
  if (!req.resume) {
    if (saved && saved.rows > 0) {
      throw refuse(
        `${req.out} holds an unfinished export (${plural(saved.rows, 'row')}, already paid for). Run the same command with --resume to continue it, or ${startAgain(req.out)}.`,
        'export_unfinished',
      );
    }
    return startNew(req);
  }
  if (saved) return pickUp(req, saved);
  if ((await sizeOf(req.out)) !== null) {
    throw refuse(
      `Nothing to resume: ${req.out} has no ${stateFileOf(req.out)} beside it (the export finished, or techcensus did not write the file).`,
      'export_nothing_to_resume',
    );
  }
  return startNew(req);
}

/** True once the export holds `limit` rows or the list has ended. */
export const exportDone = (state: ExportPoint, limit: number): boolean =>
  state.rows >= limit || (state.pages > 0 && state.nextCursor === null);

/**
 * Fetches the pages still missing and appends each to the file, the state beside it following
 * page by page; when the export is done the file is closed and the state removed. On a failure
 * the file is closed valid, the state kept for `--resume`, and the error thrown on.
 */
export async function runExport(
  client: TechCensusClient,
  out: string,
  open: OpenExport,
  opts: { limit: number; pageSize: number; onPage: (rows: number) => void },
): Promise<ExportState> {
  const { file } = open;
  let state = open.state;
  try {
    if (!exportDone(state, opts.limit)) {
      const pages = client
        .websites(state.filters, {
          limit: opts.limit - state.rows,
          pageSize: opts.pageSize,
          cursor: state.nextCursor ?? undefined,
        })
        .pages();
      for await (const page of pages) {
        const chunk = file.chunk(page.websites);
        const next: ExportPoint = {
          ...chunk.after,
          pages: state.pages + 1,
          nextCursor: page.websites.length ? page.nextCursor : null,
        };
        await writeExportState(out, { ...state, pending: next });
        await file.write(chunk);
        state = { ...state, ...next, pending: null };
        await writeExportState(out, state);
        opts.onPage(state.rows);
      }
    }
  } catch (err) {
    await file.close();
    throw err;
  }
  await file.close();
  await removeExportState(out);
  return state;
}
