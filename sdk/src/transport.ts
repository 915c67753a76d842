import type { ApiFetcher, ApiFetcherArgs } from '@ts-rest/core';
import {
  backoffDelay,
  DEFAULT_RETRY,
  type RetryEvent,
  type RetryOptions,
  retryDelay,
  retryPolicyFor,
  sleep,
} from './retry.ts';
import { retryAfterSeconds } from './retry-after.ts';

export interface TransportOptions {
  /** The fetch to use; the global one (looked up at call time) when omitted. */
  fetch?: typeof fetch;
  retry?: RetryOptions;
  onRetry?: (event: RetryEvent) => void;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

async function send(args: ApiFetcherArgs, fetchImpl: typeof fetch): Promise<Answer> {
  const res = await fetchImpl(args.path, {
    ...args.fetchOptions,
    method: args.method,
    headers: args.headers,
    body: args.body,
  });
  const type = res.headers.get('content-type') ?? '';
  // The whole body is read here, so a retried call never leaves an unread stream behind.
  let body: unknown;
  if (type.includes('json')) {
    const text = await res.text();
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
  } else {
    body = await res.text();
  }
  return { status: res.status, body, headers: res.headers };
}

function waitFor(answer: Answer): number | undefined {
  const fromBody = (answer.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  const seconds = Number.isInteger(fromBody)
    ? (fromBody as number)
    : retryAfterSeconds(answer.headers.get('retry-after'));
  return seconds === undefined ? undefined : seconds * 1000;
}

/**
 * The ts-rest fetcher of the SDK: one fetch per attempt, retried per the route's policy
 * (retry.ts) with jittered exponential backoff, or after the Retry-After the server asked for (plus
 * jitter) when that fits within `maxDelayMs`.
 */
export function createTransport(opts: TransportOptions = {}): ApiFetcher {
  const retry = { ...DEFAULT_RETRY, ...opts.retry };
  return async (args) => {
    const fetchImpl = opts.fetch ?? globalThis.fetch;
    const policy = retryPolicyFor(args.route);
    const signal = args.fetchOptions?.signal ?? undefined;
    for (let attempt = 1; ; attempt++) {
      let answer: Answer;
      try {
        answer = await send(args, fetchImpl);
      } catch (error) {
        if (attempt > retry.maxRetries || !policy.networkFailure(error)) throw error;
        const delayMs = backoffDelay(attempt, retry);
        opts.onRetry?.({ attempt, delayMs, method: args.method, path: args.path, error });
        await sleep(delayMs, signal);
        continue;
      }
      if (attempt > retry.maxRetries || !policy.status(answer.status)) return answer;
      const asked = waitFor(answer);
      if (asked !== undefined && asked > retry.maxDelayMs) return answer;
      const delayMs = retryDelay(attempt, asked, retry);
      opts.onRetry?.({ attempt, delayMs, method: args.method, path: args.path, status: answer.status });
      await sleep(delayMs, signal);
    }
  };
}
