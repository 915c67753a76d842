// The Alerts page in Chromium against the real server: an alert on WordPress created from the
// form with a webhook to a local receiver, its secret shown once and checked against a real
// delivery with the SDK's verifier, a test event seen in the deliveries table, a rotation, a
// deletion through the confirm dialog; and the form prefilled from the report builder's address.

import { ALERT_MESSAGES, ALERT_SIGNATURE_HEADER, alertsCreatePath } from '@techcensus/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../sdk/src/index.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { RECEIVER_HOST, type Receiver, startReceiver } from '../alerts/support.ts';
import { SESSION_COOKIE, signedInAccount } from '../support/accounts.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';

describe.skipIf(!runBrowserSuites)(
  `the Alerts page in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let server: RunningServer;
    let receiver: Receiver;
    let browser: Browser;

    beforeAll(async () => {
      receiver = await startReceiver();
      server = await startTestServer(
        {},
        {
          crawler: {
            allowHosts: [RECEIVER_HOST],
            lookup: async () => [{ address: '127.0.0.1', family: 4 as const }],
            dns: false,
            perHostIntervalMs: 0,
          },
        },
      );
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await receiver?.close();
    });

    async function signedInPage(path: string): Promise<{ page: Page; problems: string[] }> {
      const account = await signedInAccount(server.db);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: SESSION_COOKIE, value: account.token, url: server.url }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await page.goto(server.url + path);
      await page.waitForFunction(
        () => {
          const link = document.querySelector('a.brand');
          return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
        },
        undefined,
        { timeout: 60_000 },
      );
      return { page, problems };
    }

    it('create on WordPress → secret once → test delivery in the table → rotate → delete', async () => {
      const { page, problems } = await signedInPage('/user/alerts');
      await page.getByText(ALERT_MESSAGES.noAlerts).waitFor();
      // The account menu and the page know each other.
      expect(await page.locator('a[href="/user/alerts"]').count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Create alert', exact: true }).click();
      const form = page.locator('form.alert-form');
      await form.locator('input[name="name"]').fill('WordPress sites');
      await form.locator('input[name="technology"]').fill('WordPress');
      // Every event is ticked to begin with; one left out is left out of the alert.
      expect(await form.locator('input[name="events"]:checked').count()).toBe(6);
      await form.locator('input[name="events"][value="cve.new"]').uncheck();
      // Nowhere to send yet: the form says so before calling.
      await form.getByRole('button', { name: 'Create alert' }).click();
      await form.getByText(ALERT_MESSAGES.noChannel).waitFor();
      // A private address is refused by the server, its words shown in the form.
      await form.locator('input[name="webhookUrl"]').fill('https://10.0.0.7/hook');
      await form.getByRole('button', { name: 'Create alert' }).click();
      await form.locator('.alert-danger').waitFor();
      expect(await form.locator('.alert-danger').textContent()).toMatch(/webhookUrl/);

      await form.locator('input[name="webhookUrl"]').fill(receiver.url('/browser'));
      await form.getByRole('button', { name: 'Create alert' }).click();
      const secretBox = page.locator('.alert-secret');
      await secretBox.waitFor();
      expect(await secretBox.textContent()).toContain(ALERT_MESSAGES.secretOnce);
      const secret = (await secretBox.locator('code.secret').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await secretBox.getByRole('button', { name: 'I have stored it' }).click();
      expect(await page.locator('.alert-secret').count()).toBe(0);

      const item = page.locator('li.alert-item');
      await item.waitFor();
      expect(await item.locator('h2').textContent()).toBe('WordPress sites');
      await item.locator('.alert-filters', { hasText: 'Technology: WordPress' }).waitFor();
      expect(await item.textContent()).toContain(receiver.url('/browser'));
      expect(await item.textContent()).toContain('Website starts matching, Website stops matching');
      expect(await item.textContent()).not.toContain('New vulnerability');
      await item.getByText(ALERT_MESSAGES.noDeliveries).waitFor();

      await item.getByRole('button', { name: 'Send test' }).click();
      await item.locator('.alert-success').waitFor();
      expect(await item.locator('.alert-success').textContent()).toMatch(/delivered, HTTP 200/);
      const row = item.locator('table.alert-deliveries tbody tr');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      const cells = await row.first().locator('td').allTextContents();
      expect(cells).toEqual(expect.arrayContaining(['Test event', 'webhook', 'delivered', '200']));

      // What reached the receiver is signed with the secret the page showed.
      const [delivery] = receiver.at('/browser');
      const event = await verifyWebhookSignature({
        payload: delivery.body,
        header: String(delivery.headers[ALERT_SIGNATURE_HEADER.toLowerCase()]),
        secrets: secret,
      });
      expect(event.type).toBe('alert.test');
      expect(await row.first().locator('td').nth(1).getAttribute('title')).toBe(`Event ${event.id}`);

      await item.getByRole('button', { name: 'Rotate secret' }).click();
      await secretBox.waitFor();
      const rotated = (await secretBox.locator('code.secret').textContent()) ?? '';
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      expect(await secretBox.textContent()).toMatch(/previous secret signs too/);
      await item.getByText(/Previous secret/).waitFor();

      await item.getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(ALERT_MESSAGES.deletePrompt).waitFor();
      await dialog.getByRole('button', { name: 'Delete Alert' }).click();
      await page.getByText(ALERT_MESSAGES.deleted).waitFor();
      await page.getByText(ALERT_MESSAGES.noAlerts).waitFor();
      expect(await page.locator('li.alert-item').count()).toBe(0);
      expect(problems).toEqual([]);
    });

    it('opens the form prefilled from the address the report builder links to', async () => {
      const filters = [
        { module: 'technology', technology: 'wordpress', version: '6.4.2' },
        { module: 'country', values: ['DE', 'AT'] },
      ];
      const { page, problems } = await signedInPage(alertsCreatePath(filters, 'Technology: WordPress'));
      const form = page.locator('form.alert-form');
      await form.waitFor();
      expect(await form.locator('input[name="name"]').inputValue()).toBe('Technology: WordPress');
      expect(await form.locator('.alert-filters li').allTextContents()).toEqual([
        'Technology: WordPress 6.4.2',
        'Country: Germany, Austria',
      ]);
      // Prefilled filters replace the quick fields.
      expect(await form.locator('input[name="technology"]').count()).toBe(0);
      await form.locator('input[name="email"]').check();
      await form.getByRole('button', { name: 'Create alert' }).click();
      await page.locator('.alert-secret').waitFor();
      expect(await page.locator('li.alert-item .alert-filters').textContent()).toContain(
        'Country: Germany, Austria',
      );
      expect(await page.locator('li.alert-item').textContent()).toContain('e-mail');
      expect(problems).toEqual([]);
    });
  },
);
