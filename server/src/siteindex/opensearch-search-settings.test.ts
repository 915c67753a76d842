// Searches with aggregations read a shard's segments in parallel: new indexes are made that way
// and indexes made before take the setting on the next init.
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../tests/support/engines.ts';
import { createOpenSearchSiteIndex } from './opensearch.ts';

const node = process.env.OPENSEARCH_URL;
const inCi = process.env.CI === 'true';
const MODE = 'index.search.concurrent_segment_search.mode';

async function mode(index: string): Promise<string | undefined> {
  const r = await fetch(`${node}/${index}/_settings?flat_settings=true`);
  const body = (await r.json()) as Record<string, { settings: Record<string, string> }>;
  return body[index].settings[MODE];
}

/** Runs `check` against a fresh adapter on index `name`, and deletes the index after. */
async function withIndex(name: string, check: (init: () => Promise<void>) => Promise<void>) {
  const index = createOpenSearchSiteIndex({ node: node!, index: name });
  try {
    await check(() => index.init());
  } finally {
    await index.drop();
    await index.close();
  }
}

describe.skipIf(!node && !inCi)('OpenSearch search settings', () => {
  it('a new index searches its segments concurrently when it aggregates', async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    const name = uniqueName('tc_settings');
    await withIndex(name, async (init) => {
      await init();
      expect(await mode(name)).toBe('auto');
    });
  });

  it('an index made without the setting gets it on init', async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    const name = uniqueName('tc_settings');
    const made = await fetch(`${node}/${name}`, { method: 'PUT' });
    expect(made.status).toBe(200);
    expect(await mode(name)).toBeUndefined();
    await withIndex(name, async (init) => {
      await init();
      expect(await mode(name)).toBe('auto');
    });
  });
});
