import { Client } from '@opensearch-project/opensearch';
import { checkSize, decodeCursor, encodeCursor } from './cursor.ts';
import { type Clause, compileFilters } from './opensearch-filters.ts';
import type { Bucket, Facet, SiteDoc, SiteIndex } from './port.ts';

export interface OpenSearchSiteIndexOptions {
  /** http://host:port of any node. */
  node: string;
  /** Index name; one index holds one population of sites. */
  index: string;
  /** Primary shards at creation (1 keeps terms counts exact; raise it for big clusters). */
  shards?: number;
  replicas?: number;
}

export interface OpenSearchSiteIndex extends SiteIndex {
  /** Deletes the index and everything in it (tests, rebuilds). */
  drop(): Promise<void>;
}

/** Sort key of every listing; the same order as the Postgres adapter (keyword = byte order). */
const SORT = [{ rank: 'asc' }, { domain: 'asc' }];

const MAPPING = {
  dynamic: 'strict',
  properties: {
    domain: { type: 'keyword' },
    rank: { type: 'integer' },
    country: { type: 'keyword' },
    tld: { type: 'keyword' },
    // Nested, so that "slug = x AND version = y" must hold for one entry, not across entries.
    technologies: {
      type: 'nested',
      properties: {
        name: { type: 'keyword', index: false },
        slug: { type: 'keyword' },
        version: { type: 'keyword' },
        categories: { type: 'keyword' },
      },
    },
  },
};

export function createOpenSearchSiteIndex(opts: OpenSearchSiteIndexOptions): OpenSearchSiteIndex {
  const client = new Client({ node: opts.node });
  const index = opts.index;

  // Typed bodies of the client are stricter than the DSL we build; the server validates them.
  // biome-ignore lint/suspicious/noExplicitAny: DSL bodies are plain JSON
  const search = async (body: Record<string, unknown>): Promise<any> =>
    (await client.search({ index, body: body as never })).body;

  return {
    kind: 'opensearch',

    async init() {
      const exists = await client.indices.exists({ index });
      if (exists.body) return;
      // Two processes may race to create it; losing that race is fine, any other refusal is not.
      // (No index sorting by rank: OpenSearch refuses it on indexes with nested fields.)
      const r = await client.indices.create(
        {
          index,
          body: {
            settings: { number_of_shards: opts.shards ?? 1, number_of_replicas: opts.replicas ?? 0 },
            mappings: MAPPING,
          } as never,
        },
        { ignore: [400] },
      );
      const error = (r.body as { error?: { type: string; reason?: string } }).error;
      if (error && error.type !== 'resource_already_exists_exception') {
        throw new Error(`OpenSearch refused to create index ${index}: ${error.reason ?? error.type}`);
      }
    },

    async upsert(docs) {
      if (!docs.length) return;
      const body = docs.flatMap((d) => [{ index: { _index: index, _id: d.domain } }, toSource(d)]);
      const r = await client.bulk({ body });
      if (r.body.errors) {
        const failed = r.body.items.find((i: Record<string, { error?: unknown }>) => i.index?.error);
        throw new Error(`OpenSearch bulk upsert failed: ${JSON.stringify(failed?.index?.error)}`);
      }
    },

    async get(domain) {
      const r = await client.get({ index, id: domain }, { ignore: [404] });
      return r.body.found ? fromSource(r.body._source) : null;
    },

    async remove(domain) {
      const r = await client.delete({ index, id: domain }, { ignore: [404] });
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
      const body = await search({
        query: compileFilters(filters),
        size: 0,
        aggs: { facet: facetAgg(facet, aggOpts.size, aggOpts.technology) },
      });
      return readBuckets(facet, body.aggregations.facet);
    },

    async page(filters, pageOpts) {
      checkSize('size', pageOpts.size, 1);
      const after = pageOpts.cursor ? decodeCursor(pageOpts.cursor) : null;
      const body = await search({
        query: compileFilters(filters),
        // One extra hit tells whether another page exists.
        size: pageOpts.size + 1,
        sort: SORT,
        track_total_hits: false,
        ...(after ? { search_after: [after.rank, after.domain] } : {}),
      });
      const hits = body.hits.hits;
      const items: SiteDoc[] = hits.slice(0, pageOpts.size).map(hitToDoc);
      const last = items[items.length - 1];
      return { items, next: hits.length > pageOpts.size ? encodeCursor(last) : null };
    },

    async refresh() {
      await client.indices.refresh({ index });
    },

    async drop() {
      await client.indices.delete({ index }, { ignore: [404] });
    },

    async close() {
      await client.close();
    },
  };
}

/**
 * Buckets count sites, not technology entries: a site listing a slug twice counts once, hence
 * reverse_nested under the nested terms and ordering by it. Ties go to the smaller key, as in SQL.
 */
function facetAgg(facet: Facet, size: number, technology?: string): Clause {
  const terms = (field: string, order: Clause[]) => ({ terms: { field, size, order } });
  const bySites = [{ sites: 'desc' }, { _key: 'asc' }];
  switch (facet) {
    case 'country':
    case 'tld':
      return terms(facet, [{ _count: 'desc' }, { _key: 'asc' }]);
    case 'technology':
      return {
        nested: { path: 'technologies' },
        aggs: { keys: { ...terms('technologies.slug', bySites), aggs: { sites: { reverse_nested: {} } } } },
      };
    case 'version':
      if (!technology) throw new RangeError('The version facet needs a technology');
      return {
        nested: { path: 'technologies' },
        aggs: {
          only: {
            filter: { term: { 'technologies.slug': technology } },
            aggs: {
              keys: { ...terms('technologies.version', bySites), aggs: { sites: { reverse_nested: {} } } },
            },
          },
        },
      };
  }
}

interface RawBucket {
  key: string;
  doc_count: number;
  sites?: { doc_count: number };
}

// biome-ignore lint/suspicious/noExplicitAny: aggregation response shape depends on the facet
function readBuckets(facet: Facet, agg: any): Bucket[] {
  const raw: RawBucket[] =
    facet === 'technology' ? agg.keys.buckets : facet === 'version' ? agg.only.keys.buckets : agg.buckets;
  return raw.map((b) => ({ key: b.key, count: b.sites ? b.sites.doc_count : b.doc_count }));
}

function toSource(d: SiteDoc): SiteDoc {
  return {
    domain: d.domain,
    rank: d.rank,
    country: d.country,
    tld: d.tld,
    technologies: d.technologies.map((t) => ({
      name: t.name,
      slug: t.slug,
      version: t.version,
      categories: t.categories,
    })),
  };
}

function fromSource(s: SiteDoc): SiteDoc {
  return toSource({ ...s, technologies: s.technologies.map((t) => ({ ...t, version: t.version ?? null })) });
}

function hitToDoc(hit: { _source: SiteDoc }): SiteDoc {
  return fromSource(hit._source);
}
