import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: the queries it makes, and those of everything it starts (timers
 * and promises inherit the mark), are served after the queries requests are waiting for. Used for
 * what no request waits on: statistics refreshes and the start-up computation, planner statistics,
 * pruning, and the job queue's workers.
 */
export function inBackground<T>(work: () => T): T {
  return background.run(true, work);
}

export const isBackground = (): boolean => background.getStore() === true;
