import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { type Seeded, startSeeded } from '../pages/website-support.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';

/** One page of every kind of the website and network areas in Chromium. */

const run = runBrowserSuites;

describe.skipIf(!run)('website and network pages in Chromium', () => {
  let s: Seeded;
  let browser: Browser;
  let site: SiteDoc;

  beforeAll(async () => {
    s = await startSeeded();
    site = s.docs.find(
      (d) => d.fetch.outcome === 'ok' && d.technologies.length > 5 && d.tags.length,
    ) as SiteDoc;
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await s?.server.close();
  });

  /** A page as the server sent it, hydrated: its toggles, forms and links answer in the app. */
  async function open(path: string) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto(`${s.server.url}${path}`);
    await page.waitForFunction(() => {
      const link = document.querySelector('a.brand');
      return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
    });
    return { page, status: res?.status(), errors };
  }

  it('website profile: summary, technologies with stars, locked reports, headers', async () => {
    const { page, status, errors } = await open(`/website/${site.domain}`);
    expect(status).toBe(200);
    await expect(page.locator('h1').first().textContent()).resolves.toBe(site.domain);
    expect(await page.locator('.summary-table').textContent()).toContain('Technologies detected');
    expect(await page.locator('.tech-table tbody tr').count()).toBe(site.technologies.length);
    expect(await page.locator('.lock[aria-label="Login to access"]').count()).toBeGreaterThan(5);
    expect(await page.locator('.headers-table tbody tr').count()).toBe(site.headers.length);
    // Client-side navigation to a tag page keeps working after hydration.
    await page.locator(`.summary-table a[href^="/tag/"]`).first().click();
    await page.waitForURL(/\/tag\//);
    await page.locator('h1', { hasText: 'Tag ID' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('website sub-page asks an anonymous visitor to sign in; aggregated view toggles', async () => {
    const sub = await open(`/website/${site.domain}/technologies`);
    expect(sub.status).toBe(401);
    await sub.page.close();
    const { page, errors } = await open(`/website/${site.domain}/aggregated`);
    const first = page.locator('.aggregated .toggle').first();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('unknown website: the spec text on a 404 page', async () => {
    const { page, status } = await open('/website/never-seen-anywhere.example');
    expect(status).toBe(404);
    expect(await page.textContent('body')).toContain(
      'The technology or website you were looking for was not found.',
    );
    await page.close();
  });

  it('ASN lookup submits to the ASN page; ASN, IP, tag, headers and advertisers render', async () => {
    const { page, errors } = await open('/asn');
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(3);
    await page.fill('#asn-input', String(site.asn));
    await page.click('.lookup-form button[type=submit]');
    await page.waitForURL(new RegExp(`/asn/${site.asn}$`));
    await page.locator('h1', { hasText: `AS${site.asn}` }).waitFor();
    expect(errors).toEqual([]);
    await page.close();

    for (const [path, text] of [
      [`/ip/${site.ip}`, 'Websites on this IP'],
      ['/ip-lookup', 'Most shared IP addresses'],
      ['/tag', 'Largest clusters sharing a tag ID'],
      [`/tag/${encodeURIComponent(site.tags[0].id)}`, 'Websites using it'],
      ['/advertisers', 'Ad systems by number of websites'],
      ['/common-response-headers', 'Common HTTP response headers'],
      ['/response-header/cache-control', 'Directives'],
    ] as const) {
      const p = await open(path);
      expect(p.status, path).toBe(200);
      expect(await p.page.textContent('main, body'), path).toContain(text);
      expect(p.errors, path).toEqual([]);
      await p.page.close();
    }
  });

  it('advertiser lookup finds an ad system through search; its page lists the websites authorising it', async () => {
    const by = new Map<string, number>();
    for (const d of s.docs) for (const a of d.advertisers) by.set(a, (by.get(a) ?? 0) + 1);
    const [name, count] = [...by].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    const { page, errors } = await open('/advertisers');
    await page.fill('#advertiser-input', name.split('.')[0]);
    await page.click('.lookup-form button[type=submit]');
    await page.waitForURL(/\/search\?q=/);
    const link = page.locator(`#found-advertisers ~ ul a[href="/advertisers/${name}"]`);
    await link.waitFor();
    await link.click();
    await page.waitForURL(new RegExp(`/advertisers/${name.replace(/\./g, '\\.')}$`));
    await page.locator('h1', { hasText: `Ad system ${name}` }).waitFor();
    expect(await page.locator('.summary-table').textContent()).toContain(count.toLocaleString('en-US'));
    // The lookup's table links each ad system to the same page.
    await page.goto(`${s.server.url}/advertisers`);
    expect(await page.locator(`table a[href="/advertisers/${name}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ASN changes page: linked from the ASN page, one row per changed technology', async () => {
    const { page, errors } = await open(`/asn/${site.asn}`);
    await page.locator(`a[href="/asn/${site.asn}/changes"]`).click();
    await page.waitForURL(new RegExp(`/asn/${site.asn}/changes$`));
    await page.locator('h1', { hasText: 'Technology changes on' }).waitFor();
    expect(await page.locator('.summary-table').textContent()).toContain('Technologies added');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the ASN lookup refuses text that is not a number', async () => {
    const { page } = await open('/asn');
    await page.fill('#asn-input', 'cloudflare');
    await page.click('.lookup-form button[type=submit]');
    await page.locator('.form-error').waitFor();
    expect(page.url()).toMatch(/\/asn$/);
    await page.close();
  });
});
