import type { Queue } from '../jobs/queue.ts';
import { inBackground } from '../store/priority.ts';
import type { IntakeControl, IntakeStats } from './intake-control.ts';

export interface IntakeLoop {
  /** Takes no more jobs and waits up to `timeoutMs` for the running ones (left to expire and retry after that). */
  stop(timeoutMs?: number): Promise<void>;
  stats(): IntakeStats & { inFlight: number; peakInFlight: number };
}

/**
 * Works one queue with the intake the control allows: each fetch takes as many jobs as there is
 * room for (one statement for the batch, not one poll per slot), runs them at once, and records
 * their end. Jobs stay pg-boss's: a process that dies leaves them active until their expiry, then
 * pg-boss retries them elsewhere. A job still running at its expiry is abandoned here (its end is
 * not recorded) since by then another process may hold its retry.
 */
export function runIntake<T extends object>(
  queue: Queue,
  name: string,
  control: IntakeControl,
  handler: (data: T) => Promise<object>,
  opts: { pollMs: number },
): IntakeLoop {
  const running = new Set<Promise<void>>();
  let peak = 0;
  let stopping = false;
  let wake: (() => void) | null = null;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        wake = null;
        resolve();
      }
      wake = done;
    });
  queue.once('stopped', () => {
    stopping = true;
    wake?.();
  });

  const runJob = async (job: { id: string; data: T; expireInSeconds?: number }) => {
    const expiry = (job.expireInSeconds ?? 900) * 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((r) => {
      timer = setTimeout(() => r('expired'), Math.max(1000, expiry - 1000));
    });
    try {
      const result = await Promise.race([handler(job.data), expired]);
      if (result !== 'expired') await queue.complete(name, job.id, result);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await queue.fail(name, job.id, { message }).catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  };

  const loop = async () => {
    while (!stopping) {
      const room = control.limit - running.size;
      if (room <= 0) {
        await Promise.race([...running, nap(opts.pollMs)]);
        continue;
      }
      const jobs = await queue
        .fetch<T>(name, { batchSize: room, includeMetadata: true })
        .catch(() => [] as Awaited<ReturnType<typeof queue.fetch<T>>>);
      if (stopping) {
        // Fetched as the stop began: handed back at once rather than left to expire.
        await Promise.all(
          jobs.map((j) => queue.fail(name, j.id, { message: 'stopped' }).catch(() => undefined)),
        );
        break;
      }
      for (const job of jobs) {
        const p: Promise<void> = runJob(job).finally(() => {
          running.delete(p);
          wake?.();
        });
        running.add(p);
      }
      peak = Math.max(peak, running.size);
      if (jobs.length < room) await nap(opts.pollMs);
    }
  };
  const done = inBackground(loop);

  return {
    async stop(timeoutMs = 5_000) {
      stopping = true;
      wake?.();
      await done;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((r) => {
          timer = setTimeout(r, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    stats: () => ({ ...control.stats(), inFlight: running.size, peakInFlight: peak }),
  };
}
