/**
 * Run one suite against every store the machine has: PGlite always, plus the real servers that
 * scripts/servers/servers.sh starts (DATABASE_URL, OPENSEARCH_URL). Typical use:
 *
 *   describe.each(storeEngines())('migrations on $name', (engine) => { … engine.open() … });
 *
 * Isolation: every open() on the PostgreSQL server creates a fresh database (CREATE DATABASE via
 * the admin connection) and drops it on close, so test files running in parallel never share
 * tables, advisory locks or pg-boss schemas. A database (not a schema) because code under test
 * creates schemas of its own and takes database-wide advisory locks. OpenSearch gets a fresh index
 * per open(), deleted on close.
 *
 * With CI=true a missing server is an error, not a skip: its engine stays in the list and open()
 * throws, so the suite fails with a message saying which variable is missing.
 */
import { randomBytes } from 'node:crypto';
import type { RunningServer, ServerHooks } from '../../server/src/main.ts';
import { createOpenSearchSiteIndex } from '../../server/src/siteindex/opensearch.ts';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { startTestServer, type TestStore } from './server.ts';
import { adminQuery, openMemoryDb, serverTemplate } from './store-snapshots.ts';
import { testSiteIndex } from './test-siteindex.ts';

export interface Engine<T> {
  /** Shown in test names, e.g. "postgres(pglite)". */
  name: string;
  /** A fresh, isolated instance; closing it releases everything it created. */
  open(): Promise<T>;
}

const inCi = () => process.env.CI === 'true';

function missing<T>(name: string, variable: string, how: string): Engine<T> {
  return {
    name,
    open: () =>
      Promise.reject(
        new Error(`${variable} is not set but CI=true requires the ${name} engine; start it with ${how}`),
      ),
  };
}

const SERVERS_HINT = `eval "$(bash scripts/servers/servers.sh start >/dev/null && bash scripts/servers/servers.sh env)"`;

/**
 * Fresh `Db`s: PGlite in memory, and a fresh database on the PostgreSQL server when there is one.
 * Empty (nothing migrated), or a copy of this run's snapshot `from` for a suite that only needs
 * what it holds (tests/support/store-snapshots.ts).
 */
export function storeEngines(from?: TestStore['store']): Engine<Db>[] {
  const engines: Engine<Db>[] = [{ name: 'pglite', open: () => openMemoryDb(from) }];
  const url = process.env.DATABASE_URL;
  if (url) engines.push({ name: 'postgres(server)', open: () => openServerDb(url, from) });
  else if (inCi()) engines.push(missing('postgres(server)', 'DATABASE_URL', SERVERS_HINT));
  return engines;
}

/** Every SiteIndex adapter on every store it can run on; each open() is empty and initialised. */
export function siteIndexEngines(): Engine<SiteIndex>[] {
  const engines: Engine<SiteIndex>[] = [
    { name: 'postgres(pglite)', open: () => postgresIndex(openMemoryDb) },
  ];
  const dbUrl = process.env.DATABASE_URL;
  if (dbUrl) engines.push({ name: 'postgres(server)', open: () => postgresIndex(() => openServerDb(dbUrl)) });
  else if (inCi()) engines.push(missing('postgres(server)', 'DATABASE_URL', SERVERS_HINT));
  const osUrl = process.env.OPENSEARCH_URL;
  if (osUrl) engines.push({ name: 'opensearch', open: () => openSearchIndex(osUrl) });
  else if (inCi()) engines.push(missing('opensearch', 'OPENSEARCH_URL', SERVERS_HINT));
  return engines;
}

/** A name no other test file or run will pick: pid, counter and random bits. */
let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid}_${counter}_${randomBytes(4).toString('hex')}`;
}

/**
 * A fresh database on the PostgreSQL server: its URL, and how to drop it. Empty, or a copy of this
 * run's template of `from` (tests/support/store-snapshots.ts), as a test server's store starts.
 */
export async function freshServerDatabase(
  adminUrl: string,
  from?: TestStore['store'],
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = uniqueName('tc_test');
  const template = from && serverTemplate(from);
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a test that failed mid-way may have left a connection behind.
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function openServerDb(adminUrl: string, from?: TestStore['store']): Promise<Db> {
  const fresh = await freshServerDatabase(adminUrl, from);
  const db = await openDb({ databaseUrl: fresh.url, poolSize: 5 });
  return {
    ...db,
    async close() {
      await db.close();
      await fresh.drop();
    },
  };
}

/**
 * The whole service in-process on each store: embedded PGlite, and a fresh database on the
 * PostgreSQL server (where the rate limiter and the ledger's row locks are the real thing).
 * When the suites run on OpenSearch (TECHCENSUS_TEST_SITEINDEX=opensearch) only the pairing
 * production at scale runs is started, PostgreSQL server and OpenSearch (PGlite when there is
 * no server outside CI): the store-specific behaviour is checked by the Postgres-adapter pass.
 */
export function serverEngines(
  extraEnv: Record<string, string> = {},
  hooks: () => ServerHooks = () => ({}),
  opts: TestStore = {},
): Engine<RunningServer>[] {
  const pglite: Engine<RunningServer> = {
    name: 'pglite',
    open: () => startTestServer(extraEnv, hooks(), opts),
  };
  const engines: Engine<RunningServer>[] = [];
  const url = process.env.DATABASE_URL;
  const onOpenSearch = testSiteIndex() === 'opensearch';
  if (!onOpenSearch || (!url && !inCi())) engines.push(pglite);
  if (url) {
    engines.push({
      name: 'postgres(server)',
      async open() {
        const fresh = await freshServerDatabase(url, opts.store ?? 'catalogues');
        const server = await startTestServer({ ...extraEnv, DATABASE_URL: fresh.url }, hooks(), opts);
        return {
          ...server,
          async close() {
            await server.close();
            await fresh.drop();
          },
        };
      },
    });
  } else if (inCi()) engines.push(missing('postgres(server)', 'DATABASE_URL', SERVERS_HINT));
  return engines;
}

async function postgresIndex(openStore: () => Promise<Db>): Promise<SiteIndex> {
  const db = await openStore();
  const index = createPostgresSiteIndex(db);
  await index.init();
  return {
    ...index,
    async close() {
      await index.close();
      await db.close();
    },
  };
}

/**
 * Shards of every SiteIndex suite's OpenSearch index. One node holds them all; with one shard
 * every facet would be exact however it was asked for, so the suites run where merging per-shard
 * lists can go wrong, as a sharded production index does.
 */
export const TEST_SHARDS = 3;

async function openSearchIndex(node: string): Promise<SiteIndex> {
  const index = createOpenSearchSiteIndex({ node, index: uniqueName('tc_test_sites'), shards: TEST_SHARDS });
  await index.init();
  return {
    ...index,
    async close() {
      await index.drop();
      await index.close();
    },
  };
}

/** `[name, engine]` rows for describe.each(…)('… %s', (name, engine) => …): names print unquoted. */
export function named<T>(engines: Engine<T>[]): [string, Engine<T>][] {
  return engines.map((e) => [e.name, e]);
}

/** One connection to a database of the PostgreSQL server, for a test that edits rows while no server runs. */
export const openServerDatabase = (url: string): Promise<Db> => openDb({ databaseUrl: url, poolSize: 1 });

/**
 * The store of an existing database on the PostgreSQL server (one made by freshServerDatabase from
 * a snapshot, so already migrated) with its Postgres SiteIndex: what a server process on that
 * database reads, opened beside it by a test that stops and starts servers on it.
 */
export async function openServerStore(url: string): Promise<{ db: Db; siteIndex: SiteIndex }> {
  const db = await openServerDatabase(url);
  return { db, siteIndex: createPostgresSiteIndex(db) };
}
