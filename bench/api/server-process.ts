/** Starts bench/api/serve.ts in a child process and speaks to it over IPC. */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, ParentMessage } from './serve.ts';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export interface ServerStats {
  /** null when HTTP workers serve (the primary's own loop says nothing about the calls). */
  eventLoopUtilization: number | null;
  queries: Extract<ChildMessage, { type: 'stats' }>['queries'];
  window: { startUs: number; endUs: number };
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** The process and its HTTP workers (WEB_CONCURRENCY): whose CPU the calls cost. */
  pids: number[];
  /** Starts a new measurement window (event-loop utilisation, SQL profile). */
  reset(): void;
  /** What the server did since the last reset. */
  stats(): Promise<ServerStats>;
  stop(): Promise<void>;
}

/**
 * A benchmarked server's environment, as deployed (production: no response validation, no demo
 * seeding), over `store`; nothing else is inherited, so a stray OPENSEARCH_URL cannot change it.
 */
export function benchServerEnv(
  storeEnv: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k]) inherited[k] = process.env[k];
  return {
    ...inherited,
    ...storeEnv,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-server-secret-bench-server-secret-0123456789',
    DEMO_SITES: '0',
    // One HTTP worker unless a bench compares counts (bench/api --workers).
    WEB_CONCURRENCY: '1',
    ...extra,
  };
}

export async function startServerProcess(opts: {
  /** The server's whole environment (nothing is inherited: a stray OPENSEARCH_URL would change the store). */
  env: Record<string, string>;
  /** Directory for a V8 CPU profile of the server (node --cpu-prof), or none. */
  cpuProfileDir?: string;
}): Promise<ServerProcess> {
  const execArgv = ['--import', 'tsx'];
  if (opts.cpuProfileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`);
  const child: ChildProcess = fork(SERVE, [], {
    env: opts.env,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (m: ParentMessage) => child.send(m);
  const next = <T extends ChildMessage['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`no ${type} from the server in ${timeoutMs} ms`)),
        timeoutMs,
      );
      const onMessage = (m: ChildMessage) => {
        if (m.type === type) done(null, m as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => done(new Error(`the server exited (${code}) before ${type}`));
      function done(err: Error | null, m?: Extract<ChildMessage, { type: T }>) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (err) reject(err);
        else resolve(m!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });

  const listening = await next('listening', START_TIMEOUT_MS).catch((err) => {
    child.kill('SIGKILL');
    throw err;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: listening.url,
    pid: child.pid!,
    pids: listening.pids,
    reset: () => send({ type: 'reset' }),
    async stats() {
      const reply = next('stats', 10_000);
      send({ type: 'stats' });
      const m = await reply;
      return { eventLoopUtilization: m.eventLoopUtilization, queries: m.queries, window: m.window };
    },
    async stop() {
      if (child.exitCode !== null) return;
      send({ type: 'stop' });
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
