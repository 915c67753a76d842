// The published top-site lists, read as downloaded: every format, compressed or not.

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { listDir, writeList } from '../../../tests/support/list-files.ts';
import {
  emptyReport,
  type ListReport,
  listDateOf,
  openListFile,
  type ReadOptions,
  readRankedList,
} from './ranked-list.ts';

const dir = listDir();

async function read(input: Readable, opts: ReadOptions = {}) {
  const report: ListReport = emptyReport();
  const entries: { domain: string; rank: number | null }[] = [];
  for await (const e of readRankedList(input, report, opts)) entries.push({ domain: e.domain, rank: e.rank });
  return { entries, report };
}
const fromText = (text: string) => Readable.from([text]);
const fromFile = async (text: string, as: 'plain' | 'gzip' | 'zip', name = 'list.csv') =>
  openListFile(writeList(dir, `${as}-${name}`, text, as));

const TRANCO = '1,google.com\r\n2,facebook.com\r\n3,www.Microsoft.com\r\n4,amazonaws.com\r\n';

describe('list formats', () => {
  it('Tranco: rank,domain without a header, detected; a leading www. and capitals normalised', async () => {
    const { entries, report } = await read(fromText(TRANCO));
    expect(report).toMatchObject({ format: 'tranco', header: false, lines: 4, entries: 4, invalid: 0 });
    expect(entries.slice(0, 3)).toEqual([
      { domain: 'google.com', rank: 1 },
      { domain: 'facebook.com', rank: 2 },
      { domain: 'microsoft.com', rank: 3 },
    ]);
  });

  it('Umbrella: the same shape, named with --format; host names kept as hosts', async () => {
    const { entries, report } = await read(fromText('1,google.com\n2,api.example.org\n'), {
      format: 'umbrella',
    });
    expect(report.format).toBe('umbrella');
    expect(entries).toEqual([
      { domain: 'google.com', rank: 1 },
      { domain: 'api.example.org', rank: 2 },
    ]);
  });

  it('Majestic Million: columns found by the header, the rank is GlobalRank', async () => {
    const text =
      'GlobalRank,TldRank,Domain,TLD,RefSubNets,RefIPs,IDN_Domain,IDN_TLD,PrevGlobalRank,PrevTldRank,PrevRefSubNets,PrevRefIPs\n' +
      '1,1,google.com,com,516064,2137011,google.com,com,1,1,516364,2139132\n' +
      '2,2,facebook.com,com,508137,2151416,facebook.com,com,2,2,508421,2153526\n' +
      '3,1,wikipedia.org,org,301120,796520,wikipedia.org,org,4,1,301232,796893\n';
    const { entries, report } = await read(fromText(text));
    expect(report).toMatchObject({ format: 'majestic', header: true, lines: 3, entries: 3 });
    expect(entries[2]).toEqual({ domain: 'wikipedia.org', rank: 3 });
  });

  it('CrUX top origins: origins become domains, the rank is the bucket', async () => {
    const text =
      'origin,rank\nhttps://www.google.com,1000\nhttps://m.example.co.uk,1000\nhttp://shop.example.de:8080,5000\n';
    const { entries, report } = await read(fromText(text));
    expect(report).toMatchObject({ format: 'crux', header: true, entries: 3 });
    expect(entries).toEqual([
      { domain: 'google.com', rank: 1000 },
      { domain: 'm.example.co.uk', rank: 1000 },
      { domain: 'shop.example.de', rank: 5000 },
    ]);
    // Without its header, the origin column gives it away.
    expect((await read(fromText('https://www.google.com,1000\n'))).report.format).toBe('crux');
  });

  it('plain lists: names alone have no rank; domain,rank has one; # comments and blank lines skipped', async () => {
    const alone = await read(fromText('# my sites\nexample.com\n\nexample.org\n'));
    expect(alone.report).toMatchObject({ format: 'plain', entries: 2 });
    expect(alone.entries).toEqual([
      { domain: 'example.com', rank: null },
      { domain: 'example.org', rank: null },
    ]);
    const ranked = await read(fromText('domain,rank\nexample.com,10\nexample.org,20\n'));
    expect(ranked.report).toMatchObject({ format: 'plain', header: true });
    expect(ranked.entries).toEqual([
      { domain: 'example.com', rank: 10 },
      { domain: 'example.org', rank: 20 },
    ]);
  });

  it('a rank,domain header is read as a Tranco-shaped list', async () => {
    const { entries, report } = await read(fromText('rank,domain\n1,google.com\n'));
    expect(report).toMatchObject({ format: 'tranco', header: true });
    expect(entries).toEqual([{ domain: 'google.com', rank: 1 }]);
  });
});

describe('files as downloaded', () => {
  it.each(['plain', 'gzip', 'zip'] as const)('%s', async (as) => {
    const { entries, report } = await read(await fromFile(TRANCO, as));
    expect(report.format).toBe('tranco');
    expect(entries.map((e) => e.domain)).toEqual([
      'google.com',
      'facebook.com',
      'microsoft.com',
      'amazonaws.com',
    ]);
  });

  it('a UTF-8 byte order mark before a header is not part of it', async () => {
    const { report } = await read(fromText('\uFEFFGlobalRank,TldRank,Domain,TLD\n1,1,google.com,com\n'));
    expect(report).toMatchObject({ format: 'majestic', entries: 1 });
  });
});

describe('--top and bad lines', () => {
  it('--top N stops after N valid entries, without reading the rest', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${i + 1},site${i + 1}.com`).join('\n');
    const { entries, report } = await read(fromText(lines), { top: 10 });
    expect(entries).toHaveLength(10);
    expect(entries.at(-1)).toEqual({ domain: 'site10.com', rank: 10 });
    expect(report.lines).toBe(10);
  });

  it('invalid names and ranks are counted and shown, never fatal', async () => {
    const text = '1,google.com\n2,not a domain\nx,example.com\n4,127.0.0.1\n5,\n6,localhost\n7,example.org\n';
    const { entries, report } = await read(fromText(text));
    expect(entries.map((e) => e.domain)).toEqual(['google.com', 'example.org']);
    expect(report).toMatchObject({ lines: 7, entries: 2, invalid: 5 });
    expect(report.invalidShown.map((b) => [b.line, b.reason])).toEqual([
      [2, 'not a valid domain name'],
      [3, 'the rank is not a positive whole number'],
      [4, 'not a valid domain name'],
      [5, 'no domain'],
      [6, 'not a valid domain name'],
    ]);
  });

  it('a line over 8 KiB is an invalid line, passed over as it streams by, whatever chunks carry it', async () => {
    const long = `2,${'a'.repeat(20_000)}`;
    const text = `1,google.com\r\n${long}\r\n3,example.org\r\n`;
    // Cut in small pieces, so the long line spans many of them and the line ends fall inside.
    const pieces = text.match(/[\s\S]{1,1000}/g) ?? [];
    const { entries, report } = await read(Readable.from(pieces.map((p) => Buffer.from(p))));
    expect(entries.map((e) => e.domain)).toEqual(['google.com', 'example.org']);
    expect(report).toMatchObject({ lines: 3, entries: 2, invalid: 1 });
    expect(report.invalidShown).toEqual([
      { line: 2, text: `2,${'a'.repeat(58)}…`, reason: 'longer than 8192 bytes (20003)' },
    ]);
  });

  it('a million-line list streams: entries come out while the file is still being read', async () => {
    let chunksRead = 0;
    async function* million() {
      for (let i = 0; i < 1_000_000; i += 10_000) {
        chunksRead++;
        let chunk = '';
        for (let j = i; j < i + 10_000; j++) chunk += `${j + 1},site-${j}.com\n`;
        yield chunk;
      }
    }
    const report = emptyReport();
    const seen: number[] = [];
    for await (const e of readRankedList(Readable.from(million()), report)) {
      seen.push(chunksRead);
      if (e.rank === 25_000) break;
    }
    // The first entry came after the first 10,000-line chunk, not after all hundred of them.
    expect(seen[0]).toBeLessThanOrEqual(2);
    expect(seen.at(-1)).toBeLessThanOrEqual(4);
    expect(report.entries).toBe(25_000);
  });
});

describe('the list date', () => {
  const mtime = new Date('2026-11-22T13:00:00Z');
  it.each([
    ['tranco_2026-11-20.csv', '2026-11-20'],
    ['top-1m-20261119.csv.zip', '2026-11-19'],
    ['crux/202610.csv.gz', '2026-10-01'],
    ['majestic_million.csv', '2026-11-22'],
    ['list-20261399.csv', '2026-11-22'],
  ])('%s → %s', (name, date) => {
    expect(listDateOf(name, mtime)).toBe(date);
  });
});
