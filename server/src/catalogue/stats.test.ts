import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { generateSites } from '../demo/index.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { catalogueStats } from './stats.ts';

let db: Db;
let siteIndex: SiteIndex;

beforeAll(async () => {
  db = await openMemoryDb('catalogues');
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('home page headline counts', () => {
  it('count the technologies, categories and ad systems found on indexed sites, and the catalogue', async () => {
    const stats = catalogueStats(db, siteIndex);
    const empty = await stats.stats();
    expect([empty.advertiserCount, empty.technologyCount, empty.categoryCount]).toEqual([0, 0, 0]);
    const docs = [...generateSites({ count: 300, seed: 7, now: new Date('2026-01-01T00:00:00Z') })].flat();
    await siteIndex.upsert(docs);
    const distinct = new Set(docs.flatMap((d) => d.advertisers));
    expect(distinct.size).toBeGreaterThan(0);
    const counts = await stats.stats();
    expect(counts.advertiserCount).toBe(distinct.size);
    const technologies = docs.flatMap((d) => d.technologies);
    expect(counts.technologyCount).toBe(new Set(technologies.map((t) => t.slug)).size);
    expect(counts.categoryCount).toBe(new Set(technologies.flatMap((t) => t.categories)).size);
    expect(counts.technologyCount).toBeLessThan(counts.catalogueTechnologyCount);
    expect(counts.catalogueTechnologyCount).toBeGreaterThan(7000);
    expect(counts.catalogueCategoryCount).toBeGreaterThan(100);
  });
});
