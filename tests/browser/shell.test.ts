import { PAGE_MESSAGES } from '@techcensus/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_INDEX_NOTICE } from '../../web/src/components/IndexNotice.tsx';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startServerWithEnv } from '../support/server.ts';

/**
 * The website in a real browser against the real server: server rendering, hydration,
 * client-side navigation through page data, error pages, panels and the crash report.
 */

// On CI a missing browser is a broken machine, not a reason to skip.
const run = runBrowserSuites;

describe.skipIf(!run)(
  `website shell in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing; apt-get install chromium)`}`,
  () => {
    let server: Awaited<ReturnType<typeof startServerWithEnv>>;
    let browser: Browser;

    beforeAll(async () => {
      server = await startServerWithEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      });
      browser = await launchChromium();
    });

    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    /** A page that fails the test on any script error or console error. */
    async function openPage(path: string, viewport = { width: 1280, height: 800 }) {
      const page = await browser.newPage({ viewport });
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      });
      const response = await page.goto(server.url + path);
      return { page, response, problems };
    }

    /** React has attached its handlers to the server's markup: links now navigate in-app. */
    async function hydrated(page: Page) {
      await page.waitForFunction(() => {
        const link = document.querySelector('a.brand');
        return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
      });
    }

    it('serves the home page rendered on the server, with its data and metadata', async () => {
      const response = await fetch(`${server.url}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const data = JSON.parse(
        html.match(/<script id="page-data" type="application\/json">(.*?)<\/script>/s)?.[1] ?? 'null',
      );
      expect(data.url).toBe('/');
      const r = data.envelope.results;
      const fmt = (n: number) => n.toLocaleString('en-US');
      const headline = html.match(/<h1>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '');
      // The suite's server has an empty index: the headline counts the catalogue only.
      expect(r.IndexEmpty).toBe(true);
      expect(headline).toBe(
        `${fmt(r.CatalogueTechnologyCount)} technologies in ${fmt(r.CatalogueCategoryCount)} categories`,
      );
      expect(r.TechnologyCount).toBe(0);
      expect(html).not.toMatch(/million/i);
      expect(html).toContain(`<title>${r.PageTitle}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]+">/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+">/);
      const ld = JSON.parse(
        html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? 'null',
      );
      expect(ld['@type']).toBe('BreadcrumbList');
      expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+\.js"><\/script>/);
    });

    it('hydrates the home page without errors and looks right', async () => {
      const { page, problems } = await openPage('/');
      await hydrated(page);
      await expect(page.locator('h1').textContent()).resolves.toMatch(/technologies in [\d,]+ categories$/);
      const empty = page.locator('[data-index-empty]');
      expect(await empty.isVisible()).toBe(true);
      await expect(empty.locator('h2').textContent()).resolves.toBe(EMPTY_INDEX_NOTICE);
      expect(
        await page.locator('img[alt="TechCensus"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBe(50);
      expect(await page.locator('#header-search').evaluate((el) => el.getBoundingClientRect().width)).toBe(
        300,
      );
      // At a phone's width the page hydrates as cleanly and never scrolls sideways.
      const mobile = await openPage('/', { width: 390, height: 844 });
      await hydrated(mobile.page);
      expect(
        await mobile.page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      expect(problems).toEqual([]);
      expect(mobile.problems).toEqual([]);
      await mobile.page.close();
      await page.close();
    });

    it('navigates client-side: fetches {path}/api and keeps the document', async () => {
      const { page, problems } = await openPage('/');
      await hydrated(page);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest()) documents.push(r.url());
      });
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 1;
      });
      const dataRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/about-us/api');
      await page.locator('footer a[href="/about-us"]').click();
      await dataRequest;
      await page.locator('h1', { hasText: 'About us' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/about-us');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      expect(documents).toEqual([]);
      expect(await page.title()).toBe('About TechCensus');
      await expect(page.locator('nav[aria-label="Breadcrumb"] a[href="/"]').textContent()).resolves.toBe(
        'Home',
      );
      expect(problems).toEqual([]);
      await page.close();
    });

    it("loads a page area's code only when it is shown: at hydration for the first page, on navigation for the next", async () => {
      const { page, problems } = await openPage('/');
      const scripts: string[] = [];
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (r.resourceType() === 'script') scripts.push(path);
        if (path.endsWith('.css')) stylesheets.push(path);
      });
      await hydrated(page);
      const initial = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      );
      expect(initial.some((p) => p.includes('/site-views-'))).toBe(true);
      expect(
        initial.filter((p) => /\/(purchase|technology|report-builder)-views-|\/Charts-/.test(p)),
      ).toEqual([]);
      // The page's stylesheets came inline with the document, each also named by a disabled link
      // so that the chunk loader, which skips a stylesheet the document links, adds none of them.
      const links = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]'), (l) => ({
            path: new URL(l.href).pathname,
            disabled: l.hasAttribute('disabled'),
          })),
        );
      const named = await links();
      expect(named.length).toBeGreaterThan(0);
      expect(named.filter((l) => !l.disabled)).toEqual([]);
      // Whether the browser itself fetches a disabled stylesheet is its own affair (Chromium 86
      // stopped doing so): only the page's own stylesheets may come, never another area's.
      expect(initial.filter((p) => p.endsWith('.css') && !named.some((l) => l.path === p))).toEqual([]);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.isNavigationRequest()) documents.push(r.url());
      });
      // The pricing area's stylesheet (web/src/styles/purchase.css) came with its code: the page's
      // elements are styled from the moment they are inserted, before the browser paints them.
      await page.evaluate(() => {
        const seen = window as unknown as { __toggleDisplay?: string };
        new MutationObserver((_, observer) => {
          const toggle = document.querySelector('.period-toggle');
          if (!toggle) return;
          seen.__toggleDisplay = getComputedStyle(toggle).display;
          observer.disconnect();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.locator('footer a[href="/pricing"]').first().click();
      await page.locator('main h1').filter({ hasText: /pric/i }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/pricing');
      expect(scripts.some((p) => p.includes('/purchase-views-'))).toBe(true);
      expect(
        await page.evaluate(() => (window as unknown as { __toggleDisplay?: string }).__toggleDisplay),
      ).toBe('inline-flex');
      expect(scripts.filter((p) => /\/(technology|report-builder)-views-|\/Charts-/.test(p))).toEqual([]);
      // The pricing area's stylesheet came with its code, and no other area's did.
      const linked = (await links()).filter((l) => !l.disabled).map((l) => l.path);
      expect(linked.some((p) => p.includes('/purchase-views-'))).toBe(true);
      expect([...linked, ...stylesheets].filter((p) => !p.includes('/purchase-views-'))).toEqual([]);
      await page.locator('a.brand').click();
      await page.locator('h1', { hasText: 'technologies in' }).waitFor();
      expect(documents).toEqual([]);
      // Straight to another area's page: its chunk is there before hydration, so nothing mismatches.
      const direct = await openPage('/pricing');
      await hydrated(direct.page);
      expect(problems).toEqual([]);
      expect(direct.problems).toEqual([]);
      await direct.page.close();
      await page.close();
    });

    it('submits the header search without reloading', async () => {
      const { page } = await openPage('/');
      await hydrated(page);
      await page.evaluate(() => {
        (window as unknown as { __marker: number }).__marker = 1;
      });
      const dataRequest = page.waitForRequest((r) => new URL(r.url()).pathname === '/search/api');
      await page.locator('#header-search').fill('nginx');
      await page.locator('#header-search').press('Enter');
      const request = await dataRequest;
      expect(new URL(request.url()).search).toBe('?q=nginx');
      expect(new URL(page.url()).search).toBe('?q=nginx');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      await page.close();
    });

    it('answers an unknown address with the 404 page and status, also after client navigation', async () => {
      const { page, response } = await openPage('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('main').textContent()).resolves.toContain(PAGE_MESSAGES.notFound);
      await hydrated(page);
      await page.locator('a.brand').click();
      await page.locator('h1', { hasText: 'technologies in' }).waitFor();
      await page.evaluate(() => window.history.pushState(null, '', '/still-no-such-page'));
      await page.locator('main', { hasText: PAGE_MESSAGES.notFound }).waitFor();
      await page.close();
    });

    it('opens the sign-in panel from Sign In, and closes it with Escape', async () => {
      const { page } = await openPage('/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await dialog.waitFor();
      await expect(dialog.getByLabel('Email').isVisible()).resolves.toBe(true);
      await expect(dialog.getByLabel('Password').isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Free Sign Up' }).click();
      await page.getByRole('dialog', { name: 'Create a Free Account' }).waitFor();
      await page.close();
    });

    it('opens header menus from the keyboard', async () => {
      const { page } = await openPage('/');
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Security' });
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/security');
      await page.keyboard.press('Escape');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Security');
      await page.close();
    });

    it('on a phone (390 px): a one-line header with a Menu button, one search box on the home page, the builder’s actions on screen', async () => {
      const phone = { width: 390, height: 844 };
      const { page, problems } = await openPage('/', phone);
      await hydrated(page);
      const header = await page.locator('header.site-header').boundingBox();
      expect(header!.height).toBeLessThanOrEqual(80);
      const visibleSearches = async () =>
        (
          await Promise.all(
            (await page.locator('input[type="search"], input.search-input').all()).map((i) => i.isVisible()),
          )
        ).filter(Boolean).length;
      expect(await visibleSearches()).toBe(1);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.locator('nav.main-nav a[href="/pricing"]').waitFor({ state: 'visible' });
      await page.locator('nav.main-nav a[href="/pricing"]').click();
      await page.waitForURL(`${server.url}/pricing`);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('nav.main-nav').isVisible()).toBe(false);

      await page.goto(`${server.url}/create-report?technology=wordpress`);
      await hydrated(page);
      const remove = page.getByRole('button', { name: /^Remove / }).first();
      await remove.waitFor();
      for (const name of ['Edit', /^Remove /]) {
        const box = await page
          .locator('table.selected-options')
          .getByRole('button', { name })
          .first()
          .boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
      }
      const overflow = await page.locator('.selected-options').evaluate((t) => {
        const scroller = t.parentElement!;
        return scroller.scrollWidth - scroller.clientWidth;
      });
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await page.close();
    });

    it('shows the crash page when a page fails to render, and reports it', async () => {
      const { page } = await openPage('/');
      await hydrated(page);
      // Malformed page data is the honest way to make a page throw without a hook in the product.
      await page.route('**/about-us/api', (route) =>
        route.fulfill({
          json: {
            results: {
              PageTitle: 'About',
              PageDescription: '',
              PageKeywords: '',
              OpenGraphURL: '',
              CanonicalURL: '',
              BreadCrumbs: [],
              Paragraphs: null,
              ContactEmail: 'x@example.com',
            },
            User: { LoggedIn: false },
          },
        }),
      );
      const report = page.waitForRequest(
        (r) => new URL(r.url()).pathname === '/report-client-error' && r.method() === 'POST',
      );
      await page.locator('footer a[href="/about-us"]').click();
      const body = (await report).postDataJSON();
      expect(body.url).toBe(`${server.url}/about-us`);
      expect(body.errorMessage).toBeTruthy();
      expect(body.errorInfo).toContain('AboutUsPage');
      await page.locator('main', { hasText: PAGE_MESSAGES.crash }).waitFor();
      expect((await (await report).response())?.status()).toBe(200);
      await page.close();
    });
  },
);
