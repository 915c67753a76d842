import { type RunningServer, type ServerHooks, startServer } from '../../server/src/main.ts';
import { embeddedSnapshot, type StoreSnapshot } from './store-snapshots.ts';
import { dropTestIndex, siteIndexEnv } from './test-siteindex.ts';

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
  let server: RunningServer;
  try {
    server = await startServer(env, {
      storeSnapshot: embeddedSnapshot(opts.store ?? 'catalogues'),
      ...hooks,
    });
  } catch (err) {
    await dropTestIndex(env);
    throw err;
  }
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
