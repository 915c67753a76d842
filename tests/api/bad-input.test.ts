// Every public API route, tried with hostile and malformed input: each answer is a 4xx in the
// documented error shape, never a 5xx, and nothing is charged.

import { API_ERROR_CODES, contract, FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';
import { apiAccount, call } from './support.ts';

let server: RunningServer;
let key: string;
beforeAll(async () => {
  server = await startTestServer({ API_RATE_LIMIT_MULTIPLIER: '1000' });
  await seedDemoSites(server, { count: 50, seed: 3 });
  key = (await apiAccount(server.db)).apiKey;
});
afterAll(async () => {
  await server?.close();
});

const hostileSegments = [
  '%00',
  'a'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE%F0%9F%92%A9',
  '%25',
  "'%20OR%201=1--",
  '-',
  '.',
];
const hostileQueries = [
  'limit=-5',
  'limit=abc',
  'limit=1e9',
  'limit=0',
  'cursor=!!!',
  `cursor=${'x'.repeat(600)}`,
  'cursor=eyJ4IjoxfQ',
  'version=',
];
const hostileBodies: unknown[] = [
  '{"broken":',
  '[]',
  '"text"',
  'null',
  {},
  { domains: [] },
  { domains: Array.from({ length: 101 }, (_, i) => `d${i}.com`) },
  { domains: [42] },
  { domain: '' },
  { domain: 'localhost' },
  { domain: '10.0.0.1' },
  { domain: 'http://[::1]/' },
  { domain: 'x'.repeat(3000) },
  { filters: 'wordpress' },
  { filters: [{ module: 'technology' }] },
  { filters: [{ module: 'country', values: [] }] },
  { filters: [{ module: 'country', values: ['ZZ'] }] },
  { filters: [{ module: 'region', values: ['atlantis'] }] },
  { filters: [{ module: 'language', values: ['xx'] }] },
  { filters: [{ module: 'category', category: 'no-such-category' }] },
  { filters: [{ module: 'change', action: 'exploded', technology: 'wordpress' }] },
  { filters: [{ module: 'change', action: 'added', technology: 'wordpress', since: 'yesterday' }] },
  { filters: [{ module: 'tld', values: Array.from({ length: 301 }, () => 'com') }] },
  { filters: Array.from({ length: 31 }, () => ({ module: 'header', header: 'server' })) },
  { filters: [{ module: 'header', header: 'bad header\r\nx: y' }] },
  { filters: [], limit: 0 },
  { filters: [], limit: 1001 },
  { filters: [], limit: 'ten' },
  { filters: [], cursor: 'bm9wZQ' },
];

const routes = Object.entries(contract.apiV1).map(([name, route]) => ({ name, route }));

function paths(path: string): string[] {
  if (!path.includes(':')) return hostileQueries.map((q) => `${path}?${q}`);
  const fills = hostileSegments.map((seg) => path.replace(/:\w+/g, seg));
  return [...fills, ...hostileQueries.map((q) => `${path.replace(/:\w+/g, 'wordpress')}?${q}`)];
}

describe('hostile input on every /api/v1 route', () => {
  it.each(routes)('$name answers 4xx in the error shape, never 5xx', async ({ route }) => {
    const requests =
      route.method === 'GET'
        ? paths(route.path).map((p) => call(server.url, 'GET', p, { key }))
        : hostileBodies.map((b) => call(server.url, 'POST', route.path, { key, body: b }));
    for (const r of await Promise.all(requests)) {
      if (r.status < 400) continue; // a hostile query may still be a fine one
      expect(r.status).toBeLessThan(500);
      expect(Object.keys(API_ERROR_CODES)).toContain(r.body.code);
      expect(typeof r.body.err).toBe('string');
    }
    // Every route refuses some of it: a route without input still refuses parameters it does not take.
    const statuses = (await Promise.all(requests)).map((r) => r.status);
    expect(statuses.some((s) => s >= 400 && s < 500)).toBe(true);
  });

  it('charged nothing for any of it', async () => {
    const r = await call(server.url, 'GET', '/api/v1/credits', { key });
    expect(r.body.balance).toBe(FREE_TIER_MONTHLY_CREDITS);
  });
});
