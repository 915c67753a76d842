import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { runBlogJob } from '../support/blog.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';

/** The blog in Chromium: from the list to a post, whose table and chart are drawn. */
describe.skipIf(!runBrowserSuites)('the blog in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({}, {}, { store: 'reference' });
    await seedDemoSites(server, { count: 2_000, seed: 5 });
    await runBlogJob(server);
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a post page renders its table and chart, and links to the previous post', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    await page.goto(`${server.url}/blog`);
    const first = page.locator('.blog-posts h2 a').first();
    const title = (await first.textContent()) ?? '';
    expect(title).toMatch(/^Technology trends, /);
    await page.waitForFunction(() => {
      const link = document.querySelector('a.brand');
      return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
    });
    await first.click();
    await page.locator('h1', { hasText: title }).waitFor();

    const table = page.locator('table.blog-trends').first();
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    const firstRow = await table.locator('tbody tr').first().locator('th, td').allTextContents();
    expect(firstRow[0].length).toBeGreaterThan(0);
    expect(firstRow[3]).toMatch(/^[+−][\d,]+$/);

    // The chart is drawn on the server: one bar per technology of the table at most.
    const chart = page.locator('figure.chart').first();
    const bars = await chart.locator('svg rect').count();
    expect(bars).toBeGreaterThan(0);
    expect(bars).toBeLessThanOrEqual(rows);

    await page.locator('a[rel="prev"]').click();
    await page.locator('h1', { hasText: /^Technology trends, / }).waitFor();
    expect(await page.locator('h1').textContent()).not.toBe(title);
    expect(problems).toEqual([]);
    await page.close();
  });
});
