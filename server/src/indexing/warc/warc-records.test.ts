// WARC framing on files as they come: gzip members read one record each with their offsets, plain
// records with their closing CRLF CRLF, and every way a file can end early or be something else
// said with the byte offset where the reading stopped.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { requestRecord, responseRecord } from '../../../../fixtures/warc/write-warc.ts';
import { readArchived, scanWarc } from './read-warc.ts';

const DATE = '2026-09-01T10:00:00Z';
const dir = mkdtempSync(join(tmpdir(), 'warc-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
const file = (bytes: Buffer | string) => {
  const path = join(dir, `${files++}.warc`);
  writeFileSync(path, bytes);
  return path;
};

async function records(gzip: boolean) {
  return [
    await responseRecord({ url: 'https://a.example/', date: DATE, body: '<html>a</html>' }, { gzip }),
    await responseRecord(
      {
        url: 'https://b.example/',
        date: DATE,
        body: gzipSync('<html>gzipped</html>'),
        headers: { 'Content-Encoding': 'gzip' },
      },
      { gzip },
    ),
    await responseRecord(
      {
        url: 'https://c.example/',
        date: DATE,
        body: '6\r\n<html>\r\n7\r\nchunked\r\n0\r\n\r\n',
        headers: { 'Transfer-Encoding': 'chunked' },
      },
      { gzip },
    ),
  ];
}

describe('WARC records', () => {
  it.each([true, false])('gzip %s: every record at its offset, bodies decoded as served', async (gzip) => {
    const parts = [await requestRecord('https://a.example/', DATE, { gzip }), ...(await records(gzip))];
    const path = file(Buffer.concat(parts));
    const scan = await scanWarc(path);
    expect(scan).toMatchObject({ records: 4, warnings: [], failure: null });
    let at = parts[0].length;
    for (const [i, meta] of scan.responses.entries()) {
      expect(meta.offset).toBe(at);
      expect(meta.length).toBe(parts[i + 1].length);
      at += meta.length;
    }
    const bodies = await Promise.all(scan.responses.map((m) => readArchived(path, m, 1024)));
    expect(bodies.map((b) => b?.body.toString())).toEqual([
      '<html>a</html>',
      '<html>gzipped</html>',
      '<html>chunked',
    ]);
    expect(bodies[1]?.headers).not.toHaveProperty('content-encoding');
  });

  it('blank lines after a record, in its gzip member or between plain records, are passed over', async () => {
    const [a, b] = await records(false);
    const blank = Buffer.from('\r\n\r\n');
    const gz = await scanWarc(file(Buffer.concat([gzipSync(Buffer.concat([a, blank])), gzipSync(b)])));
    expect(gz).toMatchObject({ records: 2, failure: null });
    const plain = await scanWarc(file(Buffer.concat([a, blank, b, blank])));
    expect(plain).toMatchObject({ records: 2, failure: null });
    expect(plain.responses[1].offset).toBe(a.length + blank.length);
  });

  it('a body decoded past the cap stops there, marked', async () => {
    const path = file(
      await responseRecord({
        url: 'https://big.example/',
        date: DATE,
        body: gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20)),
        headers: { 'Content-Encoding': 'gzip' },
      }),
    );
    const [meta] = (await scanWarc(path)).responses;
    const read = await readArchived(path, meta, 100_000);
    expect(read).toMatchObject({ truncated: true, overCap: true });
    expect(read?.body.length).toBe(100_000);
  });

  it('a file cut short ends the reading at the record it cuts, after the ones before it', async () => {
    const [a, b] = await records(true);
    const whole = Buffer.concat([a, b]);
    for (const [cutAt, where] of [
      [whole.length - 4, 'its gzip trailer'],
      [whole.length - 40, 'its gzip data'],
      [a.length + 5, 'its gzip header'],
    ] as const) {
      const scan = await scanWarc(file(whole.subarray(0, cutAt)));
      expect(scan.responses.map((r) => r.url)).toEqual(['https://a.example/']);
      expect(scan.failure).toBe(`the file ends inside the record at byte ${a.length} (in ${where})`);
    }
    const [p, q] = await records(false);
    const plain = await scanWarc(file(Buffer.concat([p, q.subarray(0, 100)])));
    expect(plain.failure).toBe(`the file ends inside the record at byte ${p.length} (in its WARC headers)`);
  });

  it('what is not a WARC, or not one record per gzip member, is said so', async () => {
    const [a, b] = await records(false);
    const cases: [Buffer | string, string][] = [
      ['', 'not a WARC file: it is empty'],
      ['{"error":"not found"}', 'not a WARC file: it begins "{\\"error\\":\\"not found\\"}"'],
      [
        gzipSync('<html>a saved error page</html>\n'),
        'not a WARC file: it begins "<html>a saved error page</html>"',
      ],
      [Buffer.alloc(100_000, 0x61), 'not a WARC file: a line of more than 64 KiB'],
      [
        gzipSync(Buffer.concat([a, b])),
        'the gzip member at byte 0 holds more than one record: read a WARC written one member per record, or its plain (gunzipped) form',
      ],
      [
        Buffer.concat([a, Buffer.from('garbage after the last record\r\n')]),
        `no WARC record at byte ${a.length}: it begins "garbage after the last record"`,
      ],
    ];
    for (const [bytes, failure] of cases) expect((await scanWarc(file(bytes))).failure).toBe(failure);
  });

  it('a Content-Length that is not the record length stops the reading there', async () => {
    const [a] = await records(false);
    const text = a.toString('latin1');
    const short = text.replace(/Content-Length: (\d+)/, (_, n) => `Content-Length: ${Number(n) - 10}`);
    expect((await scanWarc(file(Buffer.from(short, 'latin1')))).failure).toBe(
      `the record at byte 0 is not followed by CRLF CRLF: its Content-Length (${Number(text.match(/Content-Length: (\d+)/)?.[1]) - 10}) is not its length`,
    );
    const none = text.replace(/Content-Length: \d+\r\n/, '');
    expect((await scanWarc(file(Buffer.from(none, 'latin1')))).failure).toBe(
      'the record at byte 0 has no valid Content-Length ("")',
    );
  });
});
