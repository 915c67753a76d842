// Reading a WARC file (gzip per record, as Common Crawl publishes it, or plain) with warcio.
// Two passes: the first reads every record's WARC and HTTP headers only and keeps where each
// response starts, so a segment of tens of thousands of pages never sits in memory; the second
// reads the few records a visit needs (home pages, their redirect targets, scripts) by offset.

import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { WARCParser, type WARCRecord } from 'warcio';

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
  /** records cut off or unreadable, said once each; never fatal */
  warnings: string[];
}

/** A response's HTTP message as archived, the body decoded to text. */
export interface ArchivedResponse {
  status: number;
  headers: Record<string, string | string[]>;
  setCookie: string[];
  body: Buffer;
  /** the archive's crawler stopped reading (WARC-Truncated), or the body is over the cap */
  truncated: boolean;
}

/** Counts the bytes a source hands to the parser, so a cut-off tail is noticed. */
function counted(source: Readable): { stream: AsyncIterable<Uint8Array>; bytes: () => number } {
  let bytes = 0;
  async function* stream() {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      yield chunk;
    }
  }
  return { stream: stream(), bytes: () => bytes };
}

/**
 * Bytes of the record's block that were announced (Content-Length) but never came: the file
 * ends inside the record. warcio's reader keeps the count of what is left to read; a complete
 * record leaves none.
 */
function missingBytes(record: WARCRecord): number {
  // `_reader`, not `reader`: the getter refuses once the decoded content was read.
  const left = (record._reader as { limit?: unknown }).limit;
  return typeof left === 'number' && left > 0 ? left : 0;
}

const isoDate = (d: string | null | undefined) => {
  const t = d ? Date.parse(d) : Number.NaN;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

/** First pass: the responses of a WARC file with their offsets, and what could not be read. */
export async function scanWarc(path: string): Promise<SegmentScan> {
  const source = counted(createReadStream(path));
  const parser = new WARCParser(source.stream);
  const responses: ArchivedMeta[] = [];
  const warnings: string[] = [];
  let records = 0;
  let end = 0;
  try {
    for await (const record of parser) {
      const offset = parser.offset;
      const url = record.warcTargetURI ?? null;
      await record.skipFully();
      const missing = missingBytes(record);
      if (missing > 0 || !record.warcType) {
        warnings.push(
          `record at byte ${offset}${url ? ` (${url})` : ''} is cut off (${missing} bytes missing): skipped`,
        );
        end = offset + parser.recordLength;
        continue;
      }
      records++;
      end = offset + parser.recordLength;
      if (record.warcType !== 'response' || !url || !record.httpHeaders) continue;
      const date = isoDate(record.warcDate);
      const status = Number(record.httpHeaders.statusCode);
      if (!date || !Number.isInteger(status) || !/^https?:\/\//i.test(url)) {
        warnings.push(`record at byte ${offset} (${url}) has no usable date, status or URL: skipped`);
        continue;
      }
      const headers = record.httpHeaders.headers;
      responses.push({
        url,
        date,
        status,
        location: headers.get('location') ?? null,
        contentType: headers.get('content-type') ?? '',
        ip: record.warcHeader('WARC-IP-Address') ?? null,
        offset,
        length: parser.recordLength,
      });
    }
  } catch (err) {
    warnings.push(`unreadable after byte ${end}: ${err instanceof Error ? err.message : String(err)}`);
  }
  // A gzip member or plain record cut before its headers ended yields no record at all.
  if (source.bytes() > end && !warnings.some((w) => w.startsWith(`record at byte ${end}`)))
    warnings.push(`record at byte ${end} is cut off (the file ends inside it): skipped`);
  return { responses, records, warnings };
}

/** Second pass: one response's HTTP message, read at its offset. */
export async function readArchived(
  path: string,
  meta: ArchivedMeta,
  maxBodyBytes: number,
): Promise<ArchivedResponse | null> {
  const stream = createReadStream(path, { start: meta.offset, end: meta.offset + meta.length - 1 });
  try {
    const record = await WARCParser.parse(Readable.from(stream));
    if (!record?.httpHeaders) return null;
    let body: Uint8Array;
    try {
      body = await record.readFully(true);
    } catch {
      // A payload whose Content-Encoding does not decode is not a page we can read.
      return null;
    }
    if (missingBytes(record) > 0) return null;
    const headers: Record<string, string | string[]> = {};
    const setCookie: string[] = [];
    for (const [name, value] of record.httpHeaders.headers) {
      const key = name.toLowerCase();
      if (key === 'set-cookie') setCookie.push(value);
      // The body is handed over decoded, as the live fetcher does, so the wire-form headers go.
      if (key === 'content-encoding' || key === 'content-length' || key === 'transfer-encoding') continue;
      const held = headers[key];
      headers[key] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
    }
    const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    return {
      status: meta.status,
      headers,
      setCookie,
      body: buffer.length > maxBodyBytes ? buffer.subarray(0, maxBodyBytes) : buffer,
      truncated: buffer.length > maxBodyBytes || Boolean(record.warcHeader('WARC-Truncated')),
    };
  } finally {
    stream.destroy();
  }
}
