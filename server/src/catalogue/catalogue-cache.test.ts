import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import {
  forgetCatalogue,
  loadCatalogue,
  loadCountryNames,
  loadGeographyCatalogue,
  loadLanguageNames,
  loadTechnologyCatalogue,
} from './catalogue-cache.ts';
import { importCatalogue } from './import.ts';
import { catalogueNames } from './names.ts';

/** A catalogue small enough to check whole: rows as the imports would store them. */
async function seedSmallCatalogue(db: Db): Promise<void> {
  await db.exec(`
    INSERT INTO category_groups (id, name, slug) VALUES (3, 'Content', 'content'), (9, 'Web development', 'web-development');
    INSERT INTO categories (id, slug, short_name, long_name, priority, group_ids) VALUES
      (1, 'content-management-system', 'CMS', 'Content Management System', 1, '{3}'),
      (11, 'blogs', 'Blogs', 'Blogs', 1, '{3}'),
      (27, 'programming-languages', 'Programming languages', 'Programming Languages', 5, '{9}');
    INSERT INTO technologies (slug, name, description, website, icon, cpe, oss, saas, pricing) VALUES
      ('wordpress', 'WordPress', 'A CMS.', 'https://wordpress.org', 'WordPress.svg',
       'cpe:2.3:a:wordpress:wordpress:*:*:*:*:*:*:*:*', true, false, '{}'),
      ('shopify', 'Shopify', NULL, NULL, 'Shopify.svg', NULL, false, true, '{mid,recurring}'),
      ('php', 'PHP', NULL, NULL, 'PHP.svg', NULL, true, false, '{}');
    INSERT INTO technology_categories (technology_slug, category_id) VALUES
      ('wordpress', 1), ('wordpress', 11), ('php', 27);
    INSERT INTO regions (id, name) VALUES ('europe', 'Europe'), ('oceania', 'Oceania'), ('antarctic', 'Antarctic');
    INSERT INTO countries (code, name, official_name, region_id, tlds, languages) VALUES
      ('DE', 'Germany', 'Federal Republic of Germany', 'europe', '{de}', '{de}'),
      ('FR', 'France', 'French Republic', 'europe', '{fr}', '{fr}'),
      ('NZ', 'New Zealand', 'New Zealand', 'oceania', '{nz}', '{en,mi}');
    INSERT INTO languages (code, name, native_name) VALUES ('de', 'German', 'Deutsch'), ('en', 'English', 'English');
    INSERT INTO tlds (tld, kind, country_code) VALUES ('de', 'country-code', 'DE'), ('nz', 'country-code', 'NZ'), ('com', 'generic', NULL);
  `);
}

async function freshDb(): Promise<Db> {
  const db = await openMemoryDb();
  await migrate(db);
  return db;
}

describe('the catalogue as read from the store', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb();
    await seedSmallCatalogue(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('gives technologies with what the API shows of them, and categories both ways', async () => {
    const cat = await loadTechnologyCatalogue(db);
    expect(cat.technologies.get('wordpress')).toEqual({
      slug: 'wordpress',
      name: 'WordPress',
      description: 'A CMS.',
      website: 'https://wordpress.org',
      icon: 'WordPress.svg',
      cpe: 'cpe:2.3:a:wordpress:wordpress:*:*:*:*:*:*:*:*',
      oss: true,
      saas: false,
      pricing: [],
      categorySlugs: expect.arrayContaining(['content-management-system', 'blogs']),
    });
    expect(cat.technologies.get('shopify')).toMatchObject({
      cpe: null,
      saas: true,
      pricing: ['mid', 'recurring'],
    });
    expect(cat.categories.get('programming-languages')).toMatchObject({
      id: 27,
      shortName: 'Programming languages',
      priority: 5,
      groups: ['Web development'],
      technologySlugs: ['php'],
    });
  });

  it('gives countries, regions with their countries, languages and country-code TLDs', async () => {
    const geo = await loadGeographyCatalogue(db);
    expect(geo.countryNames).toEqual(
      new Map([
        ['DE', 'Germany'],
        ['FR', 'France'],
        ['NZ', 'New Zealand'],
      ]),
    );
    expect(geo.regions.get('europe')).toEqual({
      id: 'europe',
      name: 'Europe',
      countryCodes: expect.arrayContaining(['DE', 'FR']),
    });
    expect(geo.regions.get('europe')?.countryCodes).toHaveLength(2);
    // A region without countries is still a region: a filter on it is valid and selects nothing.
    expect(geo.regions.get('antarctic')?.countryCodes).toEqual([]);
    expect(geo.languageNames).toEqual(
      new Map([
        ['de', 'German'],
        ['en', 'English'],
      ]),
    );
    expect(geo.countryTlds).toEqual(
      new Map([
        ['de', 'DE'],
        ['nz', 'NZ'],
      ]),
    );
    expect(await loadCountryNames(db)).toBe(geo.countryNames);
    expect(await loadLanguageNames(db)).toBe(geo.languageNames);
  });

  it('reads once per database', async () => {
    const first = await loadCatalogue(db);
    const query = vi.spyOn(db, 'query');
    try {
      const again = await Promise.all([loadCatalogue(db), loadTechnologyCatalogue(db), loadCountryNames(db)]);
      expect(again[0]).toBe(first);
      expect(again[1]).toBe(first.technology);
      expect(query).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
    }
  });

  it('names only the technologies and categories asked for that the catalogue has', async () => {
    const names = await catalogueNames(db, ['wordpress', 'not-a-technology'], ['blogs', 'nope']);
    expect(names.technologies).toEqual(
      new Map([['wordpress', { name: 'WordPress', icon: 'WordPress.svg' }]]),
    );
    expect(names.categories).toEqual(new Map([['blogs', { name: 'Blogs' }]]));
  });
});

describe('the catalogue cache', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('is read again after an import that changed the catalogue, and kept after one that did not', async () => {
    db = await freshDb();
    await seedSmallCatalogue(db);
    const before = await loadCatalogue(db);
    expect(before.geography.countryNames.has('GB')).toBe(false);

    expect((await importCatalogue(db, 'geography')).imported).toBe(true);
    const after = await loadCatalogue(db);
    expect(after).not.toBe(before);
    expect(after.geography.countryNames.get('GB')).toBe('United Kingdom');
    expect(after.geography.regions.get('europe')?.countryCodes).toContain('GB');

    expect((await importCatalogue(db, 'geography')).imported).toBe(false);
    expect(await loadCatalogue(db)).toBe(after);
  }, 120_000);

  it('does not keep a failed read, and keeps one catalogue per database', async () => {
    db = await openMemoryDb();
    // No tables yet: the read fails, and the next one, after the migrations, succeeds.
    await expect(loadCatalogue(db)).rejects.toThrow(/does not exist/);
    await migrate(db);
    expect((await loadTechnologyCatalogue(db)).technologies.size).toBe(0);
    const other = await freshDb();
    try {
      await seedSmallCatalogue(other);
      expect((await loadTechnologyCatalogue(other)).technologies.size).toBe(3);
      forgetCatalogue(other);
      expect((await loadTechnologyCatalogue(db)).technologies.size).toBe(0);
    } finally {
      await other.close();
    }
  }, 120_000);
});
