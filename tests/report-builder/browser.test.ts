import { ACCOUNT_MESSAGES, PURCHASE_MESSAGES, reportPrice, SAMPLE_DOMAIN_COUNT } from '@techcensus/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteFilters } from '../../server/src/siteindex/port.ts';
import { DEMO_DATA_NOTICE } from '../../web/src/components/IndexNotice.tsx';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';
import { eventually } from '../support/wait.ts';
import { signedIn } from './support.ts';

/** Visitors who are not signed in see the first 10 rows of a list (docs/report-builder.md). */
const ANONYMOUS_VISIBLE_ROWS = 10;

/**
 * The report builder in Chromium against a seeded server: the count arriving and matching the
 * index, the filter panel, the size selector's bounds and clamping, the price, the sample's
 * masking and the purchase panel for each kind of visitor.
 */

// More than the report maximum in all, between 1,000 and 5,000 WordPress sites: every size rule shows.
const SITES = 6_000;
const fmt = (n: number) => n.toLocaleString('en-US');
const wordpress: SiteFilters[number] = { module: 'technology', mode: 'include', slug: 'wordpress' };
const germany: SiteFilters[number] = { module: 'country', mode: 'include', values: ['DE'] };

describe.skipIf(!runBrowserSuites)(
  `report builder in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 120_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;
    const indexCount = async (filters: SiteFilters) => (await server.siteIndex.countSample(filters, 0)).count;

    beforeAll(async () => {
      server = await startTestServer({ BROWSE_RATE_LIMIT: '0', LOG_LEVEL: 'error' });
      await seedDemoSites(server, { count: SITES, seed: 12 });
      await server.siteIndex.refresh();
      browser = await launchChromium();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    async function open(
      path: string,
      cookie?: string,
    ): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (cookie) {
        const [name, value] = cookie.split('=');
        await context.addCookies([{ name, value, url: server.url }]);
      }
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      await page.goto(server.url + path);
      return { context, page, problems };
    }

    /** The count once the search has settled on `expected` (a new list starts a new count). */
    async function countReads(page: Page, expected: string) {
      await page.waitForFunction(
        (text) => document.querySelector('#domain-count')?.textContent === text,
        expected,
        { timeout: 20_000 },
      );
    }

    const price = (page: Page) => page.locator('#report-price').textContent();

    it('counts what the index counts, previews the sample and edits the filters', async () => {
      const { context, page, problems } = await open('/create-report?technology=wordpress&country=DE');
      await page.locator('h1', { hasText: 'Create report' }).waitFor();
      const inGermany = await indexCount([wordpress, germany]);
      expect(inGermany).toBeGreaterThan(SAMPLE_DOMAIN_COUNT);
      await countReads(page, fmt(inGermany));
      const selected = page.locator('table.selected-options tbody tr');
      await expect(selected.allTextContents()).resolves.toEqual([
        expect.stringContaining('WordPress'),
        expect.stringContaining('Germany'),
      ]);
      await expect(page.locator('.report-label').textContent()).resolves.toBe(
        'Report: Technology: WordPress',
      );

      // The sample: the index's best-ranked matches, the first ten readable, the rest locked.
      const sample = await server.siteIndex.countSample([wordpress, germany], SAMPLE_DOMAIN_COUNT);
      const rows = page.locator('.sample-domains tbody tr');
      await expect(rows.count()).resolves.toBe(SAMPLE_DOMAIN_COUNT);
      const first = rows.nth(0);
      const doc = sample.sample[0];
      await expect(first.locator(`a[href="/website/${doc.domain}"]`).count()).resolves.toBe(1);
      // A demo site: marked, with no link out to its made-up name, and a rank read as a demo one.
      await expect(first.locator(`a[href="http://${doc.domain}"]`).count()).resolves.toBe(0);
      await expect(first.locator('.demo-mark').textContent()).resolves.toBe('demo');
      await expect(first.locator('img.flag').getAttribute('src')).resolves.toBe('/s/ci/DE.png');
      await expect(first.locator('td.num').textContent()).resolves.toBe(
        `${doc.rank >= 2_000_000_000 ? 'low rank' : fmt(doc.rank)} · demo ranking`,
      );
      await expect(page.locator('.create-report [data-demo-notice]').textContent()).resolves.toContain(
        DEMO_DATA_NOTICE,
      );
      const hidden = rows.nth(ANONYMOUS_VISIBLE_ROWS);
      await expect(hidden.locator('a').count()).resolves.toBe(0);
      await expect(hidden.getAttribute('class')).resolves.toBe('locked-row');
      await expect(hidden.textContent()).resolves.not.toContain(sample.sample[ANONYMOUS_VISIBLE_ROWS].domain);
      await expect(hidden.textContent()).resolves.toContain('Login to view');
      await expect(page.locator('.sample-domains .locked-note').textContent()).resolves.toContain(
        `${SAMPLE_DOMAIN_COUNT - ANONYMOUS_VISIBLE_ROWS} websites are hidden.`,
      );
      await expect(hidden.locator('td.num').textContent()).resolves.toMatch(/^\*{1,3}(,\*{3})*$/);

      // Anonymous: no Buy button, the login warning instead.
      await expect(page.locator('.purchase-panel').textContent()).resolves.toContain(
        PURCHASE_MESSAGES.loginRequired,
      );
      await expect(page.getByRole('button', { name: 'Buy' }).count()).resolves.toBe(0);

      // Add a technology through the panel's autocomplete, then remove it from the table.
      await page.getByRole('button', { name: 'Add/Edit filters' }).click();
      await page.locator('#filter-technology').fill('jq');
      await page
        .getByRole('option', { name: /^jQuery\b/ })
        .first()
        .click();
      await page
        .locator('.filter-module[data-module="Technology"] .entry-title', { hasText: 'jQuery' })
        .waitFor();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.locator('table.selected-options td', { hasText: 'jQuery' }).waitFor();
      const withJquery = await indexCount([
        wordpress,
        germany,
        { module: 'technology', mode: 'include', slug: 'jquery' },
      ]);
      expect(withJquery).not.toBe(inGermany);
      await countReads(page, fmt(withJquery));
      await page.getByRole('button', { name: 'Remove jQuery' }).click();
      await countReads(page, fmt(inGermany));

      // Without Germany, WordPress alone lies between the minimum and the maximum report size.
      await page.getByRole('button', { name: 'Remove Germany' }).click();
      const all = await indexCount([wordpress]);
      expect(all).toBeGreaterThan(1_000);
      expect(all).toBeLessThan(5_000);
      await countReads(page, fmt(all));
      const size = page.locator('#report-size');
      // The count shows as soon as it is stored; the size bounds follow when the search completes.
      await eventually(async () => expect(await size.inputValue()).toBe('1000'), {
        what: 'the report size to be raised to the minimum',
        timeoutMs: 15_000,
      });
      await eventually(async () => expect(await price(page)).toBe(`$${fmt(reportPrice(1_000))}`), {
        what: 'the price of the minimum report',
        timeoutMs: 15_000,
      });
      for (const [typed, kept] of [
        ['50', 1_000],
        ['999999', all],
        ['1800', 1_800],
      ] as const) {
        await size.fill(typed);
        await size.blur();
        await expect(size.inputValue()).resolves.toBe(String(kept));
        await expect(price(page)).resolves.toBe(`$${fmt(reportPrice(kept))}`);
      }
      await expect(page.locator('#report-size-slider').inputValue()).resolves.toBe('1800');

      // Everything: past the report maximum, the spec's "More then".
      await page.getByRole('button', { name: 'Remove WordPress' }).click();
      await countReads(page, 'More then 5,000');
      await expect(page.locator('#report-size-slider').getAttribute('max')).resolves.toBe('5000');
      expect(problems).toEqual([]);
      await context.close();
    });

    it('opens the panel on one module from the table, with regions holding countries', async () => {
      const { context, page, problems } = await open(
        '/create-report?category=content-management-system&country=UK',
      );
      await countReads(
        page,
        fmt(
          await indexCount([
            { module: 'category', mode: 'include', slug: 'content-management-system' },
            { module: 'country', mode: 'include', values: ['GB'] },
          ]),
        ),
      );
      await expect(page.locator('table.selected-options img.flag').getAttribute('src')).resolves.toBe(
        '/s/ci/GB.png',
      );
      await page
        .locator('table.selected-options tr[data-module="Region"]')
        .getByRole('button', { name: 'Edit' })
        .click();
      await expect(page.locator('.filter-module').count()).resolves.toBe(1);
      await page.locator('#filter-region').fill('germ');
      await page.getByRole('option', { name: /Germany/ }).click();
      // Excluding a country from the panel, then applying: only the Regions module changes.
      await page.getByRole('combobox', { name: 'Include or exclude Germany' }).selectOption('exclude');
      await page.getByRole('button', { name: 'Apply' }).click();
      await countReads(
        page,
        fmt(
          await indexCount([
            { module: 'category', mode: 'include', slug: 'content-management-system' },
            { module: 'country', mode: 'include', values: ['GB'] },
            { module: 'country', mode: 'exclude', values: ['DE'] },
          ]),
        ),
      );
      await expect(page.locator('table.selected-options tbody tr').allTextContents()).resolves.toEqual([
        expect.stringMatching(/Content Management System/),
        expect.stringMatching(/United Kingdom.*Include/),
        expect.stringMatching(/Germany.*Exclude/),
      ]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('opens an address without a report type as a generic report, and locks the address’s conditions', async () => {
      const generic = await open('/create-report?country=DE');
      await countReads(generic.page, fmt(await indexCount([germany])));
      await expect(generic.page.locator('.report-label').textContent()).resolves.toBe(
        'Report: Generic Report',
      );
      await expect(
        generic.page.locator('table.selected-options tbody tr').allTextContents(),
      ).resolves.toEqual([expect.stringContaining('Germany')]);
      await generic.context.close();
      // On a phone the tables scroll inside the page instead of widening it.
      const phone = await open('/create-report?technology=wordpress&country=DE');
      await phone.page.setViewportSize({ width: 390, height: 844 });
      await countReads(phone.page, fmt(await indexCount([wordpress, germany])));
      await expect(phone.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(390);
      await phone.context.close();
      const { context, page, problems } = await open(
        '/create-report?technology=wordpress&cond1=action:added;technology:wordpress',
      );
      const row = page.locator('table.selected-options tr[data-module="Custom"]');
      await expect(row.textContent()).resolves.toContain('Started using technology WordPress');
      await expect(row.locator('.locked').count()).resolves.toBe(1);
      await countReads(
        page,
        fmt(
          await indexCount([
            wordpress,
            { module: 'change', mode: 'include', action: 'added', slug: 'wordpress' },
          ]),
        ),
      );
      expect(problems).toEqual([]);
      await context.close();
    });

    it('tells signed-in accounts that may not buy, and asks buyers to accept the terms', async () => {
      const blocked = await signedIn(server.db, { purchaseEnabled: false });
      const refused = await open('/create-report?technology=wordpress', blocked.cookie);
      await expect(refused.page.locator('.purchase-panel').textContent()).resolves.toBe(
        ACCOUNT_MESSAGES.cannotPurchase,
      );
      await refused.context.close();

      const buyer = await signedIn(server.db);
      const { context, page, problems } = await open('/create-report?technology=wordpress', buyer.cookie);
      const buy = page.getByRole('button', { name: 'Buy', exact: true });
      await countReads(page, fmt(await indexCount([wordpress])));
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('.buy-button')?.disabled);
      await buy.click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.locator('h2').textContent()).resolves.toBe('Error');
      await expect(dialog.textContent()).resolves.toContain(ACCOUNT_MESSAGES.termsUnchecked);
      await dialog.getByRole('button', { name: 'OK' }).click();
      // Sample rows are all readable for a signed-in viewer.
      await expect(page.locator('.sample-domains tr.locked-row').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
