// The alerts calls with bad input: every refusal is a clear 4xx in the API's error shape, never a
// 500 — private webhook addresses, plain http, unknown names, nowhere to send, the plan's limit,
// another account's alert, a cursor the list did not give.

import { alertLimitsOf, FREE_ALERTS, SUBSCRIPTION_PLANS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { apiAccount, call } from '../api/support.ts';
import { startScanFarm } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { alertHooks, type Receiver, startReceiver } from './support.ts';

let farm: Farm;
let receiver: Receiver;
beforeAll(async () => {
  farm = await startScanFarm();
  receiver = await startReceiver();
});
afterAll(async () => {
  await farm?.close();
  await receiver?.close();
});

const good = { name: 'WordPress', filters: [{ module: 'technology', technology: 'wordpress' }] };

describe.each(
  named(
    serverEngines(
      { API_RATE_LIMIT_MULTIPLIER: '100' },
      alertHooks(() => farm),
    ),
  ),
)('alerts calls on %s', (_name, engine) => {
  let server: RunningServer;
  let key: string;
  beforeAll(async () => {
    server = await engine.open();
    key = (await apiAccount(server.db)).apiKey;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const create = (body: unknown, as = key) => call(server.url, 'POST', '/api/v1/alerts', { key: as, body });

  it.each([
    [
      'https://10.0.0.1/hook',
      'The webhook URL must point to a public address: 10.0.0.1 is a private address.',
    ],
    [
      'https://127.0.0.1/hook',
      'The webhook URL must point to a public address: 127.0.0.1 is a loopback address.',
    ],
    ['https://[::1]/hook', 'The webhook URL must point to a public address: [::1] is a loopback address.'],
    [
      'https://localhost/hook',
      'The webhook URL must point to a public address: localhost is a loopback name.',
    ],
    [
      'https://169.254.169.254/latest/meta-data',
      'The webhook URL must point to a public address: 169.254.169.254 is a link-local address.',
    ],
    [
      'https://intranet-fixture.com/hook',
      'The webhook URL must point to a public address: intranet-fixture.com resolves to 127.0.0.1, a loopback address.',
    ],
    ['http://hooks.example.com/hook', 'The webhook URL must use https.'],
    ['ftp://hooks.example.com/hook', 'The webhook URL must use https.'],
    ['https://user:pw@hooks.example.com/hook', 'The webhook URL must not contain a user name or password.'],
  ])('refuses the webhook %s with a clear message', async (webhookUrl, message) => {
    const r = await create({ ...good, webhookUrl });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      code: 'validation_failed',
      err: message,
      details: [{ path: 'webhookUrl', message }],
    });
  });

  it('refuses a private address on a change too, and keeps the alert as it was', async () => {
    const made = await create({ ...good, email: true });
    expect(made.status).toBe(201);
    const r = await call(server.url, 'PATCH', `/api/v1/alerts/${made.body.id}`, {
      key,
      body: { webhookUrl: 'https://192.168.1.10/hook' },
    });
    expect(r.status).toBe(400);
    expect(r.body.err).toBe(
      'The webhook URL must point to a public address: 192.168.1.10 is a private address.',
    );
    const held = await call(server.url, 'GET', `/api/v1/alerts/${made.body.id}`, { key });
    expect(held.body.webhookUrl).toBeNull();
    await call(server.url, 'DELETE', `/api/v1/alerts/${made.body.id}`, { key });
  });

  it.each([
    ['no name', { filters: good.filters, email: true }, 'name'],
    ['an empty name', { ...good, name: '  ', email: true }, 'name'],
    ['no filters', { name: 'x', email: true }, 'filters'],
    [
      'an unknown technology',
      { ...good, filters: [{ module: 'technology', technology: 'no-such-tech' }], email: true },
      'filters.0.technology',
    ],
    [
      'an unknown filter module',
      { ...good, filters: [{ module: 'colour', values: ['red'] }], email: true },
      'filters.0.module',
    ],
    ['nowhere to send', { ...good }, 'webhookUrl'],
    [
      'a digest without e-mail',
      { ...good, webhookUrl: 'https://hooks.example.com/x', digest: true },
      'digest',
    ],
    ['an unknown event type', { ...good, email: true, events: ['site.exploded'] }, 'events.0'],
    ['no event types', { ...good, email: true, events: [] }, 'events'],
    ['a webhook that is no URL', { ...good, webhookUrl: 'not a url' }, 'webhookUrl'],
    ['email as a string', { ...good, email: 'me@example.com' }, 'email'],
  ])('refuses %s with 400 naming the field', async (_what, body, path) => {
    const r = await create(body);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('answers 404 for an unknown alert or another account’s, and 400 for a malformed id or cursor', async () => {
    const made = await create({ ...good, email: true });
    const other = (await apiAccount(server.db)).apiKey;
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/test'],
      ['POST', '/rotate-secret'],
      ['GET', '/deliveries'],
    ] as const) {
      const path = `/api/v1/alerts/${made.body.id}${suffix}`;
      const body = method === 'PATCH' ? { name: 'Mine now' } : undefined;
      const theirs = await call(server.url, method, path, { key: other, body });
      expect(theirs.status, `${method} ${suffix}`).toBe(404);
      expect(theirs.body.code).toBe('not_found');
      const unknown = await call(
        server.url,
        method,
        path.replace(made.body.id, '6f1b2c1e-0000-4000-8000-000000000000'),
        { key, body },
      );
      expect(unknown.status).toBe(404);
      const malformed = await call(server.url, method, path.replace(made.body.id, 'not-a-uuid'), {
        key,
        body,
      });
      expect(malformed.status).toBe(400);
    }
    const cursor = await call(server.url, 'GET', `/api/v1/alerts/${made.body.id}/deliveries?cursor=abc`, {
      key,
    });
    expect(cursor.status).toBe(400);
    expect(cursor.body.code).toBe('invalid_cursor');
    const unchanged = await call(server.url, 'GET', `/api/v1/alerts/${made.body.id}`, { key });
    expect(unchanged.body.name).toBe('WordPress');
    await call(server.url, 'DELETE', `/api/v1/alerts/${made.body.id}`, { key });
  });

  it('refuses an alert over the plan’s limit with the clear error, and the list shows the limits', async () => {
    const own = (await apiAccount(server.db)).apiKey;
    for (let i = 0; i < FREE_ALERTS; i++)
      expect((await create({ ...good, email: true }, own)).status).toBe(201);
    const over = await create({ ...good, email: true }, own);
    expect(over.status).toBe(403);
    expect(over.body).toEqual({
      code: 'plan_limit_reached',
      err: `Your plan allows ${FREE_ALERTS} alerts and you have ${FREE_ALERTS}: delete one or choose a larger plan.`,
    });
    const list = await call(server.url, 'GET', '/api/v1/alerts', { key: own });
    expect(list.status).toBe(200);
    expect(list.body.alerts).toHaveLength(FREE_ALERTS);
    expect(list.body.limits).toEqual({ ...alertLimitsOf(null), eventsToday: 0 });
    // Every paid plan allows more than the free allowance.
    for (const plan of SUBSCRIPTION_PLANS) expect(plan.Alerts).toBeGreaterThan(FREE_ALERTS);
  });

  it('takes an allow-listed host over plain http, and sends a test event to it', async () => {
    const made = await create({ ...good, webhookUrl: receiver.url('/calls') });
    expect(made.status).toBe(201);
    const tested = await call(server.url, 'POST', `/api/v1/alerts/${made.body.id}/test`, { key });
    expect(tested.status).toBe(200);
    expect(tested.body.delivery).toMatchObject({ type: 'alert.test', outcome: 'delivered', status: 200 });
    await call(server.url, 'DELETE', `/api/v1/alerts/${made.body.id}`, { key });
  });
});
