/**
 * The store a bench run serves: a dedicated database on the PostgreSQL server (DATABASE_URL) or a
 * PGlite directory, migrated, seeded with the demo dataset, with API accounts that hold enough
 * credits. Prepared in the bench's process before the server starts; the server process then
 * opens the same store from the environment this returns.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApiAccount } from '../../fixtures/api-accounts.ts';
import { demoDatasets, prepareDemoSources, seedDemo } from '../../server/src/demo/index.ts';
import { createOpenSearchSiteIndex } from '../../server/src/siteindex/opensearch.ts';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';

export type EngineName = 'postgres' | 'pglite' | 'opensearch';

export interface BenchStore {
  engine: EngineName;
  /** What the server process needs to open this store. */
  env: Record<string, string>;
  apiKeys: string[];
  /** Backend process ids serving this database (PostgreSQL server only), for CPU accounting. */
  backendPids(): Promise<number[]>;
  cleanup(): Promise<void>;
}

export interface StoreOptions {
  sites: number;
  seed: number;
  keys: number;
  creditsPerKey: number;
  /** Keep the database or directory after the run. */
  keep: boolean;
  /** Use a store kept by an earlier run with the same sites and seed instead of seeding anew. */
  reuse: boolean;
  log: (line: string) => void;
  /** Names the database, directory and index (default `api`), so benches running side by side keep apart. */
  name?: string;
}

/** Where a bench's store lives: a database on the server, a PGlite directory, an OpenSearch index. */
const names = (name = 'api') => ({
  db: `techcensus_bench_${name}`,
  pgliteDir: join(tmpdir(), `techcensus-bench-${name}-pglite`),
  index: name === 'api' ? 'techcensus_bench' : `techcensus_bench_${name}`,
});

async function adminQuery<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** Seeds unless the store already holds this exact dataset, then adds the accounts. */
async function fill(
  db: Db,
  opts: StoreOptions,
  index: SiteIndex & { bulkMode?(on: boolean): Promise<void> } = createPostgresSiteIndex(db),
): Promise<string[]> {
  await migrate(db);
  await index.init();
  const done =
    (await demoDatasets(db)).some((d) => d.seed === opts.seed && d.count === opts.sites && d.completed) &&
    (await index.countSample([], 0)).count >= opts.sites;
  if (!done) {
    await prepareDemoSources(db);
    const started = performance.now();
    await index.bulkMode?.(true);
    let last = 0;
    await seedDemo(db, index, {
      count: opts.sites,
      seed: opts.seed,
      onProgress: (p) => {
        if (performance.now() - last < 10_000) return;
        last = performance.now();
        opts.log(`seeding ${p.written.toLocaleString('en-US')} / ${p.total.toLocaleString('en-US')}`);
      },
    });
    await index.bulkMode?.(false);
    await index.refresh();
    opts.log(
      `seeded ${opts.sites.toLocaleString('en-US')} sites in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    // What autovacuum would have done by the time a seeded service takes traffic.
    if (db.kind === 'postgres') await db.exec('VACUUM ANALYZE');
  } else opts.log(`reusing the seeded ${opts.sites.toLocaleString('en-US')} sites`);
  const keys: string[] = [];
  for (let i = 0; i < opts.keys; i++)
    keys.push((await createApiAccount(db, { credits: opts.creditsPerKey })).apiKey);
  return keys;
}

export async function openPostgresStore(opts: StoreOptions): Promise<BenchStore> {
  return openServerStore(opts, names(opts.name).db);
}

/**
 * The OpenSearch SiteIndex (OPENSEARCH_URL, index `techcensus_bench`) with the relational store on
 * the PostgreSQL server under its own database, as a deployment at scale runs.
 */
export async function openOpenSearchStore(opts: StoreOptions): Promise<BenchStore> {
  const node = process.env.OPENSEARCH_URL;
  if (!node) throw new Error('OPENSEARCH_URL is not set (eval "$(bash scripts/servers/servers.sh env)")');
  const { db, index } = names(opts.name);
  if (!opts.reuse) await fetch(`${node}/${index}`, { method: 'DELETE' });
  const store = await openServerStore(opts, `${db}_os`, createOpenSearchSiteIndex({ node, index }));
  return {
    ...store,
    engine: 'opensearch',
    env: { ...store.env, OPENSEARCH_URL: node, OPENSEARCH_INDEX: index },
    async cleanup() {
      await store.cleanup();
      if (!opts.keep) await fetch(`${node}/${index}`, { method: 'DELETE' });
    },
  };
}

async function openServerStore(
  opts: StoreOptions,
  dbName: string,
  index?: SiteIndex & { bulkMode?(on: boolean): Promise<void> },
): Promise<BenchStore> {
  const DB_NAME = dbName;
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set (eval "$(bash scripts/servers/servers.sh env)")');
  const exists =
    (await adminQuery(admin, 'SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).length > 0;
  if (exists && !opts.reuse) await adminQuery(admin, `DROP DATABASE ${DB_NAME} WITH (FORCE)`);
  if (!exists || !opts.reuse) await adminQuery(admin, `CREATE DATABASE ${DB_NAME}`);
  const url = new URL(admin);
  url.pathname = `/${DB_NAME}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
  let apiKeys: string[];
  try {
    apiKeys = await fill(db, opts, index ?? createPostgresSiteIndex(db));
  } finally {
    await index?.close();
    await db.close();
  }
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    apiKeys,
    async backendPids() {
      const rows = await adminQuery<{ pid: number }>(
        admin,
        'SELECT pid FROM pg_stat_activity WHERE datname = $1',
        [DB_NAME],
      );
      return rows.map((r) => r.pid);
    },
    async cleanup() {
      if (!opts.keep) await adminQuery(admin, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    },
  };
}

export async function openPgliteStore(opts: StoreOptions): Promise<BenchStore> {
  const PGLITE_DIR = names(opts.name).pgliteDir;
  if (!opts.reuse) rmSync(PGLITE_DIR, { recursive: true, force: true });
  // The server opens DATA_DIR/pg (store/open-configured.ts).
  const db = await openDb({ dataDir: join(PGLITE_DIR, 'pg') });
  let apiKeys: string[];
  try {
    apiKeys = await fill(db, opts);
  } finally {
    await db.close();
  }
  return {
    engine: 'pglite',
    env: { DATA_DIR: PGLITE_DIR },
    apiKeys,
    backendPids: async () => [],
    async cleanup() {
      if (!opts.keep) rmSync(PGLITE_DIR, { recursive: true, force: true });
    },
  };
}
