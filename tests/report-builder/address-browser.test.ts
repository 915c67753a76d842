import { parseReportQuery, reportPrice, SAMPLE_DOMAIN_COUNT } from '@techcensus/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteFilters } from '../../server/src/siteindex/port.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';
import { signedIn } from './support.ts';

/**
 * The report builder's address and its phone layout in Chromium: filters chosen change the
 * address without a reload, the address reopens the same report (the server's HTML alone
 * shows it), bad values are named on the page, and on a phone the count, the price and Buy are
 * on the first screen while the sample holds its 20 rows.
 */

const SITES = 3_000;
const fmt = (n: number) => n.toLocaleString('en-US');
const wordpress: SiteFilters[number] = { module: 'technology', mode: 'include', slug: 'wordpress' };
const germany: SiteFilters[number] = { module: 'country', mode: 'include', values: ['DE'] };
const notCom: SiteFilters[number] = { module: 'tld', mode: 'exclude', values: ['com'] };

describe.skipIf(!runBrowserSuites)(
  `report builder address and phone layout in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const indexCount = async (filters: SiteFilters) => (await server.siteIndex.countSample(filters, 0)).count;

    beforeAll(async () => {
      server = await startTestServer({ BROWSE_RATE_LIMIT: '0', LOG_LEVEL: 'error' });
      await seedDemoSites(server, { count: SITES, seed: 7 });
      await server.siteIndex.refresh();
      browser = await launchChromium();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    async function open(
      path: string,
      opts: { width?: number; height?: number; cookie?: string; javaScript?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
      const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
        javaScriptEnabled: opts.javaScript ?? true,
      });
      if (opts.cookie) {
        const [name, value] = opts.cookie.split('=');
        await context.addCookies([{ name, value, url: server.url }]);
      }
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      const res = await page.goto(server.url + path);
      expect(res?.status()).toBe(200);
      return { context, page, problems };
    }

    const countReads = (page: Page, expected: string) =>
      page.waitForFunction(
        (text) => document.querySelector('#domain-count')?.textContent === text,
        expected,
        {
          timeout: 20_000,
        },
      );
    const selected = (page: Page) => page.locator('table.selected-options tbody tr').allTextContents();
    const query = (page: Page) => new URL(page.url()).search;

    it('on a phone, count, price and Buy are on the first screen above the 20 sample rows', async () => {
      const buyer = await signedIn(server.db);
      for (const [width, height] of [
        [375, 667],
        [412, 823],
      ] as const) {
        const { context, page, problems } = await open('/create-report?technology=wordpress', {
          width,
          height,
          cookie: buyer.cookie,
        });
        const all = await indexCount([wordpress]);
        await countReads(page, fmt(all));
        await expect(page.locator('.sample-domains tbody tr').count()).resolves.toBe(SAMPLE_DOMAIN_COUNT);
        const bar = page.getByRole('region', { name: 'Report summary' });
        const buy = bar.getByRole('button', { name: 'Buy', exact: true });
        await expect(bar.locator('.summary-count').textContent()).resolves.toBe(`${fmt(all)} websites`);
        const size = Number(await page.locator('#report-size').inputValue());
        await expect(bar.locator('.summary-price').textContent()).resolves.toBe(`$${fmt(reportPrice(size))}`);
        // Within the first viewport, without scrolling, and nothing on top of them.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        for (const target of [bar.locator('.summary-count'), bar.locator('.summary-price'), buy]) {
          const box = await target.boundingBox();
          expect(box).not.toBeNull();
          expect(box?.y).toBeGreaterThanOrEqual(0);
          expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
          expect(
            await target.evaluate((el) => {
              const r = el.getBoundingClientRect();
              const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
              return el === top || el.contains(top);
            }),
          ).toBe(true);
        }
        // Buy is the one in the bar: the column's own terms and Buy are not shown twice.
        await expect(page.getByRole('button', { name: 'Buy', exact: true }).count()).resolves.toBe(1);
        // Ticking the terms in the bar lets Buy go on to the order (no terms dialog).
        await bar.getByRole('checkbox').check();
        await expect(buy.isEnabled()).resolves.toBe(true);
        // The page is no wider than the phone, and the bar stays on screen while the sample scrolls.
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
        await page
          .locator('.sample-domains tbody tr')
          .nth(SAMPLE_DOMAIN_COUNT - 1)
          .scrollIntoViewIfNeeded();
        const after = await buy.boundingBox();
        expect((after?.y ?? Number.POSITIVE_INFINITY) + (after?.height ?? 0)).toBeLessThanOrEqual(height);
        await page.evaluate(() => window.scrollTo(0, 0));
        // The table's and the panel's small buttons are touch-sized (24 px at least).
        await page.getByRole('button', { name: 'Add/Edit filters' }).click();
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(width);
        for (const small of await page.locator('.create-report .link-button:visible').all()) {
          const box = await small.boundingBox();
          expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(24);
          expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(24);
        }
        expect(problems).toEqual([]);
        await context.close();
      }
    });

    it('choosing filters changes the address without a reload; the address reopens the same report', async () => {
      const { context, page, problems } = await open('/create-report?technology=wordpress');
      await countReads(page, fmt(await indexCount([wordpress])));
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      // Writing the address is not a navigation: the page's data is not fetched again.
      const pageLoads: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/create-report/api') pageLoads.push(r.url());
      });
      // Germany through the panel, .com excluded through the panel.
      await page.getByRole('button', { name: 'Add/Edit filters' }).click();
      await page.locator('#filter-region').fill('germ');
      await page.getByRole('option', { name: /Germany/ }).click();
      await page.locator('#filter-tld').fill('com');
      await page
        .getByRole('option', { name: /^\.com\b/ })
        .first()
        .click();
      await page.getByRole('combobox', { name: 'Include or exclude .com' }).selectOption('exclude');
      await page.getByRole('button', { name: 'Apply' }).click();
      const inGermany = await indexCount([wordpress, germany, notCom]);
      await countReads(page, fmt(inGermany));
      await page.waitForFunction(() => location.search.includes('country=DE'));
      expect(query(page)).toBe('?technology=wordpress&country=DE&tld=-com');
      await expect(page.locator('.report-link a').getAttribute('href')).resolves.toBe(
        '/create-report?technology=wordpress&country=DE&tld=-com',
      );
      // Removing WordPress takes it out of the address too; the page was never reloaded.
      await page.getByRole('button', { name: 'Remove WordPress' }).click();
      await page.waitForFunction(() => !location.search.includes('technology'));
      expect(query(page)).toBe('?country=DE&tld=-com');
      await countReads(page, fmt(await indexCount([germany, notCom])));
      await expect(page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).resolves.toBe(
        true,
      );
      expect(pageLoads).toEqual([]);
      // Away to a sample site and Back: the builder opens the address as it was left.
      const site = page.locator('.sample-domains tbody tr a[href^="/website/"]').first();
      const href = await site.getAttribute('href');
      await site.click();
      await page.waitForURL((u) => u.pathname === href);
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/create-report');
      expect(query(page)).toBe('?country=DE&tld=-com');
      await countReads(page, fmt(await indexCount([germany, notCom])));
      await expect(selected(page)).resolves.toEqual([
        expect.stringMatching(/Germany.*Include/),
        expect.stringMatching(/\.com.*Exclude/),
      ]);
      expect(problems).toEqual([]);
      await context.close();

      // Reopened, in a new browser: the same filters, count, price and sample.
      const url = '/create-report?technology=wordpress&country=DE&tld=-com';
      const again = await open(url);
      await countReads(again.page, fmt(inGermany));
      await expect(selected(again.page)).resolves.toEqual([
        expect.stringMatching(/WordPress.*Include/),
        expect.stringMatching(/Germany.*Include/),
        expect.stringMatching(/\.com.*Exclude/),
      ]);
      const sample = await server.siteIndex.countSample([wordpress, germany, notCom], SAMPLE_DOMAIN_COUNT);
      const firstDomain = sample.sample[0]?.domain;
      await expect(again.page.locator('.sample-domains tbody tr').first().textContent()).resolves.toContain(
        firstDomain,
      );
      const price = await again.page.locator('#report-price').textContent();
      await again.context.close();

      // The server's HTML alone (no script runs) already shows all of it.
      const plain = await open(url, { javaScript: false });
      await expect(selected(plain.page)).resolves.toEqual([
        expect.stringMatching(/WordPress.*Include/),
        expect.stringMatching(/Germany.*Include/),
        expect.stringMatching(/\.com.*Exclude/),
      ]);
      await expect(plain.page.locator('#domain-count').textContent()).resolves.toBe(fmt(inGermany));
      await expect(plain.page.locator('#report-price').textContent()).resolves.toBe(price);
      await expect(plain.page.locator('.sample-domains tbody tr').count()).resolves.toBe(
        Math.min(SAMPLE_DOMAIN_COUNT, inGermany),
      );
      await expect(plain.page.locator('.sample-domains tbody tr').first().textContent()).resolves.toContain(
        firstDomain,
      );
      await plain.context.close();
    });

    it('names bad values of the address on the page, with or without scripts, and counts only the rest', async () => {
      const path = '/create-report?technology=wordpress,wordpresss&country=Germany&tld=-&tech=drupal';
      const parsed = parseReportQuery(path.split('?')[1] ?? '');
      expect(parsed.problems.length).toBe(3);
      const expected = [
        'The country "Germany" is not valid.',
        'The tld "-" is not valid.',
        'The address parameter "tech" is not a report filter.',
        'There is no technology "wordpresss".',
      ];
      for (const javaScript of [false, true]) {
        const { context, page, problems } = await open(path, { javaScript });
        const alert = page.locator('.address-problems');
        await expect(alert.getAttribute('role')).resolves.toBe('alert');
        await expect(alert.locator('li').allTextContents()).resolves.toEqual(expected);
        await expect(alert.textContent()).resolves.toContain('left out of the report');
        await expect(selected(page)).resolves.toEqual([expect.stringContaining('WordPress')]);
        if (javaScript) await countReads(page, fmt(await indexCount([wordpress])));
        else
          await expect(page.locator('#domain-count').textContent()).resolves.toBe(
            fmt(await indexCount([wordpress])),
          );
        // The address stays as it was typed until a filter is changed.
        expect(page.url()).toBe(server.url + path);
        expect(problems).toEqual([]);
        await context.close();
      }
      // A list the filter language refuses is a message too, not a failed page.
      const { context, page } = await open(
        `/create-report?${Array.from({ length: 31 }, (_, i) => `header=x-h${i}`).join('&')}`,
      );
      await expect(page.locator('.discovered-domains .alert-danger').textContent()).resolves.toMatch(/\S/);
      await context.close();
    });
  },
);
