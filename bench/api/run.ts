/**
 * Throughput of the metered domain lookup (GET /api/v1/domains/{domain}), the website list
 * (POST /api/v1/websites, 1 credit per row) and server-rendered pages against the same server's
 * unmetered /healthz, measured in the same run, on the PostgreSQL server and on PGlite; with
 * `--workers 1,2`, again with each count of HTTP workers (WEB_CONCURRENCY) on one store, and the
 * ratios between them.
 *
 *   eval "$(bash scripts/servers/servers.sh env)"
 *   npm run -s bench:api -- [--engines postgres,pglite] [--sites 50000] [--seconds 15]
 *       [--connections 32] [--keys 1] [--list-limit 100] [--workers 1,2] [--profile-queries]
 *       [--cpu-prof] [--keep] [--reuse] [--store-name api]
 *
 * Each engine gets a store seeded with the demo dataset (a dedicated database on DATABASE_URL, or
 * a PGlite directory) and API accounts with enough credits; the service runs in a child process
 * (LOG_LEVEL=warn, NODE_ENV=production, rate limits scaled so they count but never refuse) while
 * autocannon drives it from this one. The phases start once the server's start-up work (the
 * landing pages' statistics and their refreshes) is done, so that its CPU is not counted as the
 * calls'. Phases: idle
 * (the CPU a server and its database use with no calls), warm-up, /healthz, lookups cycling
 * through every seeded domain in a shuffled order, website lists (full pages by country and by
 * technology), pages (every other one a website's page, the others the home page, a technology and
 * a category, rendered with their data). Afterwards the credits spent are checked against the 2xx
 * lookups and the rows the lists returned. --profile-queries counts and times the SQL the server
 * sends per call; --cpu-prof writes a V8 CPU profile of the server and summarises the lookup and
 * list phases (both with one worker only: they see one process). With several workers the server's
 * CPU is summed over them and the primary; PGlite runs one worker only (its store has one owner).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchStore, type EngineName, openPgliteStore, openPostgresStore } from './bench-store.ts';
import { summariseCpuProfile } from './cpu-profile-summary.ts';
import { cpuMeter } from './cpu-time.ts';
import { balance, checkListCredits, checkLookupCredits } from './credits-check.ts';
import { domainCycle, pageCycle } from './domains.ts';
import { listBodies } from './lists.ts';
import { type PhaseResult, runPhase } from './load.ts';
import {
  type CpuShares,
  cpuCeiling,
  cpuLine,
  idleLine,
  int,
  log,
  type PerRow,
  perRowLine,
  phaseLine,
  profileLines,
  queryLines,
} from './report.ts';
import { benchServerEnv, type ServerProcess, startServerProcess } from './server-process.ts';
import { waitForQuietServer } from './warm.ts';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    sites: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    keys: { type: 'string', default: '1' },
    'list-limit': { type: 'string', default: '100' },
    'rate-limit-multiplier': { type: 'string', default: '1000' },
    target: { type: 'string', default: '1800' },
    'profile-queries': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    'store-name': { type: 'string', default: 'api' },
  },
});

const SITES = Number(args.sites);
const SEED = Number(args.seed);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const KEYS = Number(args.keys);
const LIST_LIMIT = Number(args['list-limit']);
const TARGET = Number(args.target);
const CORES = availableParallelism();
const engines = args.engines.split(',').map((e) => e.trim()) as EngineName[];
for (const e of engines) if (e !== 'postgres' && e !== 'pglite') throw new Error(`unknown engine ${e}`);
const STORE_NAME = args['store-name'];
if (!/^[a-z0-9_]+$/.test(STORE_NAME)) throw new Error('--store-name: lower-case letters, digits and _ only');
const WORKER_COUNTS = [...new Set(args.workers.split(',').map((w) => Number(w.trim())))];
if (WORKER_COUNTS.some((w) => !Number.isInteger(w) || w < 1 || w > 64)) {
  console.error(`--workers: comma-separated counts of HTTP workers from 1 to 64, not "${args.workers}"`);
  process.exit(2);
}
if (Math.max(...WORKER_COUNTS) > 1 && (args['cpu-prof'] || args['profile-queries'])) {
  console.error('--cpu-prof and --profile-queries see one process: use them with --workers 1');
  process.exit(2);
}
/** The worker counts an engine runs: one only on PGlite, whose store one process owns. */
const countsFor = (engine: EngineName) => (engine === 'pglite' ? [1] : WORKER_COUNTS);
// Enough for the warm-up and the measured phase at several times the target rate.
const CREDITS_PER_KEY = 5_000_000;

function serverEnv(store: BenchStore, workers: number): Record<string, string> {
  return benchServerEnv(store.env, {
    API_RATE_LIMIT_MULTIPLIER: args['rate-limit-multiplier'],
    WEB_CONCURRENCY: String(workers),
    // The pages phase loads pages from one address as fast as it can.
    WEB_RATE_LIMIT: '0',
    BROWSE_RATE_LIMIT: '0',
    ...(args['profile-queries'] ? { BENCH_PROFILE_QUERIES: '1' } : {}),
  });
}

interface Measured {
  phase: PhaseResult;
  cpu: CpuShares;
  /** The rate CPU per call allows when nothing else runs on the machine. */
  ceiling: number;
}

/** One phase with the CPU each party used and, when asked, the server's SQL profile. */
async function measured(
  engine: string,
  server: ServerProcess,
  store: BenchStore,
  run: () => Promise<PhaseResult>,
): Promise<Measured & { window: { startUs: number; endUs: number } }> {
  const backends = await store.backendPids();
  const serverCpu = cpuMeter(server.pids);
  const databaseCpu = cpuMeter(backends);
  const selfCpu = process.cpuUsage();
  server.reset();
  const phase = await run();
  const stats = await server.stats();
  const self = process.cpuUsage(selfCpu);
  const cpu: CpuShares = {
    seconds: phase.seconds,
    server: serverCpu.used(),
    database: databaseCpu.used(),
    loadGenerator: (self.user + self.system) / 1e6,
    eventLoopUtilization: stats.eventLoopUtilization,
    workers: server.pids.length > 1 ? server.pids.length - 1 : 1,
  };
  const calls = phase.ok + phase.non2xx;
  log(phaseLine(engine, phase));
  log(cpuLine(engine, phase.name, calls, cpu, CORES));
  if (phase.charged !== undefined) log(perRowLine(engine, phase.name, perRow(phase, cpu)));
  if (stats.queries) for (const line of queryLines(stats.queries, calls)) log(line);
  return { phase, cpu, ceiling: cpuCeiling(calls, cpu, CORES).ceiling, window: stats.window };
}

/** CPU per answered call of a phase, in µs. */
function perCallUs(seconds: number, phase: PhaseResult): string {
  return `${((seconds / Math.max(phase.ok + phase.non2xx, 1)) * 1e6).toFixed(0)} µs`;
}

/** A list phase's CPU per returned row (1 credit each): what a row costs the two processes. */
function perRow(phase: PhaseResult, cpu: CpuShares): PerRow {
  const rows = Math.max(phase.charged ?? 0, 1);
  return { rows: phase.charged ?? 0, server: cpu.server / rows, database: cpu.database / rows };
}

/** CPU the server and its database use with no calls at all (job polling, timers). */
async function idle(engine: string, server: ServerProcess, store: BenchStore, seconds: number) {
  const serverCpu = cpuMeter(server.pids);
  const databaseCpu = cpuMeter(await store.backendPids());
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  log(idleLine(engine, seconds, serverCpu.used(), databaseCpu.used()));
}

interface EngineResult {
  engine: EngineName;
  /** HTTP workers (WEB_CONCURRENCY). */
  workers: number;
  healthz: PhaseResult;
  lookup: PhaseResult;
  lookupCpu: CpuShares;
  lookupCeiling: number;
  list: PhaseResult;
  listCpu: CpuShares;
  listPerRow: PerRow;
  pages: PhaseResult;
  pagesCpu: CpuShares;
  creditsOk: boolean;
}

async function benchEngine(engine: EngineName): Promise<EngineResult[]> {
  const storeOptions = {
    sites: SITES,
    seed: SEED,
    keys: KEYS,
    creditsPerKey: CREDITS_PER_KEY,
    keep: args.keep,
    reuse: args.reuse,
    name: STORE_NAME,
    log: (line: string) => log(`${engine}: ${line}`),
  };
  const store =
    engine === 'postgres' ? await openPostgresStore(storeOptions) : await openPgliteStore(storeOptions);
  try {
    const results: EngineResult[] = [];
    for (const workers of countsFor(engine)) results.push(await benchServer(engine, store, workers));
    return results;
  } finally {
    await store.cleanup();
  }
}

/** The phases against one server with `workers` HTTP workers over the engine's store. */
async function benchServer(engine: EngineName, store: BenchStore, workers: number): Promise<EngineResult> {
  const label = WORKER_COUNTS.length > 1 ? `${engine}×${workers}` : engine;
  const profileDir = args['cpu-prof'] ? mkdtempSync(join(tmpdir(), 'bench-api-prof-')) : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ env: serverEnv(store, workers), cpuProfileDir: profileDir });
    const url = server.url;
    const perConnection = store.apiKeys.map((key) => ({ 'x-api-key': key }));
    const nextPath = domainCycle(SEED, SITES);
    const lookup = (name: string, seconds: number) =>
      runPhase({
        name,
        url,
        seconds,
        connections: CONNECTIONS,
        nextPath,
        connectionHeaders: perConnection,
      });
    const runExact = (amount: number) =>
      runPhase({
        name: 'exact',
        url,
        seconds: 0,
        amount,
        connections: CONNECTIONS,
        nextPath,
        connectionHeaders: perConnection,
      });
    const healthz = (name: string, seconds: number) =>
      runPhase({ name, url: `${url}/healthz`, seconds, connections: CONNECTIONS });
    const nextBody = await listBodies(url, store.apiKeys[0], LIST_LIMIT);
    const lists = (name: string, seconds: number, amount?: number) =>
      runPhase({
        name,
        url: `${url}/api/v1/websites`,
        seconds,
        amount,
        connections: CONNECTIONS,
        nextBody,
        connectionHeaders: perConnection,
        countCharged: true,
        countRows: amount !== undefined,
      });

    const pages = (name: string, seconds: number) =>
      runPhase({ name, url, seconds, connections: CONNECTIONS, nextPath: pageCycle(SEED, SITES) });
    const warmFor = await waitForQuietServer(url, server.pids, () => store.backendPids());
    log(
      `${label}: server ${url} (${workers} HTTP worker${workers > 1 ? 's' : ''}), start-up work done after ${warmFor.toFixed(0)} s`,
    );
    await idle(label, server, store, 5);
    const before = await balance(url, store.apiKeys);
    log(`${label}: ${store.apiKeys.length} API key(s), load ${loadavg()[0].toFixed(1)}`);
    const warm = await lookup('warm-up', WARMUP);
    await healthz('warm-up', Math.min(WARMUP, 3));
    const h = await measured(label, server, store, () => healthz('/healthz', SECONDS));
    const l = await measured(label, server, store, () => lookup('lookup', SECONDS));
    log(
      `${label} lookup / healthz: ${(l.phase.okPerSecond / Math.max(h.phase.okPerSecond, 1)).toFixed(3)} ` +
        `(${int(l.phase.okPerSecond)} vs ${int(h.phase.okPerSecond)} per second)`,
    );
    const lookupCredits = await checkLookupCredits({
      engine: label,
      url,
      keys: store.apiKeys,
      before,
      countedOk: warm.ok + l.phase.ok,
      phaseEnds: 2,
      connections: CONNECTIONS,
      runExact,
    });
    const listWarm = await lists('warm-up', Math.min(WARMUP, 3));
    const w = await measured(label, server, store, () => lists('list', SECONDS));
    const listCreditsOk = await checkListCredits({
      engine: label,
      url,
      keys: store.apiKeys,
      before: lookupCredits.after,
      countedCharged: (listWarm.charged ?? 0) + (w.phase.charged ?? 0),
      phaseEnds: 2,
      connections: CONNECTIONS,
      limit: LIST_LIMIT,
      runExact: (amount) => lists('exact', 0, amount),
    });
    const creditsOk = lookupCredits.ok && listCreditsOk;
    await pages('warm-up', Math.min(WARMUP, 3));
    const p = await measured(label, server, store, () => pages('pages', SECONDS));
    await server.stop();
    server = undefined;
    if (profileDir) {
      // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread.
      const file = readdirSync(profileDir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f));
      if (file) {
        log(`${engine} CPU profile: ${join(profileDir, file)}`);
        for (const [phase, window] of [
          ['lookup', l.window],
          ['list', w.window],
        ] as const) {
          log(`${engine} ${phase} phase:`);
          for (const line of profileLines(summariseCpuProfile(join(profileDir, file), window))) log(line);
        }
      }
    }
    return {
      engine,
      workers,
      healthz: h.phase,
      lookup: l.phase,
      lookupCpu: l.cpu,
      lookupCeiling: l.ceiling,
      list: w.phase,
      listCpu: w.cpu,
      listPerRow: perRow(w.phase, w.cpu),
      pages: p.phase,
      pagesCpu: p.cpu,
      creditsOk,
    };
  } finally {
    await server?.stop();
  }
}

log(
  `${int(SITES)} sites, ${CONNECTIONS} connections, ${SECONDS} s phases, ${KEYS} key(s), ` +
    `rate limits ×${args['rate-limit-multiplier']}, load ${loadavg()[0].toFixed(1)}`,
);
const results: EngineResult[] = [];
for (const engine of engines) results.push(...(await benchEngine(engine)));

log('summary');
for (const r of results) {
  const name = (WORKER_COUNTS.length > 1 ? `${r.engine}×${r.workers}` : r.engine).padEnd(11);
  const met =
    r.engine === 'postgres' ? (r.lookup.okPerSecond >= TARGET ? ' target met' : ' TARGET MISSED') : '';
  log(
    `  ${name} lookup ${int(r.lookup.okPerSecond)}/s p50 ${r.lookup.latencyMs.p50} ms p99 ${r.lookup.latencyMs.p99} ms ` +
      `non-2xx ${r.lookup.non2xx}; /healthz ${int(r.healthz.okPerSecond)}/s; ratio ` +
      `${(r.lookup.okPerSecond / Math.max(r.healthz.okPerSecond, 1)).toFixed(3)}; idle-machine CPU ceiling ` +
      `${int(r.lookupCeiling)}/s; credits ${r.creditsOk ? 'OK' : 'MISMATCH'}` +
      (r.engine === 'postgres' ? `; target ${int(TARGET)}/s:${met}` : ''),
  );
  log(
    `  ${name} list ${int(r.list.okPerSecond)}/s of ${LIST_LIMIT} rows, p99 ${r.list.latencyMs.p99} ms, ` +
      `non-2xx ${r.list.non2xx}; CPU per row: server ${(r.listPerRow.server * 1e6).toFixed(1)} µs + ` +
      `database ${(r.listPerRow.database * 1e6).toFixed(1)} µs`,
  );
  log(
    `  ${name} pages ${int(r.pages.okPerSecond)}/s p50 ${r.pages.latencyMs.p50} ms p99 ${r.pages.latencyMs.p99} ms ` +
      `non-2xx ${r.pages.non2xx}; CPU per page: server ${perCallUs(r.pagesCpu.server, r.pages)} + ` +
      `database ${perCallUs(r.pagesCpu.database, r.pages)}`,
  );
}
// The same store, phases and load generator with each count of workers: the ratios are the gain.
for (const engine of engines) {
  const runs = results.filter((r) => r.engine === engine);
  const one = runs.find((r) => r.workers === Math.min(...runs.map((x) => x.workers)));
  for (const r of runs) {
    if (!one || r === one) continue;
    const ratio = (a: PhaseResult, b: PhaseResult) =>
      `×${(a.okPerSecond / Math.max(b.okPerSecond, 1)).toFixed(2)} (${int(a.okPerSecond)}/s vs ${int(b.okPerSecond)}/s)`;
    log(
      `  ${engine} ${r.workers} workers / ${one.workers}: lookups ${ratio(r.lookup, one.lookup)}, ` +
        `pages ${ratio(r.pages, one.pages)}; server CPU per lookup ${perCallUs(r.lookupCpu.server, r.lookup)} vs ` +
        `${perCallUs(one.lookupCpu.server, one.lookup)}, per page ${perCallUs(r.pagesCpu.server, r.pages)} vs ` +
        `${perCallUs(one.pagesCpu.server, one.pages)}`,
    );
  }
}
console.log(
  JSON.stringify({
    date: new Date().toISOString(),
    cores: CORES,
    loadAverage: loadavg()[0],
    sites: SITES,
    connections: CONNECTIONS,
    seconds: SECONDS,
    keys: KEYS,
    listLimit: LIST_LIMIT,
    workers: WORKER_COUNTS,
    results,
  }),
);
process.exitCode = results.every((r) => r.creditsOk) ? 0 : 1;
