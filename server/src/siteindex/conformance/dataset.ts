/**
 * The conformance suite's fixed population: hand-made sites with realistic stacks, versions,
 * countries and suffixes. Built to exercise the edges: rank ties (ordered by domain), the
 * 2,000,000,000 "low rank" bucket, unknown countries, technologies without a version, one site
 * listing jQuery twice, and domains whose byte order differs from a locale-aware order
 * (hyphens, digits).
 */
import type { SiteChange, SiteDoc, SiteTechnology } from '../port.ts';

export const LOW_RANK = 2_000_000_000;

const CATALOG: Record<string, { name: string; categories: string[] }> = {
  wordpress: { name: 'WordPress', categories: ['cms', 'blogs'] },
  drupal: { name: 'Drupal', categories: ['cms'] },
  shopify: { name: 'Shopify', categories: ['ecommerce'] },
  woocommerce: { name: 'WooCommerce', categories: ['ecommerce', 'wordpress-plugins'] },
  php: { name: 'PHP', categories: ['programming-languages'] },
  jquery: { name: 'jQuery', categories: ['javascript-libraries'] },
  react: { name: 'React', categories: ['javascript-frameworks'] },
  'next-js': { name: 'Next.js', categories: ['javascript-frameworks', 'web-frameworks'] },
  'vue-js': { name: 'Vue.js', categories: ['javascript-frameworks'] },
  bootstrap: { name: 'Bootstrap', categories: ['ui-frameworks'] },
  nginx: { name: 'Nginx', categories: ['web-servers', 'reverse-proxies'] },
  apache: { name: 'Apache HTTP Server', categories: ['web-servers'] },
  cloudflare: { name: 'Cloudflare', categories: ['cdn'] },
  'google-analytics': { name: 'Google Analytics', categories: ['analytics'] },
  hubspot: { name: 'HubSpot', categories: ['marketing-automation'] },
  stripe: { name: 'Stripe', categories: ['payment-processors'] },
};

/** Known CVEs by detected version, with their CVSS base score (null: not scored yet). */
const CVES: Record<string, { id: string; score: number | null }[]> = {
  'jquery@1.12.4': [
    { id: 'CVE-2020-11022', score: 6.1 },
    { id: 'CVE-2020-11023', score: 6.1 },
    { id: 'CVE-2019-11358', score: 6.1 },
  ],
  'php@5.6': [{ id: 'CVE-2019-11043', score: 9.8 }],
  'php@7.4': [{ id: 'CVE-2022-31626', score: 8.8 }],
  'apache@2.2.34': [{ id: 'CVE-2017-9798', score: 7.5 }],
  'drupal@10.2': [{ id: 'CVE-2024-45440', score: 5.3 }],
  'bootstrap@4.6.0': [{ id: 'CVE-2024-6531', score: 6.4 }],
  'woocommerce@8.5.1': [{ id: 'CVE-2024-0000', score: null }],
};

/** "jquery@3.7.1" or "cloudflare" (no version). */
function tech(spec: string, index: number): SiteTechnology {
  const [slug, version] = spec.split('@');
  const entry = CATALOG[slug];
  if (!entry) throw new Error(`unknown technology ${slug}`);
  return {
    name: entry.name,
    slug,
    version: version ?? null,
    categories: [...entry.categories],
    firstSeen: `2024-0${1 + (index % 9)}-1${index % 10}`,
    lastSeen: '2025-05-28',
    mode: slug === 'react' || slug === 'vue-js' ? 'rendered' : 'static',
    confidence: index % 4 === 3 ? 50 : 100,
    cves: (CVES[spec] ?? []).map((c) => c.id),
  };
}

const LANGUAGE: Record<string, string> = {
  US: 'en',
  GB: 'en',
  DE: 'de',
  FR: 'fr',
  JP: 'ja',
  BR: 'pt',
  IN: 'en',
};

/** The fields most sites share; `extra` sets what makes a site special. */
function site(
  domain: string,
  rank: number,
  country: string | null,
  tld: string,
  techs: string[],
  extra: Partial<SiteDoc> = {},
): SiteDoc {
  const technologies = techs.map((t, i) => tech(t, i + domain.length));
  const scores = techs.flatMap((t) => (CVES[t] ?? []).map((c) => c.score));
  const scored = scores.filter((s): s is number => s !== null);
  const headers: SiteDoc['headers'] = [];
  for (const t of technologies) {
    if (t.slug === 'nginx' || t.slug === 'apache') {
      headers.push({ name: 'server', value: t.version ? `${t.slug}/${t.version}` : t.slug });
    }
    if (t.slug === 'php')
      headers.push({ name: 'x-powered-by', value: t.version ? `PHP/${t.version}` : 'PHP' });
    if (t.slug === 'cloudflare') headers.push({ name: 'cf-ray', value: `8${domain.length}a-CDG` });
  }
  return {
    domain,
    rank,
    country,
    tld,
    language: country ? (LANGUAGE[country] ?? null) : null,
    ip: null,
    asn: null,
    asnName: null,
    technologies,
    headers,
    tags: [],
    advertisers: [],
    contacts: { emails: [`info@${domain}`], phones: [], address: null },
    social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    title: domain.split('.')[0],
    description: null,
    keywords: [],
    subdomains: [`www.${domain}`],
    links: [],
    redirectsTo: null,
    certificate: { issuer: "Let's Encrypt", validTo: '2025-08-01T00:00:00.000Z' },
    fetch: { outcome: 'ok', status: 200, checkedAt: '2025-05-28T10:00:00.000Z' },
    maxSeverity: scored.length ? Math.max(...scored) : null,
    changes: [],
    synthetic: false,
    updatedAt: '2025-05-28T10:00:00.000Z',
    ...extra,
  };
}

/** A change event of a catalogue technology. */
function change(
  kind: SiteChange['kind'],
  spec: string,
  date: string,
  from: string | null = null,
): SiteChange {
  const [slug, version] = spec.split('@');
  const entry = CATALOG[slug];
  if (!entry) throw new Error(`unknown technology ${slug}`);
  const to = kind === 'dropped' ? null : (version ?? null);
  return { kind, slug, name: entry.name, categories: [...entry.categories], date, from, to };
}

const cloudflare = { ip: '104.16.1.1', asn: 13335, asnName: 'CLOUDFLARENET' };
const hetzner = (ip: string) => ({ ip, asn: 24940, asnName: 'HETZNER-AS' });
const aws = (ip: string) => ({ ip, asn: 16509, asnName: 'AMAZON-02' });
// ASN 9 sorts after 16509 and 24940 as a string: bucket keys are compared as strings.
const tiny = (ip: string) => ({ ip, asn: 9, asnName: 'CMU-ROUTER' });
const ga = (id: string) => ({ kind: 'google-analytics', id });
const adsense = (id: string) => ({ kind: 'google-adsense', id });
const longCsp = `default-src 'self'; script-src 'self' ${Array.from({ length: 30 }, (_, i) => `https://cdn${i}.example.net`).join(' ')}`;

export const SITES: SiteDoc[] = [
  site(
    'shopnow.com',
    12,
    'US',
    'com',
    ['shopify', 'jquery@3.7.1', 'cloudflare', 'google-analytics', 'stripe'],
    {
      ...cloudflare,
      tags: [ga('G-SHOP001'), adsense('pub-1111')],
      advertisers: ['google.com', 'appnexus.com'],
      headers: [
        { name: 'cf-ray', value: '8a-CDG' },
        { name: 'strict-transport-security', value: 'max-age=31536000' },
        { name: 'set-cookie', value: 'a=1' },
        { name: 'set-cookie', value: 'b=2' },
      ],
      social: { facebook: 'shopnow', twitter: 'shopnow', instagram: null, youtube: null, linkedin: null },
      contacts: {
        emails: ['help@shopnow.com'],
        phones: ['+1 555 0100'],
        address: '1 Market St, San Francisco',
      },
      description: 'Everything, delivered',
      keywords: ['shop', 'deals'],
      subdomains: ['www.shopnow.com', 'cdn.shopnow.com'],
      changes: [change('added', 'stripe', '2024-09-02'), change('dropped', 'woocommerce', '2024-09-02')],
    },
  ),
  site(
    'news-daily.co.uk',
    40,
    'GB',
    'co.uk',
    ['wordpress@6.4.2', 'php@8.1', 'jquery@3.7.1', 'nginx@1.24.0'],
    {
      ...hetzner('88.99.1.10'),
      tags: [ga('G-NEWS01'), adsense('pub-2222')],
      advertisers: ['google.com', 'rubiconproject.com', 'appnexus.com'],
      links: ['wordpress.org', 'shopnow.com'],
      changes: [
        change('versionchanged', 'wordpress@6.4.2', '2025-01-15', '6.3.1'),
        change('versionchanged', 'wordpress@6.4.2', '2025-03-01', '6.4.1'),
      ],
    },
  ),
  site('techblog.io', 55, 'US', 'io', ['next-js@14.1.0', 'react@18.2.0', 'cloudflare', 'google-analytics'], {
    ...cloudflare,
    language: 'en',
    tags: [ga('G-TECH01')],
    links: ['github.com', 'nextjs.org'],
    changes: [change('dropped', 'vue-js', '2025-02-10'), change('added', 'react@18.2.0', '2025-02-10')],
  }),
  site('bundesamt-info.de', 80, 'DE', 'de', ['drupal@10.2', 'php@8.2', 'apache@2.4.57', 'jquery@3.7.1'], {
    ...hetzner('88.99.1.20'),
    changes: [change('versionchanged', 'drupal@10.2', '2024-11-20', '10.1')],
  }),
  site('boutique.fr', 120, 'FR', 'fr', ['woocommerce@8.5.1', 'wordpress@6.4.2', 'php@8.1', 'jquery@1.12.4'], {
    ...aws('52.1.1.1'),
    tags: [ga('G-SHOP001')],
    advertisers: ['google.com'],
    links: ['wordpress.org'],
    changes: [change('added', 'woocommerce@8.5.1', '2024-08-01'), change('dropped', 'shopify', '2024-08-01')],
  }),
  site('anime-hub.jp', 150, 'JP', 'jp', ['vue-js@3.4.15', 'nginx@1.24.0', 'google-analytics'], {
    ...aws('13.1.1.1'),
    tags: [ga('G-ANIME1'), adsense('pub-3333')],
    advertisers: ['google.com', 'appnexus.com'],
  }),
  site('lojavirtual.com.br', 200, 'BR', 'com.br', ['shopify', 'jquery@3.7.1', 'bootstrap@5.3.2'], {
    ...cloudflare,
    changes: [change('dropped', 'woocommerce', '2025-04-04'), change('added', 'shopify', '2025-04-05')],
  }),
  site('cricketscore.in', 230, 'IN', 'in', ['react@18.2.0', 'cloudflare', 'nginx'], {
    ...cloudflare,
    language: 'hi',
    advertisers: ['google.com', 'rubiconproject.com'],
    changes: [change('dropped', 'apache', '2024-12-12'), change('added', 'nginx', '2024-12-12')],
  }),
  site('opensource.org', 300, 'US', 'org', ['drupal@10.2', 'php@8.2', 'nginx@1.24.0'], {
    ...tiny('128.2.1.1'),
    links: ['github.com', 'wordpress.org'],
    changes: [change('dropped', 'wordpress', '2024-07-01'), change('added', 'drupal@10.2', '2024-07-01')],
  }),
  // Rank tie: listed by domain (byte order) on every adapter.
  site('a-tie.net', 500, 'US', 'net', ['wordpress@6.5', 'php@8.2', 'apache@2.4.57'], hetzner('88.99.1.10')),
  site('atie.net', 500, 'GB', 'net', ['wordpress@6.4.2', 'php@8.1', 'nginx@1.24.0'], {
    ...hetzner('88.99.1.10'),
    changes: [change('dropped', 'apache', '2025-05-01'), change('added', 'nginx@1.24.0', '2025-05-01')],
  }),
  site('a2tie.net', 500, null, 'net', ['jquery@3.7.1']),
  site('kochrezepte.de', 640, 'DE', 'de', ['wordpress@6.5', 'php@8.2', 'jquery@3.7.1', 'bootstrap@4.6.0'], {
    ...hetzner('88.99.1.30'),
    tags: [adsense('pub-2222')],
    advertisers: ['google.com'],
    changes: [change('added', 'bootstrap@4.6.0', '2025-04-20')],
  }),
  site('hubspot-agency.com', 700, 'US', 'com', ['hubspot', 'wordpress@6.5', 'jquery@3.7.1', 'cloudflare'], {
    ...cloudflare,
    links: ['hubspot.com', 'wordpress.org'],
  }),
  site('pay-gateway.io', 820, 'GB', 'io', ['react@18.2.0', 'stripe', 'cloudflare', 'nginx@1.25.3'], {
    ...cloudflare,
    headers: [
      { name: 'server', value: 'nginx/1.25.3' },
      { name: 'content-security-policy', value: longCsp },
      { name: 'strict-transport-security', value: 'max-age=31536000' },
    ],
    changes: [
      change('versionchanged', 'nginx@1.25.3', '2025-05-10', '1.24.0'),
      change('dropped', 'vue-js', '2024-06-15'),
      change('added', 'react@18.2.0', '2024-06-15'),
    ],
  }),
  site('startup.io', 900, 'US', 'io', ['next-js@14.1.0', 'react@18.2.0', 'vue-js@2.7.16'], {
    ...aws('52.1.1.2'),
    changes: [
      change('added', 'next-js@14.1.0', '2025-03-03'),
      change('added', 'vue-js@2.7.16', '2025-03-03'),
    ],
  }),
  site('gamingforum.net', 1_000, 'US', 'net', ['php@7.4', 'jquery@1.12.4', 'apache@2.4.57'], {
    ...tiny('128.2.1.2'),
    tags: [adsense('pub-1111')],
    advertisers: ['appnexus.com'],
  }),
  // Two jQuery copies: the version filter must match one entry, facets count the site once.
  site(
    'legacy-portal.com',
    1_500,
    'IN',
    'com',
    ['jquery@1.12.4', 'jquery@3.7.1', 'bootstrap@5.3.2', 'php@7.4'],
    {
      ...hetzner('88.99.1.40'),
      changes: [change('added', 'jquery@3.7.1', '2025-01-09')],
    },
  ),
  site('mercado.com.br', 2_000, 'BR', 'com.br', ['woocommerce@8.5.1', 'wordpress@6.5', 'php@8.2'], {
    ...aws('18.1.1.1'),
    changes: [change('dropped', 'shopify', '2025-02-02'), change('added', 'woocommerce@8.5.1', '2025-02-01')],
  }),
  site('tokyo-ramen.jp', 2_500, 'JP', 'jp', ['wordpress@6.4.2', 'php@8.1'], aws('13.1.1.2')),
  site('parisbistro.fr', 3_000, 'FR', 'fr', ['wordpress', 'php', 'jquery', 'apache'], {
    ...hetzner('88.99.1.50'),
    redirectsTo: 'www.parisbistro.fr',
    fetch: { outcome: 'redirected', status: 301, checkedAt: '2025-05-27T09:00:00.000Z' },
  }),
  site('designstudio.co.uk', 4_200, 'GB', 'co.uk', ['react@18.2.0', 'bootstrap@5.3.2', 'google-analytics'], {
    ...aws('52.1.1.3'),
    tags: [ga('G-DESIGN')],
    links: ['github.com'],
    changes: [change('dropped', 'vue-js', '2025-05-20'), change('added', 'react@18.2.0', '2025-05-21')],
  }),
  site('devtools.io', 5_000, null, 'io', ['vue-js@3.4.15', 'cloudflare'], {
    ...cloudflare,
    language: 'en',
    links: ['github.com'],
  }),
  site('hamburg-hafen.de', 7_000, 'DE', 'de', ['drupal@10.2', 'php@8.2', 'nginx@1.24.0', 'jquery@3.7.1'], {
    ...hetzner('88.99.1.60'),
    changes: [change('dropped', 'wordpress', '2024-10-10'), change('added', 'drupal@10.2', '2024-10-11')],
  }),
  site('mumbai-eats.in', 9_000, 'IN', 'in', ['shopify', 'google-analytics'], {
    tags: [ga('G-MUMBAI')],
  }),
  site('charity.org', 12_000, 'GB', 'org', ['wordpress@6.5', 'php@8.2', 'hubspot'], {
    ...aws('52.1.1.4'),
    links: ['wordpress.org', 'hubspot.com'],
    social: { facebook: null, twitter: null, instagram: 'charity', youtube: 'charity', linkedin: 'charity' },
  }),
  site(
    'bigretail.com',
    15_000,
    'US',
    'com',
    ['next-js@13.5.6', 'react@18.2.0', 'stripe', 'google-analytics'],
    {
      ...aws('52.1.1.5'),
      tags: [ga('G-BIGR01'), adsense('pub-3333')],
      advertisers: ['google.com', 'rubiconproject.com'],
      changes: [change('versionchanged', 'next-js@13.5.6', '2024-12-01', '13.4.0')],
    },
  ),
  site('blog9.net', 20_000, 'US', 'net', ['wordpress@6.4.2', 'php@8.1', 'jquery@3.7.1'], {
    ...tiny('128.2.1.3'),
    language: 'es',
    links: ['wordpress.org'],
  }),
  site('static-site.org', 30_000, null, 'org', [], {
    fetch: { outcome: 'blocked', status: 403, checkedAt: '2025-05-28T08:00:00.000Z' },
    certificate: null,
    headers: [{ name: 'server', value: 'cloudflare' }],
  }),
  // The long tail: all at the low rank, in domain order among themselves.
  site('zz-last.com', LOW_RANK, 'US', 'com', ['wordpress', 'php@7.4'], { synthetic: true }),
  site('0-first-low.com', LOW_RANK, 'BR', 'com', ['jquery@1.12.4'], { synthetic: true, language: null }),
  site('mom-and-pop.co.uk', LOW_RANK, 'GB', 'co.uk', ['woocommerce@8.5.1', 'wordpress@6.4.2', 'php@8.1'], {
    ...hetzner('88.99.1.10'),
    changes: [change('dropped', 'shopify', '2024-06-30'), change('added', 'woocommerce@8.5.1', '2024-06-30')],
  }),
  site('kleiner-laden.de', LOW_RANK, 'DE', 'de', ['shopify'], {
    changes: [change('dropped', 'woocommerce', '2025-05-05'), change('added', 'shopify', '2025-05-05')],
  }),
  site('petit-hotel.fr', LOW_RANK, null, 'fr', ['wordpress@6.5', 'php@8.2', 'apache@2.4.57'], {
    language: 'fr',
  }),
  site('minimal.jp', LOW_RANK, 'JP', 'jp', ['nginx@1.25.3'], { ...tiny('128.2.1.4'), title: null }),
  site('oldschool.net', LOW_RANK, 'US', 'net', ['php@5.6', 'apache@2.2.34', 'jquery@1.12.4'], {
    ...tiny('128.2.1.5'),
    changes: [change('dropped', 'nginx', '2024-06-10'), change('added', 'apache@2.2.34', '2024-06-10')],
  }),
];

/** The day the dataset was crawled; change filters use dates around it. */
export const TODAY = '2025-05-28';

/** A document with every field empty: tests build new sites from it. */
export function blankSite(domain: string, rank: number, country: string | null, tld: string): SiteDoc {
  return site(domain, rank, country, tld, []);
}

/** Pools the random filter generator draws from: real values plus ones nobody has. */
export const POOLS = {
  slugs: [...Object.keys(CATALOG), 'no-such-tech'],
  categories: [...new Set(Object.values(CATALOG).flatMap((c) => c.categories)), 'no-such-category'],
  tlds: [...new Set(SITES.map((s) => s.tld)), 'xyz'],
  countries: [...new Set(SITES.flatMap((s) => (s.country ? [s.country] : []))), 'ZZ'],
  languages: [...new Set(SITES.flatMap((s) => (s.language ? [s.language] : []))), 'xx'],
  ips: [...new Set(SITES.flatMap((s) => (s.ip ? [s.ip] : []))), '10.0.0.1'],
  asns: [...new Set(SITES.flatMap((s) => (s.asn !== null ? [s.asn] : []))), 64512],
  headers: [...new Set(SITES.flatMap((s) => s.headers.map((h) => h.name))), 'x-none'],
  tags: [...new Set(SITES.flatMap((s) => s.tags.map((t) => t.id))), 'G-NONE'],
  advertisers: [...new Set(SITES.flatMap((s) => s.advertisers)), 'nobody.com'],
  links: [...new Set(SITES.flatMap((s) => s.links)), 'nowhere.org'],
  redirects: [...new Set(SITES.flatMap((s) => (s.redirectsTo ? [s.redirectsTo] : []))), 'nowhere.org'],
  cves: [...new Set(SITES.flatMap((s) => s.technologies.flatMap((t) => t.cves))), 'CVE-1999-0001'],
  changeSlugs: [...new Set(SITES.flatMap((s) => s.changes.map((c) => c.slug))), 'hubspot'],
  changeDays: ['2024-06-15', '2024-09-02', '2025-01-01', '2025-02-10', '2025-05-01', '2025-06-01'],
  severities: [0, 5.3, 6.1, 6.2, 7.5, 8.8, 9.8, 10],
  versionsBySlug: (slug: string) => [
    ...new Set(
      SITES.flatMap((s) => s.technologies.filter((t) => t.slug === slug && t.version).map((t) => t.version!)),
    ),
    '0.0.0',
  ],
};
