import type { Clause } from './opensearch-filters.ts';
import type { Bucket } from './port.ts';

/** An aggregation response: its shape depends on the aggregation that asked for it. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are plain JSON read by path
type Json = any;

/**
 * A facet whose buckets are the keys of one keyword field. `terms` answers it per shard (and per
 * segment slice with concurrent search) and merges the lists, so a key outside a shard's list is
 * counted short or not at all: approximate at the boundary. `exactBuckets` asks with a window,
 * keeps the answer only when OpenSearch's error bounds prove it exact, and otherwise widens the
 * window or walks every key.
 */
export interface KeyedFacet {
  field: string;
  /** Only keys starting with it count, and it is cut off the bucket keys ("jquery@" → "3.7.1"). */
  prefix?: string;
  /**
   * Keys of nested documents: a bucket counts sites through a `sites` reverse_nested
   * sub-aggregation. Lists are still ordered by doc count (here: events, at least the sites), the
   * order OpenSearch gives error bounds for, and ranked by sites in the adapter. Otherwise each
   * document is a site and the doc count is the count.
   */
  perSite?: boolean;
  /** The aggregations around the terms one (nested, filter), and how to find it in the answer. */
  wrap?: (terms: Clause) => Clause;
  unwrap?: (agg: Json) => Json;
}

/**
 * Buckets asked of every shard, and kept in the merged answer: the first try takes twice the
 * size (at least `min`), each further one four times more, up to `max`; past `max` every key is
 * walked in partitions of up to `max` keys. `max` stays under OpenSearch's `search.max_buckets`
 * (65,535 per answer).
 */
export interface TermsWindow {
  min: number;
  max: number;
}

const TERMS_WINDOW: TermsWindow = { min: 100, max: 50_000 };

/** Runs one aggregation (under the search's query) and hands back its response. */
export type RunAggregation = (agg: Clause) => Promise<Json>;

/** Told when an answer needed more than one request: a wider window, or every key walked. */
export type OnWiden = (field: string, window: number | 'all') => void;

/** Ties go to the smaller key (byte order of keywords), as in SQL with the C collation. */
const BY_COUNT = [{ _count: 'desc' }, { _key: 'asc' }];

// Lucene regular expressions reserve most punctuation; a backslash makes any character literal.
const literal = (s: string) => s.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`);

interface RawBucket {
  key: string;
  doc_count: number;
  sites?: { doc_count: number };
}

interface TermsAnswer {
  /** How many sites a key missing from the list may have (0: no shard left a key out; -1: unknown). */
  doc_count_error_upper_bound: number;
  sum_other_doc_count: number;
  buckets: RawBucket[];
}

function termsClause(f: KeyedFacet, window: number, include?: unknown): Clause {
  return {
    terms: {
      field: f.field,
      size: window,
      shard_size: window,
      order: BY_COUNT,
      ...(include === undefined ? {} : { include }),
    },
    ...(f.perSite ? { aggs: { sites: { reverse_nested: {} } } } : {}),
  };
}

/**
 * The top `size` of a windowed answer, proven by a recount, else null.
 *
 * The answer's doc counts are lower bounds, and a key may be counted short by at most the error
 * bound (OpenSearch's per-key bounds are not used: 2.19.1 gave a key that every shard returned a
 * bound of 3). Its site counts are lower bounds too, so at least `size` keys have the size-th of
 * them (`floor`) or more, and only a key whose doc count plus the bound reaches `floor` can
 * belong in the top (sites never outnumber doc counts). Those candidates are counted again with
 * an include list that every shard returns whole: exact. The recount's top is the answer when no
 * key outside the window can reach its last count: such a key has at most the window's last
 * doc count (when the window cut the list) plus the bound.
 */
async function recount(
  run: (terms: Clause) => Promise<TermsAnswer>,
  f: KeyedFacet,
  answer: TermsAnswer,
  size: number,
  window: number,
  rank: (buckets: RawBucket[]) => RawBucket[],
  countOf: (b: RawBucket) => number,
): Promise<RawBucket[] | null> {
  const all = answer.buckets;
  const bound = answer.doc_count_error_upper_bound;
  if (all.length < size) return null;
  const floor = countOf(rank(all)[size - 1]);
  const candidates = all.filter((b) => b.doc_count + bound >= floor);
  const outside = (all.length >= window ? all[all.length - 1].doc_count : 0) + bound;
  // The size-th count of the recount is at most the size-th largest upper bound.
  const reach = candidates.map((b) => b.doc_count + bound).sort((a, b) => b - a)[size - 1];
  if (outside >= reach) return null;
  const keys = candidates.map((b) => String(b.key));
  const exact = await run(termsClause(f, keys.length + 1, keys));
  const top = rank(exact.buckets).slice(0, size);
  if (exact.doc_count_error_upper_bound !== 0 || top.length < size) return null;
  return outside < countOf(top[size - 1]) ? top : null;
}

/** Byte order of UTF-8 keys, the order keywords sort in. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Partitions are doubled four-fold until each one fits the window; past this, something is wrong. */
const MAX_PARTITIONS = 1 << 16;

export async function exactBuckets(
  run: RunAggregation,
  f: KeyedFacet,
  size: number,
  window: TermsWindow = TERMS_WINDOW,
  onWiden?: OnWiden,
): Promise<Bucket[]> {
  const wrap = f.wrap ?? ((t: Clause) => t);
  const unwrap = f.unwrap ?? ((a: Json) => a);
  const countOf = (b: RawBucket) => (f.perSite ? b.sites!.doc_count : b.doc_count);
  const strip = (key: string) => (f.prefix ? key.slice(f.prefix.length) : key);
  // `.+`, not `.*`: OpenSearch 2.19 up to 2.19.3 answers a pure-prefix include (`jquery\@.*`)
  // through a prefix lookup in the global ordinals that throws IndexOutOfBoundsException when the
  // prefix sorts after every term of the field (opensearch-project/OpenSearch#19636, fixed in
  // 2.19.4); `.+` takes the automaton path. The part after the prefix is never empty here: a
  // version, a technology, or a header value (empty values are in no bucket, on both adapters).
  const include = f.prefix ? `${literal(f.prefix)}.+` : undefined;

  const ask = async (terms: Clause): Promise<TermsAnswer> => unwrap(await run(wrap(terms)));
  const read = (buckets: RawBucket[]) =>
    buckets.map((b) => ({ key: strip(String(b.key)), count: countOf(b) }));
  // Lists come by doc count; nested keys are ranked by sites here.
  const rank = (buckets: RawBucket[]) =>
    f.perSite
      ? [...buckets].sort((a, b) => countOf(b) - countOf(a) || byteOrder(String(a.key), String(b.key)))
      : buckets;

  const max = Math.max(window.max, size);
  for (let w = Math.min(max, Math.max(2 * size, window.min)); ; w = Math.min(max, w * 4)) {
    const answer = await ask(termsClause(f, w, include));
    const bound = answer.doc_count_error_upper_bound;
    // 0: no shard (or slice) left a key out of its list, so every count is the sum over all
    // shards. The merged order is then the true one, for nested keys only when the window kept
    // every key (it cut by doc count, not sites).
    const complete = bound === 0 && (!f.perSite || answer.buckets.length < w);
    if (complete) return read(rank(answer.buckets).slice(0, size));
    const top = bound >= 0 ? await recount(ask, f, answer, size, w, rank, countOf) : null;
    if (top) return read(top);
    if (w >= max) break;
    onWiden?.(f.field, Math.min(max, w * 4));
  }

  // Every key, a partition at a time: a partition is complete when no shard left a key of it out
  // and the answer kept them all. A partition include cannot be combined with a pattern, so
  // prefixed keys are picked here.
  onWiden?.(f.field, 'all');
  for (let parts = 4; parts <= MAX_PARTITIONS; parts *= 4) {
    const keys: Bucket[] = [];
    let complete = true;
    for (let partition = 0; partition < parts && complete; partition++) {
      const answer = await ask(termsClause(f, max, { partition, num_partitions: parts }));
      complete = answer.doc_count_error_upper_bound === 0 && answer.sum_other_doc_count === 0;
      for (const b of answer.buckets) {
        const key = String(b.key);
        if (!f.prefix || (key.startsWith(f.prefix) && key.length > f.prefix.length))
          keys.push({ key: strip(key), count: countOf(b) });
      }
    }
    if (complete) return keys.sort((a, b) => b.count - a.count || byteOrder(a.key, b.key)).slice(0, size);
  }
  throw new Error(`OpenSearch: the keys of ${f.field} did not fit ${MAX_PARTITIONS} partitions`);
}
