import { createServer } from 'node:net';
import { reportPrice } from '@techcensus/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteFilters } from '../../server/src/siteindex/port.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';
import { until } from '../support/wait.ts';
import { signedIn } from './support.ts';

/**
 * The whole purchase of a report as a customer makes it, in Chromium: build the filters, check
 * the terms, Buy, pay on the test checkout (a server without Stripe keys), find the order and
 * the report on the account page, download the CSV and hold its rows to the index.
 */

const SITES = 3_000;
const SIZE = 1_200;

/** A free loopback port: checkout addresses are built on the public URL, which must be reachable. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

describe.skipIf(!runBrowserSuites)(
  `buying a report from the builder in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 180_000 },
  () => {
    let server: RunningServer;
    let browser: Browser;

    beforeAll(async () => {
      // No STRIPE_SECRET_KEY: the server takes payments on its local test checkout.
      const port = await freePort();
      server = await startTestServer({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        BROWSE_RATE_LIMIT: '0',
        LOG_LEVEL: 'error',
        PURCHASE_TEST_CHECKOUT: 'true',
      });
      await seedDemoSites(server, { count: SITES, seed: 21 });
      await server.siteIndex.refresh();
      browser = await launchChromium();
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('signed in: terms, Buy, test checkout, pay, the order and report on the account page, the CSV', async () => {
      const buyer = await signedIn(server.db);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const [name, value] = buyer.cookie.split('=');
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

      const filters: SiteFilters = [{ module: 'technology', mode: 'include', slug: 'wordpress' }];
      const { count } = await server.siteIndex.countSample(filters, 0);
      expect(count).toBeGreaterThan(SIZE);

      await page.goto(`${server.url}/create-report?technology=wordpress`);
      await page.waitForFunction(
        (text) => document.querySelector('#domain-count')?.textContent === text,
        count.toLocaleString('en-US'),
        { timeout: 20_000 },
      );
      const size = page.locator('#report-size');
      await size.fill(String(SIZE));
      await size.blur();
      const price = reportPrice(SIZE);
      await expect(page.locator('#report-price').textContent()).resolves.toBe(
        `$${price.toLocaleString('en-US')}`,
      );
      await page.check('#report-terms');
      await Promise.all([
        page.waitForURL(/\/purchase\/test-checkout\//, { timeout: 20_000 }),
        page.getByRole('button', { name: 'Buy' }).click(),
      ]);
      await expect(page.locator('.test-checkout').textContent()).resolves.toContain('Technology: WordPress');
      await Promise.all([
        page.waitForURL(/\/user\/account/, { timeout: 20_000 }),
        page.getByRole('button', { name: /^Pay / }).click(),
      ]);

      // The report is built by a job: the account page lists it once it is ready.
      const download = page.locator('a[href^="/reports/"][href$="/download"]', {
        hasText: 'Technology: WordPress',
      });
      const status = await until(
        async () => {
          const { rows } = await server.db.query<{ status: string }>(
            'SELECT status FROM reports WHERE account_id = $1',
            [buyer.accountId],
          );
          const status = rows[0]?.status;
          return (status === 'ready' || status === 'failed') && status;
        },
        { what: 'the report’s build job to end', timeoutMs: 60_000 },
      );
      expect(status).toBe('ready');
      await page.reload();
      await until(async () => (await download.count()) > 0, { what: 'the report’s download link' });
      await expect(page.locator('body').textContent()).resolves.toMatch(
        /Technology: WordPress, \$[\d,]+\.00 \([^)]+\):/,
      );

      const href = (await download.getAttribute('href')) as string;
      const file = await context.request.get(server.url + href);
      expect(file.status()).toBe(200);
      const [header, ...rows] = parseCsv((await file.text()).replace(/^\uFEFF/, ''));
      expect(header[0]).toBe('Domain');
      expect(rows).toHaveLength(SIZE);
      const expected = await server.siteIndex.page(filters, { size: SIZE });
      expect(rows.map((r) => r[0])).toEqual(expected.items.map((d) => d.domain));
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);
