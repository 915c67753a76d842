/**
 * An index that holds no website (with the CVE sample and the CWE catalogue loaded, as a real
 * installation has them): every page route answers (200, the login requirement, or its documented
 * 404 for an unknown entity), every page of index data says the index is empty, no page claims a
 * size the index does not have, and no table shows zero counts or shares as findings. With demo
 * data the headline counts the sites.
 */
import { contract } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { DEMO_DATA_NOTICE, EMPTY_INDEX_NOTICE } from '../../web/src/components/IndexNotice.tsx';
import { startTestServer } from '../support/server.ts';
import { DEMO_SITES, startSeededServer } from './technology-fixture.ts';

/** A value for each path parameter of the contract's page routes: real catalogue entries where there are any. */
const PARAMS: Record<string, string> = {
  categoryid: 'content-management-system',
  technologyid: 'wordpress',
  versionid: '6.4',
  version: '6.4',
  page: '1',
  websiteid: 'example.com',
  asn: '15169',
  ip: '8.8.8.8',
  tag: 'UA-12345-1',
  header: 'server',
  // In the shipped CVE sample, so its pages have something to show.
  cveid: 'CVE-2022-41741',
  cweid: 'CWE-79',
  blogid: 'no-such-post',
  sessionId: 'cs_test_none',
  reportId: '1',
  website: 'example.com',
};

/** Pages made of index data that exist whatever the index holds: each must show the empty state. */
const MUST_SAY_EMPTY = [
  '/',
  '/technology-type',
  '/technology-type/content-management-system',
  '/technology-type/content-management-system/technologies',
  '/technology-type/content-management-system/websites',
  '/technology/wordpress',
  '/technology/wordpress/websites',
  '/technology/wordpress/changes',
  '/technology/wordpress/versions',
  '/asn',
  '/ip-lookup',
  '/tag',
  '/advertisers',
  '/common-response-headers',
  '/cve',
  '/cve/latest',
  '/cve/all',
  '/cve/CVE-2022-41741',
  '/cve/CVE-2022-41741/websites',
  '/cwe',
  '/cwe/CWE-787',
  '/security',
];

/** A table cell reading as a count, change or share of websites that is zero. */
const ZERO = /^([+−-]?0|0(\.0+)?\s?%|less than 0\.1\s?%)$/;

/** Table cells of a page that state a zero, with the caption or first heading of their table. */
function zeroCells(html: string): string[] {
  const found: string[] = [];
  for (const table of html.replace(/<script[\s\S]*?<\/script>/g, '').match(/<table[\s\S]*?<\/table>/g) ??
    []) {
    const name = (
      table.match(/<caption>([\s\S]*?)<\/caption>/)?.[1] ??
      table.match(/<th[^>]*>([\s\S]*?)<\/th>/)?.[1] ??
      ''
    ).replace(/<[^>]+>/g, '');
    for (const [, cell] of table.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)) {
      const text = cell
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, '')
        .trim();
      if (ZERO.test(text)) found.push(`${name}: ${text}`);
    }
  }
  return found;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const pagePath = (apiPath: string) => apiPath.replace(/\/?api$/, '') || '/';

let server: RunningServer;
beforeAll(async () => {
  // The CVE sample and the CWE names, as a fresh installation has them before any site.
  server = await startTestServer({ WEB_RATE_LIMIT: '0', BROWSE_RATE_LIMIT: '0' }, {}, { store: 'reference' });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('every page route on an empty index', () => {
  const routes = Object.entries(contract.pages).map(([key, route]) => ({
    key,
    api: route.path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x'),
  }));

  it.each(routes)(
    '$key ($api) answers without a fault and claims nothing it does not hold',
    async ({ api }) => {
      const res = await fetch(server.url + api, { redirect: 'manual' });
      expect([200, 401, 404]).toContain(res.status);
      // biome-ignore lint/suspicious/noExplicitAny: the envelope is checked field by field
      const body = (await res.json()) as any;
      const results = body.results;
      if (results && 'IndexEmpty' in results) {
        expect(results.IndexEmpty).toBe(true);
        expect(results.DemoData).toBe(false);
      }
      const page = await fetch(server.url + pagePath(api), { redirect: 'manual' });
      expect(page.status).toBe(res.status === 200 && body.result302 ? 302 : res.status);
      const html = await page.text();
      expect(html).not.toMatch(/120\+|million top sites/i);
      expect(zeroCells(html)).toEqual([]);
    },
  );

  it.each(MUST_SAY_EMPTY)('%s says the index holds no websites yet', async (path) => {
    const data = await fetch(
      `${server.url}${path === '/' ? '' : path}${path.match(/\/(websites|technologies|latest|all)$/) ? '/1' : ''}/api`,
    );
    expect(data.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: one field is read
    const body = (await data.json()) as any;
    expect(body.results.IndexEmpty).toBe(true);
    const page = await fetch(server.url + path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(esc(EMPTY_INDEX_NOTICE));
    expect(html).toContain('docs/crawler.md');
    expect(html).not.toContain(esc(DEMO_DATA_NOTICE));
  });

  it('shows no zero as a finding on the pages that summarise the index', async () => {
    const text = async (path: string) =>
      (await (await fetch(server.url + path)).text())
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    const home = await text('/');
    expect(home).not.toMatch(/\b0 websites|\b0 advertisers|runs on 0/);
    expect(home).toMatch(/[\d,]+ technologies in [\d,]+ categories/);
    const technology = await text('/technology/wordpress');
    expect(technology).not.toContain('Websites using WordPress 0');
    expect(technology).not.toContain('Market share');
    const overview = await text('/technology-type');
    expect(overview).not.toContain('0 websites');
    const security = await text('/security');
    expect(security).not.toContain('Total discovered vulnerable websites');
  });
});

describe('the headline of an index with websites', () => {
  let seeded: RunningServer;
  beforeAll(async () => {
    seeded = await startSeededServer();
  }, 120_000);
  afterAll(async () => {
    await seeded?.close();
  });

  it('counts the websites the index holds and keeps the demo label', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: a few fields are read
    const body = (await (await fetch(`${seeded.url}/api`)).json()) as any;
    expect(body.results.SiteCount).toBe(DEMO_SITES);
    expect(body.results.IndexEmpty).toBe(false);
    expect(body.results.DemoData).toBe(true);
    const html = await (await fetch(`${seeded.url}/`)).text();
    const headline = html.match(/<h1>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '');
    expect(headline).toMatch(/advertisers on 1,500 websites$/);
    expect(html).toContain(esc(DEMO_DATA_NOTICE));
    expect(html).not.toContain(esc(EMPTY_INDEX_NOTICE));
    expect(html).not.toMatch(/120\+|million top sites/i);
  });
});
