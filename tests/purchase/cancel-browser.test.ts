import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@techcensus/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { signedIn } from '../report-builder/support.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';

/**
 * The account page's Cancel Subscription in Chromium: the confirmation says what happens, a
 * change of mind keeps the subscription, confirming cancels it and the page then shows the date
 * it ends. Payments go through the local test checkout (no Stripe keys).
 */
describe.skipIf(!runBrowserSuites)(
  `cancelling a subscription in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      server = await startTestServer({
        BROWSE_RATE_LIMIT: '0',
        LOG_LEVEL: 'error',
        PURCHASE_TEST_CHECKOUT: 'true',
      });
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    /** A monthly Basic subscription paid on the test checkout. */
    async function subscribe(cookie: string) {
      const open = await fetch(`${server.url}/purchase/subscription?type=basic&yearly=0`, {
        headers: { cookie, accept: 'application/json' },
        redirect: 'manual',
      });
      expect(open.status).toBe(303);
      const checkout = new URL(open.headers.get('location') ?? '').pathname;
      const pay = await fetch(`${server.url}${checkout}/pay`, {
        method: 'POST',
        headers: { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' },
      });
      expect(pay.status).toBe(200);
    }

    it('confirm, cancel, and the account page shows when the subscription ends', async () => {
      const buyer = await signedIn(server.db);
      await subscribe(buyer.cookie);
      const { rows } = await server.db.query<{ current_period_end: Date | string }>(
        'SELECT current_period_end FROM subscriptions WHERE account_id = $1',
        [buyer.accountId],
      );
      const ends = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(rows[0].current_period_end));

      const context = await browser.newContext();
      const [name, value] = buyer.cookie.split('=');
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.goto(`${server.url}/user/account`);
      const row = page.locator('tr', { has: page.locator('th', { hasText: 'Subscription' }) });
      await expect(row.textContent()).resolves.toContain('Basic, Active, Monthly');

      // Changing one's mind keeps it.
      await row.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.textContent()).resolves.toContain(`It stays active until ${ends} and then ends.`);
      await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
      await dialog.waitFor({ state: 'detached' });
      const kept = await server.db.query(
        'SELECT cancel_at_period_end FROM subscriptions WHERE account_id = $1',
        [buyer.accountId],
      );
      expect(kept.rows).toEqual([{ cancel_at_period_end: false }]);

      await row.getByRole('button', { name: 'Cancel Subscription' }).click();
      await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.getByRole('dialog').filter({ hasText: 'Success' }).textContent()).resolves.toContain(
        `Your Basic subscription has been cancelled; it ends on ${ends}.`,
      );
      await Promise.all([page.waitForLoadState('load'), page.getByRole('button', { name: 'OK' }).click()]);
      await page.waitForFunction(
        (text) => document.body.textContent?.includes(text),
        `Basic, Active, Monthly — cancelled, ends on ${ends}`,
        { timeout: 20_000 },
      );
      await expect(row.getByRole('button', { name: 'Cancel Subscription' }).count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
