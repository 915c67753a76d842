import type { Db } from '../store/db.ts';
import type { SavedFilters, SiteDoc, SiteFilters } from './port.ts';
import { compileFilters } from './postgres-filters.ts';
import { SIDE_TABLES, writeSites } from './postgres-write.ts';

/** Saved filters per statement: each adds a CASE and its parameters (PostgreSQL takes 65,535). */
const MATCH_CHUNK = 500;

interface Saved {
  id: string;
  filters: SiteFilters;
  /** A technology every matching site lists (the first included one), or null. */
  needs: string | null;
}

/**
 * Saved filters on Postgres. The documents to match are written into temporary tables that
 * shadow `sites` and its side tables for one transaction (PostgreSQL looks in the session's
 * temporary schema first), so each saved filter runs as the very SQL every query compiles to,
 * over those few rows only, whether or not the documents are in the index. Filters naming a
 * technology none of the documents lists are skipped before any SQL: most alerts name one.
 */
export function postgresSavedFilters(db: Db): SavedFilters {
  // Every process keeps the filters in memory and reloads them when a write anywhere changed
  // them (seq is bumped on each write, count moves on a removal).
  let cache: { version: string; items: Saved[] } | null = null;
  const load = async (): Promise<Saved[]> => {
    const v = await db.query<{ version: string }>(
      `SELECT count(*) || ':' || coalesce(max(seq), 0) AS version FROM siteindex_saved_filters`,
    );
    const version = v.rows[0].version;
    if (cache?.version === version) return cache.items;
    const r = await db.query<{ id: string; filters: SiteFilters }>(
      'SELECT id, filters FROM siteindex_saved_filters',
    );
    const items = r.rows.map((row) => ({ ...row, needs: neededTechnology(row.filters) }));
    cache = { version, items };
    return items;
  };

  return {
    async put(id, filters) {
      await db.query(
        `INSERT INTO siteindex_saved_filters (id, filters) VALUES ($1, $2::jsonb)
         ON CONFLICT (id) DO UPDATE SET filters = EXCLUDED.filters,
           seq = nextval(pg_get_serial_sequence('siteindex_saved_filters', 'seq'))`,
        [id, JSON.stringify(filters)],
      );
    },

    async remove(id) {
      await db.query('DELETE FROM siteindex_saved_filters WHERE id = $1', [id]);
    },

    async match(docs) {
      const out: string[][] = docs.map(() => []);
      // Offline sites are in no query's answer; they are not written to `sites` either.
      const online = docs.map((doc, i) => ({ doc, i })).filter((x) => x.doc.offline !== true);
      if (!online.length) return out;
      const listed = new Set(online.flatMap((x) => x.doc.technologies.map((t) => t.slug)));
      const candidates = (await load()).filter((s) => s.needs === null || listed.has(s.needs));
      if (!candidates.length) return out;
      await db.transaction(async (tx) => {
        // A statement of hundreds of CASEs looks costly to the planner, which would then compile
        // it to machine code (JIT) for seconds; over a few rows plain execution is milliseconds.
        await tx.query('SET LOCAL jit = off');
        for (const table of ['sites', 'site_docs', ...SIDE_TABLES]) {
          await tx.query(
            `CREATE TEMP TABLE ${table} (LIKE ${table} INCLUDING DEFAULTS INCLUDING IDENTITY INCLUDING INDEXES) ON COMMIT DROP`,
          );
        }
        // The position is the domain: a site before and after a write is two documents here.
        await writeSites(
          tx,
          online.map((x) => ({ ...x.doc, domain: String(x.i) }) satisfies SiteDoc),
        );
        for (let c = 0; c < candidates.length; c += MATCH_CHUNK) {
          const chunk = candidates.slice(c, c + MATCH_CHUNK);
          const params: unknown[] = [];
          const cases = chunk.map((s, j) => `CASE WHEN ${compileFilters(s.filters, params)} THEN ${j} END`);
          const r = await tx.query<{ domain: string; hits: number[] }>(
            `SELECT s.domain, array_remove(ARRAY[${cases.join(', ')}]::int[], NULL) AS hits FROM sites s`,
            params,
          );
          for (const row of r.rows) for (const j of row.hits) out[Number(row.domain)].push(chunk[j].id);
        }
        // ON COMMIT DROP: the temporary tables go with the transaction.
      });
      return out;
    },
  };
}

function neededTechnology(filters: SiteFilters): string | null {
  const f = filters.find((x) => x.module === 'technology' && x.mode === 'include');
  return f?.module === 'technology' ? f.slug : null;
}
