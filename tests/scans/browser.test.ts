// The scan pages in Chromium against the fixture farm: the forms with their captcha and checks,
// the results pages polling the real calls through every state, a security scan of a verified
// fixture domain finding real CVEs, and the three single-CVE verdicts.

import { randomUUID } from 'node:crypto';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  SCAN_MESSAGES,
  SCAN_NOT_PERMITTED_MESSAGE,
  SCAN_POLL_INTERVAL_MS,
} from '@techcensus/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { SESSION_COOKIE } from '../support/accounts.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { scanByHand } from '../support/scans.ts';
import { startTestServer } from '../support/server.ts';
import { loadCveSample } from '../support/sites.ts';
import {
  crawlerHooks,
  JQUERY_SITE,
  ownerAccount,
  SCAN_SERVER_ENV,
  startScanFarm,
  WP_SITE,
} from './support.ts';

describe.skipIf(!runBrowserSuites)(
  `scan pages in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let farm: Farm;
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      farm = await startScanFarm();
      server = await startTestServer(SCAN_SERVER_ENV, crawlerHooks(() => farm)());
      await loadCveSample(server.db);
      browser = await launchChromium();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await farm?.close();
    });

    async function open(path: string, owner?: { token: string }) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (owner) await context.addCookies([{ name: SESSION_COOKIE, value: owner.token, url: server.url }]);
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
      return { page, problems, close: () => context.close() };
    }

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

    /** Checks every CVE row of the report against its call: the first six ids, then "..." when there are more. */
    async function cveRowsShown(page: Page, call: string) {
      const api = (await page.evaluate((u) => fetch(u).then((r) => r.json()), call)) as {
        results: { cves: { TechnologyURL: string; CVE: string[] }[] };
      };
      for (const row of api.results.cves) {
        const cell = page.locator(`table.scan-cves tbody tr:has(a[href="${row.TechnologyURL}"]) td.cve-ids`);
        await expect(cell.locator('a').allTextContents()).resolves.toEqual(row.CVE.slice(0, 6));
        expect(((await cell.textContent()) ?? '').endsWith('...')).toBe(row.CVE.length > 6);
      }
      return api.results.cves;
    }

    const alertText = (page: Page) => page.locator('.alert-danger').first().textContent();
    const statusOf = (page: Page) => page.locator('#scan-status').getAttribute('data-status');
    const finished = (page: Page) =>
      page.locator('#scan-status[data-status="completed"], #scan-status[data-status="failed"]').waitFor({
        timeout: 45_000,
      });

    it('technology scan: form checks, captcha, Scan, the report polling to Completed', async () => {
      const { page, problems, close } = await open(`/technology-scan?website=https://www.${WP_SITE}/`);
      await expect(page.locator('#scan-domain').inputValue()).resolves.toBe(WP_SITE);
      await expect(page.locator('.faq details').count()).resolves.toBeGreaterThan(2);

      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await expect(alertText(page)).resolves.toBe(CAPTCHA_REQUIRED_MESSAGE);
      await page.locator('#scan-domain').fill('www.whitehouse.gov');
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await expect(alertText(page)).resolves.toBe(SCAN_NOT_PERMITTED_MESSAGE);

      await page.locator('#scan-domain').fill(WP_SITE);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Scan', exact: true }).click();
      await page.waitForURL(/\/technology-scan\/results\?scanid=[0-9a-f-]{36}$/);
      await page.locator('h1', { hasText: 'Technology Stack Report' }).waitFor();
      await finished(page);
      await expect(statusOf(page)).resolves.toBe('completed');
      await expect(page.locator('#scan-status').textContent()).resolves.toBe(
        `${SCAN_MESSAGES.completed}${SCAN_MESSAGES.liveScanCompleted}`,
      );
      const wordpress = page.locator('table.tech-table tr', { hasText: 'WordPress' }).first();
      await expect(wordpress.textContent()).resolves.toContain('6.4.2');

      // Loaded again, already completed: the page does not poll.
      const polls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api-scan-results')) polls.push(r.url());
      });
      // The page's clock is the test's: two poll intervals pass at its word, firing any poll timer.
      await page.clock.install();
      await page.reload();
      await page.locator('#scan-status[data-status="completed"]').waitFor();
      await page.clock.runFor(SCAN_POLL_INTERVAL_MS * 2);
      expect(polls).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });

    it('results page: Scheduling, Scan in progress with growing dots, then Completed', async () => {
      // A scan row no worker takes: the test moves it through its states as a worker would.
      const id = randomUUID();
      const scan = await scanByHand(server.db, id, WP_SITE);
      const { page, problems, close } = await open(`/technology-scan/results?scanid=${id}`);
      await expect(page.locator('#scan-status').textContent()).resolves.toBe(SCAN_MESSAGES.scheduling);

      await scan.running();
      await page.locator('#scan-status[data-status="running"]').waitFor();
      const dots = async () => (await page.locator('.scan-dots').textContent())?.length ?? 0;
      const first = await dots();
      await page.waitForFunction(
        (n) => (document.querySelector('.scan-dots')?.textContent?.length ?? 0) > n,
        first,
      );
      await expect(page.locator('#scan-status').textContent()).resolves.toMatch(/^Scan in progress \.+$/);

      const doc = await server.siteIndex.get(WP_SITE);
      if (!doc) throw new Error('the first test indexes the WordPress fixture');
      await scan.completed(doc);
      await page.locator('#scan-status[data-status="completed"]').waitFor({ timeout: 10_000 });
      await expect(page.locator('table.tech-table').textContent()).resolves.toContain('WordPress');

      // A failed scan shows its error; an unknown scan the error reply as the status.
      const failedId = randomUUID();
      await (await scanByHand(server.db, failedId, WP_SITE)).failed('The site did not answer in time.');
      await page.goto(`${server.url}/technology-scan/results?scanid=${failedId}`);
      await expect(page.locator('#scan-status').textContent()).resolves.toBe(
        'The site did not answer in time.',
      );
      expect(problems).toEqual([]);
      await close();
    });

    it('security scan of a verified fixture domain finds the real CVEs, 6 ids per row then ...', async () => {
      const anonymous = await open(`/cve-security-scan?website=${JQUERY_SITE}`);
      await anonymous.page
        .locator('.ownership-notice', { hasText: SCAN_MESSAGES.ownershipRequired })
        .waitFor();
      await anonymous.page.getByLabel(SCAN_MESSAGES.permissionLabel).check();
      await anonymous.page.getByRole('button', { name: 'Scan Domain' }).click();
      await expect(alertText(anonymous.page)).resolves.toBe(SCAN_MESSAGES.ownershipRequired);
      await anonymous.close();

      const owner = await ownerAccount(server.db, [JQUERY_SITE]);
      const { page, problems, close } = await open('/cve-security-scan', owner);
      await page.locator('.ownership-notice', { hasText: JQUERY_SITE }).waitFor();
      const verify = page.getByRole('link', { name: 'Verify Domain Ownership' });
      await page.locator('#scan-domain').fill('https://Example.com/x');
      await expect(verify.getAttribute('href')).resolves.toBe(
        '/user/verified-domains/add-domain?domain=example.com',
      );

      await page.locator('#scan-domain').fill(JQUERY_SITE);
      await page.getByRole('button', { name: 'Scan Domain' }).click();
      await expect(alertText(page)).resolves.toBe(SCAN_MESSAGES.permissionRequired);
      await page.getByLabel(SCAN_MESSAGES.permissionLabel).check();
      await page.getByRole('button', { name: 'Scan Domain' }).click();
      await page.waitForURL(/\/cve-security-scan\/results\?scanid=[0-9a-f-]{36}$/);
      await finished(page);
      await expect(statusOf(page)).resolves.toBe('completed');

      const jquery = page.locator('table.scan-cves tbody tr', { hasText: /jQuery1\.8\.3/ });
      await expect(jquery.locator('td.cve-ids').textContent()).resolves.toContain('CVE-2019-11358');
      const rows = await cveRowsShown(
        page,
        `/cve-security-scan/api-results?scanid=${new URL(page.url()).searchParams.get('scanid')}`,
      );
      expect(rows.length).toBeGreaterThan(1);
      expect(problems).toEqual([]);
      await close();
    });

    it.each([
      ['CVE-2024-31210', SCAN_MESSAGES.vulnerable, null],
      ['CVE-2022-21661', SCAN_MESSAGES.notVulnerable, null],
      ['CVE-2021-41184', SCAN_MESSAGES.inconclusive, 'jQuery UI was not detected on this website.'],
    ])('single-CVE scan for %s: %s', async (cve, verdict, reason) => {
      const owner = await ownerAccount(server.db, [WP_SITE]);
      const { page, problems, close } = await open(`/cve-security-scan/${cve}?website=${WP_SITE}`, owner);
      await expect(page.locator('.cve-scan-message').textContent()).resolves.toBe(
        `Run a security scan to test target domain for ${cve}`,
      );
      await page.getByLabel(SCAN_MESSAGES.permissionLabel).check();
      await page.getByRole('button', { name: 'Scan Domain' }).click();
      await expect(alertText(page)).resolves.toBe(CAPTCHA_REQUIRED_MESSAGE);
      await solveCaptcha(page);
      await page.getByRole('button', { name: 'Scan Domain' }).click();
      await page.waitForURL(new RegExp(`/cve-security-scan/${cve}/results\\?scanid=[0-9a-f-]{36}$`));
      await finished(page);
      await expect(page.locator('#cve-verdict').textContent()).resolves.toBe(verdict);
      if (reason) await expect(page.locator('.cve-reason').textContent()).resolves.toBe(reason);
      else await expect(page.locator('.cve-reason').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await close();
    });

    it('a CVE we cannot test says so; scan-sample shows the sample without a site name', async () => {
      const cannot = await open('/cve-security-scan/CVE-2021-44228');
      await expect(cannot.page.locator('.cve-scan-message').textContent()).resolves.toBe(
        'Our system cannot test for CVE-2021-44228',
      );
      await cannot.close();

      const { page, problems, close } = await open('/cve-security-scan/results?scanid=scan-sample');
      await expect(page.locator('.lead').first().textContent()).resolves.toBe(SCAN_MESSAGES.sampleDomain);
      await expect(statusOf(page)).resolves.toBe('completed');
      await expect(page.locator('table.scan-cves').textContent()).resolves.toContain('CVE-2022-21661');
      // Bootstrap 3.3.7 carries seven CVEs: six ids, then "...".
      const rows = await cveRowsShown(page, '/cve-security-scan/api-results?scanid=scan-sample');
      expect(rows.some((row) => row.CVE.length > 6)).toBe(true);
      expect(problems).toEqual([]);
      await close();
    });
  },
);
