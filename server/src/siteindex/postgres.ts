import { type Db, prepared, type Queryable } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { checkSize, decodeCursor, encodeCursor, type SortKey } from './cursor.ts';
import { plannerStatistics } from './planner-statistics.ts';
import type {
  Bucket,
  DomainRank,
  MonthlyChanges,
  Page,
  RankSource,
  SiteDoc,
  SiteFilters,
  SiteIndex,
  SiteRow,
  Switch,
} from './port.ts';
import { facetQuery } from './postgres-facets.ts';
import { compileFilters, countQuery } from './postgres-filters.ts';
import { postgresSavedFilters } from './postgres-saved-filters.ts';
import { SIDE_TABLES, writeSites } from './postgres-write.ts';
import type { SiteRowDetails } from './site-row.ts';

const ORDER = 'ORDER BY s.rank, s.domain';

/** A document online or offline (migration 028's site_doc, which the metered lookup reads too). */
const GET_STATEMENT = prepared('SELECT site_doc($1) AS doc');

/** Documents per write statement set; bigger batches are split so one parameter stays ~10 MB. */
const WRITE_CHUNK = 5_000;

/** Deletes sites (rows, documents, side rows) by domain; returns how many there were. */
async function removeSites(tx: Queryable, domains: string[]): Promise<number> {
  const r = await tx.query<{ id: number }>('DELETE FROM sites WHERE domain = ANY($1::text[]) RETURNING id', [
    domains,
  ]);
  const ids = r.rows.map((row) => row.id);
  if (!ids.length) return 0;
  for (const table of ['site_docs', ...SIDE_TABLES]) {
    await tx.query(`DELETE FROM ${table} WHERE site_id = ANY($1::int[])`, [ids]);
  }
  return ids.length;
}

/**
 * SiteIndex over the store's own database (PGlite or a server). Tables come from migrations
 * 002 and 006 (006_siteindex_v2.sql explains the layout); init() runs the migrations, so it is
 * safe wherever the store is already migrated. The adapter does not own `db`: close() leaves it
 * open.
 */
export function createPostgresSiteIndex(db: Db): SiteIndex {
  const statistics = plannerStatistics(db);
  /** `columns` of `sites s` and `site_docs d` for the sites matching `where`, in rank order. */
  const select = async <R>(
    columns: string,
    where: string,
    params: unknown[],
    limit: number,
  ): Promise<R[]> => {
    params.push(limit);
    const r = await db.query<R>(
      `SELECT ${columns} FROM sites s JOIN site_docs d ON d.site_id = s.id
       WHERE ${where} ${ORDER} LIMIT $${params.length}`,
      params,
    );
    return r.rows;
  };
  const docs = async (where: string, params: unknown[], limit: number): Promise<SiteDoc[]> =>
    (await select<{ doc: SiteDoc }>('d.doc', where, params, limit)).map((row) => row.doc);
  // The list row: the keys `sites` holds in columns and the rest stored beside the document.
  const rows = async (where: string, params: unknown[], limit: number): Promise<SiteRow[]> =>
    (
      await select<Omit<SiteRow, keyof SiteRowDetails> & { list_row: SiteRowDetails }>(
        's.domain, s.rank, s.country, s.language, s.tld, d.list_row',
        where,
        params,
        limit,
      )
    ).map(({ list_row, ...keys }) => ({ ...keys, ...list_row }));

  /** Pages of `read` after the cursor's sort key; one extra row tells whether another page exists. */
  const paged = async <T extends SortKey>(
    read: (where: string, params: unknown[], limit: number) => Promise<T[]>,
    filters: SiteFilters,
    opts: { size: number; cursor?: string | null },
  ): Promise<Page<T>> => {
    checkSize('size', opts.size, 1);
    const params: unknown[] = [];
    let where = compileFilters(filters, params);
    if (opts.cursor) {
      const after = decodeCursor(opts.cursor);
      params.push(after.rank, after.domain);
      where += ` AND (s.rank, s.domain) > ($${params.length - 1}, $${params.length})`;
    }
    const found = await read(where, params, opts.size + 1);
    const items = found.slice(0, opts.size);
    const last = items[items.length - 1];
    return { items, next: found.length > opts.size ? encodeCursor(last) : null };
  };

  return {
    kind: 'postgres',
    savedFilters: postgresSavedFilters(db),

    async init() {
      await migrate(db);
      await statistics.ensure();
    },

    async upsert(input) {
      if (!input.length) return;
      // The last copy of a domain wins, as if the batch were applied one document at a time.
      const batch = [...new Map(input.map((d) => [d.domain, d])).values()];
      const offline = batch.filter((d) => d.offline === true);
      const online = offline.length ? batch.filter((d) => d.offline !== true) : batch;
      await db.transaction(async (tx) => {
        // A site moves between `sites` and `offline_sites` as it goes offline and comes back.
        if (offline.length) {
          await removeSites(
            tx,
            offline.map((d) => d.domain),
          );
          await tx.query(
            `INSERT INTO offline_sites (domain, doc)
             SELECT d.doc->>'domain', d.doc FROM json_array_elements($1::json) AS d(doc)
             ON CONFLICT (domain) DO UPDATE SET doc = EXCLUDED.doc`,
            [JSON.stringify(offline)],
          );
        }
        if (online.length) {
          await tx.query('DELETE FROM offline_sites WHERE domain = ANY($1::text[])', [
            online.map((d) => d.domain),
          ]);
        }
        for (let i = 0; i < online.length; i += WRITE_CHUNK) {
          await writeSites(tx, online.slice(i, i + WRITE_CHUNK));
        }
      });
      statistics.written(batch.length);
    },

    async get(domain) {
      const r = await db.query<{ doc: SiteDoc | null }>(GET_STATEMENT, [domain]);
      return r.rows[0]?.doc ?? null;
    },

    async setRanks(updates) {
      if (!updates.length) return 0;
      const last = [...new Map(updates.map((u) => [u.domain, u])).values()];
      const args = [
        last.map((u) => u.domain),
        last.map((u) => u.rank),
        last.map((u) => (u.rankSource ? JSON.stringify(u.rankSource) : 'null')),
      ];
      const unnest = 'unnest($1::text[], $2::int[], $3::text[]) AS u(domain, rank, source)';
      // The document is json (text); the two keys are replaced through jsonb and written back.
      const patched = `(d.doc::jsonb || jsonb_build_object('rank', u.rank, 'rankSource', u.source::jsonb))::json`;
      return db.transaction(async (tx) => {
        const held = await tx.query<{ id: number }>(
          `UPDATE sites s SET rank = u.rank FROM ${unnest} WHERE s.domain = u.domain RETURNING s.id`,
          args,
        );
        await tx.query(
          `UPDATE site_docs d SET doc = ${patched} FROM sites s, ${unnest}
           WHERE s.domain = u.domain AND d.site_id = s.id`,
          args,
        );
        const off = await tx.query(
          `UPDATE offline_sites d SET doc = ${patched} FROM ${unnest} WHERE d.domain = u.domain`,
          args,
        );
        if (held.rows.length) statistics.written(held.rows.length);
        return held.rows.length + off.rowCount;
      });
    },

    async realSites(after, limit) {
      checkSize('limit', limit, 1);
      // `limit` domains of either table by their unique index, then the few keys read from each
      // document in one parse (json_to_record); demo documents are dropped after the walk, so a
      // call reads at most `limit` documents whatever the index holds.
      const r = await db.query<{
        domain: string;
        rank: number;
        rank_source: RankSource | null;
        synthetic: boolean | null;
        checked_at: string;
      }>(
        `WITH walked AS (
           (SELECT s.domain, d.doc FROM sites s JOIN site_docs d ON d.site_id = s.id
            WHERE s.domain > $1 ORDER BY s.domain LIMIT $2)
           UNION ALL
           (SELECT domain, doc FROM offline_sites WHERE domain > $1 ORDER BY domain LIMIT $2)
           ORDER BY domain LIMIT $2)
         SELECT w.domain, k.rank, k."rankSource" AS rank_source, k.synthetic,
                k."fetch"->>'checkedAt' AS checked_at
         FROM walked w, json_to_record(w.doc) AS k(rank integer, "rankSource" json, synthetic boolean, "fetch" json)
         ORDER BY w.domain`,
        [after, limit],
      );
      return {
        sites: r.rows
          .filter((row) => row.synthetic !== true)
          .map((row) => ({
            domain: row.domain,
            rank: row.rank,
            rankSource: row.rank_source ?? null,
            checkedAt: row.checked_at,
          })),
        next: r.rows.length === limit ? r.rows[r.rows.length - 1].domain : null,
      };
    },

    async remove(domain) {
      return db.transaction(async (tx) => {
        const off = await tx.query('DELETE FROM offline_sites WHERE domain = $1', [domain]);
        return (await removeSites(tx, [domain])) > 0 || off.rowCount > 0;
      });
    },

    async countSample(filters, sampleSize) {
      checkSize('sampleSize', sampleSize, 0);
      const params: unknown[] = [];
      const where = compileFilters(filters, params);
      const countParams: unknown[] = [];
      const [count, sample] = await Promise.all([
        db.query<{ n: number }>(countQuery(filters, countParams), countParams),
        sampleSize ? docs(where, [...params], sampleSize) : Promise.resolve([]),
      ]);
      return { count: count.rows[0].n, sample };
    },

    async aggregate(filters, facet, opts) {
      checkSize('size', opts.size, 1);
      const params: unknown[] = [];
      const where = compileFilters(filters, params);
      const sql = facetQuery(facet, where, params, opts);
      params.push(opts.size);
      const r = await db.query<Bucket>(
        `SELECT key, count FROM (${sql}) f ORDER BY count DESC, key COLLATE "C" LIMIT $${params.length}`,
        params,
      );
      return r.rows;
    },

    async switches(category, opts) {
      checkSize('size', opts.size, 1);
      const params: unknown[] = [category, opts.since ?? '0001-01-01', opts.size];
      const r = await db.query<Switch>(
        `SELECT d.slug AS "from", a.slug AS "to", count(DISTINCT d.site_id)::int AS count
         FROM site_changes d
         JOIN site_changes a ON a.site_id = d.site_id AND a.action = 'added' AND a.slug <> d.slug
           AND a.categories @> ARRAY[$1]::text[] AND a.day >= $2::date
         WHERE d.action = 'dropped' AND d.categories @> ARRAY[$1]::text[] AND d.day >= $2::date
         GROUP BY 1, 2
         ORDER BY count DESC, d.slug, a.slug LIMIT $3`,
        params,
      );
      return r.rows;
    },

    async changesByMonth(slugs, opts) {
      if (!slugs.length) return [];
      // Offline sites have no rows in the side tables, so they count nowhere here either.
      const r = await db.query<MonthlyChanges>(
        `SELECT slug, to_char(day, 'YYYY-MM') AS month,
                count(*) FILTER (WHERE action = 'added')::int AS added,
                count(*) FILTER (WHERE action = 'dropped')::int AS dropped
         FROM site_changes
         WHERE slug = ANY($1::text[]) AND action IN ('added', 'dropped') AND day >= $2::date
         GROUP BY 1, 2
         ORDER BY slug COLLATE "C", month`,
        [slugs, opts.since],
      );
      return r.rows;
    },

    page: (filters, opts) => paged(docs, filters, opts),

    pageRows: (filters, opts) => paged(rows, filters, opts),

    async domainsStartingWith(prefix, limit) {
      checkSize('limit', limit, 1);
      if (!prefix) return [];
      // `domain` is COLLATE "C", so its unique index answers a LIKE prefix as a range.
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const r = await db.query<DomainRank>(
        `SELECT domain, rank FROM sites WHERE domain LIKE $1 ORDER BY rank, domain LIMIT $2`,
        [pattern, limit],
      );
      return r.rows;
    },

    async refresh() {},

    async close() {
      await statistics.settle();
    },
  };
}
