// Reading a WARC file (gzip per record, as Common Crawl publishes it, or plain) in two passes: the
// first reads every record's WARC and HTTP headers only and keeps where each response starts, so a
// segment of tens of thousands of pages never sits in memory; the second reads the few records a
// visit needs (home pages, their redirect targets, scripts) by offset, each body decoded as it
// streams and no further than the cap it is read to (warc-records.ts frames the records).

import { Readable } from 'node:stream';
import { readCapped } from '../../crawl/index.ts';
import { dechunked } from './dechunk.ts';
import { openRecord, scanRecords, WarcError } from './warc-records.ts';

/** What the first pass keeps of one archived HTTP response. */
export interface ArchivedMeta {
  url: string;
  /** WARC-Date, as an ISO timestamp */
  date: string;
  status: number;
  /** the Location header of a 3xx, as archived */
  location: string | null;
  contentType: string;
  /** WARC-IP-Address: the address the archive's crawler connected to */
  ip: string | null;
  offset: number;
  length: number;
}

export interface SegmentScan {
  responses: ArchivedMeta[];
  /** every record read, whatever its type */
  records: number;
  /** records passed over (no usable date, status or URL), said once each */
  warnings: string[];
  /**
   * Why the file could not be read to its end, naming the byte offset (not a WARC file, cut off
   * inside a record, a damaged record); the records before it were read. Null when it was.
   */
  failure: string | null;
}

/** A response's HTTP message as archived, the body decoded to text. */
export interface ArchivedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  setCookie: string[];
  body: Buffer;
  /** the archive's crawler stopped reading (WARC-Truncated), or the body is over the cap */
  truncated: boolean;
  /** the body decoded to more than the cap: the rest was not read */
  overCap: boolean;
}

const isoDate = (d: string | null | undefined) => {
  const t = d ? Date.parse(d) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

/** First pass: the responses of a WARC file with their offsets, and what could not be read. */
export async function scanWarc(path: string): Promise<SegmentScan> {
  const responses: ArchivedMeta[] = [];
  const warnings: string[] = [];
  let records = 0;
  try {
    for await (const record of scanRecords(path)) {
      records++;
      const url = record.warc.get('warc-target-uri') ?? null;
      if (record.warc.get('warc-type') !== 'response' || !url || !record.http) continue;
      const date = isoDate(record.warc.get('warc-date'));
      const status = record.http.status;
      if (!date || !Number.isInteger(status) || !/^https?:\/\//i.test(url)) {
        warnings.push(`record at byte ${record.offset} (${url}) has no usable date, status or URL: skipped`);
        continue;
      }
      const header = (name: string) => record.http?.headers.find(([n]) => n === name)?.[1] ?? null;
      responses.push({
        url,
        date,
        status,
        location: header('location'),
        contentType: header('content-type') ?? '',
        ip: record.warc.get('warc-ip-address') ?? null,
        offset: record.offset,
        length: record.length,
      });
    }
  } catch (err) {
    if (!(err instanceof WarcError)) throw err;
    return { responses, records, warnings, failure: err.message };
  }
  return { responses, records, warnings, failure: null };
}

/**
 * Second pass: one response's HTTP message, read at its offset, its body decoded as it streams
 * and read no further than `maxBodyBytes` decoded (a body that inflates to gigabytes costs no more
 * than the cap). Null when the record cannot be read after all.
 */
export async function readArchived(
  path: string,
  meta: ArchivedMeta,
  maxBodyBytes: number,
): Promise<ArchivedResponse | null> {
  let record: Awaited<ReturnType<typeof openRecord>>;
  try {
    record = await openRecord(path, meta.offset, meta.length);
  } catch (err) {
    if (err instanceof WarcError) return null;
    throw err;
  }
  try {
    const http = record.head.http;
    if (!http) return null;
    const headers: Record<string, string | string[]> = {};
    const setCookie: string[] = [];
    let encoding: string | undefined;
    let chunked = false;
    for (const [key, value] of http.headers) {
      if (key === 'set-cookie') setCookie.push(value);
      if (key === 'content-encoding') encoding ??= value;
      if (key === 'transfer-encoding' && /chunked/i.test(value)) chunked = true;
      // The body is handed over decoded, as the live fetcher does, so the wire-form headers go.
      if (key === 'content-encoding' || key === 'content-length' || key === 'transfer-encoding') continue;
      const held = headers[key];
      headers[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    }
    const body = Readable.from(chunked ? dechunked(record.body) : record.body);
    let read: Awaited<ReturnType<typeof readCapped>>;
    try {
      read = await readCapped(body, encoding, maxBodyBytes);
    } catch {
      // A payload whose Content-Encoding does not decode, or a record cut inside its body, is not
      // a page we can read.
      return null;
    }
    return {
      status: meta.status,
      headers,
      setCookie,
      body: read.buffer,
      overCap: read.truncated,
      truncated: read.truncated || record.head.warc.has('warc-truncated'),
    };
  } finally {
    await record.close();
  }
}
