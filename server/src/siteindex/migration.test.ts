/**
 * Migration 006 replaces the first SiteIndex layout; documents written by it must survive, with
 * empty values for the fields the first layout did not have. Migration 029 gives the documents
 * already written their list rows.
 */
import { describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import type { Db } from '../store/db.ts';
import { loadMigrations, migrate } from '../store/migrate.ts';
import { SITES } from './conformance/dataset.ts';
import { ordered } from './conformance/reference.ts';
import type { SiteDoc } from './port.ts';
import { createPostgresSiteIndex } from './postgres.ts';
import { siteRow } from './site-row.ts';

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
      expect((await index.pageRows([], { size: 5 })).items).toEqual([siteRow(doc as SiteDoc)]);
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

  it('gives the documents written before 029 their list rows, as siteRow makes them', async () => {
    const db: Db = await engine.open();
    try {
      await migrate(
        db,
        loadMigrations().filter((m) => m.version < 29),
      );
      const docs = SITES.slice(0, 4);
      for (const d of docs) {
        const { rows } = await db.query<{ id: number }>(
          'INSERT INTO sites (domain, rank, country, tld, language) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [d.domain, d.rank, d.country, d.tld, d.language],
        );
        await db.query('INSERT INTO site_docs (site_id, doc) VALUES ($1, $2)', [
          rows[0].id,
          JSON.stringify(d),
        ]);
      }
      const index = createPostgresSiteIndex(db);
      await index.init();
      expect((await index.pageRows([], { size: 10 })).items).toEqual(ordered(docs).map(siteRow));
    } finally {
      await db.close();
    }
  });
});
