// `crawl --warc` with input it cannot read: a clear sentence and exit status 66, nothing queued.

import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const crawl = (input: string) =>
  spawnSync('npx', ['tsx', 'server/src/indexing/cli.ts', '--warc', input], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: 'memory://' },
  });

it('crawl --warc refuses what it cannot read, says why and exits 66', () => {
  const ftp = crawl('ftp://example.com/a.warc.gz');
  expect(ftp.stderr).toContain('ftp://example.com/a.warc.gz: only http and https URLs are read');
  expect(ftp.status).toBe(66);
  const missing = crawl('no-such-list.paths');
  expect(missing.stderr).toContain('no-such-list.paths: no such file');
  expect(missing.status).toBe(66);
}, 120_000);
