import type { Db, Queryable } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { checkSize, decodeCursor, encodeCursor } from './cursor.ts';
import type { Bucket, Facet, SiteDoc, SiteIndex, SiteTechnology } from './port.ts';
import { compileFilters } from './postgres-filters.ts';

interface SiteRow {
  domain: string;
  rank: number;
  country: string | null;
  tld: string;
  technologies: SiteTechnology[];
}

const COLUMNS = 's.domain, s.rank, s.country, s.tld, s.technologies';
const ORDER = 'ORDER BY s.rank, s.domain';

/**
 * SiteIndex over the store's own database (PGlite or a server). Tables come from migration
 * 002_siteindex; init() runs the migrations, so it is safe wherever the store is already migrated.
 * The adapter does not own `db`: close() leaves it open.
 */
export function createPostgresSiteIndex(db: Db): SiteIndex {
  return {
    kind: 'postgres',

    async init() {
      await migrate(db);
    },

    async upsert(docs) {
      if (!docs.length) return;
      // The last copy of a domain wins, as if the batch were applied one document at a time.
      const byDomain = new Map(docs.map((d) => [d.domain, d]));
      const batch = [...byDomain.values()];
      await db.transaction(async (tx) => {
        await writeSites(tx, batch);
      });
    },

    async get(domain) {
      const r = await db.query<SiteRow>(`SELECT ${COLUMNS} FROM sites s WHERE s.domain = $1`, [domain]);
      return r.rows.length ? toDoc(r.rows[0]) : null;
    },

    async remove(domain) {
      // site_technologies rows go with it (ON DELETE CASCADE).
      const r = await db.query('DELETE FROM sites WHERE domain = $1', [domain]);
      return r.rowCount > 0;
    },

    async countSample(filters, sampleSize) {
      checkSize('sampleSize', sampleSize, 0);
      const params: unknown[] = [];
      const where = compileFilters(filters, params);
      const count = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sites s WHERE ${where}`,
        params,
      );
      const sample = sampleSize
        ? await db.query<SiteRow>(
            `SELECT ${COLUMNS} FROM sites s WHERE ${where} ${ORDER} LIMIT $${params.length + 1}`,
            [...params, sampleSize],
          )
        : { rows: [] };
      return { count: count.rows[0].n, sample: sample.rows.map(toDoc) };
    },

    async aggregate(filters, facet, opts) {
      checkSize('size', opts.size, 1);
      const params: unknown[] = [];
      const where = compileFilters(filters, params);
      const sql = facetQuery(facet, where, params, opts.technology);
      params.push(opts.size);
      const r = await db.query<Bucket>(`${sql} ORDER BY count DESC, key LIMIT $${params.length}`, params);
      return r.rows;
    },

    async page(filters, opts) {
      checkSize('size', opts.size, 1);
      const params: unknown[] = [];
      let where = compileFilters(filters, params);
      if (opts.cursor) {
        const after = decodeCursor(opts.cursor);
        params.push(after.rank, after.domain);
        where += ` AND (s.rank, s.domain) > ($${params.length - 1}, $${params.length})`;
      }
      // One extra row tells whether another page exists without a second query.
      params.push(opts.size + 1);
      const r = await db.query<SiteRow>(
        `SELECT ${COLUMNS} FROM sites s WHERE ${where} ${ORDER} LIMIT $${params.length}`,
        params,
      );
      const items = r.rows.slice(0, opts.size).map(toDoc);
      const last = items[items.length - 1];
      return { items, next: r.rows.length > opts.size ? encodeCursor(last) : null };
    },

    async refresh() {},

    async close() {},
  };
}

/** Bucket query without ORDER/LIMIT; counts distinct sites (a site may list a slug twice). */
function facetQuery(facet: Facet, where: string, params: unknown[], technology?: string): string {
  switch (facet) {
    case 'country':
      return `SELECT s.country AS key, count(*)::int AS count FROM sites s
              WHERE s.country IS NOT NULL AND ${where} GROUP BY s.country`;
    case 'tld':
      return `SELECT s.tld AS key, count(*)::int AS count FROM sites s WHERE ${where} GROUP BY s.tld`;
    case 'technology':
      return `SELECT t.slug AS key, count(DISTINCT t.domain)::int AS count
              FROM site_technologies t JOIN sites s ON s.domain = t.domain
              WHERE ${where} GROUP BY t.slug`;
    case 'version': {
      if (!technology) throw new RangeError('The version facet needs a technology');
      params.push(technology);
      return `SELECT t.version AS key, count(DISTINCT t.domain)::int AS count
              FROM site_technologies t JOIN sites s ON s.domain = t.domain
              WHERE t.slug = $${params.length} AND t.version IS NOT NULL AND ${where} GROUP BY t.version`;
    }
  }
}

/**
 * Whole-batch writes with three statements, whatever the batch size: documents travel as one
 * jsonb parameter and are unpacked by jsonb_to_recordset on the server.
 */
async function writeSites(tx: Queryable, batch: SiteDoc[]): Promise<void> {
  const sites = batch.map((d) => ({
    domain: d.domain,
    rank: d.rank,
    country: d.country,
    tld: d.tld,
    technologies: d.technologies,
  }));
  await tx.query(
    `INSERT INTO sites (domain, rank, country, tld, technologies)
     SELECT domain, rank, country, tld, technologies
     FROM jsonb_to_recordset($1::jsonb)
       AS x(domain text, rank integer, country text, tld text, technologies jsonb)
     ON CONFLICT (domain) DO UPDATE SET rank = EXCLUDED.rank, country = EXCLUDED.country,
       tld = EXCLUDED.tld, technologies = EXCLUDED.technologies`,
    [JSON.stringify(sites)],
  );
  await tx.query('DELETE FROM site_technologies WHERE domain = ANY($1::text[])', [
    batch.map((d) => d.domain),
  ]);
  const techs = batch.flatMap((d) =>
    d.technologies.map((t) => ({
      domain: d.domain,
      slug: t.slug,
      version: t.version,
      categories: t.categories,
      rank: d.rank,
    })),
  );
  if (!techs.length) return;
  await tx.query(
    `INSERT INTO site_technologies (domain, slug, version, categories, rank)
     SELECT domain, slug, version, ARRAY(SELECT jsonb_array_elements_text(categories)), rank
     FROM jsonb_to_recordset($1::jsonb)
       AS x(domain text, slug text, version text, categories jsonb, rank integer)`,
    [JSON.stringify(techs)],
  );
}

function toDoc(row: SiteRow): SiteDoc {
  return {
    domain: row.domain,
    rank: Number(row.rank),
    country: row.country,
    tld: row.tld,
    technologies: row.technologies.map((t) => ({
      name: t.name,
      slug: t.slug,
      version: t.version ?? null,
      categories: [...t.categories],
    })),
  };
}
