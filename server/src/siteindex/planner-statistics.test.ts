// The embedded store has no autovacuum: the SiteIndex renews the planner's statistics itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import type { Db } from '../store/db.ts';
import { blankSite } from './conformance/dataset.ts';
import type { SiteIndex } from './port.ts';
import { createPostgresSiteIndex } from './postgres.ts';

const sitesN = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => blankSite(`stats-${from + i}.com`, from + i + 1, 'US', 'com'));

async function analysedRows(db: Db): Promise<number> {
  const r = await db.query<{ n: number }>(
    "SELECT reltuples::int AS n FROM pg_class WHERE oid = 'sites'::regclass",
  );
  return r.rows[0].n;
}

describe('planner statistics on PGlite', () => {
  let db: Db;
  let index: SiteIndex;
  beforeEach(async () => {
    db = await openMemoryDb();
    index = createPostgresSiteIndex(db);
    await index.init();
  });
  afterEach(async () => {
    await index.close();
    await db.close();
  });

  it('are renewed in the background once enough documents were written, and not for a few', async () => {
    await index.upsert(sitesN(0, 50));
    await index.close(); // waits for a renewal in progress, if one started
    expect(await analysedRows(db)).toBe(-1);
    await index.upsert(sitesN(50, 1_000));
    await index.close();
    expect(await analysedRows(db)).toBe(1_050);
  });

  it('are made on start for an index that has rows and never had statistics', async () => {
    await index.upsert(sitesN(0, 30));
    expect(await analysedRows(db)).toBe(-1);
    const reopened = createPostgresSiteIndex(db);
    await reopened.init();
    expect(await analysedRows(db)).toBe(30);
  });
});
