/**
 * Facets that a sharded index could get wrong: on a population whose keys spread over the
 * shards (spread.ts), every engine gives the reference's buckets, OpenSearch on TEST_SHARDS
 * shards included. Then OpenSearch again with a window narrow enough that its other two ways to
 * an exact answer are taken: the error bounds proving a clear leader, and walking every key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { named, siteIndexEngines, TEST_SHARDS, uniqueName } from '../../../../tests/support/engines.ts';
import { createOpenSearchSiteIndex, type OpenSearchSiteIndex } from '../opensearch.ts';
import type { SiteIndex } from '../port.ts';
import { buckets, switches } from './reference.ts';
import { SPREAD, SPREAD_CASES, SPREAD_SWITCH_CATEGORY } from './spread.ts';

const node = process.env.OPENSEARCH_URL;
const inCi = process.env.CI === 'true';

function checks(open: () => SiteIndex) {
  it.each(SPREAD_CASES)('$facet $opts $filters', async ({ facet, opts, filters = [] }) => {
    expect(await open().aggregate(filters, facet, opts)).toEqual(buckets(SPREAD, filters, facet, opts));
  });

  it.each([1, 2])('switches, size %i', async (size) => {
    expect(await open().switches(SPREAD_SWITCH_CATEGORY, { size })).toEqual(
      switches(SPREAD, SPREAD_SWITCH_CATEGORY, { size }),
    );
  });
}

describe.each(named(siteIndexEngines()))('facets spread over shards: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SPREAD);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  checks(() => index);
});

describe.skipIf(!node && !inCi)(`OpenSearch facets on ${TEST_SHARDS} shards with a narrow window`, () => {
  let index: OpenSearchSiteIndex;
  const widened: string[] = [];

  beforeAll(async () => {
    if (!node) throw new Error('OPENSEARCH_URL is not set but CI=true requires OpenSearch');
    index = createOpenSearchSiteIndex({
      node,
      index: uniqueName('tc_test_spread'),
      shards: TEST_SHARDS,
      termsWindow: { min: 1, max: 16 },
      onWiden: (field, window) => widened.push(`${field} ${window}`),
    });
    await index.init();
    await index.upsert(SPREAD);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.drop();
    await index?.close();
  });
  beforeEach(() => {
    widened.length = 0;
  });

  checks(() => index);

  it('proves a key every shard puts first exact by a recount, without a wider window', async () => {
    // Each shard returns two headers: x-spread (all its sites) and one other; the error bound
    // leaves only x-spread able to lead, and its recount is above what any other key can have.
    expect(await index.aggregate([], 'header', { size: 1 })).toEqual([{ key: 'x-spread', count: 51 }]);
    expect(await index.aggregate([], 'technology', { size: 1 })).toEqual([{ key: 'spreadlib', count: 51 }]);
    expect(widened).toEqual([]);
  });

  it('walks every key when a tie at the boundary cannot be settled by the bounds', async () => {
    // The third bucket ties at one site with 47 others: only the smallest key may be named.
    expect(await index.aggregate([], 'country', { size: 3 })).toEqual([
      { key: 'ZZ', count: 3 },
      { key: 'C00', count: 1 },
      { key: 'C01', count: 1 },
    ]);
    expect(widened).toEqual(['country 16', 'country all']);
  });
});
