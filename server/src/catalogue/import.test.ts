import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { ensureCatalogues, importCatalogue } from './import.ts';

// Importing 7,540 technologies and 1,438 TLDs takes seconds on PGlite, more on a busy machine.
describe.each(named(storeEngines()))('catalogue import on %s', { timeout: 120_000 }, (_name, engine) => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('imports technologies, categories and geography, then skips an unchanged source', async () => {
    db = await engine.open();
    await migrate(db);
    const first = await ensureCatalogues(db);
    expect(first.map((r) => r.imported)).toEqual([true, true]);
    expect(first[0].counts.technologies).toBeGreaterThan(7000);
    expect(first[0].counts.categories).toBeGreaterThan(100);
    const second = await ensureCatalogues(db);
    expect(second.map((r) => r.imported)).toEqual([false, false]);
    expect(second[0].counts).toEqual(first[0].counts);

    const count = async (table: string) =>
      (await db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
    expect(await count('technologies')).toBe(first[0].counts.technologies);
    expect(await count('countries')).toBe(first[1].counts.countries);
    expect(await count('tlds')).toBeGreaterThan(1000);
    expect(await count('languages')).toBeGreaterThan(150);
  });
});

// The rest reads or repairs an imported catalogue: each starts from the run's snapshot of one.
describe.each(named(storeEngines('catalogues')))('the imported catalogue on %s', (_name, engine) => {
  let store: Db;
  beforeAll(async () => {
    store = await engine.open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('names categories so the spec fixed links resolve', async () => {
    const { rows } = await store.query<{ slug: string; short_name: string; long_name: string }>(
      `SELECT slug, short_name, long_name FROM categories
       WHERE slug IN ('content-management-system', 'web-application-frameworks', 'web-servers') ORDER BY slug`,
    );
    expect(rows).toEqual([
      { slug: 'content-management-system', short_name: 'CMS', long_name: 'Content Management System' },
      {
        slug: 'web-application-frameworks',
        short_name: 'Web frameworks',
        long_name: 'Web Application Frameworks',
      },
      { slug: 'web-servers', short_name: 'Web servers', long_name: 'Web servers' },
    ]);
    const wp = await store.query<{ slug: string; cpe: string; categories: string[] }>(
      `SELECT t.slug, t.cpe, array_agg(c.slug ORDER BY c.slug) AS categories
       FROM technologies t JOIN technology_categories tc ON tc.technology_slug = t.slug
       JOIN categories c ON c.id = tc.category_id WHERE t.name = 'WordPress' GROUP BY t.slug, t.cpe`,
    );
    expect(wp.rows[0]).toMatchObject({
      slug: 'wordpress',
      cpe: expect.stringMatching(/^cpe:2\.3:a:wordpress:wordpress/),
    });
    expect(wp.rows[0].categories).toContain('content-management-system');
  });

  it('places countries in regions, ccTLDs on countries, and keeps GB as the UK code', async () => {
    const gb = await store.query(
      'SELECT code, name, region_id, tlds, languages FROM countries WHERE code = $1',
      ['GB'],
    );
    expect(gb.rows[0]).toMatchObject({
      code: 'GB',
      name: 'United Kingdom',
      region_id: 'europe',
      tlds: ['uk'],
    });
    expect(gb.rows[0].languages).toContain('en');
    const uk = await store.query('SELECT kind, country_code FROM tlds WHERE tld = $1', ['uk']);
    expect(uk.rows[0]).toEqual({ kind: 'country-code', country_code: 'GB' });
    const com = await store.query('SELECT kind, country_code FROM tlds WHERE tld = $1', ['com']);
    expect(com.rows[0]).toEqual({ kind: 'generic', country_code: null });
    const regions = await store.query<{ id: string }>('SELECT id FROM regions ORDER BY id');
    expect(regions.rows.map((r) => r.id)).toEqual([
      'africa',
      'americas',
      'antarctic',
      'asia',
      'europe',
      'oceania',
    ]);
  });

  it('a forced re-import restores rows that were tampered with, in one transaction', async () => {
    await store.query(`UPDATE technologies SET name = 'Tampered' WHERE slug = 'wordpress'`);
    await store.query(
      `INSERT INTO technologies (slug, name, icon) VALUES ('not-in-the-set', 'Nope', 'x.svg')`,
    );
    const r = await importCatalogue(store, 'technologies', { force: true });
    expect(r.imported).toBe(true);
    const { rows } = await store.query(
      `SELECT slug, name FROM technologies WHERE slug IN ('wordpress', 'not-in-the-set')`,
    );
    expect(rows).toEqual([{ slug: 'wordpress', name: 'WordPress' }]);
  });
});
