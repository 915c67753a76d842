// Monitoring in Chromium against the fixture farm: the marketing page's button by state, the
// add-website form (technology ticked, security revealing the permission and ownership notice),
// the redirect to the detail page, the first scan's data, an upgrade found by the next scheduled
// scan with its e-mail, the list and its delete confirmation.

import { MONITORING_MESSAGES } from '@techcensus/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { type Mailbox, startMailbox } from '../accounts/support.ts';
import { crawlerHooks, ownerAccount, startScanFarm, WP_SITE } from '../scans/support.ts';
import { SESSION_COOKIE } from '../support/accounts.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { runDueMonitoringScans } from '../support/monitoring.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';
import { FARM_HOST, monitoringEnv, monitoringIdle } from './support.ts';

describe.skipIf(!runBrowserSuites)(
  `monitoring pages in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let farm: Farm;
    let server: RunningServer;
    let browser: Browser;
    let mailbox: Mailbox;

    beforeAll(async () => {
      farm = await startScanFarm();
      mailbox = await startMailbox();
      server = await startTestServer(
        monitoringEnv(mailbox, { rescanAtOnce: true }),
        crawlerHooks(() => farm)(),
      );
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      if (server) await monitoringIdle(server);
      await server?.close();
      await farm?.close();
      await mailbox?.close();
    });

    it('add-website → detail page with the first scan → upgrade and its e-mail → list → delete', async () => {
      const owner = await ownerAccount(server.db);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: owner.token, url: server.url }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      const hydrated = () =>
        page.waitForFunction(
          () => {
            const link = document.querySelector('a.brand');
            return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
          },
          undefined,
          { timeout: 60_000 },
        );

      await page.goto(`${server.url}/monitoring`);
      await hydrated();
      const start = page.locator('a.monitoring-start');
      expect(await start.textContent()).toBe(MONITORING_MESSAGES.setupButton);
      await start.click();
      await page.waitForURL('**/monitoring/add-website');

      // Technology is ticked by default; security reveals the permission and the ownership notice.
      const form = page.locator('form.monitoring-add-form');
      await form.waitFor();
      expect(await form.locator('input[name="technology"]').isChecked()).toBe(true);
      expect(await form.locator('input[name="permissionToScan"]').count()).toBe(0);
      await form.locator('input[name="security"]').check();
      await form.getByText(MONITORING_MESSAGES.permissionLabel).waitFor();
      await form.getByText(MONITORING_MESSAGES.ownershipRequired).waitFor();
      expect(await form.getByRole('link', { name: 'Verify Domain Ownership', exact: true }).count()).toBe(1);
      // Security without ownership is refused by the server in the spec's words.
      await form.locator('input[name="permissionToScan"]').check();
      await form.locator('input[name="website"]').fill(`  ${WP_SITE} `);
      await form.locator('button[type="submit"]').click();
      await page.getByRole('alert').filter({ hasText: MONITORING_MESSAGES.ownershipRequired }).waitFor();

      await form.locator('input[name="security"]').uncheck();
      await form.locator('button[type="submit"]').click();
      await page.getByText(MONITORING_MESSAGES.added).waitFor();
      // First website: the redirect goes to its page (part 2 §4), after the 2 s the spec gives.
      await page.waitForURL(`**/monitoring/${WP_SITE}`, { timeout: 10_000 });

      // The notice until the first scan is recorded, then the data; the page is reloaded as the
      // notice asks.
      const detail = page.locator('section.monitoring-detail');
      await until(
        async () => {
          await detail.waitFor();
          if ((await page.locator('table.monitoring-technologies').count()) > 0) return true;
          expect(await page.locator('.monitoring-no-data').textContent()).toBe(MONITORING_MESSAGES.noDataYet);
          await page.reload();
          return false;
        },
        { what: 'the first scan to show' },
      );
      const wordpress = page.locator('table.monitoring-technologies tr', { hasText: 'WordPress' });
      expect(await wordpress.locator('td').nth(2).textContent()).toContain('6.4.2');
      expect(await page.locator('#recentscans').count()).toBe(1);
      expect(await page.locator('table.monitoring-scans tbody tr').count()).toBeGreaterThanOrEqual(1);
      expect(await page.locator('#eventhistory').count()).toBe(1);
      await page.getByText(MONITORING_MESSAGES.noChanges).waitFor();

      // The site upgrades; the next scheduled scan (the due-scan job, run now) finds it, the
      // change history shows it and the technology notice reaches the SMTP server.
      const mailsBefore = mailbox.messages.length;
      farm.setVariant(FARM_HOST, 'upgraded');
      const upgrade = page.locator('tr.monitoring-event', { hasText: 'WordPress' });
      await until(
        async () => {
          if ((await upgrade.count()) > 0) return true;
          await runDueMonitoringScans(server);
          await page.reload();
          await detail.waitFor();
          return false;
        },
        { what: 'the upgrade to show' },
      );
      expect(await upgrade.locator('td').nth(1).textContent()).toBe('Technology upgraded');
      expect(await upgrade.locator('td').nth(3).textContent()).toBe('6.4.2 → 6.5.3');
      expect(await page.locator('table.monitoring-scans tbody tr').count()).toBeGreaterThanOrEqual(2);
      const { rows } = await server.db.query<{ email: string }>('SELECT email FROM accounts WHERE id = $1', [
        owner.accountId,
      ]);
      const mail = await mailbox.next(rows[0].email, /^Technology update: wp-fixture\.com$/, mailsBefore);
      expect(mail.raw).toContain('Upgraded: WordPress from 6.4.2 to 6.5.3');
      farm.setVariant(FARM_HOST, 'default');

      await page.goto(`${server.url}/monitoring`);
      await hydrated();
      expect(await page.locator('a.monitoring-start').textContent()).toBe(MONITORING_MESSAGES.reviewButton);
      await page.locator('a.monitoring-start').click();
      await page.waitForURL('**/monitoring/websites');
      const row = page.locator('table.monitored-websites tbody tr');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.locator('td').first().textContent()).toBe(WP_SITE);
      expect(await row.locator('td').nth(1).textContent()).toBe('Yes');
      expect(await row.locator('td').nth(2).textContent()).toBe('No');

      await row.getByRole('button', { name: `Delete ${WP_SITE}` }).click();
      const dialog = page.locator('dialog');
      await dialog.getByText(MONITORING_MESSAGES.deletePrompt).waitFor();
      await dialog.getByRole('button', { name: 'Delete Website' }).click();
      await page.getByText(MONITORING_MESSAGES.emptyList).waitFor({ timeout: 20_000 });
      expect(await page.locator('table.monitored-websites').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
