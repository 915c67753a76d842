import { Client } from '@opensearch-project/opensearch';
import { checkSize, decodeCursor, encodeCursor, type SortKey } from './cursor.ts';
import { fromSource, type IndexDoc, MAPPING, toSource } from './opensearch-document.ts';
import { exactBuckets, type OnWiden, type TermsWindow } from './opensearch-exact.ts';
import {
  changesByMonthAgg,
  facetPlan,
  readChangesByMonth,
  switchesFacet,
  toSwitches,
} from './opensearch-facets.ts';
import { type Clause, compileFilters } from './opensearch-filters.ts';
import { type IndexLayout, openIndex } from './opensearch-layout.ts';
import { openSearchSavedFilters } from './opensearch-percolator.ts';
import { retryRefused } from './opensearch-retry.ts';
import type { DomainRank, Page, RankSource, SiteDoc, SiteFilters, SiteIndex, SiteRow } from './port.ts';

export interface OpenSearchSiteIndexOptions extends IndexLayout {
  /** http://host:port of any node. */
  node: string;
  /** Index name; one index holds one population of sites. */
  index: string;
  /**
   * Buckets asked of each shard for a facet before its answer is proven exact or the window is
   * widened (opensearch-exact.ts); the default suits every page. Tests narrow it to take the
   * wider-window and every-key paths on a small population.
   */
  termsWindow?: TermsWindow;
  /** Told when a facet needed more than one request (the benchmark counts them). */
  onWiden?: OnWiden;
  /**
   * Whether size-0 searches (aggregations) may be answered from the shard request cache. Unset
   * leaves the index default (on); benchmarks turn it off to time the work itself.
   */
  requestCache?: boolean;
}

export interface OpenSearchSiteIndex extends SiteIndex {
  /**
   * Bulk-load mode: no periodic refresh and an asynchronous translog while on; turning it off
   * restores both and refreshes, so everything loaded is visible.
   */
  bulkMode(on: boolean): Promise<void>;
  /** Deletes the index and everything in it (tests, rebuilds). */
  drop(): Promise<void>;
}

/** Sort key of every listing; the same order as the Postgres adapter (keyword = byte order). */
const SORT = [{ rank: 'asc' }, { domain: 'asc' }];

/** Documents per _bulk request (~3 KB each), and requests in flight at once. */
const BULK_CHUNK = 1_000;
const BULK_PARALLEL = 2;
const BULK_RETRIES = 8;

interface BulkResponse {
  errors: boolean;
  items: { index?: { status: number; error?: unknown } }[];
}

export function createOpenSearchSiteIndex(opts: OpenSearchSiteIndexOptions): OpenSearchSiteIndex {
  const client = new Client({ node: opts.node });
  const index = opts.index;

  const layout: IndexLayout = { shards: opts.shards, replicas: opts.replicas, warn: opts.warn };
  const saved = openSearchSavedFilters(client, index, layout);
  const refreshIndex = () => retryRefused(() => client.indices.refresh({ index }));

  /**
   * Read-your-writes. OpenSearch makes a write searchable at the next refresh (every second);
   * callers read right after writing (a scan's site in its lists and counts, the statistics
   * cache recomputing after a write and keeping the answer as current). So a search first
   * refreshes when a write through this object finished since the last refresh began: one
   * refresh per burst of writes that is followed by a read, none for writers that never read
   * (crawl workers, bulk loads), and none per write (suppressing a domain removes many names).
   */
  let writes = 0;
  let visibleUpTo = 0;
  let refreshing: Promise<void> | undefined;
  const refreshAll = async () => {
    const upTo = writes;
    await refreshIndex();
    visibleUpTo = Math.max(visibleUpTo, upTo);
  };
  const refreshUpTo = (target: number): Promise<void> => {
    if (visibleUpTo >= target) return Promise.resolve();
    refreshing ??= refreshAll().finally(() => {
      refreshing = undefined;
    });
    // The one running may have begun before the write finished: then another one follows.
    return refreshing.then(() => refreshUpTo(target));
  };
  const written = <T>(write: Promise<T>): Promise<T> =>
    write.finally(() => {
      writes++;
    });

  // Typed bodies of the client are stricter than the DSL we build; the server validates them.
  // biome-ignore lint/suspicious/noExplicitAny: DSL bodies are plain JSON
  const search = async (body: Record<string, unknown>): Promise<any> => {
    await refreshUpTo(writes);
    return (
      await retryRefused(() =>
        client.search({
          index,
          body: body as never,
          ...(opts.requestCache === undefined ? {} : { request_cache: opts.requestCache }),
        }),
      )
    ).body;
  };

  /**
   * One _bulk request. A node that is short of memory or write threads answers 429 (for the
   * request or for single items); those are sent again after a pause that doubles each time,
   * which is what a bulk client must do on a small node. Other failures throw.
   */
  const bulk = async (docs: SiteDoc[]) => {
    let pending = docs;
    for (let attempt = 0; ; attempt++) {
      const lines: string[] = [];
      for (const d of pending) {
        lines.push(JSON.stringify({ index: { _index: index, _id: d.domain } }), JSON.stringify(toSource(d)));
      }
      // One pre-serialised NDJSON string: the client would otherwise serialise every line again.
      const r = await client.bulk({ body: `${lines.join('\n')}\n` as never }, { ignore: [429] });
      const body = r.body as BulkResponse;
      const rejected =
        r.statusCode === 429 ? pending : pending.filter((_, i) => body.items[i].index?.status === 429);
      const failed =
        r.statusCode === 429 ? undefined : body.items.find((i) => i.index?.error && i.index.status !== 429);
      if (failed) throw new Error(`OpenSearch bulk upsert failed: ${JSON.stringify(failed.index?.error)}`);
      if (!rejected.length) return;
      if (attempt >= BULK_RETRIES)
        throw new Error(`OpenSearch kept refusing bulk writes (429) after ${attempt} retries`);
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      pending = rejected;
    }
  };

  /** Pages of matching hits after the cursor's sort key; one extra hit tells whether another page exists. */
  const paged = async <T extends SortKey>(
    filters: SiteFilters,
    pageOpts: { size: number; cursor?: string | null },
    source: Record<string, unknown>,
    toItem: (hit: { _source: IndexDoc }) => T,
  ): Promise<Page<T>> => {
    checkSize('size', pageOpts.size, 1);
    const after = pageOpts.cursor ? decodeCursor(pageOpts.cursor) : null;
    const body = await search({
      query: compileFilters(filters),
      size: pageOpts.size + 1,
      sort: SORT,
      track_total_hits: false,
      ...source,
      ...(after ? { search_after: [after.rank, after.domain] } : {}),
    });
    const hits = body.hits.hits;
    const items: T[] = hits.slice(0, pageOpts.size).map(toItem);
    const last = items[items.length - 1];
    return { items, next: hits.length > pageOpts.size ? encodeCursor(last) : null };
  };

  /** One aggregation over the sites `query` matches; its response. */
  const aggregation =
    (query: Clause) =>
    async (agg: Clause): Promise<unknown> =>
      (await search({ query, size: 0, aggs: { facet: agg } })).aggregations.facet;

  const settings = (values: Record<string, unknown>) =>
    client.indices.putSettings({ index, body: { index: values } as never });

  /**
   * Searches with aggregations read the shard's segments in parallel (one thread per slice).
   * A page's facets each walk hundreds of thousands of sites, and one thread per shard leaves
   * the node's other cores idle. OpenSearch 3 makes `auto` its default; 2.x leaves it off.
   */
  const SEARCH_SETTINGS = { 'search.concurrent_segment_search.mode': 'auto' };

  return {
    kind: 'opensearch',
    savedFilters: saved.savedFilters,

    async init() {
      await saved.init();
      // No index sorting by rank: OpenSearch refuses it on indexes with nested fields.
      const existed = await openIndex(
        client,
        index,
        {
          settings: {
            // Whole-site documents are small; the default nested limits are far above need.
            'mapping.nested_objects.limit': 10_000,
            ...SEARCH_SETTINGS,
          },
          mappings: MAPPING,
        },
        layout,
      );
      // Indexes made before a search setting changed take it on the next start.
      if (existed) {
        await settings(SEARCH_SETTINGS);
        // Fields added to the mapping since the index was made (adding is all OpenSearch allows).
        await retryRefused(() =>
          client.indices.putMapping({ index, body: { properties: MAPPING.properties } as never }),
        );
      }
    },

    async upsert(input) {
      if (!input.length) return;
      // The last copy of a domain wins; a _bulk request applies its lines in order, but chunks
      // run in parallel, so duplicates are removed first.
      const docs = [...new Map(input.map((d) => [d.domain, d])).values()];
      const chunks: SiteDoc[][] = [];
      for (let i = 0; i < docs.length; i += BULK_CHUNK) chunks.push(docs.slice(i, i + BULK_CHUNK));
      await written(
        (async () => {
          for (let i = 0; i < chunks.length; i += BULK_PARALLEL) {
            await Promise.all(chunks.slice(i, i + BULK_PARALLEL).map(bulk));
          }
        })(),
      );
    },

    async get(domain) {
      const r = await retryRefused(() => client.get({ index, id: domain }, { ignore: [404] }));
      return r.body.found ? fromSource(r.body._source as IndexDoc) : null;
    },

    async setRanks(updates) {
      if (!updates.length) return 0;
      const last = [...new Map(updates.map((u) => [u.domain, u])).values()];
      let updated = 0;
      for (let i = 0; i < last.length; i += BULK_CHUNK) {
        const lines = last
          .slice(i, i + BULK_CHUNK)
          .flatMap((u) => [
            JSON.stringify({ update: { _index: index, _id: u.domain } }),
            JSON.stringify({ doc: { rank: u.rank, rankSource: u.rankSource } }),
          ]);
        const r = await retryRefused(() => client.bulk({ body: `${lines.join('\n')}\n` as never }));
        const items = (r.body as { items: { update: { status: number; error?: unknown } }[] }).items;
        for (const item of items) {
          if (item.update.status < 300) updated++;
          // A domain the index does not hold is skipped, as the port says; anything else is a fault.
          else if (item.update.status !== 404)
            throw new Error(`OpenSearch rank update failed: ${JSON.stringify(item.update.error)}`);
        }
      }
      return updated;
    },

    async realSites(after, limit) {
      checkSize('limit', limit, 1);
      // No filter from compileFilters: offline documents are walked too. Only the few fields the
      // schedule needs leave the node.
      const body = await search({
        query: { bool: { filter: [{ term: { synthetic: false } }] } },
        size: limit,
        sort: [{ domain: 'asc' }],
        track_total_hits: false,
        _source: ['domain', 'rank', 'rankSource', 'fetch.checkedAt'],
        ...(after ? { search_after: [after] } : {}),
      });
      const hits = body.hits.hits as {
        _source: {
          domain: string;
          rank: number;
          rankSource?: RankSource | null;
          fetch: { checkedAt: string };
        };
      }[];
      return {
        sites: hits.map(({ _source: d }) => ({
          domain: d.domain,
          rank: d.rank,
          rankSource: d.rankSource ?? null,
          checkedAt: d.fetch.checkedAt,
        })),
        next: hits.length === limit ? hits[hits.length - 1]._source.domain : null,
      };
    },

    async remove(domain) {
      const r = await written(retryRefused(() => client.delete({ index, id: domain }, { ignore: [404] })));
      return r.body.result === 'deleted';
    },

    async countSample(filters, sampleSize) {
      checkSize('sampleSize', sampleSize, 0);
      const body = await search({
        query: compileFilters(filters),
        size: sampleSize,
        sort: SORT,
        track_total_hits: true,
      });
      return { count: body.hits.total.value, sample: body.hits.hits.map(hitToDoc) };
    },

    async aggregate(filters, facet, aggOpts) {
      checkSize('size', aggOpts.size, 1);
      const plan = facetPlan(facet, aggOpts);
      const query = compileFilters(filters);
      const run = aggregation(plan.within ? { bool: { filter: [query, plan.within] } } : query);
      if ('read' in plan) return plan.read(await run(plan.agg));
      return exactBuckets(run, plan.keyed, aggOpts.size, opts.termsWindow, opts.onWiden);
    },

    async switches(category, swOpts) {
      checkSize('size', swOpts.size, 1);
      const run = aggregation(compileFilters([]));
      const facet = switchesFacet(category, swOpts.since);
      return toSwitches(await exactBuckets(run, facet, swOpts.size, opts.termsWindow, opts.onWiden));
    },

    async changesByMonth(slugs, monthOpts) {
      if (!slugs.length) return [];
      const body = await search({
        query: compileFilters([]),
        size: 0,
        aggs: { facet: changesByMonthAgg(slugs, monthOpts.since) },
      });
      return readChangesByMonth(body.aggregations.facet);
    },

    page: (filters, pageOpts) => paged(filters, pageOpts, {}, hitToDoc),

    // Only the row's fields leave the node; of the technologies, one short key each, to count them.
    pageRows: (filters, pageOpts) => paged(filters, pageOpts, { _source: ROW_SOURCE }, hitToRow),

    async domainsStartingWith(prefix, limit) {
      checkSize('limit', limit, 1);
      if (!prefix) return [];
      const body = await search({
        query: { bool: { filter: [compileFilters([]), { prefix: { domain: prefix } }] } },
        size: limit,
        sort: SORT,
        track_total_hits: false,
        _source: ['domain', 'rank'],
      });
      return (body.hits.hits as { _source: DomainRank }[]).map(({ _source: d }) => ({
        domain: d.domain,
        rank: d.rank,
      }));
    },

    async bulkMode(on) {
      if (on) {
        await settings({ refresh_interval: '-1', 'translog.durability': 'async' });
      } else {
        await settings({ refresh_interval: '1s', 'translog.durability': 'request' });
        await refreshAll();
      }
    },

    refresh: refreshAll,

    async drop() {
      await saved.drop();
      await client.indices.delete({ index }, { ignore: [404] });
    },

    async close() {
      await client.close();
    },
  };
}

function hitToDoc(hit: { _source: IndexDoc }): SiteDoc {
  return fromSource(hit._source);
}

/** The source fields of a list row (SiteRow). */
const ROW_SOURCE = [
  'domain',
  'rank',
  'country',
  'language',
  'tld',
  'title',
  'contacts',
  'social',
  'technologies.slug',
  'fetch.checkedAt',
  'synthetic',
];

function hitToRow(hit: { _source: IndexDoc }): SiteRow {
  const d = hit._source;
  return {
    domain: d.domain,
    rank: d.rank,
    country: d.country,
    language: d.language,
    tld: d.tld,
    title: d.title,
    contacts: d.contacts,
    social: d.social,
    // Filtered down to `technologies.slug`, an empty list is left out of the source altogether.
    technologyCount: d.technologies?.length ?? 0,
    checkedAt: d.fetch.checkedAt,
    synthetic: d.synthetic,
  };
}
