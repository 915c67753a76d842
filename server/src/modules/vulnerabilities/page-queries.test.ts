import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../catalogue/index.ts';
import { type Db, openDb } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { technologyInfo } from './page-queries.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await importCatalogue(db, 'technologies');
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe('technologyInfo', () => {
  it("names each technology's category of highest priority (then lowest id), as the store orders them", async () => {
    // The same choice made by the store itself, over the whole shipped catalogue.
    const { rows } = await db.query<{ slug: string; category: string | null }>(
      `SELECT t.slug, (SELECT c.slug FROM technology_categories tc JOIN categories c ON c.id = tc.category_id
                        WHERE tc.technology_slug = t.slug ORDER BY c.priority DESC, c.id LIMIT 1) AS category
         FROM technologies t`,
    );
    expect(rows.length).toBeGreaterThan(7000);
    const info = await technologyInfo(
      db,
      rows.map((r) => r.slug),
    );
    expect(new Map([...info].map(([slug, t]) => [slug, t.category?.slug ?? null]))).toEqual(
      new Map(rows.map((r) => [r.slug, r.category])),
    );
    // Categories of differing priority exist, so the order is really put to the test.
    expect(new Set([...info.values()].map((t) => t.category?.slug)).size).toBeGreaterThan(50);
  });

  it('gives name, icon and category names, and leaves out slugs not in the catalogue', async () => {
    const info = await technologyInfo(db, ['wordpress', 'no-such-technology']);
    expect([...info.keys()]).toEqual(['wordpress']);
    expect(info.get('wordpress')).toMatchObject({
      slug: 'wordpress',
      name: 'WordPress',
      icon: 'WordPress.svg',
    });
    expect(info.get('wordpress')?.category).toEqual({ name: expect.any(String), slug: expect.any(String) });
    expect(await technologyInfo(db, [])).toEqual(new Map());
  });
});
