/**
 * Alerts benchmark: what 10,000 alerts cost the write path and the matching job, on both stores.
 *
 *   eval "$(npm run -s servers env)"
 *   npx tsx bench/alerts/run.ts [--alerts 10000] [--sites 20000] [--writes 300] [--stores postgres,opensearch]
 *
 * For each store: a fresh database (techcensus_bench_alerts on DATABASE_URL) and, for OpenSearch, a
 * fresh index; `--sites` demo sites loaded through the bulk path. Then, in the same run:
 *
 * 1. the write path without alerts: `--writes` sites written one at a time as a visit writes them
 *    (read the held document, upsert the new one), timed;
 * 2. the same with `--alerts` saved filters stored and the alerts hook of the write path on (it
 *    queues one match job per written site on pg-boss), timed;
 * 3. the matching job over those writes: batches of 50 written sites (each matched before and
 *    after: 100 documents) against every saved filter, timed per batch, with the transitions found.
 *
 * Everything is dropped at the end.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { generateSites } from '../../server/src/demo/generate.ts';
import { startQueue } from '../../server/src/jobs/queue.ts';
import { createLogger } from '../../server/src/log.ts';
import { createOpenSearchSiteIndex } from '../../server/src/siteindex/opensearch.ts';
import type { SiteDoc, SiteFilters, SiteIndex } from '../../server/src/siteindex/port.ts';
import { createPostgresSiteIndex } from '../../server/src/siteindex/postgres.ts';
import { openDb } from '../../server/src/store/db.ts';

const { values: args } = parseArgs({
  options: {
    alerts: { type: 'string', default: '10000' },
    sites: { type: 'string', default: '20000' },
    writes: { type: 'string', default: '300' },
    stores: { type: 'string', default: 'postgres,opensearch' },
  },
});
const ALERTS = Number(args.alerts);
const SITES = Number(args.sites);
const WRITES = Number(args.writes);
const MATCH_BATCH = 50;
const DB_NAME = 'techcensus_bench_alerts';
const INDEX_NAME = 'techcensus_bench_alerts_sites';
const NOW = new Date('2025-06-01T00:00:00Z');

const log = (line: string) => console.log(`[bench/alerts] ${line}`);
const load = () => `load ${loadavg()[0].toFixed(1)}`;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
const summary = (xs: number[]) =>
  `mean ${ms(xs.reduce((a, b) => a + b, 0) / xs.length)}, p50 ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}`;

/** A deterministic mix of alert filters over what the demo sites hold, as integrators write them. */
function alertFilters(docs: SiteDoc[], n: number): SiteFilters[] {
  const techs = [...new Set(docs.flatMap((d) => d.technologies.map((t) => t.slug)))].sort();
  const versions = [
    ...new Set(docs.flatMap((d) => d.technologies.filter((t) => t.version).map((t) => `${t.slug}@${t.version}`))),
  ].sort();
  const categories = [...new Set(docs.flatMap((d) => d.technologies.flatMap((t) => t.categories)))].sort();
  const countries = [...new Set(docs.map((d) => d.country).filter((c): c is string => !!c))].sort();
  const tlds = [...new Set(docs.map((d) => d.tld))].sort();
  let x = 12345;
  const rnd = (k: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % k;
  };
  const pick = <T>(xs: T[]) => xs[rnd(xs.length)];
  const out: SiteFilters[] = [];
  for (let i = 0; i < n; i++) {
    const kind = i % 10;
    const tech = pick(techs);
    if (kind < 4) out.push([{ module: 'technology', mode: 'include', slug: tech }]);
    else if (kind < 6) {
      const [slug, version] = pick(versions).split('@');
      out.push([{ module: 'technology', mode: 'include', slug, version }]);
    } else if (kind < 8)
      out.push([
        { module: 'technology', mode: 'include', slug: tech },
        { module: 'country', mode: 'include', values: [pick(countries)] },
      ]);
    else if (kind === 8)
      out.push([
        { module: 'category', mode: 'include', slug: pick(categories) },
        { module: 'tld', mode: 'include', values: [pick(tlds)] },
        { module: 'technology', mode: 'exclude', slug: tech },
      ]);
    else
      out.push([
        { module: 'change', mode: 'include', action: 'added', slug: tech, since: '2025-01-01' },
        { module: 'vulnerability', mode: 'include', minSeverity: 7 },
      ]);
  }
  return out;
}

/** The site as a later visit finds it: one technology gone, another's version moved. */
function revisit(doc: SiteDoc, i: number): SiteDoc {
  const technologies = doc.technologies
    .filter((_, k) => k !== i % Math.max(1, doc.technologies.length))
    .map((t, k) => (k === 0 && t.version ? { ...t, version: `${t.version}.1` } : t));
  return { ...doc, technologies, updatedAt: new Date(NOW.getTime() + 86_400_000).toISOString() };
}

async function adminQuery(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function runStore(name: 'postgres' | 'opensearch') {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set (eval "$(npm run -s servers env)")');
  await adminQuery(admin, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await adminQuery(admin, `CREATE DATABASE ${DB_NAME}`);
  const url = new URL(admin);
  url.pathname = `/${DB_NAME}`;
  const db = await openDb({ databaseUrl: url.toString(), poolSize: 8 });
  let index: SiteIndex & { drop?: () => Promise<void> };
  if (name === 'opensearch') {
    if (!process.env.OPENSEARCH_URL) throw new Error('OPENSEARCH_URL is not set');
    index = createOpenSearchSiteIndex({ node: process.env.OPENSEARCH_URL, index: INDEX_NAME });
    await index.drop?.();
    // The store's tables (the queue, the saved filters' Postgres table) come with the migrations.
    await createPostgresSiteIndex(db).init();
  } else index = createPostgresSiteIndex(db);
  await index.init();
  const queue = await startQueue(db, createLogger('warn'));
  try {
    const docs: SiteDoc[] = [];
    for (const batch of generateSites({ count: SITES, seed: 7, now: NOW })) docs.push(...batch);
    await index.upsert(docs);
    await index.refresh();
    log(`${name}: ${SITES} sites loaded (${load()})`);

    // Two disjoint sets of sites written again, so neither run finds the other's writes.
    const first = docs.slice(0, WRITES);
    const second = docs.slice(WRITES, 2 * WRITES);
    const writeAll = async (set: SiteDoc[], hook?: (w: { before: SiteDoc | null; after: SiteDoc }) => Promise<void>) => {
      const times: number[] = [];
      for (const [i, doc] of set.entries()) {
        const after = revisit(doc, i);
        const t0 = performance.now();
        const before = await index.get(doc.domain);
        await index.upsert([after]);
        await hook?.({ before, after });
        times.push(performance.now() - t0);
      }
      return times;
    };

    const without = await writeAll(first);
    log(`${name}: write without alerts: ${summary(without)} (${load()})`);

    const filters = alertFilters(docs.slice(0, 5_000), ALERTS);
    const t0 = performance.now();
    for (const [i, f] of filters.entries()) await index.savedFilters.put(`alert-${i}`, f);
    log(`${name}: ${ALERTS} saved filters stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    await queue.createQueue('bench-alerts-match', { name: 'bench-alerts-match' });
    const written: { before: SiteDoc | null; after: SiteDoc }[] = [];
    const withAlerts = await writeAll(second, async (w) => {
      written.push(w);
      await queue.send('bench-alerts-match', { before: w.before, after: w.after, writtenAt: new Date().toISOString() });
    });
    log(`${name}: write with ${ALERTS} alerts (hook queues the match job): ${summary(withAlerts)} (${load()})`);

    const batches: number[] = [];
    let transitions = 0;
    for (let i = 0; i < written.length; i += MATCH_BATCH) {
      const batch = written.slice(i, i + MATCH_BATCH);
      const matchDocs = batch.flatMap((w) => (w.before ? [w.before, w.after] : [w.after]));
      const t1 = performance.now();
      const hits = await index.savedFilters.match(matchDocs);
      batches.push(performance.now() - t1);
      for (let k = 0; k < hits.length; k += 2) {
        const was = new Set(hits[k]);
        const is = new Set(hits[k + 1]);
        transitions += [...is].filter((id) => !was.has(id)).length + [...was].filter((id) => !is.has(id)).length;
      }
    }
    const single: number[] = [];
    for (const w of written.slice(0, 20)) {
      const t1 = performance.now();
      await index.savedFilters.match([w.before ?? w.after, w.after]);
      single.push(performance.now() - t1);
    }
    log(
      `${name}: matching ${written.length} written sites against ${ALERTS} alerts, ${MATCH_BATCH} sites a batch: ` +
        `${summary(batches)} per batch = ${(batches.reduce((a, b) => a + b, 0) / written.length).toFixed(1)} ms per site; ` +
        `one site alone: ${summary(single)}; ${transitions} transitions (${load()})`,
    );
  } finally {
    await queue.stop({ graceful: false, wait: true }).catch(() => {});
    await index.drop?.();
    await index.close();
    await db.close();
    await adminQuery(admin, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

for (const store of args.stores.split(',')) await runStore(store as 'postgres' | 'opensearch');
