// `npm run -s crawl` as its operator runs it: in this process through the function the binary
// runs (tests/support/crawls.ts), on stores of the run's snapshots, and once as the binary itself
// on a new data directory.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import { responseRecord } from '../../fixtures/warc/write-warc.ts';
import type { Db } from '../../server/src/store/db.ts';
import { crawlerHooks } from '../scans/support.ts';
import { runCrawlCommand } from '../support/crawls.ts';
import { openMemoryDb } from '../support/store-snapshots.ts';

const dir = mkdtempSync(join(tmpdir(), 'crawl-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A WARC of one home page, gzip per record as Common Crawl publishes them. */
async function oneHomePage(name: string, domain: string): Promise<string> {
  const path = join(dir, name);
  const body =
    '<!doctype html><html lang="en"><head><title>A blog</title>' +
    '<meta name="generator" content="WordPress 6.4.2"></head><body>hello</body></html>';
  writeFileSync(
    path,
    await responseRecord({ url: `https://${domain}/`, date: '2026-09-01T10:00:00Z', body }),
  );
  return path;
}

describe('crawl --warc', () => {
  let store: Db;
  beforeAll(async () => {
    store = await openMemoryDb('catalogues');
  });
  afterAll(() => store?.close());

  it('refuses what it cannot read, says why and exits 66', async () => {
    const ftp = await runCrawlCommand(['--warc', 'ftp://example.com/a.warc.gz'], { store });
    expect(ftp.stderr).toContain('ftp://example.com/a.warc.gz: only http and https URLs are read');
    expect(ftp.code).toBe(66);
    const missing = await runCrawlCommand(['--warc', 'no-such-list.paths'], { store });
    expect(missing.stderr).toContain('no-such-list.paths: no such file');
    expect(missing.code).toBe(66);
  });

  it('reads its file on the first run in a store that has never queued a segment', async () => {
    // What a new data directory has: migrated, its job queue never started.
    const fresh = await openMemoryDb('catalogues');
    try {
      const warc = await oneHomePage('first-run.warc.gz', 'first-run-archive.com');
      const run = await runCrawlCommand(['--warc', warc], { store: fresh });
      expect(run.stdout).toContain(`${warc}\t1 records\t1 home pages\t1 sites written`);
      expect(run.stderr).toMatch(/^1 segments read: 1 records, 1 sites written in /m);
      expect(run.code).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('a segment that is not a WARC fails the run, says why, and is read again next time', async () => {
    const junk = join(dir, 'not-an-archive.warc.gz');
    writeFileSync(junk, '<!doctype html><html><body>404 Not Found</body></html>\n');
    const first = await runCrawlCommand(['--warc', junk], { store });
    expect(first.stdout).toBe(
      `${junk}\terror\tnot a WARC file: it begins "<!doctype html><html><body>404 Not Found…"\n`,
    );
    expect(first.stderr).toMatch(/^1 segments read: 0 records, 0 sites written in .*; 1 failed$/m);
    expect(first.code).toBe(1);
    // Not recorded as indexed: the same list run again reads it again.
    const again = await runCrawlCommand(['--warc', junk], { store });
    expect(again.stderr).not.toContain('indexed before');
    expect(again.code).toBe(1);
  });
});

describe('crawl --due under the refresh policy in force', () => {
  const WP = 'wordpress-site.test';
  const GHOST = 'ghost-blog.test';
  const DOWN = 'hugo-static.test';
  let farm: Farm;
  let store: Db;
  beforeAll(async () => {
    farm = await startFarm();
    store = await openMemoryDb('catalogues');
  });
  afterAll(async () => {
    await store?.close();
    await farm?.close();
  });

  const crawl = (args: string[], env: Record<string, string> = {}) =>
    runCrawlCommand(args, { env, store, crawler: crawlerHooks(() => farm)().crawler });
  /** The sites a run visited, from its one line per site. */
  const visited = (stdout: string) =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0])
      .sort();

  it('a changed CRAWL_REFRESH applies to sites visited under the one before', async () => {
    farm.setOffline(DOWN, true);
    const list = join(dir, 'tranco-2026-11-01.csv');
    writeFileSync(list, `1,${WP}\n2,${GHOST}\n3,${DOWN}\n`);
    const imported = await crawl(['--domains', list]);
    expect(visited(imported.stdout)).toEqual([GHOST, DOWN, WP].sort());
    expect(imported.stdout).toContain(`${DOWN}\tconnectionRefused`);
    expect(imported.code).toBe(1);
    farm.setOffline(DOWN, false);

    // The default policy: visited a moment ago, none is due.
    const due = await crawl(['--due']);
    expect(visited(due.stdout)).toEqual([]);
    expect(due.code).toBe(0);

    // Other rank bounds: the top site alone is due at once.
    const top = await crawl(['--due'], { CRAWL_REFRESH: '1:0s,*:30d' });
    expect(visited(top.stdout)).toEqual([WP]);
    expect(top.stderr).toContain("the schedule's rank tiers are 1, 10000, 1000000 now: 1 sites changed tier");
    expect(top.code).toBe(0);

    // Every site at once, but the one whose visit failed: it backs off for an hour first.
    const all = await crawl(['--due'], { CRAWL_REFRESH: '*:0s' });
    expect(visited(all.stdout)).toEqual([GHOST, WP].sort());
    expect(all.code).toBe(0);

    // Back to the default: nothing is due again.
    expect(visited((await crawl(['--due'])).stdout)).toEqual([]);
  }, 120_000);
});

it('the binary reads a WARC on a new data directory and exits 0 (one spawned run)', async () => {
  const warc = await oneHomePage('smoke.warc.gz', 'smoke-archive.com');
  const data = mkdtempSync(join(dir, 'data-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/indexing/cli.ts', '--warc', warc], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', OPENSEARCH_URL: '', DATA_DIR: data, LOG_LEVEL: 'warn' },
  });
  expect(run.stdout).toBe(
    `${warc}\t1 records\t1 home pages\t1 sites written\t0 older than held\t0 future-dated\t0 not read\t0 redirects not archived\n`,
  );
  expect(run.stderr).toMatch(/^1 segments read: 1 records, 1 sites written in [\d.]+ s\n$/);
  expect(run.status).toBe(0);
}, 120_000);
