// The records of a WARC file, framed here so that any file ends, in bounded memory: header lines
// and header blocks are held to a size, a record's block is skipped or streamed as it is read (never
// gathered), a gzip member is inflated with backpressure (one that inflates to gigabytes costs time,
// not memory), and a file that ends inside a record, or holds something other than records, stops
// the reading with the byte offset where it went wrong.
//
// Layouts: gzip with one member per record (as Common Crawl, wget and Heritrix write them; a record
// is then read again by its member's offset), or plain.

import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw, type InflateRaw } from 'node:zlib';
import { ByteReader, LineTooLong } from './byte-reader.ts';

/** Longest header line, and the most header bytes (WARC's or HTTP's) one record may have. */
const MAX_HEADER_LINE = 64 * 1024;
const MAX_HEAD_BYTES = 256 * 1024;
/** Raw bytes read ahead of the parser; a member inflates in steps of zlib's own chunk. */
const READ_CHUNK = 64 * 1024;
/** A member is read from its own offset: most are a few KiB, so less is read twice. */
const MEMBER_READ_CHUNK = 16 * 1024;

/** The file cannot be read past `offset`: what is there is said in the message. */
export class WarcError extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

export interface HttpHead {
  status: number;
  /** names lower-cased, in order, repeated as archived */
  headers: [string, string][];
}

export interface RecordHead {
  /** where the record starts in the file (its gzip member's first byte) */
  offset: number;
  /** WARC headers, names lower-cased (the first of a repeated name) */
  warc: Map<string, string>;
  /** the HTTP status line and headers of a response record */
  http: HttpHead | null;
  /** the block's length (Content-Length) */
  contentLength: number;
}

export interface ScannedRecord extends RecordHead {
  /** raw bytes of the record in the file: its gzip member, or the record and its closing CRLF CRLF */
  length: number;
}

/** One record opened for reading: its head, then the rest of its block (the HTTP body) as it comes. */
export interface OpenRecord {
  head: RecordHead;
  body: AsyncIterable<Buffer>;
  close(): Promise<void>;
}

const isGzip = (magic: Buffer) => magic.length >= 2 && magic[0] === 0x1f && magic[1] === 0x8b;

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Every record of a WARC file, its head only; the blocks are read past. */
export async function* scanRecords(path: string): AsyncGenerator<ScannedRecord> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new WarcError(0, 'not a WARC file: it is empty');
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    if (isGzip(magic)) {
      for (let offset = 0; offset < size; ) {
        const member = openMember(handle, offset, size);
        try {
          const head = await readHead(member.reader, offset);
          if (!head) throw new WarcError(offset, `the gzip member at byte ${offset} holds no record`);
          await readPastBlock(member.reader, head);
          if (!(await onlyBlankLinesLeft(member.reader)))
            throw new WarcError(
              offset,
              `the gzip member at byte ${offset} holds more than one record: read a WARC written one member per record, or its plain (gunzipped) form`,
            );
          const length = await member.length();
          yield { ...head, length };
          offset += length;
        } catch (err) {
          throw memberError(err, offset);
        } finally {
          member.close();
        }
      }
      return;
    }
    const reader = new ByteReader(fileBytes(handle, 0, size, READ_CHUNK));
    for (;;) {
      const head = await readHead(reader, null);
      if (!head) return;
      await readPastBlock(reader, head);
      yield { ...head, length: reader.position - head.offset };
    }
  } finally {
    await handle.close();
  }
}

/** The record at `offset` (from a scan), its block left to stream. */
export async function openRecord(path: string, offset: number, length: number): Promise<OpenRecord> {
  const handle = await open(path, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, offset);
  const member = isGzip(magic) ? openMember(handle, offset, offset + length) : null;
  const reader = member?.reader ?? new ByteReader(fileBytes(handle, offset, offset + length, READ_CHUNK));
  const close = async () => {
    member?.close();
    await handle.close();
  };
  try {
    const head = await readHead(reader, offset);
    if (!head) throw new WarcError(offset, `no record at byte ${offset}`);
    const left = head.contentLength - (reader.position - head.blockStart);
    return { head, body: reader.take(left), close };
  } catch (err) {
    await close();
    throw member ? memberError(err, offset) : err;
  }
}

type Head = RecordHead & { blockStart: number };

/**
 * The WARC headers (and a response's HTTP head) of the next record; null at the end of the file.
 * `at` is the record's offset in the file; null for a plain file read from its start, whose reader
 * position is the offset.
 */
async function readHead(reader: ByteReader, at: number | null): Promise<Head | null> {
  let offset = at ?? reader.position;
  let first: string | null;
  try {
    // Blank lines between records are tolerated, as most readers do.
    do {
      if (at === null) offset = reader.position;
      first = await reader.line(MAX_HEADER_LINE);
    } while (first === '');
  } catch (err) {
    if (err instanceof LineTooLong) throw notARecord(offset, 'a line of more than 64 KiB');
    throw err;
  }
  if (first === null) {
    if (reader.pending) {
      // A last line without its end: the start of a record cut short, or a file of another kind.
      const text = (await reader.exact(Math.min(reader.pending, 64))).toString('latin1');
      if ('WARC/1.'.startsWith(text.slice(0, 7))) throw cutOff(offset, 'its first line');
      throw notARecord(offset, `it begins ${shown(text)}`);
    }
    if (offset === 0) throw new WarcError(0, 'not a WARC file: it holds no record');
    return null;
  }
  if (!/^WARC\/\d+\.\d+$/.test(first)) throw notARecord(offset, `it begins ${shown(first)}`);
  const warc = new Map<string, string>();
  for (const [name, value] of await readHeaderLines(reader, offset, 'WARC', MAX_HEAD_BYTES))
    if (!warc.has(name)) warc.set(name, value);
  const lengthText = warc.get('content-length') ?? '';
  if (!/^\d{1,15}$/.test(lengthText))
    throw new WarcError(
      offset,
      `the record at byte ${offset} has no valid Content-Length (${shown(lengthText)})`,
    );
  const contentLength = Number(lengthText);
  const blockStart = reader.position;
  let http: HttpHead | null = null;
  if (warc.get('warc-type') === 'response' && /^application\/http/i.test(warc.get('content-type') ?? '')) {
    // The HTTP head is inside the block: it may not run past it.
    const lines = await readHeaderLines(
      reader,
      offset,
      'HTTP',
      Math.min(MAX_HEAD_BYTES, contentLength),
      true,
    );
    const status = Number(lines[0]?.[1].match(/^HTTP\/\d(?:\.\d)?\s+(\d{3})\b/)?.[1] ?? Number.NaN);
    http = { status, headers: lines.slice(1) };
  }
  return { offset, warc, http, contentLength, blockStart };
}

/**
 * Header lines up to the blank line that ends them, in at most `budget` bytes; names lower-cased.
 * With `statusLine`, the first line is kept whole as ['', line].
 */
async function readHeaderLines(
  reader: ByteReader,
  offset: number,
  what: string,
  budget: number,
  statusLine = false,
): Promise<[string, string][]> {
  const lines: [string, string][] = [];
  const start = reader.position;
  for (;;) {
    let line: string | null;
    try {
      line = await reader.line(Math.min(MAX_HEADER_LINE, budget - (reader.position - start)));
    } catch (err) {
      if (!(err instanceof LineTooLong)) throw err;
      throw new WarcError(
        offset,
        `the record at byte ${offset}: its ${what} headers do not end within ${budget} bytes`,
      );
    }
    if (line === null) throw cutOff(offset, `its ${what} headers`);
    if (statusLine && !lines.length) {
      lines.push(['', line]);
      continue;
    }
    if (line === '') return lines;
    const colon = line.indexOf(':');
    if (colon > 0) lines.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    // A line starting with white space continues the one before (obsolete folding).
    else if (/^[ \t]/.test(line) && lines.length) lines[lines.length - 1][1] += ` ${line.trim()}`;
  }
}

/** Skips the rest of the block and the CRLF CRLF that closes a record. */
async function readPastBlock(reader: ByteReader, head: Head): Promise<void> {
  const left = head.contentLength - (reader.position - head.blockStart);
  const skipped = await reader.skip(left);
  if (skipped < left)
    throw new WarcError(
      head.offset,
      `the file ends inside the record at byte ${head.offset}: ${left - skipped} of its ${head.contentLength} bytes are missing`,
    );
  for (let i = 0; i < 2; i++) {
    let line: string | null;
    try {
      line = await reader.line(2);
    } catch (err) {
      if (!(err instanceof LineTooLong)) throw err;
      line = 'x';
    }
    // The end of the file right after the block leaves nothing of the record missing.
    if (line === null && !reader.pending) return;
    if (line !== '')
      throw new WarcError(
        head.offset,
        `the record at byte ${head.offset} is not followed by CRLF CRLF: its Content-Length (${head.contentLength}) is not its length`,
      );
  }
}

/** True when the rest of a member is blank lines at most (some writers add more than CRLF CRLF). */
async function onlyBlankLinesLeft(reader: ByteReader): Promise<boolean> {
  for (;;) {
    const line = await reader.line(MAX_HEADER_LINE).catch((err) => {
      if (err instanceof LineTooLong) return 'x';
      throw err;
    });
    if (line === null) return !reader.pending;
    if (line !== '') return false;
  }
}

interface Member {
  /** the member's inflated bytes */
  reader: ByteReader;
  /** its raw length, once every inflated byte was read */
  length(): Promise<number>;
  close(): void;
}

/** One gzip member at `offset`, inflated as it is read; `end` is where the file (or the record) ends. */
function openMember(handle: FileHandle, offset: number, end: number): Member {
  const raw = new ByteReader(fileBytes(handle, offset, end, MEMBER_READ_CHUNK));
  let inflater: InflateRaw | null = null;
  let feed: Readable | null = null;
  let headerBytes = 0;
  async function* inflated(): AsyncGenerator<Buffer> {
    headerBytes = await gzipHeader(raw, offset);
    inflater = createInflateRaw();
    // Only the member's deflate stream is inflated: the inflater stops at its end, and what it
    // consumed (bytesWritten) says where the member ends.
    feed = Readable.from(raw.take(Number.MAX_SAFE_INTEGER));
    feed.on('error', (err) => inflater?.destroy(err));
    feed.pipe(inflater);
    yield* inflater as AsyncIterable<Buffer>;
  }
  const reader = new ByteReader(inflated());
  return {
    reader,
    async length() {
      const deflated = inflater?.bytesWritten ?? 0;
      const length = headerBytes + deflated + 8;
      if (offset + length > end) throw cutOff(offset, 'its gzip trailer');
      return length;
    },
    close() {
      // The inflater stopped at the member's end or was abandoned: what was piped into it no longer matters.
      for (const stream of [inflater, feed]) {
        stream?.on('error', () => {});
        stream?.destroy();
      }
    },
  };
}

/** The bytes of a file from `start` to `end`, read as they are asked for. */
async function* fileBytes(
  handle: FileHandle,
  start: number,
  end: number,
  chunk: number,
): AsyncGenerator<Buffer> {
  for (let at = start; at < end; ) {
    const buf = Buffer.allocUnsafe(Math.min(chunk, end - at));
    const { bytesRead } = await handle.read(buf, 0, buf.length, at);
    if (!bytesRead) return;
    at += bytesRead;
    yield buf.subarray(0, bytesRead);
  }
}

/** Reads a gzip member's header (RFC 1952); its length. */
async function gzipHeader(raw: ByteReader, offset: number): Promise<number> {
  const fixed = await raw.exact(10);
  if (fixed.length < 10) throw cutOff(offset, 'its gzip header');
  if (!isGzip(fixed) || fixed[2] !== 8) throw notARecord(offset, 'it is not a gzip member');
  const flags = fixed[3];
  if (flags & 4) {
    const xlen = (await raw.exact(2)).readUInt16LE(0);
    await raw.skip(xlen);
  }
  for (const bit of [8, 16]) {
    if (!(flags & bit)) continue;
    // A zero-terminated name or comment.
    for (;;) {
      const b = await raw.exact(1);
      if (!b.length) throw cutOff(offset, 'its gzip header');
      if (b[0] === 0) break;
      if (raw.position > 65_536) throw notARecord(offset, 'its gzip header never ends');
    }
  }
  if (flags & 2) await raw.skip(2);
  return raw.position;
}

function memberError(err: unknown, offset: number): unknown {
  if (err instanceof WarcError) return err;
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'Z_BUF_ERROR') return cutOff(offset, 'its gzip data');
  if (code === 'Z_DATA_ERROR')
    return offset === 0
      ? new WarcError(0, `not a WARC file: its gzip data is damaged (${(err as Error).message})`)
      : new WarcError(offset, `the gzip member at byte ${offset} is damaged (${(err as Error).message})`);
  return err;
}

function cutOff(offset: number, what: string): WarcError {
  return new WarcError(offset, `the file ends inside the record at byte ${offset} (in ${what})`);
}

function notARecord(offset: number, why: string): WarcError {
  return new WarcError(
    offset,
    offset === 0 ? `not a WARC file: ${why}` : `no WARC record at byte ${offset}: ${why}`,
  );
}
