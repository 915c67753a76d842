// The Alerts page's calls (/user/alerts/…) over HTTP: signed in by session, CSRF header required,
// the same works as /api/v1/alerts behind them. Bad input gets a clear 4xx, never a 500; another
// account's alert is a 404; the page data takes its prefill from the address.

import { ACCOUNT_MESSAGES, ALERT_MESSAGES, alertsCreatePath, UserAlertsResults } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client } from '../accounts/support.ts';
import { RECEIVER_HOST, type Receiver, startReceiver } from '../alerts/support.ts';
import { signedInAccount } from '../support/accounts.ts';
import { startTestServer } from '../support/server.ts';

let server: RunningServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer(
    { API_RATE_LIMIT_MULTIPLIER: '100' },
    {
      crawler: {
        allowHosts: [RECEIVER_HOST],
        lookup: async () => [{ address: '127.0.0.1', family: 4 as const }],
        dns: false,
        perHostIntervalMs: 0,
      },
    },
  );
}, 120_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

/** A browser-like client signed in as a fresh account. */
async function signedIn(): Promise<Client> {
  const account = await signedInAccount(server.db);
  const client = new Client(server.url);
  client.cookies.set(account.cookie.split('=')[0], account.token);
  return client;
}

const WORDPRESS = [{ module: 'technology', technology: 'wordpress' }];
const uuid = '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11';

async function created(client: Client, path: string) {
  const r = await client.post('/user/alerts/create', {
    name: 'WordPress sites',
    filters: WORDPRESS,
    webhookUrl: receiver.url(path),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; secret: string; name: string };
}

describe('Alerts page calls', () => {
  it('create, list, test, deliveries, rotate, resume and delete for the signed-in account', async () => {
    const client = await signedIn();
    const alert = await created(client, '/page-calls');
    expect(alert.secret).toMatch(/^whsec_/);

    const list = await client.get('/user/alerts/list');
    expect(list.status).toBe(200);
    const alerts = list.body.alerts as { id: string; secret?: string }[];
    expect(alerts.map((a) => a.id)).toEqual([alert.id]);
    // The secret is shown once, in the create answer only.
    expect(alerts[0].secret).toBeUndefined();
    expect(list.body.limits).toMatchObject({ alerts: expect.any(Number), eventsPerDay: expect.any(Number) });

    const test = await client.post(`/user/alerts/${alert.id}/test`, {});
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.delivery).toMatchObject({ type: 'alert.test', outcome: 'delivered', status: 200 });
    expect(receiver.at('/page-calls')).toHaveLength(1);

    const deliveries = await client.get(`/user/alerts/${alert.id}/deliveries?limit=5`);
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.deliveries).toEqual([
      expect.objectContaining({ eventId: test.body.eventId, type: 'alert.test', outcome: 'delivered' }),
    ]);

    const rotated = await client.post(`/user/alerts/${alert.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(alert.secret);
    expect(rotated.body.previousSecretExpiresAt).not.toBeNull();

    const renamed = await client.post(`/user/alerts/${alert.id}/update`, {
      name: 'Renamed',
      status: 'active',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Renamed', status: 'active' });

    const deleted = await client.post(`/user/alerts/${alert.id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await client.get('/user/alerts/list')).body.alerts).toEqual([]);
    const again = await client.post(`/user/alerts/${alert.id}/delete`, {});
    expect(again.status).toBe(404);
    expect(again.body.err).toEqual(expect.any(String));
  });

  it('another account’s alert is not found, for every call', async () => {
    const owner = await signedIn();
    const alert = await created(owner, '/not-yours');
    const other = await signedIn();
    const answers = [
      await other.post(`/user/alerts/${alert.id}/update`, { name: 'Mine now' }),
      await other.post(`/user/alerts/${alert.id}/test`, {}),
      await other.post(`/user/alerts/${alert.id}/rotate-secret`, {}),
      await other.get(`/user/alerts/${alert.id}/deliveries`),
      await other.post(`/user/alerts/${alert.id}/delete`, {}),
    ];
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(404);
      expect(a.body.err).toEqual(expect.any(String));
    }
    expect(receiver.at('/not-yours')).toHaveLength(0);
    expect((await other.get('/user/alerts/list')).body.alerts).toEqual([]);
    // Still there, unchanged, for its owner.
    const mine = (await owner.get('/user/alerts/list')).body.alerts as { id: string; name: string }[];
    expect(mine).toEqual([expect.objectContaining({ id: alert.id, name: 'WordPress sites' })]);
  });

  it('needs a session: signed out, every call is a 401 with the sign-in sentence', async () => {
    const anonymous = new Client(server.url);
    const answers = [
      await anonymous.get('/user/alerts/list'),
      await anonymous.post('/user/alerts/create', { name: 'x', filters: WORDPRESS, email: true }),
      await anonymous.post(`/user/alerts/${uuid}/test`, {}),
      await anonymous.get(`/user/alerts/${uuid}/deliveries`),
    ];
    for (const a of answers) {
      expect(a.status, JSON.stringify(a.body)).toBe(401);
      expect(a.body.err).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    const page = await anonymous.get('/user/alerts/api');
    expect(page.status).toBe(401);
    expect(page.body.resultLoginRequired).toBe(true);
  });

  it('refuses a state-changing call without the CSRF header or from another origin', async () => {
    const client = await signedIn();
    const noHeader = await client.post(
      '/user/alerts/create',
      { name: 'x', filters: WORDPRESS, email: true },
      { csrf: false },
    );
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('csrf');
    const crossSite = await client.post(
      '/user/alerts/create',
      { name: 'x', filters: WORDPRESS, email: true },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    expect((await client.get('/user/alerts/list')).body.alerts).toEqual([]);
  });

  it('answers bad input with a clear 4xx naming the problem, never a 500', async () => {
    const client = await signedIn();
    const cases: [string, () => ReturnType<Client['post']>, RegExp][] = [
      ['no body', () => client.post('/user/alerts/create', {}), /./],
      ['not JSON', () => client.post('/user/alerts/create', undefined, { raw: '{"name":' }), /JSON/],
      [
        'empty name',
        () => client.post('/user/alerts/create', { name: ' ', filters: WORDPRESS, email: true }),
        /name/,
      ],
      [
        'a slug that is not one',
        () =>
          client.post('/user/alerts/create', {
            name: 'x',
            filters: [{ module: 'technology', technology: 'Word Press!' }],
            email: true,
          }),
        /slug/,
      ],
      [
        'an unknown technology',
        () =>
          client.post('/user/alerts/create', {
            name: 'x',
            filters: [{ module: 'technology', technology: 'no-such-technology-anywhere' }],
            email: true,
          }),
        /no-such-technology-anywhere/,
      ],
      [
        'nowhere to send',
        () => client.post('/user/alerts/create', { name: 'x', filters: WORDPRESS }),
        /webhookUrl|email/,
      ],
      [
        'a webhook that is not a URL',
        () => client.post('/user/alerts/create', { name: 'x', filters: WORDPRESS, webhookUrl: 'hooks' }),
        /URL/,
      ],
      [
        'a webhook on a private address',
        () =>
          client.post('/user/alerts/create', {
            name: 'x',
            filters: WORDPRESS,
            webhookUrl: 'https://10.0.0.7/hook',
          }),
        /./,
      ],
      ['an id that is not one', () => client.post('/user/alerts/not-an-id/test', {}), /./],
      ['a page size of 0', () => client.get(`/user/alerts/${uuid}/deliveries?limit=0`), /./],
      ['an unknown alert', () => client.post(`/user/alerts/${uuid}/rotate-secret`, {}), /./],
      ['an unknown field on test', () => client.post(`/user/alerts/${uuid}/test`, { extra: 1 }), /./],
      [
        'pausing (not a status the page can set)',
        () => client.post(`/user/alerts/${uuid}/update`, { status: 'paused' }),
        /./,
      ],
    ];
    for (const [what, send, words] of cases) {
      const r = await send();
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBeLessThan(500);
      expect(String(r.body.err) + JSON.stringify(r.body.details ?? ''), what).toMatch(words);
    }
    const webhook = await client.post('/user/alerts/create', {
      name: 'x',
      filters: WORDPRESS,
      webhookUrl: 'https://10.0.0.7/hook',
    });
    expect(webhook.status).toBe(400);
    expect(JSON.stringify(webhook.body)).toMatch(/webhookUrl/);
    expect((await client.get('/user/alerts/list')).body.alerts).toEqual([]);
  });

  it('page data: the form prefilled from the address, and a clear note for unreadable filters', async () => {
    const client = await signedIn();
    const good = await client.get(
      `${alertsCreatePath(WORDPRESS, 'Technology: WordPress').replace('?', '/api?')}`,
    );
    expect(good.status).toBe(200);
    const results = UserAlertsResults.parse((good.body as { results: unknown }).results);
    expect(results).toMatchObject({
      OpenCreate: true,
      PrefillError: null,
      Prefill: { Name: 'Technology: WordPress', Filters: WORDPRESS },
    });
    for (const filters of ['not json', '[{"module":"technology"}]', '{"a":1}']) {
      const bad = await client.get(`/user/alerts/api?create=1&filters=${encodeURIComponent(filters)}`);
      expect(bad.status).toBe(200);
      const r = (bad.body as { results: { Prefill: unknown; PrefillError: string } }).results;
      expect(r.Prefill).toBeNull();
      expect(r.PrefillError).toBe(ALERT_MESSAGES.badPrefill);
    }
    const plain = await client.get('/user/alerts/api');
    expect((plain.body as { results: unknown }).results).toMatchObject({ OpenCreate: false, Prefill: null });
  });

  it('page data names the slugs and codes of the account’s alerts, so the page shows names', async () => {
    const client = await signedIn();
    const r = await client.post('/user/alerts/create', {
      name: 'German shops',
      filters: [
        { module: 'technology', technology: 'wordpress' },
        { module: 'category', category: 'ecommerce' },
        { module: 'country', values: ['DE'] },
        { module: 'language', values: ['de'] },
      ],
      email: true,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const page = await client.get('/user/alerts/api');
    const names = UserAlertsResults.parse((page.body as { results: unknown }).results).FilterNames;
    expect(names.technology).toEqual({ wordpress: 'WordPress' });
    expect(names.category.ecommerce).toBeTruthy();
    expect(names.category.ecommerce).not.toBe('ecommerce');
    expect(names.country).toEqual({ DE: 'Germany' });
    expect(names.language).toEqual({ de: 'German' });
  });
});
