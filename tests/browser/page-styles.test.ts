import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { type Seeded, startSeeded } from '../pages/website-support.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';

/**
 * A page carries the entry's styles and its own area's only (web/src/pages/area-styles.ts). This
 * checks the lists: each page, rendered by the server and shown without script, must look exactly
 * as it does with every stylesheet of the bundle at once — a rule a page needs from a stylesheet
 * its area does not list shows up as an element styled differently.
 */

const DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Every stylesheet of the bundle: the entry's first, as on every page, then the areas'. */
function everyStylesheet(): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { css?: string[] }
  >;
  const files = new Set(manifest['src/entry-client.tsx']!.css);
  for (const [key, chunk] of Object.entries(manifest))
    if (!key.includes('altcha')) for (const css of chunk.css ?? []) files.add(css);
  return [...files].map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
}

const PROPERTIES = [
  'display',
  'color',
  'background-color',
  'font-weight',
  'font-size',
  'white-space',
  'vertical-align',
  'list-style-type',
  'text-align',
  'gap',
  'grid-template-columns',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'overflow-x',
  'word-break',
  'max-width',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'width',
  'height',
  'cursor',
];

/** Each element's tag, classes and the properties above, in document order. */
function computedStyles(properties: string[]): string[] {
  return Array.from(document.querySelectorAll('body *')).map((el) => {
    const style = getComputedStyle(el);
    const values = properties.map((p) => `${p}: ${style.getPropertyValue(p)}`).join('; ');
    return `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${values}`;
  });
}

describe.skipIf(!runBrowserSuites)('each page styled by its own stylesheets', () => {
  let s: Seeded;
  let browser: Browser;
  let site: SiteDoc;

  beforeAll(async () => {
    s = await startSeeded();
    site = s.docs.find((d) => d.fetch.outcome === 'ok' && d.technologies.length > 5) as SiteDoc;
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await s?.server.close();
  });

  it('looks the same as with every stylesheet, on a page of each area, without script', async () => {
    const every = everyStylesheet();
    const paths = [
      '/',
      '/about-api',
      '/contact-us',
      '/technology/wordpress',
      '/technology-type/content-management-system',
      `/website/${site.domain}`,
      '/common-response-headers',
      '/cve',
      '/security',
      '/faq',
      '/pricing',
      '/create-report',
      '/monitoring/sample',
      '/suggest-technology',
      '/technology-scan',
      '/no/such/page',
    ];
    const differences: string[] = [];
    for (const path of paths) {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(`${s.server.url}${path}`);
      const own = await page.evaluate(computedStyles, PROPERTIES);
      expect([path, own.length > 50]).toEqual([path, true]);
      await page.evaluate((css) => {
        document.querySelectorAll('style').forEach((style, i) => {
          style.textContent = i === 0 ? css : '';
        });
      }, every);
      const all = await page.evaluate(computedStyles, PROPERTIES);
      own.forEach((line, i) => {
        if (line !== all[i]) differences.push(`${path}\n  own: ${line}\n  all: ${all[i]}`);
      });
      await context.close();
    }
    expect(differences.slice(0, 5)).toEqual([]);
  }, 600_000);
});
