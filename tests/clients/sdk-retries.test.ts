import { createServer } from 'node:net';
import { createClient, type RetryEvent, type RetryOptions, TechCensusError } from '@techcensus/sdk';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Contract } from '../../sdk/src/contract.ts';
import { backoffDelay, DEFAULT_RETRY, retryDelay, retryPolicyFor } from '../../sdk/src/retry.ts';
import { retryAfterSeconds } from '../../sdk/src/retry-after.ts';
import { ACME } from './sites.ts';

// The client's retry behaviour against answers scripted with msw (it intercepts the global fetch
// the SDK uses); nothing here reaches a real server except the refused-connection case.
const BASE = 'http://api.techcensus.test';
const intercept = setupServer();

beforeAll(() => intercept.listen({ onUnhandledRequest: 'error' }));
afterEach(() => intercept.resetHandlers());
afterAll(() => intercept.close());

const apiError = (status: number, code: string, extra: Record<string, unknown> = {}, headers = {}) =>
  HttpResponse.json({ err: `scripted ${code}`, code, ...extra }, { status, headers });

const profile = { ...ACME, rank: 100, country: null, language: null };

/** Answers the scripted responses in order (the last one repeats) and counts the calls. */
function script(method: 'get' | 'post', path: string, answers: (() => Response)[]) {
  const calls: number[] = [];
  intercept.use(
    http[method](`${BASE}${path}`, () => {
      calls.push(Date.now());
      return answers[Math.min(calls.length - 1, answers.length - 1)]();
    }),
  );
  return calls;
}

const fast: RetryOptions = { baseDelayMs: 5, maxDelayMs: 2_000 };

function client(retry = fast, onRetry?: (e: RetryEvent) => void) {
  return createClient({ baseUrl: BASE, apiKey: 'tc_test_key', retry, onRetry });
}

async function failure(p: Promise<unknown>): Promise<TechCensusError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(TechCensusError);
  return err as TechCensusError;
}

describe('retries on 429 and 5xx', () => {
  it('waits the Retry-After of a 429 plus a little jitter, then succeeds', async () => {
    const calls = script('get', '/api/v1/domains/acme-shop.com', [
      () => apiError(429, 'rate_limited', { retryAfterSeconds: 1 }, { 'retry-after': '1' }),
      () => HttpResponse.json(profile),
    ]);
    const events: RetryEvent[] = [];
    const answer = await client(fast, (e) => events.push(e)).domainLookup('acme-shop.com');
    expect(answer.domain).toBe('acme-shop.com');
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(950);
    expect(events).toEqual([expect.objectContaining({ attempt: 1, status: 429, method: 'GET' })]);
    // Never before the asked time; at most half a backoff step (5 ms here) after it.
    expect(events[0].delayMs).toBeGreaterThanOrEqual(1000);
    expect(events[0].delayMs).toBeLessThanOrEqual(1003);
  });

  it('clients turned away by the same Retry-After do not all come back at the same instant', async () => {
    script('get', '/api/v1/credits', [
      () => apiError(429, 'rate_limited', { retryAfterSeconds: 0 }, { 'retry-after': '0' }),
    ]);
    const delays: number[] = [];
    const retry = { maxRetries: 1, baseDelayMs: 400, maxDelayMs: 2_000 };
    await Promise.all(
      Array.from({ length: 8 }, () => failure(client(retry, (e) => delays.push(e.delayMs)).credits())),
    );
    expect(delays).toHaveLength(8);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(0);
    for (const d of delays) expect(d).toBeLessThanOrEqual(200);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    // An HTTP date has whole seconds: 3 s ahead is at least 2 s once truncated, however late the
    // client reads it on a busy machine.
    const at = new Date(Date.now() + 3_000).toUTCString();
    const calls = script('get', '/api/v1/credits', [
      () => new HttpResponse(null, { status: 429, headers: { 'retry-after': at } }),
      () => HttpResponse.json({ balance: 5, grants: [], freeTierMonthlyCredits: 50 }),
    ]);
    expect((await client({ ...fast, maxDelayMs: 5_000 }).credits()).balance).toBe(5);
    expect(calls).toHaveLength(2);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(1_000);
  });

  it('backs off on 500, 502 and 504 for reads', async () => {
    const calls = script('get', '/api/v1/technologies/wordpress', [
      () => apiError(500, 'internal'),
      () => new HttpResponse('bad gateway', { status: 502 }),
      () => new HttpResponse(null, { status: 504 }),
      () => HttpResponse.json({ slug: 'wordpress' }),
    ]);
    expect((await client().technology('wordpress')).slug).toBe('wordpress');
    expect(calls).toHaveLength(4);
  });

  it('gives up after maxRetries and throws the last answer', async () => {
    const calls = script('get', '/api/v1/credits', [
      () => apiError(429, 'rate_limited', { retryAfterSeconds: 0 }, { 'retry-after': '0' }),
    ]);
    const err = await failure(client({ ...fast, maxRetries: 2 }).credits());
    expect([err.status, err.code, err.retryAfterSeconds]).toEqual([429, 'rate_limited', 0]);
    expect(calls).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than maxDelayMs: the 429 is thrown at once', async () => {
    const calls = script('get', '/api/v1/credits', [
      () => apiError(429, 'rate_limited', { retryAfterSeconds: 3600 }, { 'retry-after': '3600' }),
    ]);
    const retries: RetryEvent[] = [];
    const err = await failure(client(fast, (e) => retries.push(e)).credits());
    expect(err.retryAfterSeconds).toBe(3600);
    expect(calls).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('maxRetries 0 turns retrying off', async () => {
    const calls = script('get', '/api/v1/credits', [() => apiError(503, 'unavailable')]);
    expect((await failure(client({ ...fast, maxRetries: 0 }).credits())).status).toBe(503);
    expect(calls).toHaveLength(1);
  });

  it('the default is 3 retries', async () => {
    expect(DEFAULT_RETRY.maxRetries).toBe(3);
    const calls = script('get', '/api/v1/credits', [() => apiError(500, 'internal')]);
    await failure(createClient({ baseUrl: BASE, retry: { baseDelayMs: 1 } }).credits());
    expect(calls).toHaveLength(4);
  });
});

describe('what is never retried', () => {
  it.each([
    [400, 'validation_failed'],
    [401, 'invalid_api_key'],
    [402, 'insufficient_credits'],
    [404, 'not_found'],
  ])('%i %s', async (status, code) => {
    const calls = script('get', '/api/v1/domains/acme-shop.com', [() => apiError(status, code)]);
    const err = await failure(client().domainLookup('acme-shop.com'));
    expect([err.status, err.code]).toEqual([status, code]);
    expect(calls).toHaveLength(1);
  });

  it('a scan (a metered POST) is retried on 429 and 503, where nothing was done', async () => {
    const scan = { id: 'a3e0f1de-7a53-4c61-9d0e-3e4f7f1b2c3d', domain: 'acme-shop.com', status: 'scheduled' };
    const calls = script('post', '/api/v1/scans', [
      () => apiError(429, 'rate_limited', { retryAfterSeconds: 0 }, { 'retry-after': '0' }),
      () => apiError(503, 'unavailable'),
      () => HttpResponse.json(scan, { status: 202 }),
    ]);
    expect((await client().scan('acme-shop.com')).id).toBe(scan.id);
    expect(calls).toHaveLength(3);
  });

  it.each([500, 502, 504])('a scan is not retried on %i: it may have been started', async (status) => {
    const calls = script('post', '/api/v1/scans', [() => new HttpResponse(null, { status })]);
    expect((await failure(client().scan('acme-shop.com'))).status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it('nor is a report page or a bulk lookup on 500', async () => {
    const list = script('post', '/api/v1/websites', [() => apiError(500, 'internal')]);
    const bulk = script('post', '/api/v1/domains/lookup', [() => apiError(500, 'internal')]);
    await failure(client().listWebsites({ limit: 5 }));
    await failure(client().bulkLookup(['acme-shop.com']));
    expect([list.length, bulk.length]).toEqual([1, 1]);
  });

  it('the free count (a POST that only reads) is retried on 500', async () => {
    const calls = script('post', '/api/v1/websites/count', [
      () => apiError(500, 'internal'),
      () => HttpResponse.json({ count: 3, maxDomainsInReport: 1000 }),
    ]);
    expect((await client().countWebsites([])).count).toBe(3);
    expect(calls).toHaveLength(2);
  });

  it('a lost answer is retried for free calls only (a metered one may have been charged)', async () => {
    const free = script('get', '/api/v1/credits', [
      () => HttpResponse.error(),
      () => HttpResponse.json({ balance: 1, grants: [], freeTierMonthlyCredits: 50 }),
    ]);
    expect((await client().credits()).balance).toBe(1);
    expect(free).toHaveLength(2);
    const metered = script('get', '/api/v1/domains/acme-shop.com', [() => HttpResponse.error()]);
    await expect(client().domainLookup('acme-shop.com')).rejects.toThrow(TypeError);
    expect(metered).toHaveLength(1);
  });
});

describe('no retry without a connection', () => {
  it('a refused connection fails at once with the socket error as the cause', async () => {
    intercept.close();
    try {
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
      const retries: RetryEvent[] = [];
      const err = await createClient({
        baseUrl: `http://127.0.0.1:${port}`,
        retry: { baseDelayMs: 500 },
        onRetry: (e) => retries.push(e),
      })
        .credits()
        .then(
          () => null,
          (e: unknown) => e as { cause?: { code?: string } },
        );
      expect(err).not.toBeNull();
      expect(err?.cause?.code).toBe('ECONNREFUSED');
      expect(retries).toEqual([]);
    } finally {
      intercept.listen({ onUnhandledRequest: 'error' });
    }
  });
});

describe('no retry to a port fetch will not use', () => {
  it('port 1 fails at once, without a retry', async () => {
    intercept.close();
    try {
      const events: RetryEvent[] = [];
      const err = await createClient({
        baseUrl: 'http://127.0.0.1:1',
        retry: { baseDelayMs: 500 },
        onRetry: (e) => events.push(e),
      })
        .credits()
        .then(
          () => null,
          (e: unknown) => e as { cause?: { message?: string } },
        );
      expect(err?.cause?.message).toBe('bad port');
      expect(events).toEqual([]);
    } finally {
      intercept.listen({ onUnhandledRequest: 'error' });
    }
  });
});

describe('the policy and its arithmetic', () => {
  it('routes are classified from the contract: metered POSTs, reads, free calls', () => {
    const scan = retryPolicyFor(apiV1Contract.startScan);
    expect([429, 500, 502, 503, 504].map((s) => scan.status(s))).toEqual([true, false, false, true, false]);
    const lookup = retryPolicyFor(apiV1Contract.domainLookup);
    expect([429, 500, 503, 400, 404].map((s) => lookup.status(s))).toEqual([true, true, true, false, false]);
    expect(lookup.networkFailure(new TypeError('fetch failed'))).toBe(false);
    expect(retryPolicyFor(apiV1Contract.creditBalance).networkFailure(new TypeError('fetch failed'))).toBe(
      true,
    );
  });

  it('backoff doubles per retry, is jittered within [step/2, step] and capped', () => {
    const opts = { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, opts, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, opts, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('a Retry-After is waited for, plus up to half a backoff step at random, within maxDelayMs', () => {
    const opts = { maxRetries: 5, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3].map((n) => retryDelay(n, 300, opts, () => 0))).toEqual([300, 300, 300]);
    expect([1, 2, 3].map((n) => retryDelay(n, 300, opts, () => 1))).toEqual([350, 400, 500]);
    expect(retryDelay(5, 900, opts, () => 1)).toBe(1_000);
    expect(retryDelay(1, 1_000, opts, () => 1)).toBe(1_000);
    // Without a Retry-After it is the backoff.
    expect(retryDelay(2, undefined, opts, () => 0)).toBe(backoffDelay(2, opts, () => 0));
  });

  it('Retry-After: seconds, an HTTP date, or nothing usable', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
