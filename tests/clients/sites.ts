import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer, ServerHooks } from '../../server/src/main.ts';
import type { SiteDoc, SiteTechnology } from '../../server/src/siteindex/port.ts';
import { startTestServer, type TestStore } from '../support/server.ts';

/**
 * The index the client suites read: five hand-made sites with contacts that need CSV quoting
 * (a comma and quotes in a title, a line break in an address) or defusing (a title a spreadsheet
 * would run as a formula), and 55 plain fillers, so a list of every site (60) costs more than the
 * monthly free tier (50).
 */

const CATEGORIES: Record<string, { name: string; categories: string[] }> = {
  wordpress: { name: 'WordPress', categories: ['content-management-system', 'blogs'] },
  drupal: { name: 'Drupal', categories: ['content-management-system'] },
  shopify: { name: 'Shopify', categories: ['ecommerce'] },
  php: { name: 'PHP', categories: ['programming-languages'] },
  nginx: { name: 'Nginx', categories: ['web-servers', 'reverse-proxies'] },
  jquery: { name: 'jQuery', categories: ['javascript-libraries'] },
};

function tech(spec: string): SiteTechnology {
  const [slug, version] = spec.split('@');
  const entry = CATEGORIES[slug];
  return {
    name: entry.name,
    slug,
    version: version ?? null,
    categories: entry.categories,
    firstSeen: '2026-01-05',
    lastSeen: '2026-03-01',
    mode: 'static',
    confidence: 100,
    cves: [],
  };
}

const CHECKED = '2026-03-01T08:00:00.000Z';

function site(
  domain: string,
  rank: number,
  country: string,
  language: string,
  techs: string[],
  extra: Partial<SiteDoc> = {},
): SiteDoc {
  return {
    domain,
    rank,
    country,
    tld: domain.slice(domain.indexOf('.') + 1),
    language,
    ip: '203.0.113.10',
    asn: 64500,
    asnName: 'EXAMPLE-NET',
    technologies: techs.map(tech),
    headers: [{ name: 'server', value: 'nginx' }],
    tags: [],
    advertisers: [],
    contacts: { emails: [], phones: [], address: null },
    social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    title: `${domain} home`,
    description: null,
    keywords: [],
    subdomains: [],
    links: [],
    redirectsTo: null,
    certificate: null,
    fetch: { outcome: 'ok', status: 200, checkedAt: CHECKED },
    maxSeverity: null,
    changes: [],
    synthetic: false,
    updatedAt: CHECKED,
    ...extra,
  };
}

export const ACME = site(
  'acme-shop.com',
  100,
  'DE',
  'de',
  ['wordpress@6.4.2', 'php@8.2.18', 'nginx@1.24.0', 'jquery@3.7.1'],
  {
    title: 'Acme, "Best" Shop',
    contacts: {
      emails: ['info@acme-shop.com', 'sales@acme-shop.com'],
      phones: ['+49 30 123456'],
      address: 'Hauptstraße 1\n10115 Berlin',
    },
    social: {
      facebook: 'https://facebook.com/acmeshop',
      twitter: null,
      instagram: null,
      youtube: null,
      linkedin: 'https://www.linkedin.com/company/acme-shop',
    },
    headers: [
      { name: 'server', value: 'nginx/1.24.0' },
      { name: 'strict-transport-security', value: 'max-age=63072000' },
    ],
    subdomains: Array.from({ length: 25 }, (_, i) => `s${String(i + 1).padStart(2, '0')}.acme-shop.com`),
    // A newer Tranco list left it out: it keeps this rank, marked as old.
    rankSource: { list: 'tranco', date: '2026-11-20', current: false },
  },
);

export const NAMED_SITES: SiteDoc[] = [
  ACME,
  site('blue-widgets.de', 200, 'DE', 'de', ['wordpress@6.5.3', 'php@8.2.18']),
  site('alpen-blog.at', 300, 'AT', 'de', ['wordpress@6.4.2']),
  site('news-portal.fr', 400, 'FR', 'fr', ['drupal@10.2', 'nginx']),
  site('store-front.com', 500, 'US', 'en', ['shopify'], {
    title: '=HYPERLINK("https://evil.example","Open")',
    contacts: { emails: ['@shop'], phones: ['-1 555 0100'], address: null },
  }),
];

/** Sites using WordPress, best-ranked first. */
export const WORDPRESS_SITES = ['acme-shop.com', 'blue-widgets.de', 'alpen-blog.at'];

export const FILLERS: SiteDoc[] = Array.from({ length: 55 }, (_, i) =>
  site(`filler-${String(i + 1).padStart(2, '0')}.net`, 1_000 + i, 'US', 'en', ['nginx']),
);

export const ALL_SITES = [...NAMED_SITES, ...FILLERS];

/**
 * The whole service on a loopback port with the sites above. Rate limits are scaled up: these
 * suites call in bursts; the retry tests answer 429 themselves. With `hooks` from `scanFarm` its
 * live scans reach the fixture farm.
 */
export async function startClientServer(hooks: ServerHooks = {}, store?: TestStore): Promise<RunningServer> {
  // The sites are dated in the past, so the crawler's revisits would find them due at once and
  // rewrite their last visit while the clients read it: ten years keeps them as written.
  const server = await startTestServer(
    { API_RATE_LIMIT_MULTIPLIER: '100', SCAN_CONCURRENCY: '1', CRAWL_REFRESH: '*:3650d' },
    hooks,
    store,
  );
  await server.siteIndex.upsert(ALL_SITES);
  await server.siteIndex.refresh();
  return server;
}

/** A real name (public suffix) the farm answers for with its WordPress fixture site. */
export const SCANNABLE = 'wp-client-fixture.com';

/** The fixture farm and the crawler settings that make the server's scans reach it. */
export async function scanFarm(): Promise<{ farm: Farm; hooks: ServerHooks }> {
  const farm = await startFarm({ aliases: { [SCANNABLE]: 'wordpress-site.test' } });
  return {
    farm,
    hooks: {
      crawler: {
        allowHosts: [...farm.allowHosts, SCANNABLE],
        lookup: farm.lookup,
        ca: farm.ca,
        connectPort: farm.connectPort,
        dns: false,
        perHostIntervalMs: 0,
      },
    },
  };
}
