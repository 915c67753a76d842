// The order a public API call is judged in: who sends it (the key, the rate limits), then what it
// sent (its address, its body, the contract's schemas), then the work and the charge. A caller
// without a key learns nothing about its request; a refused call still counts towards the limits;
// every answer carries the call's X-Request-Id; a field or query parameter the operation does not
// take is refused by name instead of being dropped.

import { API_RATE_LIMIT_PER_ADDRESS_PER_SECOND, API_RATE_LIMITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { type Answer, apiAccount, call } from './support.ts';

// Limits scaled down, so a handful of calls reach them.
const MULTIPLIER = 0.3;
const PER_KEY = Math.round(API_RATE_LIMITS.free.perKeyPerSecond * MULTIPLIER);
const PER_ADDRESS = Math.round(API_RATE_LIMIT_PER_ADDRESS_PER_SECOND * MULTIPLIER);

let server: RunningServer;
let addresses = 0;
beforeAll(async () => {
  server = await startTestServer(
    // Each call speaks from its own address (X-Forwarded-For) unless a test shares one on purpose.
    { TRUST_PROXY: 'true', API_RATE_LIMIT_MULTIPLIER: String(MULTIPLIER), BODY_LIMIT: '8kb' },
    {},
    { sites: { count: 600, seed: 21 } },
  );
});
afterAll(async () => {
  await server?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
const nextAddress = () => `203.0.113.${++addresses % 250}`;

/** One call from an address of its own (or `from`), with `key` or none. */
async function send(
  method: Method,
  path: string,
  opts: { key?: string; body?: unknown; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = { 'x-forwarded-for': opts.from ?? nextAddress(), ...opts.headers };
  if (method !== 'PUT') return call(server.url, method, path, { ...opts, headers });
  const res = await fetch(`${server.url}${path}`, { method, headers });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** A key of a new account: its own per-key limit, the month's free credits. */
const freshKey = async () => (await apiAccount(server.db)).apiKey;

const BAD_FILTER = { filters: [{ module: 'technology' }] };
const TOO_LARGE = { domains: Array.from({ length: 100 }, (_, i) => `site-${i}-${'x'.repeat(100)}.com`) };
const IDS = new Set<string>();

/** The call's id is there, a UUID no other answer of this suite had. */
function expectOwnRequestId(answer: Answer) {
  const id = answer.headers.get('x-request-id');
  expect(id, `${answer.status} ${JSON.stringify(answer.body)}`).toMatch(/^[0-9a-f-]{36}$/);
  expect(IDS.has(id as string)).toBe(false);
  IDS.add(id as string);
}

describe('who sends a call is checked before what it sent', () => {
  it('without a key, a call is refused for want of one, whatever its body or query', async () => {
    const refused = [
      await send('POST', '/api/v1/websites', { body: BAD_FILTER }),
      await send('POST', '/api/v1/websites', { body: '{"filters": [' }),
      await send('POST', '/api/v1/domains/lookup', { body: TOO_LARGE }),
      await send('POST', '/api/v1/websites/count', { body: { filters: [], verison: '6.4.2' } }),
      await send('GET', '/api/v1/credits/history?limit=0'),
      await send('GET', '/api/v1/credits/history?colour=blue'),
      await send('GET', '/api/v1/domains/a%00b'),
    ];
    for (const answer of refused) {
      expect([answer.status, answer.body.code]).toEqual([401, 'missing_api_key']);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(answer.headers.get('ratelimit-limit')).toBeNull();
      expectOwnRequestId(answer);
    }
    const wrongKey = await send('POST', '/api/v1/websites', {
      key: 'tc_abcdefgh_not-a-real-key',
      body: BAD_FILTER,
    });
    expect([wrongKey.status, wrongKey.body.code]).toEqual([401, 'invalid_api_key']);
  });

  it('with a key, the same calls are refused for what they sent, after the limits counted them', async () => {
    const refusals: [Answer, number, string][] = [
      [
        await send('POST', '/api/v1/websites', { key: await freshKey(), body: BAD_FILTER }),
        400,
        'validation_failed',
      ],
      [
        await send('POST', '/api/v1/websites', { key: await freshKey(), body: '{"filters": [' }),
        400,
        'malformed_json',
      ],
      [
        await send('POST', '/api/v1/domains/lookup', { key: await freshKey(), body: TOO_LARGE }),
        413,
        'body_too_large',
      ],
      [
        await send('GET', '/api/v1/credits/history?limit=0', { key: await freshKey() }),
        400,
        'validation_failed',
      ],
      [await send('GET', '/api/v1/domains/a%00b', { key: await freshKey() }), 400, 'validation_failed'],
    ];
    for (const [answer, status, code] of refusals) {
      expect([answer.status, answer.body.code]).toEqual([status, code]);
      expect(answer.headers.get('ratelimit-limit')).toBe(String(PER_KEY));
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(PER_KEY - 1));
      expect(answer.headers.get('x-credits-charged')).toBeNull();
      expectOwnRequestId(answer);
    }
  });

  it('bad calls count towards a key’s limit and reach 429, charging nothing', async () => {
    const key = await freshKey();
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_KEY * 3 }, () =>
        send('POST', '/api/v1/websites', { key, from, body: BAD_FILTER }),
      ),
    );
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 429).every((a) => a.status === 400)).toBe(true);
    for (const answer of limited) {
      expect(answer.body).toMatchObject({ code: 'rate_limited' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    for (const answer of answers) {
      expect(answer.headers.get('x-credits-charged')).toBeNull();
      expectOwnRequestId(answer);
    }
  });

  it('calls without a key count towards their address’s limit and reach 429', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_ADDRESS * 2 }, () =>
        send('POST', '/api/v1/websites', { from, body: BAD_FILTER }),
      ),
    );
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([401, 429]);
    for (const answer of answers) expectOwnRequestId(answer);
  });
});

describe('every answer of the public API carries X-Request-Id', () => {
  it('the answers no route gives too: unknown paths, wrong methods, refused encodings', async () => {
    const key = await freshKey();
    const answers: [Answer, number][] = [
      [await send('GET', '/api/v1/no-such-endpoint', { key }), 404],
      [await send('POST', '/api/v1/no-such-endpoint', { body: {} }), 404],
      [await send('PUT', '/api/v1/credits'), 405],
      [await send('DELETE', '/api/v1/websites', { key }), 405],
      [
        await send('POST', '/api/v1/websites', {
          key: await freshKey(),
          body: '{"filters": []}',
          headers: { 'content-encoding': 'compress' },
        }),
        415,
      ],
      [await send('GET', '/api/v1/domains/not-in-the-index-at-all.com', { key: await freshKey() }), 404],
    ];
    for (const [answer, status] of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(typeof answer.body.err).toBe('string');
      expectOwnRequestId(answer);
    }
  });
});

describe('a field or query parameter the call does not take is refused by name', () => {
  const refused = async (method: Method, path: string, body: unknown, field: string) => {
    const answer = await send(method, path, { key: await freshKey(), body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toEqual({
      err: `${field}: unknown field`,
      code: 'validation_failed',
      details: [{ path: field, message: 'unknown field' }],
    });
    expect(answer.headers.get('x-credits-charged')).toBeNull();
    expectOwnRequestId(answer);
  };

  it('in a filter of any kind, and beside the filters', async () => {
    await refused(
      'POST',
      '/api/v1/websites',
      { filters: [{ module: 'technology', technology: 'wordpress', verison: '6.4.2' }] },
      'filters.0.verison',
    );
    const kinds = [
      { module: 'technology', technology: 'wordpress' },
      { module: 'category', category: 'content-management-system' },
      { module: 'header', header: 'server' },
      { module: 'tld', values: ['de'] },
      { module: 'country', values: ['DE'] },
      { module: 'region', values: ['europe'] },
      { module: 'language', values: ['de'] },
      { module: 'change', action: 'added', technology: 'wordpress' },
      { module: 'vulnerability', minSeverity: 7 },
    ];
    for (const filter of kinds)
      await refused(
        'POST',
        '/api/v1/websites/count',
        {
          filters: [
            { module: 'country', values: ['DE'] },
            { ...filter, colour: 'blue' },
          ],
        },
        'filters.1.colour',
      );
    await refused('POST', '/api/v1/websites', { filters: [], limt: 5 }, 'limt');
    await refused(
      'POST',
      '/api/v1/domains/lookup',
      { domains: ['example.com'], domain: 'example.org' },
      'domain',
    );
    await refused('POST', '/api/v1/scans', { domain: 'example.com', deep: true }, 'deep');
  });

  it('in an alert’s settings, its filters and its changes', async () => {
    const filters = [{ module: 'technology', technology: 'wordpress' }];
    await refused(
      'POST',
      '/api/v1/alerts',
      { name: 'Misspelt', filters, webhookURL: 'https://hooks.example.com/x', email: true },
      'webhookURL',
    );
    await refused(
      'POST',
      '/api/v1/alerts',
      { name: 'Misspelt', filters: [{ ...filters[0], verison: '6' }], email: true },
      'filters.0.verison',
    );
    const key = await freshKey();
    const made = await send('POST', '/api/v1/alerts', { key, body: { name: 'Kept', filters, email: true } });
    expect(made.status).toBe(201);
    const changed = await send('PATCH', `/api/v1/alerts/${made.body.id}`, {
      key,
      body: { status: 'paused', pausedUntil: '2030-01-01' },
    });
    expect([changed.status, changed.body.err]).toEqual([400, 'pausedUntil: unknown field']);
    const rotated = await send('POST', `/api/v1/alerts/${made.body.id}/rotate-secret`, {
      key,
      body: { force: true },
    });
    expect([rotated.status, rotated.body.err]).toEqual([400, 'force: unknown field']);
  });

  it('in the query, on routes with a query and on routes without one', async () => {
    for (const [path, name] of [
      ['/api/v1/credits/history?limt=5', 'limt'],
      ['/api/v1/credits?verbose=1', 'verbose'],
      ['/api/v1/technologies/wordpress/websites?versoin=6.4.2', 'versoin'],
    ]) {
      const answer = await send('GET', path, { key: await freshKey() });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        err: `${name}: unknown query parameter`,
        code: 'validation_failed',
        details: [{ path: name, message: 'unknown query parameter' }],
      });
    }
  });
});

it('a valid call is still served, and charged once under its request id', async () => {
  const key = await freshKey();
  const body = { filters: [{ module: 'technology', technology: 'wordpress' }], limit: 3 };
  const answer = await send('POST', '/api/v1/websites', { key, body });
  expect(answer.status).toBe(200);
  expect(answer.body.websites).toHaveLength(3);
  expect(answer.headers.get('x-credits-charged')).toBe('3');
  const history = await send('GET', '/api/v1/credits/history', { key });
  expect(history.body.entries).toEqual([
    expect.objectContaining({
      requestId: answer.headers.get('x-request-id'),
      operation: 'listWebsites',
      credits: 3,
    }),
  ]);
});
