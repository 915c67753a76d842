// Shards and replicas (OPENSEARCH_SHARDS, OPENSEARCH_REPLICAS): a new site index and its alerts
// index are made with them; an existing index takes the replicas, and keeps its primary shards
// with a warning, since OpenSearch cannot change those in place.
import { describe, expect, it } from 'vitest';
import { uniqueName } from '../../../tests/support/engines.ts';
import { createOpenSearchSiteIndex, type OpenSearchSiteIndexOptions } from './opensearch.ts';

const node = process.env.OPENSEARCH_URL;
const inCi = process.env.CI === 'true';

async function layout(index: string): Promise<{ shards: number; replicas: number }> {
  const r = await fetch(`${node}/${index}/_settings?flat_settings=true`);
  const body = (await r.json()) as Record<string, { settings: Record<string, string> }>;
  const s = body[index].settings;
  return { shards: Number(s['index.number_of_shards']), replicas: Number(s['index.number_of_replicas']) };
}

/** An adapter on index `name` with `opts`, dropped (with its alerts index) after `check`. */
async function withIndex(
  name: string,
  opts: Partial<OpenSearchSiteIndexOptions>,
  check: (index: ReturnType<typeof createOpenSearchSiteIndex>) => Promise<void>,
) {
  const index = createOpenSearchSiteIndex({ node: node!, index: name, ...opts });
  try {
    await check(index);
  } finally {
    await index.drop();
    await index.close();
  }
}

describe.skipIf(!node && !inCi)('OpenSearch index layout', () => {
  it('makes the site index and its alerts index with the configured shards and replicas', async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    const name = uniqueName('tc_layout');
    await withIndex(name, { shards: 3, replicas: 0 }, async (index) => {
      await index.init();
      expect(await layout(name)).toEqual({ shards: 3, replicas: 0 });
      expect(await layout(`${name}-saved-filters`)).toEqual({ shards: 3, replicas: 0 });
    });
  });

  it('keeps the shards of an existing index with a warning, and sets its replicas', async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    const name = uniqueName('tc_layout');
    await withIndex(name, {}, async (first) => {
      await first.init();
      expect(await layout(name)).toEqual({ shards: 1, replicas: 0 });
      const warnings: string[] = [];
      const again = createOpenSearchSiteIndex({
        node,
        index: name,
        shards: 2,
        replicas: 1,
        warn: (m) => warnings.push(m),
      });
      try {
        await again.init();
        // Both indexes: the sites and the alerts' saved filters.
        expect(warnings).toHaveLength(2);
        for (const made of [name, `${name}-saved-filters`])
          expect(warnings.join('\n')).toContain(
            `index ${made} has 1 primary shard, not the 2 OPENSEARCH_SHARDS asks for`,
          );
        expect(await layout(name)).toEqual({ shards: 1, replicas: 1 });
        expect(await layout(`${name}-saved-filters`)).toEqual({ shards: 1, replicas: 1 });
        // The index is used as it is.
        await again.upsert([]);
        expect((await again.countSample([], 0)).count).toBe(0);
      } finally {
        await again.close();
      }
    });
  });

  it('says nothing when the layout is left unset or matches', async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    const name = uniqueName('tc_layout');
    const warnings: string[] = [];
    await withIndex(name, { shards: 2, warn: (m) => warnings.push(m) }, async (first) => {
      await first.init();
      await first.init();
      const unset = createOpenSearchSiteIndex({ node, index: name, warn: (m) => warnings.push(m) });
      await unset.init();
      await unset.close();
      expect(warnings).toEqual([]);
      expect(await layout(name)).toEqual({ shards: 2, replicas: 0 });
    });
  });
});
