import PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { inBackground } from '../store/priority.ts';

export type Queue = PgBoss;

/**
 * The job queue: pg-boss on the store's own database. pg-boss only needs `executeSql`, so it
 * runs on the embedded PGlite as well as on a Postgres server — one queue implementation, and jobs
 * commit or roll back with the same database as the data they produce. Statements without
 * parameters may be several at once (pg-boss's schema scripts), hence `exec` for those.
 *
 * The queue's own upkeep and every job's work are background work (`inBackground`): their queries
 * wait while a request's query does. Sending a job from a request stays the request's.
 */
export async function startQueue(
  db: Db,
  log: Logger,
  opts: {
    schema?: string;
    maintenanceIntervalSeconds?: number;
    /**
     * false: this process only sends jobs (an HTTP worker of a cluster); the queue's upkeep and
     * schedules run in the process that works them.
     */
    background?: boolean;
    /** Told of every job this process sends that may start at once, by its queue's name. */
    onSend?: (name: string) => void;
  } = {},
): Promise<Queue> {
  let stopping = false;
  const executeSql = (text: string, values?: unknown[]) => {
    const run = values && values.length > 0 ? db.query(text, values) : db.exec(text);
    // pg-boss records a job's end without waiting for the statement (complete, fail). Sent just
    // before a stop, or by a handler that returned after it (its grace ran out, or the stop was not
    // graceful), it can reach the store after it closed; the failure would reach no one, and an
    // unheard rejection ends the process. A statement that fails once a stop has begun is answered
    // as one that changed no row: the next start settles such jobs (pg-boss's expiry,
    // modules/scans/orphans.ts).
    return run.catch((err) => {
      if (stopping) return { rows: [{ count: 0 }], rowCount: 0, fields: [] };
      throw err;
    });
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: opts.schema ?? 'pgboss',
    // Maintenance and monitoring run on every node that works jobs; they are cheap and idempotent.
    supervise: opts.background !== false,
    schedule: opts.background !== false,
    // How soon the jobs of a process that died are expired and retried, after their expiry.
    ...(opts.maintenanceIntervalSeconds
      ? { maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds }
      : {}),
  } as PgBoss.ConstructorOptions);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  const hooks: QueueHooks = { sent: new Map(), stops: new Set(), wake: () => {}, onSend: opts.onSend };
  hooksOf.set(boss, hooks);
  const stop = boss.stop.bind(boss);
  boss.stop = async (options = {}) => {
    stopping = true;
    // The process's own workers (keyed-work.ts) end as pg-boss's do: in-flight jobs have the
    // grace, then are failed so that the next start takes them up.
    const graceMs = options.graceful === false ? 0 : (options.timeout ?? 30_000);
    await Promise.all([stop(options), ...[...hooks.stops].map((end) => end(graceMs))]);
  };
  wakeOnSend(boss, hooks);
  // Timers pg-boss sets while starting (maintenance, monitoring) carry the mark with them.
  await inBackground(() => boss.start());
  return boss;
}

/**
 * A job this process sends wakes this process's workers of its queue at once, instead of waiting
 * for their next poll (up to pollingIntervalSeconds): a scan or a report starts as soon as it is
 * asked for. Polling still finds what other processes send, and jobs sent inside a transaction
 * not yet committed (the wake-up then finds nothing, and the next poll does).
 */
function wakeOnSend(boss: PgBoss, hooks: QueueHooks): void {
  const workers = new Map<string, Set<string>>();
  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
    for (const listener of hooks.sent.get(name) ?? []) listener();
  };
  hooks.wake = wake;
  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = (async (name: string, ...rest: unknown[]) => {
    const id = await work(name, ...rest);
    workers.set(name, (workers.get(name) ?? new Set()).add(id));
    return id;
  }) as typeof boss.work;
  const offWork = boss.offWork.bind(boss);
  boss.offWork = (async (value: string | { id: string }) => {
    await offWork(value as string);
    if (typeof value === 'string') workers.delete(value);
    else for (const ids of workers.values()) ids.delete(value.id);
  }) as typeof boss.offWork;
  for (const method of ['send', 'sendAfter', 'sendThrottled', 'sendDebounced'] as const) {
    const send = (boss[method] as (...args: unknown[]) => Promise<unknown>).bind(boss);
    (boss as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const id = await send(...args);
      const first = args[0];
      const [name, options] =
        typeof first === 'string'
          ? [first, args[2]]
          : [(first as { name: string }).name, (first as { options?: unknown }).options];
      // A job that may not start yet is found by a later poll; waking now would find nothing.
      if (method === 'sendAfter' || !startsLater(options)) {
        wake(name);
        hooks.onSend?.(name);
      }
      return id;
    };
  }
  const insert = boss.insert.bind(boss);
  boss.insert = (async (jobs: { name: string }[], ...rest: unknown[]) => {
    const ids = await (insert as (...args: unknown[]) => Promise<unknown>)(jobs, ...rest);
    for (const name of new Set(jobs.map((j) => j.name))) {
      wake(name);
      hooks.onSend?.(name);
    }
    return ids;
  }) as typeof boss.insert;
}

function startsLater(options: unknown): boolean {
  const at = (options as PgBoss.SendOptions | undefined)?.startAfter;
  if (at === undefined) return false;
  if (typeof at === 'number') return at > 0;
  return new Date(at).getTime() > Date.now();
}

interface QueueHooks {
  /** Told when a job of the queue is sent by this process. */
  sent: Map<string, Set<() => void>>;
  /** Run by a stop beside pg-boss's own, with the grace its running jobs have (0: none). */
  stops: Set<(graceMs: number) => Promise<void>>;
  /** Wakes this process's workers of a queue, as a send of its own does. */
  wake: (name: string) => void;
  onSend?: (name: string) => void;
}

const hooksOf = new WeakMap<PgBoss, QueueHooks>();

function hooksFor(boss: Queue): QueueHooks {
  const hooks = hooksOf.get(boss);
  if (!hooks) throw new Error('the queue was not started by startQueue');
  return hooks;
}

/** Calls `listener` whenever this process sends a job of `name` that may start at once. */
export function onSent(boss: Queue, name: string, listener: () => void): void {
  const { sent } = hooksFor(boss);
  sent.set(name, (sent.get(name) ?? new Set()).add(listener));
}

/**
 * Another process sent a job of `name` (an HTTP worker of the cluster): this process's workers of
 * it look now, as for a send of their own, instead of at their next poll.
 */
export function wakeWorkers(boss: Queue, name: string): void {
  hooksFor(boss).wake(name);
}

/** Runs `end` when the queue stops, with the grace its jobs have; the stop waits for it. */
export function onStop(boss: Queue, end: (graceMs: number) => Promise<void>): void {
  hooksFor(boss).stops.add(end);
}

/** Creates the queue if needed and registers a handler for its jobs. */
export async function work<T extends object>(
  boss: Queue,
  name: string,
  handler: (data: T) => Promise<unknown>,
  opts: { retryLimit?: number; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(name, { name, retryLimit: opts.retryLimit ?? 3, retryBackoff: true });
  // The polling loop, and the handlers it calls, inherit the mark.
  await inBackground(() =>
    boss.work<T>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    }),
  );
}
