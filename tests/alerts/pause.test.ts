// An alert whose endpoint keeps failing is paused and its owner told by e-mail; resuming it
// through the API makes it active again. Its owner can pause it too. The pause limit is a second here instead of a day.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { apiAccount, call } from '../api/support.ts';
import { startScanFarm, WP_SITE } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import { alertHooks, type Receiver, startReceiver } from './support.ts';

const FARM_HOST = 'wordpress-site.test';
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

const ENV = {
  API_RATE_LIMIT_MULTIPLIER: '100',
  ALERT_RETRY_BASE_SECONDS: '0.3',
  ALERT_PAUSE_AFTER_SECONDS: '1',
};

describe.each(
  named(
    serverEngines(
      ENV,
      alertHooks(() => farm),
    ),
  ),
)('a failing alert on %s', (name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is paused after failing for longer than the limit, mails its owner, and resumes on request', async () => {
    const path = `/${name.replace(/\W/g, '')}/down`;
    receiver.answer(path, Array(50).fill(500));
    const { apiKey: key, email } = await apiAccount(server.db, 100);
    const scan = async () => {
      const started = await call(server.url, 'POST', '/api/v1/scans', { key, body: { domain: WP_SITE } });
      await until(
        async () => {
          const r = await call(server.url, 'GET', `/api/v1/scans/${started.body.id}`, { key });
          return r.body.status === 'completed' ? r : null;
        },
        { what: 'the scan' },
      );
    };
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    const made = await call(server.url, 'POST', '/api/v1/alerts', {
      key,
      body: {
        name: 'Down',
        filters: [{ module: 'technology', technology: 'wordpress', version: '6.5.3' }],
        webhookUrl: receiver.url(path),
      },
    });
    expect(made.status).toBe(201);
    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();

    const paused = await until(
      async () => {
        const r = await call(server.url, 'GET', `/api/v1/alerts/${made.body.id}`, { key });
        return r.body.status === 'paused' ? r.body : null;
      },
      { what: 'the pause' },
    );
    expect(paused.pausedReason).toBe('answered HTTP 500');
    const mail = await until(
      async () => {
        const r = await server.db.query<{ subject: string; body: string }>(
          'SELECT subject, body FROM mail_outbox WHERE to_address = $1',
          [email],
        );
        return r.rows.length ? r.rows : null;
      },
      { what: 'the notice' },
    );
    expect(mail).toEqual([expect.objectContaining({ subject: 'Alert "Down" is paused' })]);
    expect(mail[0].body).toContain(`PATCH /api/v1/alerts/${made.body.id}`);
    const log = (await call(server.url, 'GET', `/api/v1/alerts/${made.body.id}/deliveries`, { key })).body
      .deliveries as { outcome: string; status: number | null }[];
    expect(log.length).toBeGreaterThan(1);
    expect(log.every((d) => d.status === 500 || d.outcome === 'skipped')).toBe(true);

    const resumed = await call(server.url, 'PATCH', `/api/v1/alerts/${made.body.id}`, {
      key,
      body: { status: 'active' },
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ status: 'active', pausedReason: null });
  });

  it('is paused and resumed by its owner, and a status it does not know is refused', async () => {
    const { apiKey: key } = await apiAccount(server.db, 100);
    const made = await call(server.url, 'POST', '/api/v1/alerts', {
      key,
      body: { name: 'Quiet', filters: [{ module: 'technology', technology: 'wordpress' }], email: true },
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const paused = await call(server.url, 'PATCH', `/api/v1/alerts/${id}`, {
      key,
      body: { status: 'paused' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', pausedReason: 'paused by its owner' });
    const listed = await call(server.url, 'GET', '/api/v1/alerts', { key });
    expect(listed.body.alerts.find((a: { id: string }) => a.id === id)).toMatchObject({ status: 'paused' });

    const bad = await call(server.url, 'PATCH', `/api/v1/alerts/${id}`, {
      key,
      body: { status: 'sleeping' },
    });
    expect(bad.status).toBe(400);
    const resumed = await call(server.url, 'PATCH', `/api/v1/alerts/${id}`, {
      key,
      body: { status: 'active' },
    });
    expect(resumed.body).toMatchObject({ status: 'active', pausedReason: null });
  });
});
