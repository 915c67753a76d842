/**
 * Migration 006 replaces the first SiteIndex layout; documents written by it must survive, with
 * empty values for the fields the first layout did not have.
 */
import { describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import type { Db } from '../store/db.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { createPostgresSiteIndex } from './postgres.ts';

describe.each(named(storeEngines()))('SiteIndex migration 006 on %s', (_name, engine) => {
  it('carries first-layout documents over', async () => {
    const db: Db = await engine.open();
    try {
      await migrate(
        db,
        loadMigrations().filter((m) => m.version < 6),
      );
      const techs = [
        { name: 'jQuery', slug: 'jquery', version: '3.7.1', categories: ['javascript-libraries'] },
        { name: 'Nginx', slug: 'nginx', version: null, categories: ['web-servers'] },
      ];
      await db.query(
        `INSERT INTO sites (domain, rank, country, tld, technologies) VALUES ($1, 5, 'FR', 'fr', $2)`,
        ['old.fr', JSON.stringify(techs)],
      );
      await db.query(
        `INSERT INTO site_technologies (domain, slug, version, categories, rank)
         VALUES ('old.fr', 'jquery', '3.7.1', '{javascript-libraries}', 5), ('old.fr', 'nginx', NULL, '{web-servers}', 5)`,
      );
      const index = createPostgresSiteIndex(db);
      await index.init();
      const doc = await index.get('old.fr');
      expect(doc).toMatchObject({
        domain: 'old.fr',
        rank: 5,
        country: 'FR',
        tld: 'fr',
        language: null,
        changes: [],
      });
      expect(doc?.technologies.map((t) => [t.slug, t.version, t.cves])).toEqual([
        ['jquery', '3.7.1', []],
        ['nginx', null, []],
      ]);
      const r = await index.countSample([{ module: 'category', mode: 'include', slug: 'web-servers' }], 5);
      expect(r.count).toBe(1);
      expect(await index.aggregate([], 'technology', { size: 5 })).toEqual([
        { key: 'jquery', count: 1 },
        { key: 'nginx', count: 1 },
      ]);
    } finally {
      await db.close();
    }
  });
});
