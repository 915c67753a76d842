import { randomUUID } from 'node:crypto';
import type { SiteFilters } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import type { SampleSite } from './sample-rows.ts';

/** How long a search can be polled; the page starts a new one on every change anyway. */
export const SEARCH_TTL_MS = 10 * 60_000;
/**
 * A search not finished after this long will not finish: the process running it went away.
 * Its status then says so instead of leaving the page polling forever.
 */
export const SEARCH_STALL_MS = 2 * 60_000;

export interface StoredSearch {
  id: string;
  filters: SiteFilters;
  countDone: boolean;
  sampleDone: boolean;
  domainCount: number | null;
  sample: SampleSite[];
  error: string | null;
  createdAt: Date;
}

interface Raw {
  id: string;
  filters: SiteFilters | string;
  count_done: boolean;
  sample_done: boolean;
  domain_count: string | number | null;
  sample: SampleSite[] | string | null;
  error: string | null;
  created_at: Date | string;
}

// PGlite hands jsonb back parsed, node-postgres too, but a text cast would not be: accept both.
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export const searchStore = {
  /** A new search, after dropping expired ones (the table stays as small as the traffic). */
  async create(db: Queryable, filters: SiteFilters, now = new Date()): Promise<string> {
    await db.query('DELETE FROM report_searches WHERE expires_at < $1', [now]);
    const id = randomUUID();
    await db.query(
      'INSERT INTO report_searches (id, filters, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [id, JSON.stringify(filters), now, new Date(now.getTime() + SEARCH_TTL_MS)],
    );
    return id;
  },

  async get(db: Queryable, id: string, now = new Date()): Promise<StoredSearch | null> {
    const { rows } = await db.query<Raw>(
      `SELECT id, filters, count_done, sample_done, domain_count, sample, error, created_at
         FROM report_searches WHERE id = $1 AND expires_at >= $2`,
      [id, now],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: r.id,
      filters: json(r.filters),
      countDone: r.count_done,
      sampleDone: r.sample_done,
      domainCount: r.domain_count === null ? null : Number(r.domain_count),
      sample: r.sample === null ? [] : json(r.sample),
      error: r.error,
      createdAt: new Date(r.created_at),
    };
  },

  async saveCount(db: Queryable, id: string, count: number): Promise<void> {
    await db.query('UPDATE report_searches SET count_done = true, domain_count = $2 WHERE id = $1', [
      id,
      count,
    ]);
  },

  async saveSample(db: Queryable, id: string, sample: SampleSite[]): Promise<void> {
    await db.query('UPDATE report_searches SET sample_done = true, sample = $2 WHERE id = $1', [
      id,
      JSON.stringify(sample),
    ]);
  },

  async fail(db: Queryable, id: string, error: string): Promise<void> {
    await db.query('UPDATE report_searches SET error = $2 WHERE id = $1 AND error IS NULL', [id, error]);
  },
};
