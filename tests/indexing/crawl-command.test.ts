// `npm run -s crawl` as its operator runs it: in this process through the function the binary
// runs (tests/support/crawls.ts), on a store of the run's snapshots.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/store/db.ts';
import { runCrawlCommand } from '../support/crawls.ts';
import { openMemoryDb } from '../support/store-snapshots.ts';

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
});
