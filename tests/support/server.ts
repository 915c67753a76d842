import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemo, startOfDay } from '../../server/src/demo/index.ts';
import { type RunningServer, type ServerHooks, startServer } from '../../server/src/main.ts';
import { embeddedSnapshot, type StoreSnapshot, snapshotPlaces } from './store-snapshots.ts';
import { dropTestIndex, siteIndexEnv, testSiteIndex } from './test-siteindex.ts';

/** How long a stop waits for jobs and request handlers (the suites that stop a server check against it). */
export { JOB_STOP_GRACE_MS } from '../../server/src/main.ts';

/**
 * The whole service in-process on a free loopback port, on a throw-away embedded database. Its
 * SiteIndex is the one TECHCENSUS_TEST_SITEINDEX names (tests/support/test-siteindex.ts): the
 * Postgres adapter by default, a fresh OpenSearch index with `opensearch`. `extra` wins over both.
 */
export function testServerEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // In-process, one process: a suite of several HTTP workers asks for them (tests/start/workers.test.ts).
    WEB_CONCURRENCY: '1',
    ...siteIndexEnv(),
    ...extra,
  };
}

/** The environment of each running test server, by its URL (which wrappers of it keep). */
const envs = new Map<string, Record<string, string>>();

/** What startTestServer started `server` with, e.g. for a report process reading its sites. */
export function testServerEnvOf(server: { url: string }): Record<string, string> {
  const env = envs.get(server.url);
  if (!env) throw new Error(`${server.url} was not started by startTestServer`);
  return env;
}

/** What a test server's store holds at start (tests/support/store-snapshots.ts). */
export interface TestStore {
  /** `catalogues` (the default: what a first start has) or `reference` (loadReferenceData's too). */
  store?: StoreSnapshot;
  /** Demo sites seeded before the server is handed over, as the first start seeds them. */
  sites?: { count: number; seed: number; now?: Date };
}

/**
 * startServer on testServerEnv(extra); closing it also deletes the OpenSearch index it was given.
 * Its throw-away store starts from this run's snapshot (`opts.store`); a DATABASE_URL in `extra`
 * names a database the caller made (freshServerDatabase, from the same snapshot's template).
 */
export async function startTestServer(
  extra: Record<string, string> = {},
  hooks: ServerHooks = {},
  opts: TestStore = {},
): Promise<RunningServer> {
  const env = testServerEnv(extra);
  const seeded = seededSnapshot(env, opts);
  const ready = seeded !== undefined && existsSync(seeded);
  const server = await startServer(env, {
    storeSnapshot: ready ? seeded : embeddedSnapshot(opts.store ?? 'catalogues'),
    ...hooks,
  }).catch(async (err) => {
    await dropTestIndex(env);
    throw err;
  });
  if (opts.sites && !ready)
    await seed(server, opts.sites, seeded).catch(async (err) => {
      await server.close().catch(() => {});
      await dropTestIndex(env);
      throw err;
    });
  envs.set(server.url, env);
  return {
    ...server,
    async close() {
      try {
        await server.close();
      } finally {
        envs.delete(server.url);
        await dropTestIndex(env);
      }
    },
  };
}

/** Seeds the sites; the next suite of this run that asks for the same sites loads `keepAs` instead. */
async function seed(server: RunningServer, sites: TestStore['sites'] & {}, keepAs?: string): Promise<void> {
  await seedDemo(server.db, server.siteIndex, sites);
  if (!keepAs || !server.db.dump) return;
  // Written under another name first: a suite in the other worker may be looking for it now.
  const partial = `${keepAs}.${process.pid}`;
  // Every later load would replay the seed's write-ahead log otherwise.
  await server.db.exec('CHECKPOINT');
  await server.db.dump(partial);
  renameSync(partial, keepAs);
}

/**
 * The dump a server with these demo sites starts from, one per (store, sites, day) in this run's
 * snapshot folder: seeding thousands of sites costs a suite seconds, loading them a fraction. Only
 * where the sites live in the store itself (the Postgres adapter on the embedded store); on
 * OpenSearch or a database the caller made, every server seeds its own.
 */
function seededSnapshot(env: Record<string, string>, opts: TestStore): string | undefined {
  const places = snapshotPlaces();
  if (!opts.sites || !places || testSiteIndex() !== 'postgres') return undefined;
  if (env.DATABASE_URL || env.OPENSEARCH_URL || env.DATA_DIR !== 'memory://') return undefined;
  const { count, seed, now } = opts.sites;
  const day = (now ?? startOfDay()).toISOString().replace(/[:.]/g, '-');
  return join(places.dir, `${opts.store ?? 'catalogues'}+${count}x${seed}@${day}.tar`);
}

/**
 * startServer on exactly `env`, nothing added: a start as an operator makes it (its own data
 * folder, its own SiteIndex), or one the server must refuse.
 */
export function startServerWithEnv(
  env: Record<string, string>,
  hooks: ServerHooks = {},
): Promise<RunningServer> {
  return startServer(env, hooks);
}
