import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { pageData, startSeededServer } from '../pages/technology-fixture.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';

/**
 * The header search in Chromium: suggestions as one types (the ARIA combobox: arrows, Enter,
 * Escape), the plain form without script, and the live scan offered for a domain the index lacks.
 */

const run = runBrowserSuites;

describe.skipIf(!run)('search in Chromium', () => {
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

  async function open(
    path: string,
    javaScriptEnabled = true,
    viewport = { width: 1280, height: 900 },
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport, javaScriptEnabled });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${server.url}${path}`);
    if (javaScriptEnabled)
      // React has attached its handlers to the server's markup.
      await page.waitForFunction(() => {
        const input = document.querySelector('#header-search');
        return !!input && Object.keys(input).some((k) => k.startsWith('__reactProps'));
      });
    return { page, errors };
  }

  it('typing "word" lists WordPress with its count; arrow down and Enter open its page', async () => {
    const usage = (await pageData(server, '/technology/wordpress/api')).body.results.Usage
      .DomainCount as number;
    const { page, errors } = await open('/technology-type');
    const field = page.getByRole('combobox', { name: 'Search websites and technologies' });
    await field.pressSequentially('word');
    const list = page.getByRole('listbox', { name: 'Search websites and technologies' });
    const wordpress = list
      .getByRole('option')
      .filter({ has: page.locator('.suggestion-title', { hasText: /^WordPress$/ }) });
    await wordpress.waitFor();
    await expect(wordpress.textContent()).resolves.toBe(`WordPress${usage.toLocaleString('en-US')} websites`);
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(list.getByRole('group', { name: 'Technologies' }).count()).resolves.toBe(1);

    // The best match comes first, so one arrow press highlights it.
    await expect(list.getByRole('option').first().getAttribute('id')).resolves.toBe(
      await wordpress.getAttribute('id'),
    );
    await field.press('ArrowDown');
    const activeId = await field.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await wordpress.getAttribute('id'));
    await expect(wordpress.getAttribute('aria-selected')).resolves.toBe('true');
    await field.press('Enter');
    await page.waitForURL(`${server.url}/technology/wordpress`);
    await page.getByRole('heading', { level: 1, name: 'WordPress' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Escape closes the list; Enter without a highlighted option opens the results page', async () => {
    const { page, errors } = await open('/');
    const field = page.locator('#header-search');
    await field.pressSequentially('jquery');
    await page
      .getByRole('option', { name: /^jQuery\b/ })
      .first()
      .waitFor();
    await field.press('Escape');
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('listbox').first().isVisible()).resolves.toBe(false);
    await field.press('Enter');
    await page.waitForURL(`${server.url}/search?q=jquery`);
    await page.getByRole('heading', { name: 'Technologies' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers an indexed website by the start of its domain, with its rank', async () => {
    const list = await pageData(server, '/technology/wordpress/websites/1/api');
    const row = list.body.results.DomainList.Domains.find((d: { Rank: number | null }) => d.Rank !== null);
    const domain: string = row.Domain;
    const { page, errors } = await open('/');
    await page.locator('#header-search').pressSequentially(domain.slice(0, domain.lastIndexOf('.')));
    const option = page.getByRole('group', { name: 'Websites' }).getByRole('option', { name: domain });
    await option.waitFor();
    await expect(option.textContent()).resolves.toContain(
      `rank ${(row.Rank as number).toLocaleString('en-US')}`,
    );
    await option.click();
    await page.waitForURL(`${server.url}/website/${domain}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone the list stays on the screen, under the full-width field', async () => {
    const { page, errors } = await open('/', true, { width: 390, height: 844 });
    // On a phone the header's search sits behind the Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    const field = page.locator('#header-search');
    await field.pressSequentially('word');
    const list = page.getByRole('listbox', { name: 'Search websites and technologies' });
    await list.getByRole('option').first().waitFor();
    const [box, fieldBox] = await Promise.all([list.boundingBox(), field.boundingBox()]);
    expect(box && fieldBox).toBeTruthy();
    if (!box || !fieldBox) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without script the header search is the plain GET form', async () => {
    const { page } = await open('/', false);
    await page.locator('#header-search').fill('wordpress');
    await page.locator('#header-search').press('Enter');
    await page.waitForURL(`${server.url}/search?q=wordpress`);
    await page.getByRole('link', { name: 'WordPress' }).first().waitFor();
    await page.context().close();
  });

  it('a domain the index lacks offers the live scan form, prefilled, which opens the scan page with it', async () => {
    const { page, errors } = await open('/search?q=zzqx-unknown.org');
    const field = page.locator('#scan-website');
    await expect(field.inputValue()).resolves.toBe('zzqx-unknown.org');
    await page.getByRole('button', { name: 'Scan website' }).click();
    await page.waitForURL(`${server.url}/technology-scan?website=zzqx-unknown.org`);
    await expect(page.locator('#scan-domain').inputValue()).resolves.toBe('zzqx-unknown.org');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });
});
