import { describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { closedAfterEach } from '../../../tests/support/queues.ts';
import { until } from '../../../tests/support/wait.ts';
import { createLogger } from '../log.ts';
import { workByKey } from './keyed-work.ts';
import { startQueue } from './queue.ts';

const log = createLogger('silent');

interface Job {
  key: string;
  n: number;
}

/** Handlers that run until the test lets them end. */
function heldHandlers() {
  const running: Job[] = [];
  const done: Job[] = [];
  const releases = new Map<string, () => void>();
  const mostAtOnce = new Map<string, number>();
  return {
    running,
    done,
    mostAtOnce: (key: string) => mostAtOnce.get(key) ?? 0,
    release: (key: string) => {
      for (const [id, release] of releases) if (id.startsWith(`${key}:`)) release();
    },
    handler: async (job: Job) => {
      running.push(job);
      const now = running.filter((j) => j.key === job.key).length;
      mostAtOnce.set(job.key, Math.max(now, mostAtOnce.get(job.key) ?? 0));
      // Quick keys end at once; others wait to be released.
      if (!job.key.startsWith('quick'))
        await new Promise<void>((resolve) => releases.set(`${job.key}:${job.n}`, resolve));
      running.splice(running.indexOf(job), 1);
      done.push(job);
    },
  };
}

const options = {
  concurrency: 4,
  perKey: 2,
  // How far apart a stuck key's jobs are offered again: short, so the test does not wait on it.
  jobTimeoutMs: 500,
  slowAfterMs: 100,
  pollingIntervalSeconds: 0.5,
  keyOf: async (job: Job) => job.key,
  log,
};

describe.each(named(storeEngines()))('keyed work on %s', (_name, engine) => {
  const opened = closedAfterEach();

  it('runs at most its own places of a key that does not end, and other keys’ jobs meanwhile', async () => {
    const db = await engine.open();
    opened.db = db;
    const queue = await startQueue(db, log);
    opened.queue = queue;
    await queue.createQueue('keyed', { name: 'keyed' });
    const h = heldHandlers();
    await workByKey<Job>(queue, 'keyed', options, h.handler);
    // More jobs of the stuck key than the worker's places, then a quick key's.
    for (let n = 0; n < 6; n++) await queue.send('keyed', { key: 'stuck', n });
    await until(() => h.running.length === 2, { what: 'two stuck jobs to run' });
    for (let n = 0; n < 3; n++) await queue.send('keyed', { key: 'quick', n });
    await until(() => h.done.filter((j) => j.key === 'quick').length === 3, {
      what: 'the quick jobs to be done while the stuck ones run',
    });
    expect(h.running.map((j) => j.key)).toEqual(['stuck', 'stuck']);
    expect(h.mostAtOnce('stuck')).toBe(2);
    // Once the key's jobs end, the rest of them run, two at a time still.
    h.release('stuck');
    await until(
      () => {
        h.release('stuck');
        return h.done.filter((j) => j.key === 'stuck').length === 6;
      },
      { what: 'every stuck job to run', timeoutMs: 30_000 },
    );
    expect(h.mostAtOnce('stuck')).toBe(2);
    expect(
      h.done
        .filter((j) => j.key === 'stuck')
        .map((j) => j.n)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('fails a job still running when a stop’s grace ends, and the next worker runs it again with its data', async () => {
    const db = await engine.open();
    opened.db = db;
    const queue = await startQueue(db, log);
    opened.queue = queue;
    await queue.createQueue('keyed', { name: 'keyed', retryLimit: 2 });
    const first = heldHandlers();
    await workByKey<Job>(queue, 'keyed', options, first.handler);
    const id = await queue.send('keyed', { key: 'long', n: 7 });
    await until(() => first.running.length === 1, { what: 'the job to run' });
    await queue.stop({ graceful: true, wait: true, close: false, timeout: 1_000 });
    const q = await startQueue(db, log);
    opened.queue = q;
    expect((await q.getJobById('keyed', id as string))?.state).toBe('retry');
    const second = heldHandlers();
    await workByKey<Job>(q, 'keyed', options, second.handler);
    await until(() => second.running.length === 1, { what: 'the job to run again', timeoutMs: 30_000 });
    expect(second.running).toEqual([{ key: 'long', n: 7 }]);
    second.release('long');
  });
});
