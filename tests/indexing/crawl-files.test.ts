// `npm run -s crawl` on files that are broken, hostile or not what they say (docs/crawler.md,
// "Common Crawl archives" and "Importing a ranked list"): every file read in bounded memory and to
// a clear end. In this process through the function the binary runs, and as the binary where only
// a process of its own can show it: its peak memory, and that it ends at all.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseRecord } from '../../fixtures/warc/write-warc.ts';
import type { Db } from '../../server/src/store/db.ts';
import { childOutput } from '../support/child-output.ts';
import { runCrawlCommand } from '../support/crawls.ts';
import { openMemoryDb } from '../support/store-snapshots.ts';

const MiB = 1024 * 1024;
const DATE = '2026-09-01T10:00:00Z';
/**
 * What docs/crawler.md states: a segment whatever its records inflate to costs at most this much
 * more memory than one whose page is as large as the page cap.
 */
const WARC_MEMORY_BOUND = 100 * MiB;

const dir = mkdtempSync(join(tmpdir(), 'crawl-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title>` +
  '<meta name="generator" content="WordPress 6.4.2"></head><body>hello</body></html>';

/** A plain WARC of one home page per domain. */
async function plainWarc(name: string, domains: string[]): Promise<string> {
  const path = join(dir, name);
  const records = await Promise.all(
    domains.map((d) => responseRecord({ url: `https://${d}/`, date: DATE, body: page(d) }, { gzip: false })),
  );
  writeFileSync(path, Buffer.concat(records));
  return path;
}

/** `repeat` bytes of `byte`, gzipped as they stream: a small file that inflates to a large one. */
async function gzipOf(parts: (Buffer | { byte: number; repeat: number })[]): Promise<Buffer> {
  const gz = createGzip({ level: 9, strategy: constants.Z_RLE });
  const out: Buffer[] = [];
  gz.on('data', (c: Buffer) => out.push(c));
  const ended = new Promise((r) => gz.on('end', r));
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      gz.write(part);
      continue;
    }
    const block = Buffer.alloc(MiB, part.byte);
    for (let left = part.repeat; left > 0; left -= MiB)
      if (!gz.write(left >= MiB ? block : block.subarray(0, left)))
        await new Promise((r) => gz.once('drain', r));
  }
  gz.end();
  await ended;
  return Buffer.concat(out);
}

/** A WARC (gzip per record) of a home page whose gzip body inflates to `bytes`. */
async function gzippedPage(name: string, domain: string, bytes: number): Promise<string> {
  const path = join(dir, name);
  const start = Buffer.from('<!doctype html><html><body>');
  const body = await gzipOf([start, { byte: 0x20, repeat: bytes - start.length }]);
  writeFileSync(
    path,
    await responseRecord({
      url: `https://${domain}/`,
      date: DATE,
      body,
      headers: { 'Content-Encoding': 'gzip' },
    }),
  );
  return path;
}

/**
 * The binary on a throw-away store and its peak memory: the kernel's high-water mark of its
 * resident set (VmHWM), read every 20 ms while it runs (the mark only grows, so the last reading
 * misses at most its last 20 ms; a peak that is held while a body is read is not missed). Killed
 * after `timeoutMs`: then `code` is null and there is no measure, which fails any bound.
 *
 * V8's young generation is held small: left to size itself, how far it grew before a collection
 * moved a run's peak by up to 160 MB either way (the start-up alone, on no file at all, peaked
 * anywhere from 840 to 990 MB), more than the bound measures. At 2 MB a side the same runs agree
 * within about 35 MB, and what a body holds is counted as before.
 */
function crawlBinary(args: string[], timeoutMs: number) {
  const node = ['--max-semi-space-size=2', '--import', 'tsx'];
  const child = spawn(process.execPath, [...node, 'server/src/indexing/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', OPENSEARCH_URL: '', DATA_DIR: 'memory://', LOG_LEVEL: 'warn' },
    // Its own process group, so a run that never ends is killed with everything it started.
    detached: true,
  });
  const output = childOutput(child);
  let peakKib = 0;
  const readPeak = () => {
    try {
      const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) peakKib = Math.max(peakKib, Number(hwm[1]));
    } catch {
      // Ended between two readings; the last one stands.
    }
  };
  const sampler = setInterval(readPeak, 20);
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    process.kill(-(child.pid as number), 'SIGKILL');
  }, timeoutMs);
  return output.then((ended) => {
    clearInterval(sampler);
    clearTimeout(timer);
    return { ...ended, peakBytes: killed || peakKib === 0 ? Number.NaN : peakKib * 1024 };
  });
}

describe('crawl --warc on hostile segments, as the binary', () => {
  let bomb: string;
  let cut: string;
  let cutAt: number;
  let lying: string;
  let hostile: Awaited<ReturnType<typeof crawlBinary>>;
  let baseline: Awaited<ReturnType<typeof crawlBinary>>;

  beforeAll(async () => {
    // A home page whose gzip body inflates to 1 GiB, in a record of a few KiB (gzip per record).
    bomb = await gzippedPage('bomb.warc.gz', 'bomb-archive.com', 1024 * MiB);
    // A plain WARC cut inside its second record's body.
    const first = await responseRecord(
      { url: 'https://first-archive.com/', date: DATE, body: page('first') },
      { gzip: false },
    );
    const second = await responseRecord(
      { url: 'https://second-archive.com/', date: DATE, body: page('second') },
      { gzip: false },
    );
    cutAt = first.length;
    cut = join(dir, 'cut.warc');
    writeFileSync(cut, Buffer.concat([first, second.subarray(0, second.length - 40)]));
    // A record that claims a gigabyte and holds 100 bytes.
    lying = join(dir, 'lying.warc');
    const head =
      'WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://lying-archive.com/\r\n' +
      `WARC-Date: ${DATE}\r\nContent-Type: application/http; msgtype=response\r\nContent-Length: 1000000000\r\n\r\n`;
    writeFileSync(lying, head + 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html>'.padEnd(100, 'x'));
    const list = join(dir, 'hostile.paths');
    writeFileSync(list, `${bomb}\n${cut}\n${lying}\n`);
    // What the bomb is measured against: a page as large as the cap, read the same way.
    const atCap = await gzippedPage('at-cap.warc.gz', 'at-cap-archive.com', 2 * MiB - 1024);
    // Both at once: each is a process of its own, measured on its own.
    [hostile, baseline] = await Promise.all([
      crawlBinary(['--warc', list], 150_000),
      crawlBinary(['--warc', atCap], 150_000),
    ]);
  }, 200_000);

  it('ends, naming where each broken file stops, and fails the run', () => {
    expect(hostile.code, hostile.stderr).toBe(1);
    // 40 bytes cut off: the closing CRLF CRLF and 36 of the block's.
    expect(hostile.stdout).toContain(
      `${cut}\terror\tthe file ends inside the record at byte ${cutAt}: 36 of its`,
    );
    expect(hostile.stdout).toContain(
      `${lying}\terror\tthe file ends inside the record at byte 0: 999999900 of its 1000000000 bytes are missing`,
    );
    // What came before the cut was read.
    expect(hostile.stdout).toMatch(
      new RegExp(`${cut}\\terror\\t.*\\(1 records before it read, 1 sites written\\)`),
    );
  });

  it('reads a page whose body inflates to 1 GiB as far as the page cap, in bounded memory', () => {
    expect(hostile.stdout).toContain(`${bomb}\t1 records\t1 home pages\t1 sites written`);
    expect(hostile.stderr).toContain(
      `${bomb}: https://bomb-archive.com/ (2026-09-01T10:00:00.000Z): its body decodes to more than 2 MiB: the rest was skipped`,
    );
    expect(baseline.code, baseline.stderr).toBe(0);
    expect(baseline.stdout).toContain('\t1 records\t1 home pages\t1 sites written');
    expect(hostile.peakBytes - baseline.peakBytes).toBeLessThan(WARC_MEMORY_BOUND);
  });
});

describe('crawl on broken files, in this process', () => {
  let store: Db;
  beforeAll(async () => {
    store = await openMemoryDb('catalogues');
  });
  afterAll(() => store?.close());

  it('a file that is not a WARC is said to be none, fails the run and is read again once corrected', async () => {
    const path = join(dir, 'notes.warc');
    // Text that names WARC fields is still not a WARC file.
    writeFileSync(
      path,
      'Notes on our archive\r\nWARC-Type: response\r\nWARC-Target-URI: https://notes-archive.com/\r\n\r\nwhat it holds\r\n',
    );
    const first = await runCrawlCommand(['--warc', path], { store });
    expect(first.stdout).toBe(`${path}\terror\tnot a WARC file: it begins "Notes on our archive"\n`);
    expect(first.code).toBe(1);
    // The file as it should have been, at the same path: read, not skipped as done.
    writeFileSync(path, readFileSync(await plainWarc('notes-fixed.warc', ['notes-archive.com'])));
    const fixed = await runCrawlCommand(['--warc', path], { store });
    expect(fixed.stderr).not.toContain('indexed before');
    expect(fixed.stdout).toContain(`${path}\t1 records\t1 home pages\t1 sites written`);
    expect(fixed.code).toBe(0);
  }, 60_000);

  it('a complete plain WARC reads without a warning', async () => {
    const path = await plainWarc('complete.warc', ['plain-one-archive.com', 'plain-two-archive.com']);
    const run = await runCrawlCommand(['--warc', path], { store });
    expect(run.stdout).toContain(`${path}\t2 records\t2 home pages\t2 sites written`);
    expect(run.stderr).toMatch(/^1 segments read: 2 records, 2 sites written in [\d.]+ s\n$/);
    expect(run.code).toBe(0);
  }, 60_000);

  it('gzipped lists of one giant line: a domain list skips it by number, a segment list is refused', async () => {
    // Past the longest string V8 can hold (512 MiB), in a file of about 600 KiB.
    const giant = await gzipOf([
      Buffer.from('1,first-listed.com\n2,'),
      { byte: 0x61, repeat: 540 * MiB },
      Buffer.from('\n3,third-listed.com\n'),
    ]);
    const domains = join(dir, 'tranco-2026-11-01.csv.gz');
    writeFileSync(domains, giant);
    const imported = await runCrawlCommand(['--domains', domains, '--import-only'], { store });
    expect(imported.stderr).toContain(
      `line 2: skipped "2,${'a'.repeat(58)}…": longer than 8192 bytes (566231042)`,
    );
    expect(imported.stderr).toContain(`${domains}: tranco, 2 sites from 3 lines, 1 invalid`);
    expect(imported.code).toBe(0);

    const segments = join(dir, 'warc.paths.gz');
    writeFileSync(segments, giant);
    const listed = await runCrawlCommand(['--warc', segments], { store });
    expect(listed.stderr).toBe(
      `${segments}: line 2 is longer than 8192 bytes (566231042): not a list of segments\n`,
    );
    expect(listed.code).toBe(66);
  }, 60_000);
});

describe('crawl --warc and the SSRF guard', () => {
  let store: Db;
  let http: Server;
  let port: number;
  const asked: string[] = [];
  beforeAll(async () => {
    store = await openMemoryDb('catalogues');
    const warc = readFileSync(await plainWarc('mirrored.warc', ['mirrored-archive.com']));
    http = createServer((req, res) => {
      asked.push(req.url ?? '');
      // A mirror that sends one download on to another loopback address.
      if (req.url === '/moved.warc')
        return void res.writeHead(302, { location: `http://127.0.0.2:${port}/crawl-data/a.warc` }).end();
      res.writeHead(200, { 'content-type': 'application/warc' }).end(warc);
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => http?.close(r));
    await store?.close();
  });

  it('refuses loopback URLs in a list, sending nothing; WARC_ALLOW_HOSTS lets a private mirror through', async () => {
    const list = join(dir, 'mirror.paths');
    writeFileSync(
      list,
      `http://127.0.0.1:${port}/crawl-data/a.warc\nhttp://localhost:${port}/crawl-data/b.warc\n`,
    );
    const refused = await runCrawlCommand(['--warc', list], { store });
    expect(refused.stderr).toContain(
      `http://127.0.0.1:${port}/crawl-data/a.warc: refused: 127.0.0.1 is a loopback address (WARC_ALLOW_HOSTS names the hosts of archive mirrors on a private network)`,
    );
    expect(refused.stderr).toContain(`http://localhost:${port}/crawl-data/b.warc: refused: `);
    expect(refused.stderr).toMatch(/; 2 refused\n$/);
    expect(refused.code).toBe(2);
    expect(asked).toEqual([]);

    const url = `http://127.0.0.1:${port}/crawl-data/a.warc`;
    const allowed = await runCrawlCommand(['--warc', url], { store, env: { WARC_ALLOW_HOSTS: '127.0.0.1' } });
    expect(allowed.stdout).toContain(`${url}\t1 records\t1 home pages\t1 sites written`);
    expect(allowed.code).toBe(0);
    expect(asked).toEqual(['/crawl-data/a.warc']);
  }, 60_000);

  it('each redirect of a download is vetted: an allowed mirror cannot send it elsewhere', async () => {
    asked.length = 0;
    const url = `http://127.0.0.1:${port}/moved.warc`;
    const run = await runCrawlCommand(['--warc', url], { store, env: { WARC_ALLOW_HOSTS: '127.0.0.1' } });
    expect(run.stdout).toBe(`${url}\terror\t${url}: refused: 127.0.0.2 is a loopback address\n`);
    expect(run.code).toBe(1);
    // The redirect was asked for; its target never was.
    expect(asked).toEqual(['/moved.warc']);
  }, 60_000);
});
