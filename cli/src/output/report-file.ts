import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { extname } from 'node:path';
import type { WebsiteRow } from '@techcensus/sdk';
import { csvChunk } from './website-csv.ts';

export type ReportFormat = 'csv' | 'json';

/** The format a report file's name asks for, or null when it names neither. */
export function formatOf(file: string): ReportFormat | null {
  const ext = extname(file).toLowerCase();
  return ext === '.csv' ? 'csv' : ext === '.json' ? 'json' : null;
}

/**
 * A report written a page at a time, so a report of any size needs the memory of one page. The
 * file is always left complete and valid (CSV with its header, a closed JSON array), also when the
 * rows stop early: rows already paid for are kept.
 */
export class ReportFile {
  rows = 0;
  private constructor(
    private readonly out: WriteStream,
    readonly format: ReportFormat,
  ) {}

  static async open(file: string, format: ReportFormat): Promise<ReportFile> {
    const out = createWriteStream(file, { flags: 'w' });
    await once(out, 'open');
    const report = new ReportFile(out, format);
    await report.put(format === 'csv' ? csvChunk([], true) : '[');
    return report;
  }

  async write(rows: WebsiteRow[]): Promise<void> {
    if (!rows.length) return;
    if (this.format === 'csv') {
      await this.put(csvChunk(rows, false));
    } else {
      const lead = this.rows === 0 ? '\n' : ',\n';
      await this.put(lead + rows.map((r) => JSON.stringify(r)).join(',\n'));
    }
    this.rows += rows.length;
  }

  async close(): Promise<void> {
    if (this.format === 'json') await this.put(this.rows ? '\n]\n' : ']\n');
    this.out.end();
    await once(this.out, 'finish');
  }

  private async put(text: string): Promise<void> {
    if (!text) return;
    if (!this.out.write(text)) await once(this.out, 'drain');
  }
}
