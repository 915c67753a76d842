import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config/index.ts';
import { wakeWorkers } from '../jobs/queue.ts';
import type { LogDestination, Logger } from '../log.ts';
import { type Background, JOB_STOP_GRACE_MS, type ServerHooks, startBackground } from './background.ts';
import type { FromWorker, ToWorker } from './cluster-messages.ts';

/** How long a stop waits for a worker to finish its requests and exit before it is killed. */
const WORKER_EXIT_MS = JOB_STOP_GRACE_MS + 4_000;
/** A worker that ends sooner than this after its start is replaced only after a pause (doubling, up to a minute). */
const YOUNG_MS = 10_000;
const MAX_PAUSE_MS = 60_000;

export interface RunningCluster {
  /** The configuration with its port (a free one for PORT=0) and the workers' AUTH_SECRET. */
  config: Config;
  background: Background;
  close(): Promise<void>;
}

/**
 * `count` HTTP workers on one port (node:cluster, the primary handing out connections in turn),
 * and this process, the primary, running everything else once (startBackground). The workers run
 * `entry` (main.ts), which serves when it finds itself a cluster worker.
 *
 * - Every process has its own store connections; what must agree between them is in the store
 *   (sessions, API keys checked in the charge, shared rate limits, the ledger's row locks) or
 *   passed on here: the statistics a worker finds stale are computed once, here, and read back
 *   from the store; a removal or the demo seed makes every process forget older statistics; a
 *   job sent by a worker wakes the primary's workers of its queue at once.
 * - A worker that dies is replaced (after a pause when it died young, so that a worker that
 *   cannot start does not spin); its connections die with it, and the store rolls back whatever
 *   transaction it had open.
 * - close() asks every worker to stop taking connections and finish the requests under way
 *   (killed past WORKER_EXIT_MS), and stops the background work meanwhile.
 */
export async function startCluster(opts: {
  env: Record<string, string | undefined>;
  config: Config;
  log: Logger;
  hooks: ServerHooks;
  count: number;
  entry: string;
}): Promise<RunningCluster> {
  const { log, hooks, count } = opts;
  const port = opts.config.PORT || (await freePort(opts.config.HOST));
  // One secret for every worker: a code, captcha or cookie signed by one is checked by another.
  const secret = opts.config.AUTH_SECRET ?? randomBytes(32).toString('hex');
  const config: Config = { ...opts.config, PORT: port, AUTH_SECRET: secret };
  const workerEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(opts.env)) if (v !== undefined) workerEnv[k] = v;
  Object.assign(workerEnv, { PORT: String(port), AUTH_SECRET: secret });

  const joined = new Set<Worker>();
  const serving = new Set<Worker>();
  const alive = new Set<Worker>();
  const tell = (m: ToWorker, except?: Worker) => {
    for (const w of joined) if (w !== except && w.isConnected()) w.send(m);
  };
  const background = await startBackground(config, log, hooks, {
    onWarm: () => tell({ type: 'warm' }),
    onForget: (at) => tell({ type: 'forget', at }),
  });
  await hooks.webBundle;

  let stopping = false;
  let started = false;
  let youngDeaths = 0;
  let failStart: (err: Error) => void = () => {};
  let allServing: () => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    allServing = resolve;
    failStart = reject;
  });

  const onMessage = (worker: Worker, m: FromWorker) => {
    switch (m.type) {
      case 'hello':
        joined.add(worker);
        worker.send({
          type: 'start',
          env: workerEnv,
          live: serving.size,
          warm: background.statistics.warm,
        } satisfies ToWorker);
        break;
      case 'serving':
        serving.add(worker);
        tell({ type: 'workers', live: serving.size });
        if (serving.size >= count) allServing();
        break;
      case 'refresh':
        background.siteIndex.recompute(m.question).then(
          () => reply(worker, { type: 'refreshed', id: m.id }),
          (err: Error) => reply(worker, { type: 'refreshed', id: m.id, failed: String(err?.message ?? err) }),
        );
        break;
      case 'forget':
        background.siteIndex.forgetAnswersBefore(m.at);
        tell({ type: 'forget', at: m.at }, worker);
        break;
      case 'sent':
        wakeWorkers(background.queue, m.name);
        break;
    }
  };

  const fork = () => {
    const born = Date.now();
    const worker = cluster.fork();
    alive.add(worker);
    if (hooks.logTo) pipeLines(worker, hooks.logTo);
    worker.on('message', (m: FromWorker) => onMessage(worker, m));
    // A message to a worker that is just ending has nowhere to go; its exit is handled below.
    worker.on('error', (err) =>
      log.debug({ err, worker: worker.process.pid }, 'an HTTP worker is unreachable'),
    );
    worker.on('exit', (code, signal) => {
      alive.delete(worker);
      joined.delete(worker);
      if (serving.delete(worker)) tell({ type: 'workers', live: serving.size });
      if (stopping) return;
      const how = signal ? `signal ${signal}` : `exit status ${code}`;
      if (!started) {
        failStart(new Error(`An HTTP worker ended (${how}) before it served; its output says why.`));
        return;
      }
      youngDeaths = Date.now() - born < YOUNG_MS ? youngDeaths + 1 : 0;
      const pauseMs = youngDeaths ? Math.min(MAX_PAUSE_MS, 1000 * 2 ** (youngDeaths - 1)) : 0;
      log.error(
        { worker: worker.process.pid, code, signal, pauseMs },
        `an HTTP worker ended (${how}); starting another`,
      );
      setTimeout(() => {
        if (!stopping) fork();
      }, pauseMs).unref();
    });
  };

  cluster.setupPrimary({
    exec: opts.entry,
    execArgv: loaderArgs(opts.entry),
    // Statistics questions carry dates.
    serialization: 'advanced',
    // A test reads every process's log lines from one place.
    silent: Boolean(hooks.logTo),
  });

  const stopWorkers = async () => {
    await Promise.all(
      [...alive].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const killer = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_EXIT_MS);
            worker.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            if (worker.isConnected()) worker.send({ type: 'stop' } satisfies ToWorker);
            else worker.process.kill('SIGTERM');
          }),
      ),
    );
  };

  for (let i = 0; i < count; i++) fork();
  try {
    await ready;
    started = true;
  } catch (err) {
    stopping = true;
    await stopWorkers();
    await background.stop();
    throw err;
  }

  let closing: Promise<void> | undefined;
  return {
    config,
    background,
    close() {
      closing ??= (async () => {
        stopping = true;
        // The workers have stores of their own: the background work stops while they drain.
        await Promise.all([stopWorkers(), background.stop()]);
      })();
      return closing;
    },
  };
}

function reply(worker: Worker, m: ToWorker) {
  if (worker.isConnected()) worker.send(m);
}

/** Whole lines of a worker's standard output into `to`; its standard error to this process's. */
function pipeLines(worker: Worker, to: LogDestination) {
  const out = worker.process.stdout;
  if (out) createInterface({ input: out }).on('line', (line) => to.write(`${line}\n`));
  worker.process.stderr?.pipe(process.stderr);
}

/** Run from TypeScript sources, a worker needs tsx's loader (not the primary's other flags, e.g. a CPU profile). */
function loaderArgs(entry: string): string[] {
  if (!entry.endsWith('.ts')) return [];
  return ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];
}

/** PORT=0 (tests, benchmarks): one free port, chosen here so that every worker is told the same. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
