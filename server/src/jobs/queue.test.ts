import { afterEach, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { until } from '../../../tests/support/wait.ts';
import { createLogger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { type Queue, startQueue, work } from './queue.ts';

const log = createLogger('silent');
// Far longer than any wait below: only the wake-up can make a job run in time.
const WAKE_TEST_POLL_SECONDS = 600;

describe.each(named(storeEngines()))('job queue on %s', (_name, engine) => {
  let db: Db | undefined;
  let queue: Queue | undefined;
  afterEach(async () => {
    await queue?.stop({ graceful: false, wait: true, close: false });
    await db?.close();
    queue = undefined;
    db = undefined;
  });

  it('runs a job to completion and writes its result in the same database', async () => {
    db = await engine.open();
    await migrate(db);
    await db.exec('CREATE TABLE job_results (id text PRIMARY KEY, doubled int NOT NULL)');
    queue = await startQueue(db, log);
    const d = db;
    await work<{ id: string; n: number }>(
      queue,
      'double',
      async ({ id, n }) => {
        await d.query('INSERT INTO job_results (id, doubled) VALUES ($1, $2)', [id, n * 2]);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await queue.send('double', { id: 'a', n: 21 });
    await queue.send('double', { id: 'b', n: 5 });
    const rows = await until(
      async () => {
        const { rows } = await d.query<{ id: string; doubled: number }>(
          'SELECT id, doubled FROM job_results ORDER BY id',
        );
        return rows.length === 2 && rows;
      },
      { what: 'both jobs to write their results', timeoutMs: 20_000 },
    );
    expect(rows).toEqual([
      { id: 'a', doubled: 42 },
      { id: 'b', doubled: 10 },
    ]);
  });

  it('retries a failing job and records the failure once retries are exhausted', async () => {
    db = await engine.open();
    queue = await startQueue(db, log);
    let attempts = 0;
    await queue.createQueue('flaky', { name: 'flaky', retryLimit: 1, retryDelay: 0 });
    await queue.work('flaky', { pollingIntervalSeconds: 0.5 }, async () => {
      attempts++;
      throw new Error('always fails');
    });
    const id = await queue.send('flaky', {});
    expect(id).toBeTruthy();
    const q = queue;
    await until(async () => (await q.getJobById('flaky', id!))?.state === 'failed', {
      what: 'the flaky job to fail for good',
      timeoutMs: 20_000,
    });
    expect(attempts).toBe(2);
  });

  it('wakes the worker of its queue at once, without waiting for its next poll', async () => {
    db = await engine.open();
    queue = await startQueue(db, log);
    const handled: string[] = [];
    await work<{ id: string }>(queue, 'woken', async ({ id }) => void handled.push(id), {
      pollingIntervalSeconds: WAKE_TEST_POLL_SECONDS,
    });
    // The worker's first poll has found nothing; it now sleeps for WAKE_TEST_POLL_SECONDS.
    await until(async () => (await queue?.getQueue('woken')) !== null, { what: 'the queue to exist' });
    await queue.send('woken', { id: 'sent' });
    await queue.insert([{ name: 'woken', data: { id: 'inserted' } }]);
    await until(() => handled.length === 2, { what: 'both jobs to run', timeoutMs: 30_000 });
    expect(handled.sort()).toEqual(['inserted', 'sent']);
  });

  it('a job’s end that reaches the store after it closed is left to expire, not an error that ends the process', async () => {
    const store = await engine.open();
    db = store;
    // The statement recording the job's end is held until the store has closed, as a stop that
    // overtakes it in the store's queue does; then it is let through, and refused.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let refused = 0;
    const holding: Db = {
      ...store,
      query: async <T>(text: string, params?: unknown[]) => {
        if (!/state = 'completed'/.test(text)) return store.query<T>(text, params);
        held = true;
        await released;
        return store.query<T>(text, params).catch((err) => {
          refused++;
          throw err;
        });
      },
    };
    queue = await startQueue(holding, log);
    await work(queue, 'late', async () => {});
    await queue.send('late', {});
    await until(() => held, { what: 'the job’s end to be sent' });
    const unheard: unknown[] = [];
    const hear = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', hear);
    try {
      await queue.stop({ graceful: false, wait: true, close: false });
      await store.close();
      release();
      await until(() => refused > 0, { what: 'the closed store to refuse it' });
      // Rejections nobody handled are reported once the microtasks of this turn have run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', hear);
    }
  });
});
