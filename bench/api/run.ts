/**
 * Throughput of the metered domain lookup (GET /api/v1/domains/{domain}) against the same server's
 * unmetered /healthz, measured in the same run, on the PostgreSQL server and on PGlite.
 *
 *   eval "$(bash scripts/servers/servers.sh env)"
 *   npm run -s bench:api -- [--engines postgres,pglite] [--sites 50000] [--seconds 15]
 *       [--connections 32] [--keys 1] [--profile-queries] [--cpu-prof] [--keep] [--reuse]
 *
 * Each engine gets a store seeded with the demo dataset (a dedicated database on DATABASE_URL, or
 * a PGlite directory) and API accounts with enough credits; the service runs in a child process
 * (LOG_LEVEL=warn, NODE_ENV=production, rate limits scaled so they count but never refuse) while
 * autocannon drives it from this one. Phases: warm-up, /healthz, lookups cycling through every
 * seeded domain in a shuffled order. Afterwards the credits spent are checked against the 2xx
 * lookups. --profile-queries counts and times the SQL the server sends per call; --cpu-prof
 * writes a V8 CPU profile of the server and summarises the lookup phase.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BenchStore, type EngineName, openPgliteStore, openPostgresStore } from './bench-store.ts';
import { summariseCpuProfile } from './cpu-profile-summary.ts';
import { cpuMeter } from './cpu-time.ts';
import { balance, checkCredits } from './credits-check.ts';
import { domainCycle } from './domains.ts';
import { type PhaseResult, runPhase } from './load.ts';
import {
  type CpuShares,
  cpuCeiling,
  cpuLine,
  int,
  log,
  phaseLine,
  profileLines,
  queryLines,
} from './report.ts';
import { benchServerEnv, type ServerProcess, startServerProcess } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    sites: { type: 'string', default: '50000' },
    seed: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    keys: { type: 'string', default: '1' },
    'rate-limit-multiplier': { type: 'string', default: '1000' },
    target: { type: 'string', default: '1000' },
    'profile-queries': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});

const SITES = Number(args.sites);
const SEED = Number(args.seed);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const KEYS = Number(args.keys);
const TARGET = Number(args.target);
const CORES = availableParallelism();
const engines = args.engines.split(',').map((e) => e.trim()) as EngineName[];
for (const e of engines) if (e !== 'postgres' && e !== 'pglite') throw new Error(`unknown engine ${e}`);
// Enough for the warm-up and the measured phase at several times the target rate.
const CREDITS_PER_KEY = 5_000_000;

function serverEnv(store: BenchStore): Record<string, string> {
  return benchServerEnv(store.env, {
    API_RATE_LIMIT_MULTIPLIER: args['rate-limit-multiplier'],
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
  engine: EngineName,
  server: ServerProcess,
  store: BenchStore,
  run: () => Promise<PhaseResult>,
): Promise<Measured & { window: { startUs: number; endUs: number } }> {
  const backends = await store.backendPids();
  const serverCpu = cpuMeter([server.pid]);
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
  };
  const calls = phase.ok + phase.non2xx;
  log(phaseLine(engine, phase));
  log(cpuLine(engine, phase.name, calls, cpu, CORES));
  if (stats.queries) for (const line of queryLines(stats.queries, calls)) log(line);
  return { phase, cpu, ceiling: cpuCeiling(calls, cpu, CORES).ceiling, window: stats.window };
}

interface EngineResult {
  engine: EngineName;
  healthz: PhaseResult;
  lookup: PhaseResult;
  lookupCpu: CpuShares;
  lookupCeiling: number;
  creditsOk: boolean;
}

async function benchEngine(engine: EngineName): Promise<EngineResult> {
  const storeOptions = {
    sites: SITES,
    seed: SEED,
    keys: KEYS,
    creditsPerKey: CREDITS_PER_KEY,
    keep: args.keep,
    reuse: args.reuse,
    log: (line: string) => log(`${engine}: ${line}`),
  };
  const store =
    engine === 'postgres' ? await openPostgresStore(storeOptions) : await openPgliteStore(storeOptions);
  const profileDir = args['cpu-prof'] ? mkdtempSync(join(tmpdir(), 'bench-api-prof-')) : undefined;
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ env: serverEnv(store), cpuProfileDir: profileDir });
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

    const before = await balance(url, store.apiKeys);
    log(`${engine}: server ${url}, ${store.apiKeys.length} API key(s), load ${loadavg()[0].toFixed(1)}`);
    const warm = await lookup('warm-up', WARMUP);
    await healthz('warm-up', Math.min(WARMUP, 3));
    const h = await measured(engine, server, store, () => healthz('/healthz', SECONDS));
    const l = await measured(engine, server, store, () => lookup('lookup', SECONDS));
    log(
      `${engine} lookup / healthz: ${(l.phase.okPerSecond / Math.max(h.phase.okPerSecond, 1)).toFixed(3)} ` +
        `(${int(l.phase.okPerSecond)} vs ${int(h.phase.okPerSecond)} per second)`,
    );
    const creditsOk = await checkCredits({
      engine,
      url,
      keys: store.apiKeys,
      before,
      countedOk: warm.ok + l.phase.ok,
      connections: CONNECTIONS,
      runExact,
    });
    await server.stop();
    server = undefined;
    if (profileDir) {
      // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread.
      const file = readdirSync(profileDir).find((f) => /\.0\.\d+\.cpuprofile$/.test(f));
      if (file) {
        log(`${engine} CPU profile: ${join(profileDir, file)}`);
        for (const line of profileLines(summariseCpuProfile(join(profileDir, file), l.window))) log(line);
      }
    }
    return {
      engine,
      healthz: h.phase,
      lookup: l.phase,
      lookupCpu: l.cpu,
      lookupCeiling: l.ceiling,
      creditsOk,
    };
  } finally {
    await server?.stop();
    await store.cleanup();
  }
}

log(
  `${int(SITES)} sites, ${CONNECTIONS} connections, ${SECONDS} s phases, ${KEYS} key(s), ` +
    `rate limits ×${args['rate-limit-multiplier']}, load ${loadavg()[0].toFixed(1)}`,
);
const results: EngineResult[] = [];
for (const engine of engines) results.push(await benchEngine(engine));

log('summary');
for (const r of results) {
  const met =
    r.engine === 'postgres' ? (r.lookup.okPerSecond >= TARGET ? ' target met' : ' TARGET MISSED') : '';
  log(
    `  ${r.engine.padEnd(8)} lookup ${int(r.lookup.okPerSecond)}/s p50 ${r.lookup.latencyMs.p50} ms p99 ${r.lookup.latencyMs.p99} ms ` +
      `non-2xx ${r.lookup.non2xx}; /healthz ${int(r.healthz.okPerSecond)}/s; ratio ` +
      `${(r.lookup.okPerSecond / Math.max(r.healthz.okPerSecond, 1)).toFixed(3)}; idle-machine CPU ceiling ` +
      `${int(r.lookupCeiling)}/s; credits ${r.creditsOk ? 'OK' : 'MISMATCH'}` +
      (r.engine === 'postgres' ? `; target ${int(TARGET)}/s:${met}` : ''),
  );
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
    results,
  }),
);
process.exitCode = results.every((r) => r.creditsOk) ? 0 : 1;
