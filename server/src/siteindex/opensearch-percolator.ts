import type { Client } from '@opensearch-project/opensearch';
import { MAPPING, toSource } from './opensearch-document.ts';
import { compileFilters } from './opensearch-filters.ts';
import { type IndexLayout, openIndex } from './opensearch-layout.ts';
import { retryRefused } from './opensearch-retry.ts';
import type { SavedFilters } from './port.ts';

/** Hits per percolate page; every matching saved filter is read, a page at a time. */
const PAGE = 2_000;

/**
 * Saved filters on OpenSearch: a percolator index beside the sites index. Each saved filter is
 * stored as the query every search compiles it to; a percolate search runs the documents as given
 * against all of them at once, and `_percolator_document_slot` says which document each matched.
 * The index has the sites mapping, so the stored queries are parsed against the same fields, and
 * the sites index's layout: a percolate search runs on every shard and each saved filter lives on
 * one, so the matches are complete on any number of shards.
 */
export function openSearchSavedFilters(client: Client, sitesIndex: string, layout: IndexLayout = {}) {
  const index = `${sitesIndex}-saved-filters`;
  const mapping = {
    dynamic: 'strict',
    properties: { ...MAPPING.properties, query: { type: 'percolator' }, savedId: { type: 'keyword' } },
  };

  // A refresh per write would make storing many filters slow (one refresh each); instead a match
  // refreshes first when this process wrote since the last one. Other processes see the writes
  // at the index's periodic refresh (a second).
  let written = false;
  const savedFilters: SavedFilters = {
    async put(id, filters) {
      await retryRefused(() =>
        client.index({ index, id, body: { query: compileFilters(filters), savedId: id } as never }),
      );
      written = true;
    },

    async remove(id) {
      await retryRefused(() => client.delete({ index, id }, { ignore: [404] }));
      written = true;
    },

    async match(docs) {
      const out: string[][] = docs.map(() => []);
      if (!docs.length) return out;
      if (written) {
        written = false;
        await retryRefused(() => client.indices.refresh({ index }));
      }
      const documents = docs.map(toSource);
      let after: string[] | undefined;
      for (;;) {
        const r = await retryRefused(() =>
          client.search({
            index,
            body: {
              size: PAGE,
              _source: ['savedId'],
              query: { percolate: { field: 'query', documents } },
              sort: [{ savedId: 'asc' }],
              ...(after ? { search_after: after } : {}),
            } as never,
          }),
        );
        const hits = (
          r.body as {
            hits: {
              hits: { _source: { savedId: string }; sort: string[]; fields?: Record<string, number[]> }[];
            };
          }
        ).hits.hits;
        for (const h of hits) {
          // With one document the slot field is left out: it can only be that one.
          const slots = h.fields?._percolator_document_slot ?? [0];
          for (const slot of slots) out[slot].push(h._source.savedId);
        }
        if (hits.length < PAGE) return out;
        after = hits[hits.length - 1].sort;
      }
    },
  };

  return {
    savedFilters,
    async init() {
      const settings = { 'mapping.nested_objects.limit': 10_000 };
      if (await openIndex(client, index, { settings, mappings: mapping }, layout))
        await retryRefused(() => client.indices.putMapping({ index, body: mapping as never }));
    },
    async drop() {
      await client.indices.delete({ index }, { ignore: [404] });
    },
  };
}
