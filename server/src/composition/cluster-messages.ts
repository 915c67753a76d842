import type { StatisticsQuestion } from '../siteindex/statistics-cache.ts';

/** From the primary to an HTTP worker. */
export type ToWorker =
  /** The answer to `hello`: the environment to start from (the primary's, with its port and secret) and the state so far. */
  | { type: 'start'; env: Record<string, string>; live: number; warm: boolean }
  /** HTTP workers serving now. */
  | { type: 'workers'; live: number }
  /** The landing pages' statistics are computed. */
  | { type: 'warm' }
  /** Statistics computed before `at` are not to be served (a removal, the demo seed). */
  | { type: 'forget'; at: number }
  /** The answer to `refresh` is in the store (or could not be computed). */
  | { type: 'refreshed'; id: number; failed?: string }
  /** Stop taking connections, finish the requests under way, exit. */
  | { type: 'stop' };

/** From an HTTP worker to the primary. */
export type FromWorker =
  /** Listening for messages: the primary answers with `start`. */
  | { type: 'hello' }
  /** Listening on the port with the app in place. */
  | { type: 'serving' }
  /** A stale statistic to compute once for every process. */
  | { type: 'refresh'; id: number; question: StatisticsQuestion }
  /** This worker stopped serving statistics computed before `at`; the others must too. */
  | { type: 'forget'; at: number }
  /** This worker sent a job of queue `name`: the primary's workers of it look at once. */
  | { type: 'sent'; name: string };
