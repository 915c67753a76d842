import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogues } from '../../server/src/catalogue/import.ts';
import { catalogueStats } from '../../server/src/catalogue/stats.ts';
import { generateSites } from '../../server/src/demo/index.ts';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';

let db: Db;
let siteIndex: SiteIndex;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await ensureCatalogues(db);
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('home page headline counts', () => {
  it('count the catalogue and the distinct ad systems of the indexed sites', async () => {
    const stats = catalogueStats(db, siteIndex);
    expect((await stats.stats()).advertiserCount).toBe(0);
    const docs = [...generateSites({ count: 300, seed: 7, now: new Date('2026-01-01T00:00:00Z') })].flat();
    await siteIndex.upsert(docs);
    const distinct = new Set(docs.flatMap((d) => d.advertisers));
    expect(distinct.size).toBeGreaterThan(0);
    const counts = await stats.stats();
    expect(counts.advertiserCount).toBe(distinct.size);
    expect(counts.technologyCount).toBeGreaterThan(7000);
    expect(counts.categoryCount).toBeGreaterThan(100);
  });
});
