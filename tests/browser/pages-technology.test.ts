import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startSeededServer } from '../pages/technology-fixture.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';

/** One page of every kind of the technology area in Chromium. */

const run = runBrowserSuites;

describe.skipIf(!run)('technology pages in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startSeededServer();
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      // Third-party favicons are not reachable from the test machine.
      if (m.type() === 'error' && !m.text().includes('Failed to load resource')) errors.push(m.text());
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    return { page, errors };
  }

  const pages: [string, string][] = [
    ['/technology/wordpress', 'WordPress usage'],
    ['/technology/jquery/versions', 'Total discovered versions'],
    ['/technology/jquery/websites', 'Websites using jQuery'],
    ['/technology/wordpress/changes', 'Websites that started using WordPress'],
    ['/technology-type/content-management-system', 'Top technology switches'],
    ['/technology-type/content-management-system/technologies', 'technologies, most used first'],
    ['/technology-type', 'Web technologies'],
    ['/search?q=word', 'Technologies'],
    ['/search?q=zzqx-unknown.org', 'No technology, category or ad system matches'],
    ['/', 'Website details'],
  ];

  for (const [path, text] of pages)
    it(`${path} shows its key content`, async () => {
      const { page, errors } = await open(path);
      await expect(page.getByText(text, { exact: false }).first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

  for (const path of ['/technology/jquery/websites', '/technology/wordpress/changes'])
    it(`${path} shows rows an anonymous visitor may not see locked, the same way`, async () => {
      const { page, errors } = await open(path);
      const locked = page.locator('tr.locked-row');
      await expect(locked.count()).resolves.toBeGreaterThan(0);
      const first = locked.first();
      // No link to the website (other cells, the technology's, stay links).
      await expect(first.locator('a[href^="/website/"], a[href^="http"]').count()).resolves.toBe(0);
      await expect(first.locator('.locked-domain').textContent()).resolves.toBe('Hidden website');
      await first.getByRole('button', { name: 'Login to view' }).click();
      await expect(page.getByRole('dialog').isVisible()).resolves.toBe(true);
      await expect(page.locator('.locked-note').first().textContent()).resolves.toMatch(
        /^\d+ websites? (is|are) hidden\. Sign in to see (it|them)\.$/,
      );
      expect(errors).toEqual([]);
      await page.close();
    });

  it('a version address lands on the version websites page with that version highlighted', async () => {
    const { page } = await open('/technology/jquery/versions');
    const first = page.locator('.versions-table tbody tr a').first();
    const version = (await first.textContent()) ?? '';
    await page.goto(`${server.url}/technology/jquery/version/${version}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe(`/technology/jquery/version/${version}/websites`);
    await expect(page.locator('.versions-table tr.highlight td').nth(1).textContent()).resolves.toBe(version);
    await page.close();
  });

  it('charts are SVG pictures in the server HTML, named and labelled, drawn without any script', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/technology-type/content-management-system`);
    const pictures = page.locator('figure.chart svg[role="img"]');
    // Pie, its bars, the lines over time and the rank columns.
    await expect(pictures.count()).resolves.toBeGreaterThanOrEqual(4);
    await expect(
      page.getByRole('img', { name: 'Content Management System: share of websites by technology' }).count(),
    ).resolves.toBe(2);
    // The bar beside each slice is labelled with the technology's name, readable at the page's font size.
    const label = page.locator('.bar-list text.chart-label', { hasText: 'WordPress' }).first();
    await expect(label.isVisible()).resolves.toBe(true);
    const size = await label.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    const box = await page
      .getByRole('img', {
        name: /^Websites using WordPress \(Content Management System\) at the end of each/,
      })
      .boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(100);
    await expect(page.locator('.geo-tables svg.inline-bar rect').count()).resolves.toBeGreaterThan(0);
    await page.goto(`${server.url}/technology/wordpress`);
    await expect(
      page
        .getByRole('img', { name: 'Websites using WordPress at the end of each of the last 12 months' })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator('figure.chart circle title').count()).resolves.toBe(12);
    await page.goto(`${server.url}/technology/jquery/versions`);
    await expect(
      page.getByRole('img', { name: 'Websites by jQuery version' }).locator('rect').count(),
    ).resolves.toBeGreaterThan(0);
    await context.close();
  });

  it('usage charts start at zero with axis labels that never repeat; the technology page’s fills its row', async () => {
    const { page, errors } = await open('/technology-type/content-management-system');
    const multiples = page.locator('.small-multiples figure.chart');
    await expect(multiples.count()).resolves.toBeGreaterThan(0);
    for (const figure of await multiples.all()) {
      const ticks = await figure.locator('.chart-grid text').allTextContents();
      expect(ticks[0]).toBe('0');
      expect(new Set(ticks).size).toBe(ticks.length);
    }
    await page.goto(`${server.url}/technology/wordpress`, { waitUntil: 'networkidle' });
    const chart = page.getByRole('img', {
      name: 'Websites using WordPress at the end of each of the last 12 months',
    });
    const row = chart.locator('xpath=ancestor::section[1]');
    const [chartBox, rowBox] = [await chart.boundingBox(), await row.boundingBox()];
    expect(chartBox!.width / rowBox!.width).toBeGreaterThan(0.9);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('charts hydrate as the server drew them, without console errors', async () => {
    for (const path of [
      '/technology-type/content-management-system',
      '/technology/wordpress',
      '/technology/jquery/versions',
    ]) {
      const { page, errors } = await open(path);
      // After hydration the pictures are still the server's (a mismatch is also a console error).
      const drawn = await page
        .locator('figure.chart svg')
        .evaluateAll((svgs) => svgs.map((s) => s.outerHTML));
      const served = await (await fetch(`${server.url}${path}`)).text();
      expect(drawn.length).toBeGreaterThan(0);
      for (const svg of drawn) expect(served).toContain(svg.slice(0, 200));
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('the carousel moves with the arrow keys and its dots, and says which website is shown', async () => {
    const { page, errors } = await open('/');
    const carousel = page.locator('.home-carousel');
    const title = carousel.locator('h3');
    const first = await title.textContent();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Next website' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(title.textContent()).resolves.not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await expect(title.textContent()).resolves.toBe(first);
    const dots = carousel.locator('.carousel-dot');
    const third = dots.nth(2);
    const name = (await third.getAttribute('aria-label')) ?? '';
    await third.click();
    await expect(third.getAttribute('aria-current')).resolves.toBe('true');
    expect(name).toContain(`: ${await title.textContent()}`);
    await expect(
      carousel.locator('[aria-roledescription="slide"]').getAttribute('aria-label'),
    ).resolves.toMatch(/^3 of \d+$/);
    // Controls are at least the design system's smallest target.
    const box = await page.getByRole('button', { name: 'Next website' }).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('navigates client-side from the category page to a technology page', async () => {
    const { page } = await open('/technology-type/content-management-system');
    await page.locator('.tech-table a[href="/technology/wordpress"]').first().click();
    await page.waitForURL('**/technology/wordpress');
    await page.getByRole('heading', { level: 1, name: 'WordPress' }).waitFor();
    await page.close();
  });

  it('a category page links to its group on the overview and to the other categories of the group', async () => {
    const { page, errors } = await open('/technology-type/content-management-system');
    const parent = page.locator('a[href^="/technology-type#group-"]');
    const name = (await parent.first().textContent()) ?? '';
    expect(await page.locator('.group-categories a').count()).toBeGreaterThan(0);
    await parent.first().click();
    await page.waitForURL(/\/technology-type#group-/);
    const heading = page.getByRole('heading', { level: 2, name, exact: true });
    await heading.waitFor();
    // The group's heading is scrolled into view.
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(900);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the carousel pauses and moves with the keyboard', async () => {
    const { page } = await open('/');
    const title = page.locator('.home-carousel h3');
    const before = await title.textContent();
    await page.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await page.getByRole('button', { name: 'Next website' }).focus();
    await page.keyboard.press('Enter');
    await expect(title.textContent()).resolves.not.toBe(before);
    await page.close();
  });
});
