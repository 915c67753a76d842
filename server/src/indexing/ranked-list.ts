import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { normalizeDomain } from '@techcensus/contract';
import yauzl from 'yauzl';
import { MAX_LINE_BYTES, streamLines } from './lines.ts';

/**
 * The public top-site lists, read as they are published:
 *
 * | format | lines | rank |
 * |---|---|---|
 * | `tranco`, `umbrella` | `rank,domain`, no header | the list's |
 * | `majestic` | CSV with a header (`GlobalRank,TldRank,Domain,TLD,…`) | `GlobalRank` |
 * | `crux` | `origin,rank` (header optional), origins like `https://www.example.com` | the bucket (1000, 5000, 10000, …) |
 * | `plain` | `domain` or `domain,rank` (header optional) | the line's, or none |
 *
 * A file may be gzip or zip (the first file of the archive) as downloaded; both are recognised by
 * their first bytes, not by the name. Everything is streamed line by line: a million-line list
 * never sits in memory, and a line longer than MAX_LINE_BYTES (a list that is one giant line) is
 * an invalid line like any other, passed over as it streams by.
 */
export const LIST_FORMATS = ['tranco', 'umbrella', 'majestic', 'crux', 'plain'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export interface RankedEntry {
  domain: string;
  /** Null when the list gives none (a plain list of names). */
  rank: number | null;
  /** 1-based line number in the (decompressed) file. */
  line: number;
}

export interface InvalidLine {
  line: number;
  text: string;
  reason: string;
}

/** What reading a list found; filled in while the entries are being read. */
export interface ListReport {
  format: ListFormat | null;
  header: boolean;
  /** Data lines read (the header, blank lines and `#` comments are not counted). */
  lines: number;
  entries: number;
  invalid: number;
  /** The first INVALID_SHOWN invalid lines, for the operator. */
  invalidShown: InvalidLine[];
}

export const INVALID_SHOWN = 20;

/** The list cannot be read on (a gzip stream that does not inflate, a header without a domain column). */
export class ListError extends Error {}

export type NameCheck = (name: string) => { ok: true; domain: string } | { ok: false; reason: string };

const defaultCheck: NameCheck = (name) => {
  const n = normalizeDomain(name);
  return n.ok ? n : { ok: false, reason: 'not a valid domain name' };
};

export interface ReadOptions {
  /** The list's format; detected from its first line when absent. */
  format?: ListFormat;
  /** Stop after this many valid entries (lists are published best rank first). */
  top?: number;
  /** How a name from the list becomes an index key; normalizeDomain by default. */
  check?: NameCheck;
}

/** Where each field is, once the first line has been looked at. */
interface Layout {
  format: ListFormat;
  header: boolean;
  domain: number;
  rank: number | null;
}

const INTEGER = /^\d+$/;
const ORIGIN = /^https?:\/\//i;
const HEADER_WORDS = new Set([
  'rank',
  'domain',
  'origin',
  'globalrank',
  'tldrank',
  'tld',
  'refsubnets',
  'refips',
  'idn_domain',
  'idn_tld',
  'prevglobalrank',
  'prevtldrank',
  'prevrefsubnets',
  'prevrefips',
  'site',
  'host',
  'url',
]);

function fields(line: string): string[] {
  const parts = line.includes(',')
    ? line.split(',')
    : line.includes('\t')
      ? line.split('\t')
      : line.split(/\s+/);
  return parts.map((f) => f.trim().replace(/^"(.*)"$/, '$1'));
}

const isHeader = (f: string[]) =>
  !f.some((x) => INTEGER.test(x)) && f.some((x) => HEADER_WORDS.has(x.toLowerCase()));

/** The layout a header names, whatever format was asked for (Majestic adds columns over time). */
function headerLayout(f: string[], format: ListFormat | undefined): Layout | null {
  const col = (...names: string[]) => {
    const i = f.findIndex((x) => names.includes(x.toLowerCase()));
    return i >= 0 ? i : null;
  };
  const globalRank = col('globalrank');
  const origin = col('origin');
  const domain = col('domain', 'site', 'host', 'url');
  const rank = col('rank');
  if (globalRank !== null && domain !== null)
    return { format: format ?? 'majestic', header: true, domain, rank: globalRank };
  if (origin !== null) return { format: format ?? 'crux', header: true, domain: origin, rank };
  if (domain === null) return null;
  const detected: ListFormat = rank !== null && rank < domain ? 'tranco' : 'plain';
  return { format: format ?? detected, header: true, domain, rank };
}

/** The layout of a list without a header, from the format or its first data line. */
function bareLayout(f: string[], format: ListFormat | undefined): Layout {
  switch (format) {
    case 'tranco':
    case 'umbrella':
      return { format, header: false, domain: 1, rank: 0 };
    case 'majestic':
      // The published file always has a header; without one, its documented column order.
      return { format, header: false, domain: 2, rank: 0 };
    case 'crux':
      return { format, header: false, domain: 0, rank: 1 };
    case 'plain':
      return { format, header: false, domain: 0, rank: f.length > 1 ? 1 : null };
  }
  if (f.length > 1 && INTEGER.test(f[0])) return { format: 'tranco', header: false, domain: 1, rank: 0 };
  if (ORIGIN.test(f[0]) && f.length > 1 && INTEGER.test(f[1]))
    return { format: 'crux', header: false, domain: 0, rank: 1 };
  return { format: 'plain', header: false, domain: 0, rank: f.length > 1 ? 1 : null };
}

/** Opens a list file as decompressed bytes: gzip and zip by their magic numbers, else as is. */
export async function openListFile(path: string): Promise<Readable> {
  const handle = await open(path, 'r');
  const magic = Buffer.alloc(4);
  try {
    await handle.read(magic, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (magic[0] === 0x1f && magic[1] === 0x8b) return createReadStream(path).pipe(createGunzip());
  if (magic.readUInt32LE(0) === 0x04034b50) return openZipEntry(path);
  return createReadStream(path);
}

/** The first file of a zip archive (Tranco and Umbrella ship one CSV in a zip), streamed. */
function openZipEntry(path: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error(`${path}: not a readable zip file`));
      zip.on('error', reject);
      zip.on('end', () => reject(new Error(`${path}: the zip archive holds no file`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.endsWith('/') || name.startsWith('__MACOSX/')) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => (e || !stream ? reject(e) : resolve(stream)));
      });
      zip.readEntry();
    });
  });
}

/**
 * Reads a ranked list, yielding its valid entries in file order; `report` says what was found,
 * including the invalid lines (counted and kept going, never fatal). Duplicates are yielded as
 * they come: the store keeps the best rank of a name.
 */
export async function* readRankedList(
  input: Readable,
  report: ListReport,
  opts: ReadOptions = {},
): AsyncGenerator<RankedEntry> {
  const check = opts.check ?? defaultCheck;
  let layout: Layout | null = null;
  const bad = (line: number, text: string, reason: string) => {
    report.invalid++;
    if (report.invalidShown.length < INVALID_SHOWN)
      report.invalidShown.push({ line, text: text.slice(0, 200), reason });
  };
  try {
    for await (const line of streamLines(input)) {
      const n = line.n;
      if ('tooLong' in line) {
        report.lines++;
        bad(n, `${line.tooLong.head}…`, `longer than ${MAX_LINE_BYTES} bytes (${line.tooLong.bytes})`);
        continue;
      }
      const text = (n === 1 ? line.text.replace(/^\uFEFF/, '') : line.text).trim();
      if (!text || text.startsWith('#')) continue;
      const f = fields(text);
      if (!layout) {
        layout = isHeader(f) ? headerLayout(f, opts.format) : bareLayout(f, opts.format);
        if (!layout)
          throw new ListError(`line ${n}: a header without a domain or origin column: ${text.slice(0, 200)}`);
        report.format = layout.format;
        report.header = layout.header;
        if (layout.header) continue;
      }
      report.lines++;
      const name = f[layout.domain] ?? '';
      const rankText = layout.rank === null ? undefined : f[layout.rank];
      if (!name) {
        bad(n, text, 'no domain');
        continue;
      }
      let rank: number | null = null;
      if (rankText !== undefined && rankText !== '') {
        if (!INTEGER.test(rankText) || Number(rankText) < 1 || Number(rankText) > 2_000_000_000) {
          bad(n, text, 'the rank is not a positive whole number');
          continue;
        }
        rank = Number(rankText);
      } else if (layout.format !== 'plain') {
        bad(n, text, 'no rank');
        continue;
      }
      const checked = check(name);
      if (!checked.ok) {
        bad(n, text, checked.reason);
        continue;
      }
      report.entries++;
      yield { domain: checked.domain, rank, line: n };
      if (opts.top !== undefined && report.entries >= opts.top) break;
    }
  } catch (err) {
    // Only the input throws in here: what reads it says so as an unreadable list.
    throw err instanceof ListError ? err : new ListError((err as Error).message);
  } finally {
    input.destroy();
  }
}

export const emptyReport = (): ListReport => ({
  format: null,
  header: false,
  lines: 0,
  entries: 0,
  invalid: 0,
  invalidShown: [],
});

/**
 * The day a list was published: a date in its file name (`2026-11-20`, `20261120`, or `202611`
 * for CrUX's monthly files, read as the first of the month), else the file's modification day.
 */
export function listDateOf(path: string, mtime: Date): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  const full = base.match(/(?<!\d)(20\d\d)-?([01]\d)-?([0-3]\d)(?!\d)/);
  if (full && validDay(full[1], full[2], full[3])) return `${full[1]}-${full[2]}-${full[3]}`;
  const month = base.match(/(?<!\d)(20\d\d)([01]\d)(?!\d)/);
  if (month && validDay(month[1], month[2], '01')) return `${month[1]}-${month[2]}-01`;
  return mtime.toISOString().slice(0, 10);
}

function validDay(y: string, m: string, d: string): boolean {
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${y}-${m}-${d}`;
}
