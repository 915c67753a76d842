/**
 * Which SiteIndex adapter the whole-server (HTTP) suites run on. Unset: the server's default, the
 * Postgres adapter in the store's own database. `TECHCENSUS_TEST_SITEINDEX=opensearch` (the
 * "opensearch" project in vitest.config.ts) gives every server the harness starts a fresh index
 * of its own on OPENSEARCH_URL, deleted when the server closes, and the index names this file
 * handed out are deleted once more after each test file (for servers a suite started itself from
 * testServerEnv()). Kept free of server imports: vitest loads it as a setup file.
 */
import { randomBytes } from 'node:crypto';

export const SITEINDEX_SWITCH = 'TECHCENSUS_TEST_SITEINDEX';

export type TestSiteIndex = 'postgres' | 'opensearch';

export function testSiteIndex(): TestSiteIndex {
  const value = process.env[SITEINDEX_SWITCH]?.trim() || 'postgres';
  if (value !== 'postgres' && value !== 'opensearch')
    throw new Error(`${SITEINDEX_SWITCH}=${value}: expected postgres or opensearch`);
  return value;
}

const issued = new Set<string>();
let counter = 0;

/**
 * OPENSEARCH_URL and a fresh OPENSEARCH_INDEX when the suites run on OpenSearch, else nothing.
 * Index names are lower case (OpenSearch refuses others) and unique across processes and runs.
 */
export function siteIndexEnv(): Record<string, string> {
  if (testSiteIndex() !== 'opensearch') return {};
  const url = process.env.OPENSEARCH_URL;
  if (!url)
    throw new Error(
      `${SITEINDEX_SWITCH}=opensearch needs OPENSEARCH_URL; start it with: bash scripts/servers/servers.sh start opensearch`,
    );
  counter += 1;
  const index = `tc_test_http_${process.pid}_${counter}_${randomBytes(4).toString('hex')}`;
  issued.add(index);
  return { OPENSEARCH_URL: url, OPENSEARCH_INDEX: index };
}

/** Deletes an index this file handed out (once; a missing index is fine). */
export async function dropTestIndex(env: Record<string, string | undefined>): Promise<void> {
  const { OPENSEARCH_URL: url, OPENSEARCH_INDEX: index } = env;
  if (!url || !index || !issued.has(index)) return;
  issued.delete(index);
  const r = await fetch(new URL(`/${index}`, url), { method: 'DELETE' });
  if (!r.ok && r.status !== 404) throw new Error(`OpenSearch refused to delete ${index}: ${r.status}`);
}

/** Deletes every index handed out and not deleted yet (run after each test file). */
export async function dropTestIndexes(): Promise<void> {
  const url = process.env.OPENSEARCH_URL;
  if (!url) return;
  await Promise.all(
    [...issued].map((index) => dropTestIndex({ OPENSEARCH_URL: url, OPENSEARCH_INDEX: index })),
  );
}
