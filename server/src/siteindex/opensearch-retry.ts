import { errors } from '@opensearch-project/opensearch';

/** Pauses before each new attempt: 0.25, 0.5 and 1 s, then the refusal is passed on. */
const PAUSES_MS = [250, 500, 1_000];

/**
 * Sends a request again when the node refuses it with 429. A node short of heap (its circuit
 * breaker) or of search threads says so with 429, and a moment later it usually has room; every
 * other answer, and a refusal that outlasts the pauses, is the caller's.
 */
export async function retryRefused<T>(
  call: () => Promise<T>,
  pauses: readonly number[] = PAUSES_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      if (!(e instanceof errors.ResponseError) || e.statusCode !== 429 || attempt >= pauses.length) throw e;
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt]));
    }
  }
}
