// Segment lists as `crawl --warc` reads them: a WARC named directly, Common Crawl's warc.paths
// (gzipped, relative paths under data.commoncrawl.org), local paths, and inputs it refuses.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMMON_CRAWL_BASE, SourceError, segmentList } from './sources.ts';

const dir = mkdtempSync(join(tmpdir(), 'warc-sources-'));
const local = join(dir, 'local.warc.gz');
writeFileSync(local, '');

describe('segment lists', () => {
  it('a WARC path or URL is a list of one', async () => {
    expect(await segmentList(local)).toEqual([local]);
    const url = 'https://data.commoncrawl.org/crawl-data/CC-MAIN-2026-44/x.warc.gz';
    expect(await segmentList(url)).toEqual([url]);
  });

  it("reads Common Crawl's gzipped warc.paths: relative paths are Common Crawl's, local ones stay", async () => {
    const list = join(dir, 'warc.paths.gz');
    const rel = 'crawl-data/CC-MAIN-2026-44/segments/1/warc/CC-MAIN-1-00000.warc.gz';
    writeFileSync(list, gzipSync(`# first\n${rel}\n\n${local}\nhttp://mirror.example/a.warc\n`));
    expect(await segmentList(list)).toEqual([
      `${COMMON_CRAWL_BASE}${rel}`,
      local,
      'http://mirror.example/a.warc',
    ]);
  });

  it('refuses what it cannot read, saying why', async () => {
    await expect(segmentList(join(dir, 'none.txt'))).rejects.toThrow(/no such file/);
    await expect(segmentList('ftp://example.com/a.warc.gz')).rejects.toThrow(/only http and https/);
    await expect(segmentList('https://example.com/page.html')).rejects.toThrow(/\.warc or \.warc\.gz/);
    const list = join(dir, 'bad.paths');
    writeFileSync(list, 's3://commoncrawl/crawl-data/x.warc.gz\n');
    await expect(segmentList(list)).rejects.toBeInstanceOf(SourceError);
    // Lists that are not what their first bytes say: said as unreadable, never thrown as they come.
    const badGzip = join(dir, 'bad.paths.gz');
    writeFileSync(badGzip, Buffer.concat([Buffer.from([0x1f, 0x8b, 8, 0]), Buffer.alloc(40, 7)]));
    await expect(segmentList(badGzip)).rejects.toThrow(new SourceError(`${badGzip}: invalid block type`));
    const badZip = join(dir, 'bad.paths.zip');
    writeFileSync(badZip, Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]));
    await expect(segmentList(badZip)).rejects.toBeInstanceOf(SourceError);
  });
});
