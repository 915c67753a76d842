// The verify-domain form, the verified-domain list and the removal form in Chromium against the
// real server and the fixture farm: code and location follow the typed domain, the copy icon is
// greyed while it is invalid, the captcha resets, delete asks first, and a removed site's page
// is gone.

import {
  codeMismatchMessage,
  domainRemovedMessage,
  domainVerificationCode,
  domainVerifiedMessage,
  OWNERSHIP_MESSAGES,
  PAGE_MESSAGES,
} from '@techcensus/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { type Client, type Mailbox, registerAccount, startMailbox } from '../accounts/support.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { crawlIntoIndex } from '../support/crawls.ts';
import { serverEngines } from '../support/engines.ts';
import { crawlerHooks, ownershipEnv, ownershipSites, SITES } from './support.ts';

describe.skipIf(!runBrowserSuites)(
  `ownership forms in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 90_000 },
  () => {
    let mailbox: Mailbox;
    let farm: Farm;
    let server: RunningServer;
    let browser: Browser;
    let owner: Client;

    beforeAll(async () => {
      mailbox = await startMailbox();
      farm = await startFarm({ extraSites: ownershipSites() });
      const [engine] = serverEngines(
        ownershipEnv(mailbox, { CAPTCHA_DIFFICULTY: '2000', TRUST_PROXY: 'false' }),
        crawlerHooks(() => farm),
      );
      server = await engine.open();
      owner = await registerAccount(server.url, mailbox, {
        email: `browser-${Date.now()}@gmail.com`,
        password: 'long password 1',
      });
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await farm?.close();
      await mailbox?.close();
    });

    /** A browser signed in as `owner` (the session cookie copied over), recording script errors. */
    async function open(path: string, signedIn: boolean) {
      const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (signedIn) {
        await context.addCookies(
          [...owner.cookies].map(([name, value]) => ({ name, value, url: server.url })),
        );
      }
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) problems.push(`console: ${m.text()}`);
      });
      await page.goto(server.url + path);
      await hydrated(page);
      return { context, page, problems };
    }

    const hydrated = (page: Page) =>
      page.waitForFunction(() => {
        const link = document.querySelector('a.brand');
        return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
      });

    const captchaValue = (page: Page) =>
      page.evaluate(
        () => document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ?? '',
      );

    async function solveCaptcha(page: Page) {
      const label = page.locator('altcha-widget label');
      await label.waitFor({ timeout: 10_000 });
      await label.click();
      await page.waitForFunction(
        () => !!document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value,
        undefined,
        { timeout: 20_000 },
      );
    }

    it('verifies a domain by its file, then deletes it after the confirmation', async () => {
      const { context, page, problems } = await open('/user/verified-domains', true);
      await page.getByText(OWNERSHIP_MESSAGES.noVerifiedDomains).waitFor();
      await page.getByRole('link', { name: 'Add domain' }).click();
      await page.locator('#add-domain').waitFor();

      const copy = page.getByRole('button', { name: 'Copy verification code' });
      await page.fill('#add-domain', 'https://owned-site');
      expect(await copy.isDisabled()).toBe(true);
      expect(await page.inputValue('#add-code')).toBe('');
      expect(await page.inputValue('#add-location')).toBe('');
      await page.fill('#add-domain', `https://${SITES.wrongCode}`);
      expect(await copy.isDisabled()).toBe(false);
      expect(await page.inputValue('#add-code')).toBe(domainVerificationCode(SITES.wrongCode));
      expect(await page.inputValue('#add-location')).toBe(`https://${SITES.wrongCode}/wts.txt`);

      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Verify Domain' }).click();
      await page.getByText(codeMismatchMessage(`https://${SITES.wrongCode}/wts.txt`)).waitFor();
      expect(await captchaValue(page)).toBe('');

      await page.fill('#add-domain', SITES.owned);
      expect(await page.inputValue('#add-code')).toBe(domainVerificationCode(SITES.owned));
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Verify Domain' }).click();
      await page.getByText(domainVerifiedMessage(SITES.owned)).waitFor();
      // The captcha resets after a success (part 2 §4).
      expect(await captchaValue(page)).toBe('');

      await page.getByRole('link', { name: 'Back to verified domains' }).click();
      await page.getByRole('cell', { name: SITES.owned, exact: true }).waitFor();
      await page.getByRole('button', { name: `Delete ${SITES.owned}` }).click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.textContent()).resolves.toContain(OWNERSHIP_MESSAGES.deletePrompt);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await page.locator('dialog[open]').count()).toBe(0);
      await page.getByRole('button', { name: `Delete ${SITES.owned}` }).click();
      await Promise.all([
        page.waitForEvent('load'),
        dialog.getByRole('button', { name: 'Delete Website' }).click(),
      ]);
      await page.getByText(OWNERSHIP_MESSAGES.noVerifiedDomains).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('asks an anonymous visitor to sign in on the verified-domain pages', async () => {
      const { context, page } = await open('/user/verified-domains/add-domain', false);
      await page.locator('#login-email').waitFor();
      await context.close();
    });

    it('removes a site through the removal form, and its page is gone', async () => {
      await crawlIntoIndex(server, SITES.removable, crawlerHooks(() => farm)().crawler);
      const before = await open(`/website/${SITES.removable}`, false);
      await expect(before.page.locator('h1').textContent()).resolves.toContain(SITES.removable);
      await before.context.close();

      const { context, page, problems } = await open('/domain-removal', false);
      await page.fill('#removal-email', `owner@${SITES.removable}`);
      const copy = page.getByRole('button', { name: 'Copy verification code' });
      expect(await copy.isDisabled()).toBe(true);
      // The removal form drops a path after the domain (part 2 §5).
      await page.fill('#removal-domain', `https://${SITES.removable}/shop/cart`);
      expect(await copy.isDisabled()).toBe(false);
      expect(await page.inputValue('#removal-code')).toBe(domainVerificationCode(SITES.removable));
      expect(await page.inputValue('#removal-location')).toBe(`https://${SITES.removable}/wts.txt`);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Remove Domain' }).click();
      const outcome = page.locator('.domain-removal-page .alert');
      await outcome.waitFor();
      await expect(outcome.textContent()).resolves.toBe(
        `${OWNERSHIP_MESSAGES.success}${domainRemovedMessage(SITES.removable)}`,
      );

      // Missing fields: the first message, under the Failure title.
      await page.fill('#removal-email', '');
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Remove Domain' }).click();
      await page.getByText(OWNERSHIP_MESSAGES.emailRequired).waitFor();
      await expect(outcome.textContent()).resolves.toBe(
        `${OWNERSHIP_MESSAGES.failure}${OWNERSHIP_MESSAGES.emailRequired}`,
      );
      expect(problems).toEqual([]);
      await context.close();

      const after = await open(`/website/${SITES.removable}`, false);
      await after.page
        .getByText(PAGE_MESSAGES.notFoundEntity)
        .or(after.page.getByText(PAGE_MESSAGES.notFound))
        .first()
        .waitFor();
      await after.context.close();
    });
  },
);
