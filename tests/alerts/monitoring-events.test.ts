// Monitoring's change events reach the owner's alerts: the monitored fixture site moves from
// WordPress 6.4.2 to 6.5.3 between two scheduled scans, and the alert's webhook receives a signed
// technology.version_changed and the new CVEs of the upgraded PHP.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { type Mailbox, startMailbox } from '../accounts/support.ts';
import { call } from '../api/support.ts';
import { FARM_HOST, monitoringAccount, monitoringEnv, monitoringIdle } from '../monitoring/support.ts';
import { startScanFarm, WP_SITE } from '../scans/support.ts';
import { newApiKey } from '../support/accounts.ts';
import { named, serverEngines } from '../support/engines.ts';
import { runDueMonitoringScans } from '../support/monitoring.ts';
import { loadCveSample } from '../support/sites.ts';
import { until } from '../support/wait.ts';
import { alertHooks, type Receiver, startReceiver, verifies } from './support.ts';

/** CVEs of the upgraded PHP that the old one did not have (fixtures/cve sample). */
const NEW_CVES = ['CVE-2024-4577', 'CVE-2024-8926'];

const mailbox: Mailbox = await startMailbox();
let farm: Farm;
let receiver: Receiver;
beforeAll(async () => {
  farm = await startScanFarm();
  receiver = await startReceiver();
});
afterAll(async () => {
  await farm?.close();
  await receiver?.close();
  await mailbox.close();
});

describe.each(
  named(
    serverEngines(
      { ...monitoringEnv(mailbox, { rescanAtOnce: true }), API_RATE_LIMIT_MULTIPLIER: '100' },
      alertHooks(() => farm),
    ),
  ),
)('monitoring events as alert events on %s', (name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
    await loadCveSample(server.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('sends the version change and the new CVEs of a monitored website to the owner’s alert', async () => {
    const path = `/${name.replace(/\W/g, '')}/monitoring`;
    farm.setVariant(FARM_HOST, 'default');
    const owner = await monitoringAccount(server, mailbox, WP_SITE);
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM accounts WHERE email = $1', [
      owner.email,
    ]);
    const key = await newApiKey(server.db, rows[0].id);
    const alert = await call(server.url, 'POST', '/api/v1/alerts', {
      key,
      body: {
        name: 'My sites',
        filters: [],
        events: ['technology.version_changed', 'cve.new'],
        webhookUrl: receiver.url(path),
      },
    });
    expect(alert.status).toBe(201);

    const added = await owner.post('/monitoring/api-add-website', {
      website: WP_SITE,
      technology: true,
      security: true,
      permissionToScan: true,
    });
    expect(added.status).toBe(200);
    await until(
      async () => {
        const r = await server.db.query('SELECT 1 FROM monitoring_scans WHERE website = $1 AND success', [
          WP_SITE,
        ]);
        return r.rows.length > 0;
      },
      { what: 'the first scan' },
    );

    farm.setVariant(FARM_HOST, 'upgraded');
    const events = await until(
      async () => {
        await runDueMonitoringScans(server);
        const got = receiver.at(path).map((r) => JSON.parse(r.body));
        // Each event is its own delivery: wait for all of them, not the first of a kind.
        const cves = new Set(got.filter((e) => e.type === 'cve.new').map((e) => e.data.cve));
        return NEW_CVES.every((c) => cves.has(c)) && got.some((e) => e.type === 'technology.version_changed')
          ? got
          : null;
      },
      { what: 'the monitoring events' },
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'technology.version_changed',
        alert: { id: alert.body.id, name: 'My sites' },
        data: {
          domain: WP_SITE,
          technology: { slug: 'wordpress', name: 'WordPress' },
          from: '6.4.2',
          to: '6.5.3',
        },
      }),
    );
    expect(events.filter((e) => e.type === 'cve.new').map((e) => e.data.cve)).toEqual(
      expect.arrayContaining(NEW_CVES),
    );
    // Only the types the alert asked for; site.matched is not among them.
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['technology.version_changed', 'cve.new']));
    for (const r of receiver.at(path))
      expect(
        await verifies(String(r.headers['techcensus-signature']), r.body, alert.body.secret, {
          toleranceSeconds: 300,
        }),
      ).toBe(true);

    await owner.get(`/monitoring/api-delete-website?website=${WP_SITE}`);
    await monitoringIdle(server);
  });
});
