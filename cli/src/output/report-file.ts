import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { extname } from 'node:path';
import type { WebsiteRow } from '@techcensus/sdk';
import { csvChunk } from './website-csv.ts';

export type ReportFormat = 'csv' | 'json' | 'jsonl';

/** File name endings and the format each asks for. */
export const REPORT_EXTENSIONS: Record<string, ReportFormat> = {
  '.csv': 'csv',
  '.json': 'json',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
};

/** The format a report file's name asks for, or null when it names none. */
export function formatOf(file: string): ReportFormat | null {
  return REPORT_EXTENSIONS[extname(file).toLowerCase()] ?? null;
}

/** Where a file stood after its last whole page: what a resumed export continues from. */
export interface FileMark {
  rows: number;
  bytes: number;
}

/**
 * A report written a page at a time, so a report of any size needs the memory of one page. The
 * file is left complete and valid when closed (CSV with its header, a closed JSON array), also
 * when the rows stop early: rows already paid for are kept. `mark` counts the bytes up to the
 * last whole page, never the JSON array's closing bracket, so a resumed export cuts the file
 * back to it and goes on appending.
 */
export class ReportFile {
  private constructor(
    private readonly out: WriteStream,
    readonly format: ReportFormat,
    private at: FileMark,
  ) {}

  get rows(): number {
    return this.at.rows;
  }

  get mark(): FileMark {
    return { ...this.at };
  }

  /** A new file holding only what comes before the rows (the CSV header, the JSON "["). */
  static async create(file: string, format: ReportFormat): Promise<ReportFile> {
    const head = format === 'csv' ? csvChunk([], true) : format === 'json' ? '[' : '';
    const report = await ReportFile.append(file, format, { rows: 0, bytes: Buffer.byteLength(head) }, 'w');
    await report.put(head);
    return report;
  }

  /** An existing file cut back to `mark`: whatever came after it (a torn line, "]") is dropped. */
  static async resume(file: string, format: ReportFormat, mark: FileMark): Promise<ReportFile> {
    await truncate(file, mark.bytes);
    return ReportFile.append(file, format, mark, 'a');
  }

  private static async append(file: string, format: ReportFormat, mark: FileMark, flags: 'w' | 'a') {
    const out = createWriteStream(file, { flags });
    await once(out, 'open');
    return new ReportFile(out, format, { ...mark });
  }

  /** The text a page adds, and where the file stands once it is written. */
  chunk(rows: WebsiteRow[]): { text: string; after: FileMark } {
    let text = '';
    if (rows.length) {
      if (this.format === 'csv') text = csvChunk(rows, false);
      else if (this.format === 'jsonl') text = rows.map((r) => `${JSON.stringify(r)}\n`).join('');
      else text = (this.at.rows === 0 ? '\n' : ',\n') + rows.map((r) => JSON.stringify(r)).join(',\n');
    }
    return {
      text,
      after: { rows: this.at.rows + rows.length, bytes: this.at.bytes + Buffer.byteLength(text) },
    };
  }

  /** Appends a chunk made by `chunk()` (nothing may be written in between). */
  async write(chunk: { text: string; after: FileMark }): Promise<void> {
    await this.put(chunk.text);
    this.at = { ...chunk.after };
  }

  async close(): Promise<void> {
    if (this.format === 'json') await this.put(this.at.rows ? '\n]\n' : ']\n');
    this.out.end();
    await once(this.out, 'finish');
  }

  /** Resolves once the text is in the file (handed to the system), not merely buffered. */
  private put(text: string): Promise<void> {
    if (!text) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.out.write(text, (err) => (err ? reject(err) : resolve()));
    });
  }
}
