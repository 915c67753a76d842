import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { csvSafe, REPORT_COLUMNS, type ReportRecord, xlsxSafe } from './columns.ts';

export interface WrittenFile {
  sha256: string;
  bytes: number;
}

/** A file being written whose bytes are hashed and counted on their way to the disk. */
function hashedFile(path: string) {
  const hash = createHash('sha256');
  let bytes = 0;
  const input = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const flushed = pipeline(input, createWriteStream(path));
  // Awaited in close(); until then a failure must not count as an unhandled rejection.
  flushed.catch(() => {});
  return {
    input,
    async close(): Promise<WrittenFile> {
      await flushed;
      return { sha256: hash.digest('hex'), bytes };
    },
  };
}

export interface RecordWriter {
  write(record: ReportRecord): Promise<void>;
  /** Finishes the file and waits until it is on disk. */
  close(): Promise<WrittenFile>;
  /** Stops writing after a failure; the partial file is the caller's to remove. */
  abort(): void;
}

/** RFC 4180: CRLF between records, fields with commas, quotes or line breaks quoted. */
export function csvWriter(path: string): RecordWriter {
  const file = hashedFile(path);
  const csv = stringify({ header: true, columns: [...REPORT_COLUMNS], record_delimiter: 'windows' });
  const piped = pipeline(csv, file.input);
  piped.catch(() => {});
  return {
    async write(record) {
      if (!csv.write(record.map(csvSafe))) await once(csv, 'drain');
    },
    async close() {
      csv.end();
      await piped;
      return file.close();
    },
    abort() {
      csv.destroy();
      file.input.destroy();
    },
  };
}

const RANK_COLUMN = REPORT_COLUMNS.indexOf('Rank');

/** The parts of exceljs's streaming sheet the backlog check reads (not in its typings). */
interface SheetStream {
  stream?: { pipes?: (NodeJS.EventEmitter & { _writableState?: { length: number } })[] };
}

/** Uncompressed sheet XML allowed to wait for the zip before rows stop being added. */
const ZIP_BACKLOG_BYTES = 1 << 20;

/**
 * Bytes of the sheet waiting for the zip's deflate, or null when exceljs is not shaped as
 * expected. Its StreamBuf writes each filled buffer into archiver's input and ignores the
 * answer, so without this check a large report piles up in memory as uncompressed XML (measured:
 * about 1 KB a row, 190 MB at 200,000 rows) whenever deflate is slower than the rows come.
 */
export function zipBacklog(sheet: unknown): { bytes: number; target: NodeJS.EventEmitter } | null {
  const target = (sheet as SheetStream).stream?.pipes?.[0];
  const bytes = target?._writableState?.length;
  return target && typeof bytes === 'number' ? { bytes, target } : null;
}
const WIDTHS: Partial<Record<(typeof REPORT_COLUMNS)[number], number>> = {
  Domain: 30,
  Technologies: 40,
  Emails: 30,
  Address: 40,
  CVEs: 30,
};

/**
 * exceljs's streaming writer: each committed row goes out to the zip stream, nothing is kept
 * but the current row. Inline strings (no shared-string table, which would grow with the file)
 * and no styles.
 */
export function xlsxWriter(path: string): RecordWriter {
  const file = hashedFile(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: file.input,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Websites', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REPORT_COLUMNS.map((name) => ({ key: name, width: WIDTHS[name] ?? 16 }));
  sheet.addRow([...REPORT_COLUMNS]).commit();
  return {
    async write(record) {
      const cells: (string | number)[] = record.map(xlsxSafe);
      // A number cell sorts as a number; the empty rank ("low rank") stays an empty cell.
      if (record[RANK_COLUMN]) cells[RANK_COLUMN] = Number(record[RANK_COLUMN]);
      sheet.addRow(cells).commit();
      const backlog = zipBacklog(sheet);
      if (backlog && backlog.bytes > ZIP_BACKLOG_BYTES) await once(backlog.target, 'drain');
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      return file.close();
    },
    abort() {
      file.input.destroy();
    },
  };
}
