/**
 * SiteIndex benchmark: ingest N generated sites through each adapter's bulk path, then time the
 * report mix (count + sample) and the technology page's aggregations, and print p50/p95 against
 * the targets.
 *
 *   eval "$(npm run -s servers env)"
 *   npx tsx bench/index/run.ts --sites 1000000 [--adapters postgres,opensearch] [--runs 15]
 *       [--shards 1[,3…]] [--keep] [--reuse] [--max-minutes 40]
 *
 * Uses a dedicated database (techcensus_bench_index) on DATABASE_URL and a dedicated index per
 * shard count (techcensus_bench_sites, techcensus_bench_sites_3s…) on OPENSEARCH_URL, and drops
 * them at the end unless --keep; --reuse skips ingest when a kept store already holds the same
 * number of sites. With several shard counts OpenSearch is loaded and queried once per count, in
 * that order, and the run ends with each query's p50 as a ratio to the first count's, and
 * whether every aggregation answered the same on all of them.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createOpenSearchSiteIndex,
  type OpenSearchSiteIndex,
} from '../../server/src/siteindex/opensearch.ts';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { type Db, openDb } from '../../server/src/store/db.ts';
import { type Dataset, prepareDataset, readBatches } from './dataset.ts';
import { measure, type Row, ratioTable, row, table } from './stats.ts';
import { lookUpValues, OTHER_AGGREGATIONS, reportMix, technologyPage } from './workload.ts';

const { values: args } = parseArgs({
  options: {
    sites: { type: 'string', default: '1000000' },
    adapters: { type: 'string', default: 'postgres,opensearch' },
    runs: { type: 'string', default: '15' },
    shards: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'max-minutes': { type: 'string', default: '40' },
  },
});

const SITES = Number(args.sites);
const RUNS = Number(args.runs);
const SHARDS = args.shards.split(',').map((s) => Number(s.trim()));
const DEADLINE = Date.now() + Number(args['max-minutes']) * 60_000;
const DB_NAME = 'techcensus_bench_index';
/** One index per shard count; one shard keeps the name earlier runs used. */
const indexName = (shards: number) => `techcensus_bench_sites${shards === 1 ? '' : `_${shards}s`}`;

/** Targets from the issue: OpenSearch at 10 M sites, Postgres at 1 M. */
const TARGETS = {
  opensearch: { countSample: 50, page: 150, ingest: 20_000 },
  postgres: { countSample: 200, page: undefined, ingest: undefined },
} as const;

const log = (line: string) => console.log(`[bench/index] ${line}`);
/** The machine is shared: the 1-minute load average says how much of it the run had. */
const load = () => `load ${loadavg()[0].toFixed(1)}`;

interface Opened {
  name: 'postgres' | 'opensearch';
  /** Shown in the table: the adapter, and OpenSearch's shard count. */
  label: string;
  index: SiteIndex;
  /** Facet answers that needed more than one request (a wider window, or every key walked). */
  widened: string[];
  /** Rows already in the store (for --reuse). */
  existing(): Promise<number>;
  /** Runs after ingest: statistics, merges. */
  afterIngest(): Promise<void>;
  ingestStart(): Promise<void>;
  cleanup(): Promise<void>;
  /** Bytes on disk. */
  size(): Promise<number>;
}

async function openPostgres(): Promise<Opened> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set (eval "$(npm run -s servers env)")');
  const adminQuery = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const exists = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}'`);
  if (exists.rowCount && !args.reuse) await adminQuery(`DROP DATABASE ${DB_NAME} WITH (FORCE)`);
  if (!exists.rowCount || !args.reuse) await adminQuery(`CREATE DATABASE ${DB_NAME}`);
  const url = new URL(admin);
  url.pathname = `/${DB_NAME}`;
  const db: Db = await openDb({ databaseUrl: url.toString(), poolSize: 4 });
  const index = createPostgresSiteIndex(db);
  await index.init();
  return {
    name: 'postgres',
    label: 'postgres',
    index,
    widened: [],
    async existing() {
      return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sites')).rows[0].n;
    },
    async ingestStart() {},
    async afterIngest() {
      // What autovacuum would do a little later: planner statistics and the visibility map
      // that index-only scans need.
      await db.exec('VACUUM ANALYZE');
    },
    async size() {
      const r = await db.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n');
      return Number(r.rows[0].n);
    },
    async cleanup() {
      await db.close();
      if (!args.keep) await adminQuery(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    },
  };
}

async function openOpenSearch(shards: number): Promise<Opened> {
  const node = process.env.OPENSEARCH_URL;
  if (!node) throw new Error('OPENSEARCH_URL is not set (eval "$(npm run -s servers env)")');
  const name = indexName(shards);
  const widened: string[] = [];
  // No request cache: repeated identical aggregations would otherwise be answered from it and
  // time nothing but a lookup.
  const index: OpenSearchSiteIndex = createOpenSearchSiteIndex({
    node,
    index: name,
    shards,
    requestCache: false,
    onWiden: (field, window) => widened.push(`${field} → ${window}`),
  });
  if (!args.reuse) await index.drop();
  await index.init();
  const stats = async () => {
    const r = await fetch(`${node}/${name}/_stats/docs,store`);
    // biome-ignore lint/suspicious/noExplicitAny: stats body read by path
    return (await r.json()) as any;
  };
  return {
    name: 'opensearch',
    label: `opensearch(${shards} shard${shards === 1 ? '' : 's'})`,
    index,
    widened,
    async existing() {
      return (await index.countSample([], 0)).count;
    },
    async ingestStart() {
      await index.bulkMode(true);
    },
    async afterIngest() {
      await index.bulkMode(false);
      // Fewer segments, faster terms aggregations; a one-off after a bulk load.
      await fetch(`${node}/${name}/_forcemerge?max_num_segments=4`, { method: 'POST' });
    },
    async size() {
      return (await stats())._all.primaries.store.size_in_bytes;
    },
    async cleanup() {
      if (!args.keep) await index.drop();
      await index.close();
    },
  };
}

/** Upserts with two batches in flight: one being written while the next is parsed and sent. */
async function ingest(o: Opened, ds: Dataset): Promise<{ seconds: number; rate: number }> {
  const batchSize = o.name === 'opensearch' ? 4_000 : 5_000;
  await o.ingestStart();
  const t0 = performance.now();
  let done = 0;
  let lastLog = t0;
  const inFlight = new Set<Promise<void>>();
  for await (const batch of readBatches(ds, batchSize)) {
    const p: Promise<void> = o.index.upsert(batch).then(() => {
      done += batch.length;
      inFlight.delete(p);
    });
    inFlight.add(p);
    // OpenSearch's upsert already keeps two _bulk requests in flight; more only fills its heap.
    if (inFlight.size >= (o.name === 'opensearch' ? 1 : 2)) await Promise.race(inFlight);
    if (performance.now() - lastLog > 15_000) {
      lastLog = performance.now();
      const s = (lastLog - t0) / 1000;
      log(`${o.label}: ${done.toLocaleString('en')} sites in ${s.toFixed(0)} s (${Math.round(done / s)}/s)`);
    }
    if (Date.now() > DEADLINE) throw new Error('ingest passed --max-minutes; stopping');
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - t0) / 1000;
  return { seconds, rate: ds.count / seconds };
}

async function queries(o: Opened): Promise<Row[]> {
  const rows: Row[] = [];
  const t = TARGETS[o.name];
  const values = await lookUpValues(o.index);
  log(`${o.label}: jquery version ${values.jqueryVersion}, top CVE ${values.topCve}`);
  const all: number[] = [];
  for (const q of reportMix(values)) {
    log(`${o.label}: ${q.name}`);
    const times = await measure(() => o.index.countSample(q.filters, 10), RUNS);
    const { count } = await o.index.countSample(q.filters, 0);
    rows.push(row(o.label, `count+sample: ${q.name} [${count.toLocaleString('en')}]`, times, t.countSample));
    all.push(...times);
  }
  rows.push(
    row(
      o.label,
      'count+sample: whole mix',
      all.sort((a, b) => a - b),
      t.countSample,
    ),
  );
  for (const slug of ['wordpress', 'shopify']) {
    const page = technologyPage(slug);
    const each: number[] = [];
    for (const q of page) {
      const times = await measure(() => o.index.aggregate(q.filters, q.facet, q.opts), RUNS);
      rows.push(row(o.label, `${slug} page: ${q.name}`, times, t.page));
      each.push(...times);
    }
    rows.push(
      row(
        o.label,
        `${slug} page: every aggregation`,
        each.sort((a, b) => a - b),
        t.page,
      ),
    );
    // The page handler asks for all of them at once.
    const whole = await measure(
      () => Promise.all(page.map((q) => o.index.aggregate(q.filters, q.facet, q.opts))),
      Math.max(5, Math.floor(RUNS / 2)),
    );
    rows.push(row(o.label, `${slug} page: all six in parallel`, whole));
  }
  for (const q of OTHER_AGGREGATIONS) {
    rows.push(row(o.label, q.name, await measure(() => o.index.aggregate(q.filters, q.facet, q.opts), 5, 1)));
  }
  rows.push(
    row(
      o.label,
      'switches within cms',
      await measure(() => o.index.switches('content-management-system', { size: 10 }), 5, 1),
    ),
  );
  const pageTimes = await measure(
    async () => {
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const p = await o.index.page([{ module: 'technology', mode: 'include', slug: 'wordpress' }], {
          size: 100,
          cursor,
        });
        cursor = p.next;
      }
    },
    5,
    1,
  );
  rows.push(row(o.label, 'domain list: 5 pages of 100 (wordpress)', pageTimes));
  return rows;
}

/** Every aggregation's answer, by query: compared across shard counts. */
async function answers(o: Opened): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const slug of ['wordpress', 'shopify'])
    for (const q of technologyPage(slug))
      out.set(`${slug} page: ${q.name}`, JSON.stringify(await o.index.aggregate(q.filters, q.facet, q.opts)));
  for (const q of OTHER_AGGREGATIONS)
    out.set(q.name, JSON.stringify(await o.index.aggregate(q.filters, q.facet, q.opts)));
  out.set('switches', JSON.stringify(await o.index.switches('content-management-system', { size: 10 })));
  return out;
}

async function main() {
  const names = args.adapters.split(',').map((s) => s.trim());
  log(`sites ${SITES.toLocaleString('en')}, adapters ${names.join(', ')}, ${RUNS} timed runs per query`);
  const ds = await prepareDataset(SITES, log);
  const rows: Row[] = [];
  const ingestLines: string[] = [];
  try {
    await runAll(names, ds, rows, ingestLines);
  } finally {
    // Whatever was measured is printed, also when a later adapter fails.
    console.log('');
    console.log(`SiteIndex benchmark, ${SITES.toLocaleString('en')} sites, ${RUNS} timed runs per query`);
    for (const line of ingestLines) console.log(line);
    console.log('');
    console.log(table(rows));
    const os = [...new Set(rows.map((r) => r.adapter))].filter((a) => a.startsWith('opensearch('));
    if (os.length > 1) {
      console.log('');
      console.log(ratioTable(rows, os));
      console.log('');
      for (const line of sameAnswers) console.log(line);
    }
  }
}

/** Whether each shard count gave the first one's aggregation answers. */
const sameAnswers: string[] = [];
const answersBy = new Map<string, Map<string, string>>();

function compareAnswers(label: string, got: Map<string, string>) {
  const [first] = answersBy.entries();
  answersBy.set(label, got);
  if (!first) return;
  const [firstLabel, expected] = first;
  const differ = [...expected].filter(([q, a]) => got.get(q) !== a).map(([q]) => q);
  sameAnswers.push(
    differ.length
      ? `${label}: ${differ.length} of ${expected.size} aggregations answered differently from ${firstLabel}: ${differ.join('; ')}`
      : `${label}: all ${expected.size} aggregations answered exactly as ${firstLabel}`,
  );
}

async function runAll(names: string[], ds: Dataset, rows: Row[], ingestLines: string[]) {
  const runs = names.flatMap((name) =>
    name === 'opensearch' ? SHARDS.map((shards) => ({ name, shards })) : [{ name, shards: 0 }],
  );
  for (const { name, shards } of runs) {
    const o = name === 'postgres' ? await openPostgres() : await openOpenSearch(shards);
    try {
      const have = args.reuse ? await o.existing() : 0;
      if (have === SITES) {
        log(`${name}: reusing ${have.toLocaleString('en')} sites`);
      } else {
        const r = await ingest(o, ds);
        const t0 = performance.now();
        await o.afterIngest();
        const after = (performance.now() - t0) / 1000;
        const target = TARGETS[o.name].ingest;
        const ratio = target
          ? ` (target ≥ ${target}/s: ${(r.rate / target).toFixed(2)}${r.rate >= target ? '' : ' MISS'})`
          : '';
        ingestLines.push(
          `${name}: ingest ${SITES.toLocaleString('en')} sites in ${r.seconds.toFixed(0)} s = ${Math.round(r.rate).toLocaleString('en')} sites/s${ratio}; then ${after.toFixed(0)} s ${name === 'postgres' ? 'VACUUM ANALYZE' : 'refresh + force merge'} (${load()} at the end)`,
        );
        log(ingestLines.at(-1)!);
      }
      const count = await o.existing();
      if (count !== SITES) throw new Error(`${name} holds ${count} sites, expected ${SITES}`);
      ingestLines.push(`${name}: ${((await o.size()) / 1e9).toFixed(2)} GB on disk`);
      const before = load();
      rows.push(...(await queries(o)));
      ingestLines.push(`${o.label}: queries ran at ${before} → ${load()}`);
      o.widened.length = 0;
      if (name === 'opensearch') compareAnswers(o.label, await answers(o));
      ingestLines.push(
        `${o.label}: facets needing more than one request: ${o.widened.length ? o.widened.join(', ') : 'none'}`,
      );
    } finally {
      await o.cleanup();
    }
  }
}

await main();
