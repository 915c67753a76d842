// Scheduled monitoring end to end: the fixture site serves WordPress 6.4.2, the first scan runs
// from the queue, the site moves to 6.5.3, the due-scan job queues the next scan, the change
// history shows the upgrade and the notices arrive at a real SMTP server.

import { MonitoringDetailResults, pageEnvelope } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { type Client, type Mailbox, startMailbox } from '../accounts/support.ts';
import { crawlerHooks, startScanFarm, WP_SITE } from '../scans/support.ts';
import { named, serverEngines } from '../support/engines.ts';
import { runDueMonitoringScans } from '../support/monitoring.ts';
import { loadCveSample } from '../support/sites.ts';
import { eventually, FARM_HOST, monitoringAccount, monitoringEnv, monitoringIdle } from './support.ts';

const mailbox: Mailbox = await startMailbox();
let farm: Farm;
beforeAll(async () => {
  farm = await startScanFarm();
});
afterAll(async () => {
  await farm?.close();
  await mailbox.close();
});

const detail = async (client: Client) =>
  pageEnvelope(MonitoringDetailResults).parse((await client.get(`/monitoring/${WP_SITE}/api`)).body).results
    ?.MonitoredWebsite;

describe.each(
  named(
    serverEngines(
      monitoringEnv(mailbox, { rescanAtOnce: true }),
      crawlerHooks(() => farm),
    ),
  ),
)('scheduled monitoring on %s', (_name, engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await engine.open();
    await loadCveSample(server.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('detects an upgrade between two scheduled scans and mails the technology and security updates', async () => {
    farm.setVariant(FARM_HOST, 'default');
    const owner = await monitoringAccount(server, mailbox, WP_SITE);
    const added = await owner.post('/monitoring/api-add-website', {
      website: WP_SITE,
      technology: true,
      security: true,
      permissionToScan: true,
    });
    expect(added.status).toBe(200);

    // Before the first scan the page has no data yet (the notice).
    const first = await eventually(async () => {
      const m = await detail(owner);
      return m?.LastScan ? m : null;
    }, 'the first scan');
    expect(first.LastScan?.Success).toBe(true);
    expect(first.Technologies.find((t) => t.Technology === 'WordPress')?.Version).toBe('6.4.2');
    expect(first.Changes).toEqual([]);
    const mailsBefore = mailbox.messages.length;

    farm.setVariant(FARM_HOST, 'upgraded');
    const upgraded = await eventually(async () => {
      await runDueMonitoringScans(server);
      const m = await detail(owner);
      return m?.Changes.length ? m : null;
    }, 'the change after the upgrade');

    const change = upgraded.Changes[0];
    expect(change.TechnologyChanges.ChangedVersions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Technology: 'WordPress', VersionFrom: '6.4.2', VersionTo: '6.5.3' }),
        expect.objectContaining({ Technology: 'PHP', VersionFrom: '7.4.33', VersionTo: '8.2.18' }),
      ]),
    );
    expect(change.TechnologyChanges.Added).toEqual([]);
    expect(change.TechnologyChanges.Dropped).toEqual([]);
    expect(upgraded.Technologies.find((t) => t.Technology === 'WordPress')?.Version).toBe('6.5.3');
    expect(upgraded.ScanHistory.length).toBeGreaterThanOrEqual(2);
    expect(upgraded.ScanHistory.length).toBeLessThanOrEqual(4);
    expect(upgraded.ScanHistory.every((s) => s.Success)).toBe(true);

    // Security monitoring, on the real records of the CVE sample (server/data/cve): WordPress 6.4.2's issue is
    // closed by the upgrade, PHP 8.2.18 brings two of its own.
    expect(first.CVEs.find((t) => t.Technology === 'WordPress')?.CVEs).toEqual(['CVE-2024-31210']);
    const cve = (c: { Technology: string; CVE: string; Version: string | null }) =>
      `${c.Technology} ${c.Version} ${c.CVE}`;
    expect(change.CVEChanges.Added.map(cve).sort()).toEqual([
      'PHP 8.2.18 CVE-2024-4577',
      'PHP 8.2.18 CVE-2024-8926',
    ]);
    expect(change.CVEChanges.Dropped.map(cve)).toEqual(['WordPress 6.4.2 CVE-2024-31210']);
    expect(upgraded.CVEs.find((t) => t.Technology === 'PHP')?.CVEs.sort()).toEqual([
      'CVE-2024-4577',
      'CVE-2024-8926',
    ]);
    const security = await mailbox.next(owner.email, /^Security update: wp-fixture\.com$/, mailsBefore);
    expect(security.raw).toContain('Security Issue(s) Discovered:');
    expect(security.raw).toContain('CVE-2024-4577 (PHP 8.2.18)');
    expect(security.raw).toContain('Security Issues that no longer detectable:');
    expect(security.raw).toContain('CVE-2024-31210 (WordPress 6.4.2)');

    const mail = await mailbox.next(owner.email, /^Technology update: wp-fixture\.com$/, mailsBefore);
    expect(mail.raw).toContain('Upgraded: WordPress from 6.4.2 to 6.5.3');
    expect(mail.raw).toContain(`/monitoring/${WP_SITE}#eventhistory`);

    // Deleting removes the website with its scans and change history.
    const removed = await owner.get(`/monitoring/api-delete-website?website=${WP_SITE}`);
    expect(removed.status).toBe(200);
    expect((await owner.get(`/monitoring/${WP_SITE}/api`)).status).toBe(404);
    const { rows } = await server.db.query<{ n: string | number }>(
      `SELECT (SELECT count(*) FROM monitoring_scans WHERE website = $1)
              + (SELECT count(*) FROM monitoring_changes WHERE website = $1) AS n`,
      [WP_SITE],
    );
    expect(Number(rows[0].n)).toBe(0);
    await monitoringIdle(server);
    farm.setVariant(FARM_HOST, 'default');
  }, 120_000);
});
