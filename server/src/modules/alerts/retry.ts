/**
 * When a failed delivery is tried again: exponential back-off from `baseSeconds` (doubling, at
 * most 6 hours apart), each wait cut by up to half at random so the retries of many alerts failing
 * together (one receiver down) do not arrive together; none once a day has passed since the first
 * attempt. Returns the wait in milliseconds, or null: give up.
 */
export function retryDelayMs(
  failedAttempt: number,
  firstAttemptAt: Date,
  now: Date,
  opts: { baseSeconds: number; windowSeconds: number; random?: () => number },
): number | null {
  const capped = Math.min(opts.baseSeconds * 2 ** (failedAttempt - 1), MAX_WAIT_SECONDS);
  const wait = Math.round(capped * 1000 * (1 - 0.5 * (opts.random ?? Math.random)()));
  const deadline = firstAttemptAt.getTime() + opts.windowSeconds * 1000;
  return now.getTime() + wait > deadline ? null : wait;
}

const MAX_WAIT_SECONDS = 6 * 3600;

/** Answers worth trying again: no answer (timeout, network), 429 and 5xx. Other 4xx are final. */
export const retryable = (status: number | null) => status === null || status === 429 || status >= 500;
