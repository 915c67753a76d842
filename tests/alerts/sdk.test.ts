// Alerts as an integrator meets them: through the published SDK only — create, a live scan,
// the signed event checked with the SDK's own verifier, the deliveries paged, rotation, a test
// event, deletion, and the refusal of a private address as a typed error.

import { ALERT_SIGNATURE_HEADER } from '@techcensus/contract';
import { createClient, TechCensusError, verifyWebhookSignature } from '@techcensus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { apiAccount } from '../api/support.ts';
import { startScanFarm, WP_SITE } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import { alertHooks, type Received, type Receiver, startReceiver } from './support.ts';

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

const header = (r: Received) => String(r.headers[ALERT_SIGNATURE_HEADER.toLowerCase()]);

describe.each(
  named(
    serverEngines(
      { API_RATE_LIMIT_MULTIPLIER: '100' },
      alertHooks(() => farm),
    ),
  ),
)('alerts through the SDK on %s', (name, engine) => {
  let server: RunningServer;
  const path = `/${name.replace(/\W/g, '')}/sdk`;
  beforeAll(async () => {
    server = await engine.open();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('creates an alert, receives a verified site.matched after a live scan, rotates, tests and deletes it', async () => {
    const { apiKey } = await apiAccount(server.db, 100);
    const client = createClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
    const alert = await client.createAlert({
      name: 'WordPress sites',
      filters: [{ module: 'technology', technology: 'wordpress' }],
      webhookUrl: receiver.url(path),
    });
    expect(alert.secret).toMatch(/^whsec_/);

    const scan = await client.scanAndWait(WP_SITE, { intervalMs: 200 });
    expect(scan.status).toBe('completed');
    const hit = await until(() => receiver.at(path).find((r) => JSON.parse(r.body).type === 'site.matched'), {
      what: 'the site.matched event',
    });
    const event = await verifyWebhookSignature({
      payload: hit.body,
      header: header(hit),
      secrets: alert.secret,
    });
    expect(event).toMatchObject({ type: 'site.matched', alert: { id: alert.id, name: 'WordPress sites' } });
    if (event.type !== 'site.matched') throw new Error('narrowed above');
    expect(event.data.domain).toBe(WP_SITE);
    await expect(
      verifyWebhookSignature({ payload: `${hit.body} `, header: header(hit), secrets: alert.secret }),
    ).rejects.toThrow();

    const delivered = [];
    for await (const d of client.alertDeliveries(alert.id)) delivered.push(d);
    expect(delivered).toContainEqual(
      expect.objectContaining({ eventId: event.id, type: 'site.matched', status: 200, site: WP_SITE }),
    );

    const rotated = await client.rotateAlertSecret(alert.id);
    expect(rotated.secret).not.toBe(alert.secret);
    const tested = await client.testAlert(alert.id);
    const test = await until(() => receiver.at(path).find((r) => JSON.parse(r.body).id === tested.eventId), {
      what: 'the test event',
    });
    // During the overlap both secrets sign, so receivers still holding the old one keep working.
    for (const secret of [alert.secret, rotated.secret])
      expect(
        (await verifyWebhookSignature({ payload: test.body, header: header(test), secrets: secret })).type,
      ).toBe('alert.test');

    expect((await client.listAlerts()).alerts.map((a) => a.id)).toContain(alert.id);
    await client.deleteAlert(alert.id);
    const gone = await client.getAlert(alert.id).then(
      () => null,
      (e: unknown) => e,
    );
    expect(gone).toBeInstanceOf(TechCensusError);
    expect((gone as TechCensusError).status).toBe(404);
  });

  it('refuses a webhook on a private address with a typed error naming it', async () => {
    const { apiKey } = await apiAccount(server.db, 100);
    const client = createClient({ baseUrl: server.url, apiKey, retry: { maxRetries: 0 } });
    const err = await client
      .createAlert({
        name: 'Inside',
        filters: [{ module: 'technology', technology: 'wordpress' }],
        webhookUrl: 'https://10.0.0.1/hook',
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(TechCensusError);
    expect((err as TechCensusError).status).toBe(400);
    expect((err as TechCensusError).message).toContain('10.0.0.1 is a private address');
    expect((await client.listAlerts()).alerts).toEqual([]);
  });
});
