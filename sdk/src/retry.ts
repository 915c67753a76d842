import type { AppRoute } from '@ts-rest/core';
import type { RouteMetadata } from './contract.ts';

export interface RetryOptions {
  /** Attempts after the first one; 0 turns retrying off. Default 3. */
  maxRetries?: number;
  /** The first backoff step; each further retry doubles it. Default 500 ms. */
  baseDelayMs?: number;
  /**
   * The longest wait before a retry, backoff or Retry-After. A Retry-After asking for longer is
   * not waited for: the 429 is thrown at once with `retryAfterSeconds`, for the caller to decide.
   * Default 30 s.
   */
  maxDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 3, baseDelayMs: 500, maxDelayMs: 30_000 };

/** What a retry is about to happen after, for logging and progress output. */
export interface RetryEvent {
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  method: string;
  path: string;
  /** The answer's status, or undefined when no answer came (network failure). */
  status?: number;
  error?: unknown;
}

/**
 * When a call may be sent again, decided per route from the contract:
 *
 * - 429 (rate limited) and 503 (unavailable) mean the server did nothing: every route retries them.
 * - Other 5xx answers mean the call failed and, per the contract, cost nothing; but a POST that
 *   costs credits (a scan, a bulk lookup, a report page) may have started its work before failing,
 *   so only reads and free calls retry them.
 * - Without an answer (connection reset, timeout) the server may have done the work and charged
 *   for it, so only free calls retry. A connection that could not be opened at all (refused,
 *   unknown host) is a wrong address or a stopped service and is not retried.
 * - Any other 4xx is an answer about the request itself and is never retried.
 */
export interface RetryPolicy {
  status(status: number): boolean;
  networkFailure(error: unknown): boolean;
}

const ALWAYS = new Set([429, 503]);
const TRANSIENT = new Set([500, 502, 503, 504, 429]);

export function isMeteredWrite(route: Pick<AppRoute, 'method' | 'metadata'>): boolean {
  const cost = (route.metadata as RouteMetadata | undefined)?.credits;
  const metered = cost !== undefined && !(cost.kind === 'fixed' && cost.amount === 0);
  return route.method !== 'GET' && metered;
}

export function isFree(route: Pick<AppRoute, 'metadata'>): boolean {
  const cost = (route.metadata as RouteMetadata | undefined)?.credits;
  return cost === undefined || (cost.kind === 'fixed' && cost.amount === 0);
}

export function retryPolicyFor(route: Pick<AppRoute, 'method' | 'metadata'>): RetryPolicy {
  const meteredWrite = isMeteredWrite(route);
  const free = isFree(route);
  return {
    status: (s) => (meteredWrite ? ALWAYS.has(s) : TRANSIENT.has(s)),
    networkFailure: (e) => free && !isAbort(e) && !neverConnected(e),
  };
}

/**
 * Exponential backoff with jitter: half of the step is fixed, half random, so clients that failed
 * together do not come back together, and no retry is ever immediate.
 */
export function backoffDelay(retry: number, opts: Required<RetryOptions>, random = Math.random): number {
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * The wait before retry number `retry`: the backoff, or when the server asked for a wait
 * (Retry-After), that wait plus up to half a backoff step at random. Every client a rate limit
 * turned away is told the same instant; the jitter keeps them from all coming back at it.
 * Never earlier than asked, never past `maxDelayMs` unless asked for more.
 */
export function retryDelay(
  retry: number,
  askedMs: number | undefined,
  opts: Required<RetryOptions>,
  random = Math.random,
): number {
  if (askedMs === undefined) return backoffDelay(retry, opts, random);
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (retry - 1));
  return Math.max(askedMs, Math.min(opts.maxDelayMs, Math.round(askedMs + (random() * step) / 2)));
}

const NO_CONNECTION = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Node's fetch puts the socket error in `cause`; browsers say nothing, so they count as maybe-sent. */
export function neverConnected(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; message?: string; errors?: { code?: string }[] } })
    ?.cause;
  if (cause?.code && NO_CONNECTION.has(cause.code)) return true;
  // Fetch refuses ports browsers block (1, 25, 6000, …) before opening anything.
  if (cause?.message === 'bad port') return true;
  // Happy-eyeballs connects to several addresses and reports an AggregateError of refusals.
  return !!cause?.errors?.length && cause.errors.every((e) => !!e.code && NO_CONNECTION.has(e.code));
}

export function isAbort(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
