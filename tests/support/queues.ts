import { afterEach } from 'vitest';
import type { Queue } from '../../server/src/jobs/queue.ts';
import type { Db } from '../../server/src/store/db.ts';

/** What one test opened: its store and the job queue on it. */
export interface QueueOnStore {
  db?: Db;
  queue?: Queue;
}

/**
 * A place for each test's store and queue, stopped (without grace) and closed after the test;
 * called inside the suite's `describe`.
 */
export function closedAfterEach(): QueueOnStore {
  const opened: QueueOnStore = {};
  afterEach(async () => {
    await opened.queue?.stop({ graceful: false, wait: true, close: false });
    await opened.db?.close();
    opened.queue = undefined;
    opened.db = undefined;
  });
  return opened;
}
