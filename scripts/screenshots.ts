/**
 * Full-page screenshots of the website's main pages at a desktop and a phone width, from a
 * running server (`npm start`, or any deployment), in the system Chromium:
 *
 *   npm run -s screenshots -- [--url http://127.0.0.1:3000] [--out DIR] [--path /extra ...]
 *
 * Prints each file written and any console error or failed request a page produced, so a
 * look through the pictures starts from what the browser already complained about.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    out: { type: 'string', default: join(process.env.TMPDIR ?? '/tmp', 'techcensus-screens') },
    path: { type: 'string', multiple: true, default: [] },
  },
});

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
] as const;

const MAIN_PAGES = [
  '/',
  '/technology-type',
  '/technology/wordpress',
  '/technology/wordpress/versions',
  '/technology-type/content-management-system',
  '/create-report',
  '/pricing',
  '/security',
  '/cve',
  '/blog',
  '/search?q=word',
  '/about-api',
];

/** A website profile: the first domain the technology page lists, so it exists in this index. */
async function aProfilePath(base: string): Promise<string | null> {
  const res = await fetch(`${base}/technology/wordpress/websites/1/api`);
  if (!res.ok) return null;
  const body = JSON.stringify(await res.json());
  const domain = /"Domain":"([a-z0-9.-]+\.[a-z]{2,})"/.exec(body)?.[1];
  return domain ? `/website/${domain}` : null;
}

const slug = (path: string) => path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

const base = args.url.replace(/\/$/, '');
mkdirSync(args.out, { recursive: true });
const profile = await aProfilePath(base);
const paths = [...MAIN_PAGES, ...(profile ? [profile] : []), ...args.path];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const size of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      deviceScaleFactor: 1,
    });
    for (const path of paths) {
      const page = await context.newPage();
      const complaints: string[] = [];
      page.on('console', (m) => m.type() === 'error' && complaints.push(`console: ${m.text()}`));
      page.on('requestfailed', (r) => complaints.push(`failed: ${r.url()}`));
      const res = await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const file = join(args.out, `${size.name}-${slug(path)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${res?.status() ?? '---'} ${file}`);
      for (const c of complaints) console.log(`    ${c}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
}
