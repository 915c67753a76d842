import { afterEach, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { until } from '../../../tests/support/wait.ts';
import { createLogger } from '../log.ts';
import type { Db } from '../store/db.ts';
import { type Queue, startQueue, work } from './queue.ts';

const log = createLogger('silent');
// Far longer than any wait below: only the wake-up can make the job run in time.
const POLL_SECONDS = 600;

describe.each(named(storeEngines()))('a job sent by this process on %s', (_name, engine) => {
  let db: Db | undefined;
  let queue: Queue | undefined;
  afterEach(async () => {
    await queue?.stop({ graceful: false, wait: true, close: false });
    await db?.close();
    queue = undefined;
    db = undefined;
  });

  it('wakes the worker of its queue at once, without waiting for its next poll', async () => {
    db = await engine.open();
    queue = await startQueue(db, log);
    const handled: string[] = [];
    await work<{ id: string }>(queue, 'woken', async ({ id }) => void handled.push(id), {
      pollingIntervalSeconds: POLL_SECONDS,
    });
    // The worker's first poll has found nothing; it now sleeps for POLL_SECONDS.
    await until(async () => (await queue?.getQueue('woken')) !== null, { what: 'the queue to exist' });
    await queue.send('woken', { id: 'sent' });
    await queue.insert([{ name: 'woken', data: { id: 'inserted' } }]);
    await until(() => handled.length === 2, { what: 'both jobs to run', timeoutMs: 30_000 });
    expect(handled.sort()).toEqual(['inserted', 'sent']);
  });
});
