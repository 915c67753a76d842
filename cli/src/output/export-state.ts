import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { ReportFilter } from '@techcensus/sdk';
import type { FileMark, ReportFormat } from './report-file.ts';

/** The state file beside an export's output: `leads.csv` → `leads.csv.techcensus-export.json`. */
export const stateFileOf = (out: string): string => `${out}.techcensus-export.json`;

/** Where an export stands after a page: the file up to it and the cursor of the page after it. */
export interface ExportPoint extends FileMark {
  pages: number;
  /** `nextCursor` of the last page written; null before the first page and after the last. */
  nextCursor: string | null;
}

/**
 * What an unfinished export keeps beside its file, rewritten after every page. `pending` is
 * written before a page goes into the file and cleared once it is there: a stop in between
 * leaves the file either short of `pending.bytes` (cut back to `bytes`, the page asked for
 * again) or holding the whole page (kept): a page the service has charged for is never lost
 * once it arrived, and never asked for twice once it is in the file.
 */
export interface ExportState extends ExportPoint {
  version: 1;
  format: ReportFormat;
  filters: ReportFilter[];
  /** SHA-256 of the filters in a canonical form: a resume must ask for the same sites. */
  filtersHash: string;
  baseUrl: string;
  startedAt: string;
  updatedAt: string;
  pending: ExportPoint | null;
}

/** JSON with object keys sorted, so the same filters written in another key order hash the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const filtersHash = (filters: ReportFilter[]): string =>
  createHash('sha256').update(canonical(filters)).digest('hex');

/** The state beside `out`, null when there is none; a file that is not one is an error. */
export async function readExportState(out: string): Promise<ExportState | null> {
  let text: string;
  try {
    text = await readFile(stateFileOf(out), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const state = JSON.parse(text) as Partial<ExportState>;
  const fine =
    state.version === 1 &&
    typeof state.filtersHash === 'string' &&
    Array.isArray(state.filters) &&
    Number.isInteger(state.rows) &&
    Number.isInteger(state.bytes) &&
    Number.isInteger(state.pages);
  if (!fine) throw new Error('not an export state this version of techcensus wrote');
  return state as ExportState;
}

/** Replaces the state file whole (a temporary file renamed over it): a stop never leaves half. */
export async function writeExportState(out: string, state: ExportState): Promise<void> {
  const file = stateFileOf(out);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify({ ...state, updatedAt: new Date().toISOString() }, null, 2)}\n`);
  await rename(temp, file);
}

export const removeExportState = (out: string): Promise<void> => rm(stateFileOf(out), { force: true });
