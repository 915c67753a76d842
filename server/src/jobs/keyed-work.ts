import type PgBoss from 'pg-boss';
import type { Logger } from '../log.ts';
import { inBackground } from '../store/priority.ts';
import { onSent, onStop, type Queue } from './queue.ts';

export interface KeyedWorkOptions<T> {
  /** Jobs this process holds at once, every key together. */
  concurrency: number;
  /** Of those, at most this many run with one key. */
  perKey: number;
  /** The longest one job runs (its own timeout): how far apart a slow key's jobs are offered again. */
  jobTimeoutMs: number;
  /**
   * A key whose oldest running job has run this long is slow: its further jobs go back to the
   * queue instead of waiting here, where they would hold places other keys' jobs could use.
   */
  slowAfterMs: number;
  /** How often the queue is asked when nothing woke the worker (a send in this process does). */
  pollingIntervalSeconds: number;
  /** The key that limits a job (a webhook's receiver); null: none. */
  keyOf(data: T): Promise<string | null>;
  log: Logger;
}

interface KeyState<T> {
  /** Start times of the key's running jobs, oldest first. */
  started: number[];
  /** Jobs in hand waiting for one of the key's places. */
  parked: PgBoss.Job<T>[];
  /** When the key's next put-back job is offered again. */
  nextOffer: number;
}

/** The soonest a put-back job is offered again. */
const MIN_PUT_BACK_MS = 100;

/**
 * Works the jobs of `name` one by one, each as soon as there is room for it, with at most
 * `perKey` of one key running at once: one slow key (a receiver that never answers) holds its own
 * places and no others, and no job waits for another to end — unlike pg-boss's batches, which end
 * with their slowest job.
 *
 * A job whose key is full waits in hand while the key's running jobs are quick, and is put back
 * (sent again with the same data, to start later, and the fetched one completed) once they are
 * slow. A job that throws is failed, and the queue's retry policy takes it up; so does the next
 * start for a job still running when the grace of a stop runs out.
 */
export async function workByKey<T extends object>(
  queue: Queue,
  name: string,
  opts: KeyedWorkOptions<T>,
  handler: (data: T) => Promise<void>,
): Promise<void> {
  const keys = new Map<string, KeyState<T>>();
  const running = new Map<string, Promise<void>>();
  const placing = new Set<Promise<void>>();
  let inHand = 0;
  let stopping = false;
  let woken = false;
  let wakeUp: (() => void) | undefined;
  const wake = () => {
    woken = true;
    wakeUp?.();
  };

  /** A job left our hands; the loop waits for that only when there was no room. */
  const release = () => {
    inHand--;
    if (inHand === opts.concurrency - 1) wake();
  };

  const stateOf = (key: string): KeyState<T> => {
    const known = keys.get(key);
    if (known) return known;
    const state: KeyState<T> = { started: [], parked: [], nextOffer: 0 };
    keys.set(key, state);
    return state;
  };
  const forgetIfIdle = (key: string, state: KeyState<T>) => {
    if (!state.started.length && !state.parked.length && state.nextOffer <= Date.now()) keys.delete(key);
  };
  const isSlow = (state: KeyState<T>) =>
    state.started.length > 0 && Date.now() - state.started[0] >= opts.slowAfterMs;

  /** Sends the job again to start at `at`, and ends the fetched one; it leaves our hands. */
  async function putBack(job: PgBoss.Job<T>, at: number): Promise<void> {
    try {
      await queue.send(name, job.data, { startAfter: new Date(at) });
      await queue.complete(name, job.id);
    } catch (err) {
      opts.log.error({ err, queue: name }, 'jobs: a job could not be put back; the queue retries it');
      await queue.fail(name, job.id, { message: 'not put back' }).catch(() => {});
    } finally {
      release();
    }
  }

  /** A slow key's job is offered again once one of its places is likely free, spread out after that. */
  function putBackLater(job: PgBoss.Job<T>, key: string, state: KeyState<T>): Promise<void> {
    const now = Date.now();
    const firstFree = (state.started[0] ?? now) + opts.jobTimeoutMs;
    const at = Math.min(
      Math.max(now + MIN_PUT_BACK_MS, firstFree, state.nextOffer),
      now + 4 * opts.jobTimeoutMs,
    );
    state.nextOffer = at + opts.jobTimeoutMs / opts.perKey;
    return putBack(job, at).finally(() => forgetIfIdle(key, state));
  }

  async function run(job: PgBoss.Job<T>, key: string | null): Promise<void> {
    const state = key === null ? null : stateOf(key);
    const started = Date.now();
    state?.started.push(started);
    const work = (async () => {
      try {
        await handler(job.data);
        await queue.complete(name, job.id);
      } catch (err) {
        opts.log.error({ err, queue: name }, 'jobs: a job failed; the queue retries it');
        const message = err instanceof Error ? err.message : String(err);
        await queue.fail(name, job.id, { message }).catch(() => {});
      }
    })();
    running.set(job.id, work);
    await work;
    running.delete(job.id);
    release();
    if (state && key !== null) {
      state.started.splice(state.started.indexOf(started), 1);
      // A parked job is in hand already: it only takes the key's freed place.
      const next = stopping ? undefined : state.parked.shift();
      if (next) void run(next, key);
      else forgetIfIdle(key, state);
    }
  }

  let sweeping: NodeJS.Timeout | undefined;
  /** While jobs are parked, a key that turned slow hands its parked jobs back to the queue. */
  function sweepParked(): void {
    sweeping = undefined;
    let parked = 0;
    for (const [key, state] of keys) {
      if (state.parked.length && isSlow(state))
        for (const job of state.parked.splice(0)) void putBackLater(job, key, state);
      parked += state.parked.length;
    }
    if (parked && !stopping) sweeping = setTimeout(sweepParked, opts.slowAfterMs / 4);
  }

  /** Places a fetched job: running, parked, or back in the queue; its run is not awaited. */
  async function take(job: PgBoss.Job<T>): Promise<void> {
    let key: string | null = null;
    try {
      key = await opts.keyOf(job.data);
    } catch (err) {
      opts.log.warn({ err, queue: name }, 'jobs: the key of a job could not be read; it runs unlimited');
    }
    if (stopping) return putBack(job, Date.now());
    if (key === null) return void run(job, null);
    const state = stateOf(key);
    if (state.started.length < opts.perKey) return void run(job, key);
    if (isSlow(state)) return putBackLater(job, key, state);
    state.parked.push(job);
    sweeping ??= setTimeout(sweepParked, opts.slowAfterMs / 4);
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false;
      const room = opts.concurrency - inHand;
      if (room > 0) {
        const jobs = await queue.fetch<T>(name, { batchSize: room }).catch((err) => {
          opts.log.error({ err, queue: name }, 'jobs: fetching jobs failed');
          return [] as PgBoss.Job<T>[];
        });
        inHand += jobs.length;
        for (const job of jobs) {
          const placed: Promise<void> = take(job)
            .catch((err) => opts.log.error({ err, queue: name }, 'jobs: a job could not be taken'))
            .finally(() => placing.delete(placed));
          placing.add(placed);
        }
        // A full fetch may have left more behind.
        if (jobs.length === room) continue;
      }
      if (woken || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, opts.pollingIntervalSeconds * 1000);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = undefined;
    }
  }

  onSent(queue, name, wake);
  // The loop, and every job it starts, is background work (store/priority.ts).
  const looping = inBackground(() => loop());
  onStop(queue, async (graceMs) => {
    stopping = true;
    wake();
    if (sweeping) clearTimeout(sweeping);
    await looping;
    await Promise.all(placing);
    const parked = [...keys.values()].flatMap((state) => state.parked.splice(0));
    await Promise.all(parked.map((job) => putBack(job, Date.now())));
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'over'>((resolve) => {
      timer = setTimeout(() => resolve('over'), graceMs);
    });
    const ended = await Promise.race([Promise.all(running.values()).then(() => 'ended' as const), graceOver]);
    clearTimeout(timer);
    const left = [...running.keys()];
    if (ended === 'over' && left.length)
      await Promise.all(
        left.map((id) =>
          queue.fail(name, id, { message: 'the queue stopped before the job ended' }).catch(() => {}),
        ),
      );
  });
}
