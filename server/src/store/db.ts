import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** What every store function needs: parameterised queries, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * One Postgres, two engines: PGlite in-process (the embedded default) or a server through `pg`.
 * Everything above this file speaks plain SQL and never asks which one it has.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Several statements, no parameters (migrations, queue schema); the last one's rows. */
  exec<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… — when set, a server is used; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openServer(opts.databaseUrl, opts.poolSize ?? 10);
  return openEmbedded(opts.dataDir ?? './data/pg');
}

async function openEmbedded(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir);
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const r = await q.query<T>(text, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    query: base.query,
    async exec<T>(sql: string) {
      const results = await lite.exec(sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}

async function openServer(url: string, max: number): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server drops (restart, failover, a terminated backend) emits 'error' on
  // the pool; unheard, that would end the process. The pool replaces the connection on next use.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const query = async <T>(text: string, params?: unknown[]) => {
    const r = await pool.query(text, params);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'postgres',
    query,
    async exec<T>(sql: string) {
      // Several statements come back as an array of results, one as a single result.
      const r = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.rowCount ?? 0 };
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(text: string, params?: unknown[]) {
            const r = await client.query(text, params);
            return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
