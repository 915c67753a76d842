import { createHash } from 'node:crypto';
import { inBackground } from '../store/priority.ts';
import type { SiteIndex } from './port.ts';
import type { StatisticsStore } from './statistics-store.ts';

export interface StatisticsCacheOptions {
  /** How long an answer counts as current; 0 turns the cache off. */
  ttlMs: number;
  /** Answers that outlive the process; without it the cache is memory only. */
  store?: StatisticsStore;
  /** Separates the answers of different indexes kept in one store (engine and index name). */
  namespace?: string;
  /** Answers kept in memory at most (least recently used go first). */
  maxEntries?: number;
  /**
   * Answers that took less than this (ms) are not written to the store: asking again costs about
   * as much as keeping them. Default 25.
   */
  slowMs?: number;
  /** A background refresh or a store read/write failed; the answer is computed again later. */
  onError?: (err: unknown) => void;
  /**
   * Stale answers are refreshed by another process (the primary of a cluster of HTTP workers),
   * which writes them to the store, where this cache takes them from: each question is then
   * computed once for all the processes, not once in each. Needs `store`.
   */
  refreshElsewhere?: (q: StatisticsQuestion) => Promise<void>;
  /** Told when this cache stops serving answers computed before `at` (a removal, a bulk write), so the other processes can too. */
  onForget?: (at: number) => void;
}

export type CachedSiteIndex = SiteIndex & {
  /** Forgets every answer in memory (the store's answers stay, and are checked on next read). */
  clearCache(): void;
  /** Resolves once no refresh is queued or running. */
  settled(): Promise<void>;
  /**
   * After a bulk write (the demo seed): every answer computed before now, kept here or in the
   * store for any process, is computed again when next asked.
   */
  forgetAnswers(): Promise<void>;
  /** Another process forgot its answers computed before `at`: none of them is served here either. */
  forgetAnswersBefore(at: number): void;
  /**
   * Answers `q` afresh unless this cache holds a current answer, and keeps it in the store for the
   * other processes (their `refreshElsewhere`). Identical questions share one computation.
   */
  recompute(q: StatisticsQuestion): Promise<void>;
};

type Method = 'countSample' | 'aggregate' | 'switches' | 'changesByMonth';
/** One statistics question: the port's method and its arguments. */
export type StatisticsQuestion = { method: Method; args: unknown[] };
type Question = StatisticsQuestion;

interface Entry extends Question {
  /** When the computation behind `value` started (ms since the epoch). */
  at: number;
  /** Removals through this object seen when it started; an older entry is not served. */
  generation: number;
  value: Promise<unknown>;
}

/** What a refresh made elsewhere gives when the store holds nothing newer than this cache. */
const NOTHING_NEWER = Symbol('nothing newer');

/** Past this age an answer is not served even while its refresh runs: the reader waits. */
const MAX_STALE_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * The statistics queries of the SiteIndex (counts, samples, facets, switches, changes by month)
 * answered from
 * memory, then from the store, then from the index; single documents and pages always read the
 * index. The browse pages ask the same index-wide questions on every load, their answers move
 * slowly — a minute-old market share is still the market share — and an aggregation over every
 * site takes far longer than a page may, so a visitor should never wait for one:
 *
 * - an answer younger than `ttlMs` is served as it is;
 * - an older one is served while one background refresh at a time recomputes it (so a slow
 *   aggregation is paid by the refresher, not by the visitor), up to a day old;
 * - slow answers are written to the store, so a restarted process starts warm;
 * - a written document (scan, crawl, monitoring run, demo seed) changes no kept answer and starts
 *   no computation: it shows once the answers it touches pass `ttlMs` and are refreshed, as
 *   writes by other processes always did. Recomputing after every write let anyone who can
 *   start a scan keep the store busy with index-wide aggregations;
 * - a removal (an owner's request) makes every earlier answer unservable at once: a removed
 *   site must leave the lists and samples now, not in a minute. Removals are rare, so their
 *   readers computing afresh costs little.
 *
 * Refreshes run as background work (`inBackground`): their queries wait until no request's query
 * does. Identical concurrent questions share one computation; a failure is never kept.
 */
export function withStatisticsCache(index: SiteIndex, opts: StatisticsCacheOptions): CachedSiteIndex {
  const maxEntries = opts.maxEntries ?? 5_000;
  const store = opts.store;
  const namespace = opts.namespace ?? index.kind;
  const onError = opts.onError ?? (() => {});
  const slowMs = opts.slowMs ?? 25;
  const entries = new Map<string, Entry>();
  const clearCache = () => entries.clear();
  const off = opts.ttlMs <= 0;

  let generation = 0;
  /** Store answers computed at or before this moment predate a removal through this object. */
  let removedAt = 0;
  const refreshes = new Map<string, Question>();
  let worker: Promise<void> | undefined;
  let closed = false;
  const recomputing = new Map<string, Promise<void>>();
  /** Answers being written to the store. */
  const writes = new Set<Promise<void>>();
  // Report previews ask ever new questions; what nobody asked again within a day goes.
  const prune = () => inBackground(() => store?.prune(Date.now() - MAX_STALE_MS).catch(onError));
  // The process that refreshes for the others prunes for them too.
  const pruner =
    off || !store || opts.refreshElsewhere ? undefined : setInterval(prune, PRUNE_EVERY_MS).unref();
  if (pruner) prune();

  const keyOf = (q: Question) =>
    createHash('sha256')
      .update(JSON.stringify([namespace, q.method, q.args]))
      .digest('base64url');

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  /**
   * Asks the index; a slow answer goes to the store unless a removal overtook it. A reader does
   * not wait for that write (`keep` settles when it is done).
   */
  const compute = async (key: string, q: Question, entry: Entry) => {
    const started = performance.now();
    const answer = await (index[q.method] as (...a: unknown[]) => Promise<unknown>).apply(index, q.args);
    const keep =
      store && !closed && performance.now() - started >= slowMs && entry.generation === generation
        ? store.write(key, answer, entry.at).catch(onError)
        : Promise.resolve();
    writes.add(keep);
    keep.finally(() => writes.delete(keep));
    return { answer, keep };
  };

  const runRefreshes = async () => {
    while (!closed && refreshes.size > 0) {
      const [key, q] = refreshes.entries().next().value as [string, Question];
      const entry: Entry = { ...q, at: Date.now(), generation, value: Promise.resolve() };
      try {
        const answer = opts.refreshElsewhere
          ? await takeRefreshed(key, q, entry)
          : await refreshHere(key, q, entry);
        if (answer === NOTHING_NEWER) {
          refreshes.delete(key);
          continue;
        }
        entry.value = Promise.resolve(answer);
        // A newer answer (a reader's, after a removal) must not be replaced by this one.
        const now = entries.get(key);
        if (entry.generation === generation && (!now || now.at <= entry.at)) remember(key, entry);
      } catch (err) {
        onError(err);
      }
      refreshes.delete(key);
    }
  };

  const refreshHere = async (key: string, q: Question, entry: Entry) => {
    const { answer, keep } = await compute(key, q, entry);
    await keep;
    return answer;
  };

  /** The answer the refreshing process kept, when it is newer than this cache's and servable. */
  const takeRefreshed = async (key: string, q: Question, entry: Entry) => {
    await opts.refreshElsewhere?.(q);
    const stored = await store?.read(key);
    const held = entries.get(key)?.at ?? 0;
    if (!stored || stored.computedAt <= Math.max(held, removedAt)) return NOTHING_NEWER;
    entry.at = stored.computedAt;
    return stored.answer;
  };

  const kick = () => {
    if (worker || closed || refreshes.size === 0) return;
    worker = inBackground(runRefreshes).finally(() => {
      worker = undefined;
      kick();
    });
  };

  const refreshLater = (key: string, q: Question) => {
    if (closed || refreshes.has(key)) return;
    refreshes.set(key, { method: q.method, args: q.args });
    kick();
  };

  /** A fresh answer from the store or the index, for a question nothing servable answers. */
  const load = async (key: string, q: Question, entry: Entry): Promise<unknown> => {
    if (store) {
      const stored = await store.read(key).catch((err) => {
        onError(err);
        return undefined;
      });
      const age = stored ? Date.now() - stored.computedAt : Number.POSITIVE_INFINITY;
      if (stored && stored.computedAt > removedAt && age < MAX_STALE_MS) {
        entry.at = stored.computedAt;
        if (age >= opts.ttlMs) refreshLater(key, q);
        return stored.answer;
      }
    }
    return (await compute(key, q, entry)).answer;
  };

  const ask =
    <K extends Method>(method: K) =>
    (...args: Parameters<SiteIndex[K]>): ReturnType<SiteIndex[K]> => {
      if (off) return (index[method] as (...a: unknown[]) => ReturnType<SiteIndex[K]>).apply(index, args);
      const q: Question = { method, args };
      const key = keyOf(q);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && now - hit.at < MAX_STALE_MS) {
        remember(key, hit);
        if (now - hit.at >= opts.ttlMs) refreshLater(key, q);
        return hit.value as ReturnType<SiteIndex[K]>;
      }
      const entry: Entry = { ...q, at: now, generation, value: Promise.resolve() };
      entry.value = load(key, q, entry);
      remember(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as ReturnType<SiteIndex[K]>;
    };

  let removedSinceRefresh = false;
  const forgetBefore = (at: number) => {
    generation++;
    removedAt = Math.max(removedAt, at);
  };
  const forgetEarlier = () => {
    forgetBefore(Date.now());
    opts.onForget?.(removedAt);
  };
  const removal = (removed: Promise<boolean>): Promise<boolean> =>
    removed.then((gone) => {
      if (gone) {
        forgetEarlier();
        removedSinceRefresh = true;
      }
      return gone;
    });
  // OpenSearch shows a removal to searches after the refresh: answers computed in between may
  // still count the site.
  const refreshed = (done: Promise<void>): Promise<void> =>
    done.then(() => {
      if (removedSinceRefresh) forgetEarlier();
      removedSinceRefresh = false;
    });

  return {
    get kind() {
      return index.kind;
    },
    // Creates tables or a mapping; no site changes, so answers (and the store's) stay valid.
    init: () => index.init(),
    upsert: (docs) => index.upsert(docs),
    // Matching saved filters reads no statistics.
    savedFilters: index.savedFilters,
    // New ranks move counts by rank bucket like any written document: they show after the TTL.
    setRanks: (updates) => index.setRanks(updates),
    realSites: (after, limit) => index.realSites(after, limit),
    remove: (domain) => removal(index.remove(domain)),
    refresh: () => refreshed(index.refresh()),
    get: (domain) => index.get(domain),
    page: (filters, o) => index.page(filters, o),
    pageRows: (filters, o) => index.pageRows(filters, o),
    domainsStartingWith: (prefix, limit) => index.domainsStartingWith(prefix, limit),
    async close() {
      closed = true;
      clearInterval(pruner);
      refreshes.clear();
      await worker;
      // A reader's write goes on after its answer: the store must outlive it.
      await Promise.all(writes);
      await index.close();
    },
    countSample: ask('countSample'),
    aggregate: ask('aggregate'),
    switches: ask('switches'),
    changesByMonth: ask('changesByMonth'),
    clearCache,
    async forgetAnswers() {
      forgetEarlier();
      await store?.prune(removedAt);
    },
    forgetAnswersBefore: forgetBefore,
    recompute(q) {
      const key = keyOf(q);
      let running = recomputing.get(key);
      if (!running) {
        running = inBackground(async () => {
          const hit = entries.get(key);
          if (hit && hit.generation === generation && Date.now() - hit.at < opts.ttlMs) {
            // Kept here but perhaps not in the store (a quick answer is not written there).
            await store?.write(key, await hit.value, hit.at);
            return;
          }
          const entry: Entry = { ...q, at: Date.now(), generation, value: Promise.resolve() };
          const answer = await (index[q.method] as (...a: unknown[]) => Promise<unknown>).apply(
            index,
            q.args,
          );
          if (entry.generation !== generation) return;
          await store?.write(key, answer, entry.at);
          entry.value = Promise.resolve(answer);
          remember(key, entry);
        }).finally(() => recomputing.delete(key));
        recomputing.set(key, running);
      }
      return running;
    },
    async settled() {
      while (worker) await worker;
    },
  };
}
