// Alerts end to end through the public API: a live scan puts a fixture site in the index, the
// matching job finds the alerts it starts (or stops) matching, and the signed events reach a real
// HTTP receiver through the crawler's guard — retried on 500, signed twice during a rotation,
// stopped by deletion. Runs on Postgres and, in the opensearch project, on the percolator.

import { ALERT_SIGNATURE_HEADER } from '@techcensus/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { apiAccount, call } from '../api/support.ts';
import { startScanFarm, WP_SITE } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import { alertHooks, type Received, type Receiver, startReceiver, verifies } from './support.ts';

const FARM_HOST = 'wordpress-site.test';
const TOLERANCE = { toleranceSeconds: 300 };
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

const signatures = (r: Received) => String(r.headers[ALERT_SIGNATURE_HEADER.toLowerCase()]);
const wordpress = (version?: string) => [
  { module: 'technology', technology: 'wordpress', ...(version ? { version } : {}) },
];

describe.each(
  named(
    serverEngines(
      { API_RATE_LIMIT_MULTIPLIER: '100', ALERT_RETRY_BASE_SECONDS: '0.2' },
      alertHooks(() => farm),
    ),
  ),
)('alerts on %s', (name, engine) => {
  let server: RunningServer;
  let key: string;
  let email: string;
  // Each engine's receiver paths are its own: both engines share the receiver.
  const path = (p: string) => `/${name.replace(/\W/g, '')}${p}`;

  beforeAll(async () => {
    server = await engine.open();
  }, 120_000);
  // An account per test: the free plan's alerts are few.
  beforeEach(async () => {
    ({ apiKey: key, email } = await apiAccount(server.db, 100));
  });
  afterAll(async () => {
    await server?.close();
  });

  const createAlert = async (body: Record<string, unknown>) => {
    const r = await call(server.url, 'POST', '/api/v1/alerts', { key, body });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as { id: string; secret: string };
  };
  const scan = async () => {
    const started = await call(server.url, 'POST', '/api/v1/scans', { key, body: { domain: WP_SITE } });
    expect(started.status).toBe(202);
    const done = await until(
      async () => {
        const r = await call(server.url, 'GET', `/api/v1/scans/${started.body.id}`, { key });
        return r.body.status === 'completed' || r.body.status === 'failed' ? r : null;
      },
      { what: 'the scan' },
    );
    expect(done.body.status).toBe('completed');
  };
  const deliveries = async (id: string) =>
    (await call(server.url, 'GET', `/api/v1/alerts/${id}/deliveries`, { key })).body.deliveries as {
      eventId: string;
      type: string;
      outcome: string;
      status: number | null;
      attempt: number;
      site: string | null;
      latencyMs: number | null;
    }[];

  it('sends a signed site.matched naming the fixture site after a live scan puts it in the index', async () => {
    farm.setVariant(FARM_HOST, 'default');
    const alert = await createAlert({
      name: 'WordPress sites',
      filters: wordpress(),
      webhookUrl: receiver.url(path('/wp')),
    });
    expect(alert.secret).toMatch(/^whsec_/);
    await scan();

    const [hit] = await until(() => (receiver.at(path('/wp')).length ? receiver.at(path('/wp')) : null), {
      what: 'the event',
    });
    const event = JSON.parse(hit.body);
    expect(event).toMatchObject({
      type: 'site.matched',
      alert: { id: alert.id, name: 'WordPress sites' },
      data: { domain: WP_SITE, site: { domain: WP_SITE } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data.site.technologies).toContainEqual({
      slug: 'wordpress',
      name: 'WordPress',
      version: '6.4.2',
    });
    expect(signatures(hit)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(await verifies(signatures(hit), hit.body, alert.secret, TOLERANCE)).toBe(true);
    // Another secret, or another body, does not verify.
    expect(await verifies(signatures(hit), hit.body, 'whsec_other', TOLERANCE)).toBe(false);
    expect(await verifies(signatures(hit), `${hit.body} `, alert.secret, TOLERANCE)).toBe(false);

    const log = await until(
      async () => {
        const d = await deliveries(alert.id);
        return d.length ? d : null;
      },
      { what: 'the delivery record' },
    );
    expect(log).toEqual([
      expect.objectContaining({
        eventId: event.id,
        type: 'site.matched',
        outcome: 'delivered',
        status: 200,
        attempt: 1,
        site: WP_SITE,
      }),
    ]);
    expect(log[0].latencyMs).toEqual(expect.any(Number));

    // The same site scanned again still matches: no second event.
    await scan();
    const other = await createAlert({
      name: 'Probe',
      filters: wordpress('6.4.2'),
      webhookUrl: receiver.url(path('/probe')),
    });
    await call(server.url, 'DELETE', `/api/v1/alerts/${other.id}`, { key });
    expect(receiver.at(path('/wp'))).toHaveLength(1);
  });

  it('retries a receiver that answers 500 until it succeeds, with the same event each time', async () => {
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    receiver.answer(path('/flaky'), [500, 503]);
    const alert = await createAlert({
      name: 'WordPress 6.5.3',
      filters: wordpress('6.5.3'),
      webhookUrl: receiver.url(path('/flaky')),
    });
    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();

    const log = await until(
      async () => {
        const d = await deliveries(alert.id);
        return d.some((x) => x.outcome === 'delivered') ? d : null;
      },
      { what: 'a successful delivery' },
    );
    expect(log.map((d) => [d.attempt, d.status, d.outcome])).toEqual([
      [3, 200, 'delivered'],
      [2, 503, 'retrying'],
      [1, 500, 'retrying'],
    ]);
    const hits = receiver.at(path('/flaky'));
    expect(hits).toHaveLength(3);
    const ids = hits.map((h) => JSON.parse(h.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(JSON.parse(hits[0].body)).toMatchObject({ type: 'site.matched', data: { domain: WP_SITE } });
    for (const h of hits) expect(await verifies(signatures(h), h.body, alert.secret, TOLERANCE)).toBe(true);
  });

  it('does not retry a 4xx other than 429', async () => {
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    receiver.answer(path('/gone'), [410]);
    const alert = await createAlert({
      name: 'Gone',
      filters: wordpress('6.5.3'),
      webhookUrl: receiver.url(path('/gone')),
    });
    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();
    const log = await until(
      async () => {
        const d = await deliveries(alert.id);
        return d.length ? d : null;
      },
      { what: 'the failed delivery' },
    );
    expect(log).toEqual([expect.objectContaining({ attempt: 1, status: 410, outcome: 'failed' })]);
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const alert = await createAlert({
      name: 'Rotated',
      filters: wordpress(),
      webhookUrl: receiver.url(path('/rotate')),
    });
    const rotated = await call(server.url, 'POST', `/api/v1/alerts/${alert.id}/rotate-secret`, { key });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(alert.secret);
    const overlap =
      Date.parse(rotated.body.previousSecretExpiresAt) - Date.parse(rotated.body.secretRotatedAt);
    expect(Math.round(overlap / 3_600_000)).toBe(24);
    // The secret is shown when made or rotated, never again.
    const shown = await call(server.url, 'GET', `/api/v1/alerts/${alert.id}`, { key });
    expect(shown.body).not.toHaveProperty('secret');

    const tested = await call(server.url, 'POST', `/api/v1/alerts/${alert.id}/test`, { key });
    expect(tested.status).toBe(200);
    expect(tested.body.delivery).toMatchObject({ type: 'alert.test', status: 200, outcome: 'delivered' });
    const [hit] = receiver.at(path('/rotate'));
    expect(JSON.parse(hit.body)).toMatchObject({ id: tested.body.eventId, type: 'alert.test' });
    expect(signatures(hit)).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(await verifies(signatures(hit), hit.body, alert.secret, TOLERANCE)).toBe(true);
    expect(await verifies(signatures(hit), hit.body, rotated.body.secret, TOLERANCE)).toBe(true);
    // An old timestamp is refused however good the HMAC.
    expect(
      await verifies(signatures(hit), hit.body, alert.secret, {
        ...TOLERANCE,
        now: Date.now() / 1000 + 3600,
      }),
    ).toBe(false);
  });

  it('stops delivering once an alert is deleted', async () => {
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    const deleted = await createAlert({
      name: 'Deleted',
      filters: wordpress('6.5.3'),
      webhookUrl: receiver.url(path('/deleted')),
    });
    await createAlert({
      name: 'Kept',
      filters: wordpress('6.5.3'),
      webhookUrl: receiver.url(path('/kept')),
    });
    const gone = await call(server.url, 'DELETE', `/api/v1/alerts/${deleted.id}`, { key });
    expect(gone.status).toBe(204);
    expect((await call(server.url, 'GET', `/api/v1/alerts/${deleted.id}`, { key })).status).toBe(404);

    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();
    await until(() => receiver.at(path('/kept')).length > 0, { what: 'the kept alert’s event' });
    // Every delivery queued by that match has run by now.
    await until(
      async () => (await server.queue.getQueueSize('alerts-deliver', { before: 'completed' })) === 0,
      { what: 'the delivery queue to drain' },
    );
    expect(receiver.at(path('/deleted'))).toEqual([]);
  });

  it('e-mails each event, or the day’s events in one digest after the day', async () => {
    farm.setVariant(FARM_HOST, 'default');
    await scan();
    const filters = wordpress('6.5.3');
    await createAlert({ name: 'Per event', filters, email: true });
    const daily = await createAlert({ name: 'Daily', filters, email: true, digest: true });
    farm.setVariant(FARM_HOST, 'upgraded');
    await scan();
    const outbox = async (subject: string) => {
      const r = await server.db.query<{ body: string }>(
        'SELECT body FROM mail_outbox WHERE to_address = $1 AND subject = $2',
        [email, subject],
      );
      return r.rows.length ? r.rows : null;
    };
    const [single] = await until(() => outbox(`Alert "Per event": ${WP_SITE} now matches.`), {
      what: 'the e-mail',
    });
    expect(single.body).toContain('(site.matched)');
    // The digest waits for the day to end: here the day's line is moved to yesterday.
    await until(
      async () => {
        const r = await server.db.query('SELECT 1 FROM alert_digest_events WHERE alert_id = $1', [daily.id]);
        return r.rows.length > 0;
      },
      { what: 'the digest line' },
    );
    expect(await outbox('Alert "Daily": 1 event')).toBeNull();
    await server.db.query('UPDATE alert_digest_events SET day = day - 1 WHERE alert_id = $1', [daily.id]);
    await server.queue.send('alerts-digest', {});
    const [digest] = await until(() => outbox('Alert "Daily": 1 event'), { what: 'the digest' });
    expect(digest.body).toContain(`- ${WP_SITE} now matches.`);
  });
});
