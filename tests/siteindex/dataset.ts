/**
 * The conformance suite's fixed population: hand-made sites with realistic stacks, versions,
 * countries and suffixes. Built to exercise the edges: rank ties (ordered by domain), the
 * 2,000,000,000 "low rank" bucket, unknown countries, technologies without a version, one site
 * listing jQuery twice, and domains whose byte order differs from a locale-aware order
 * (hyphens, digits).
 */
import type { SiteDoc, SiteTechnology } from '../../server/src/siteindex/port.ts';

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

/** "jquery@3.7.1" or "cloudflare" (no version). */
function tech(spec: string): SiteTechnology {
  const [slug, version] = spec.split('@');
  const entry = CATALOG[slug];
  if (!entry) throw new Error(`unknown technology ${slug}`);
  return { name: entry.name, slug, version: version ?? null, categories: [...entry.categories] };
}

function site(domain: string, rank: number, country: string | null, tld: string, techs: string[]): SiteDoc {
  return { domain, rank, country, tld, technologies: techs.map(tech) };
}

export const SITES: SiteDoc[] = [
  site('shopnow.com', 12, 'US', 'com', [
    'shopify',
    'jquery@3.7.1',
    'cloudflare',
    'google-analytics',
    'stripe',
  ]),
  site('news-daily.co.uk', 40, 'GB', 'co.uk', ['wordpress@6.4.2', 'php@8.1', 'jquery@3.7.1', 'nginx@1.24.0']),
  site('techblog.io', 55, 'US', 'io', ['next-js@14.1.0', 'react@18.2.0', 'cloudflare', 'google-analytics']),
  site('bundesamt-info.de', 80, 'DE', 'de', ['drupal@10.2', 'php@8.2', 'apache@2.4.57', 'jquery@3.7.1']),
  site('boutique.fr', 120, 'FR', 'fr', ['woocommerce@8.5.1', 'wordpress@6.4.2', 'php@8.1', 'jquery@1.12.4']),
  site('anime-hub.jp', 150, 'JP', 'jp', ['vue-js@3.4.15', 'nginx@1.24.0', 'google-analytics']),
  site('lojavirtual.com.br', 200, 'BR', 'com.br', ['shopify', 'jquery@3.7.1', 'bootstrap@5.3.2']),
  site('cricketscore.in', 230, 'IN', 'in', ['react@18.2.0', 'cloudflare', 'nginx']),
  site('opensource.org', 300, 'US', 'org', ['drupal@10.2', 'php@8.2', 'nginx@1.24.0']),
  // Rank tie: listed by domain (byte order) on every adapter.
  site('a-tie.net', 500, 'US', 'net', ['wordpress@6.5', 'php@8.2', 'apache@2.4.57']),
  site('atie.net', 500, 'GB', 'net', ['wordpress@6.4.2', 'php@8.1', 'nginx@1.24.0']),
  site('a2tie.net', 500, null, 'net', ['jquery@3.7.1']),
  site('kochrezepte.de', 640, 'DE', 'de', ['wordpress@6.5', 'php@8.2', 'jquery@3.7.1', 'bootstrap@4.6.0']),
  site('hubspot-agency.com', 700, 'US', 'com', ['hubspot', 'wordpress@6.5', 'jquery@3.7.1', 'cloudflare']),
  site('pay-gateway.io', 820, 'GB', 'io', ['react@18.2.0', 'stripe', 'cloudflare', 'nginx@1.25.3']),
  site('startup.io', 900, 'US', 'io', ['next-js@14.1.0', 'react@18.2.0', 'vue-js@2.7.16']),
  site('gamingforum.net', 1_000, 'US', 'net', ['php@7.4', 'jquery@1.12.4', 'apache@2.4.57']),
  // Two jQuery copies: the version filter must match one entry, facets count the site once.
  site('legacy-portal.com', 1_500, 'IN', 'com', [
    'jquery@1.12.4',
    'jquery@3.7.1',
    'bootstrap@5.3.2',
    'php@7.4',
  ]),
  site('mercado.com.br', 2_000, 'BR', 'com.br', ['woocommerce@8.5.1', 'wordpress@6.5', 'php@8.2']),
  site('tokyo-ramen.jp', 2_500, 'JP', 'jp', ['wordpress@6.4.2', 'php@8.1']),
  site('parisbistro.fr', 3_000, 'FR', 'fr', ['wordpress', 'php', 'jquery', 'apache']),
  site('designstudio.co.uk', 4_200, 'GB', 'co.uk', ['react@18.2.0', 'bootstrap@5.3.2', 'google-analytics']),
  site('devtools.io', 5_000, null, 'io', ['vue-js@3.4.15', 'cloudflare']),
  site('hamburg-hafen.de', 7_000, 'DE', 'de', ['drupal@10.2', 'php@8.2', 'nginx@1.24.0', 'jquery@3.7.1']),
  site('mumbai-eats.in', 9_000, 'IN', 'in', ['shopify', 'google-analytics']),
  site('charity.org', 12_000, 'GB', 'org', ['wordpress@6.5', 'php@8.2', 'hubspot']),
  site('bigretail.com', 15_000, 'US', 'com', [
    'next-js@13.5.6',
    'react@18.2.0',
    'stripe',
    'google-analytics',
  ]),
  site('blog9.net', 20_000, 'US', 'net', ['wordpress@6.4.2', 'php@8.1', 'jquery@3.7.1']),
  site('static-site.org', 30_000, null, 'org', []),
  // The long tail: all at the low rank, in domain order among themselves.
  site('zz-last.com', LOW_RANK, 'US', 'com', ['wordpress', 'php@7.4']),
  site('0-first-low.com', LOW_RANK, 'BR', 'com', ['jquery@1.12.4']),
  site('mom-and-pop.co.uk', LOW_RANK, 'GB', 'co.uk', ['woocommerce@8.5.1', 'wordpress@6.4.2', 'php@8.1']),
  site('kleiner-laden.de', LOW_RANK, 'DE', 'de', ['shopify']),
  site('petit-hotel.fr', LOW_RANK, null, 'fr', ['wordpress@6.5', 'php@8.2', 'apache@2.4.57']),
  site('minimal.jp', LOW_RANK, 'JP', 'jp', ['nginx@1.25.3']),
  site('oldschool.net', LOW_RANK, 'US', 'net', ['php@5.6', 'apache@2.2.34', 'jquery@1.12.4']),
];

/** Pools the random filter generator draws from: real values plus ones nobody has. */
export const POOLS = {
  slugs: [...Object.keys(CATALOG), 'no-such-tech'],
  categories: [...new Set(Object.values(CATALOG).flatMap((c) => c.categories)), 'no-such-category'],
  tlds: [...new Set(SITES.map((s) => s.tld)), 'xyz'],
  countries: [...new Set(SITES.flatMap((s) => (s.country ? [s.country] : []))), 'ZZ'],
  versionsBySlug: (slug: string) => [
    ...new Set(
      SITES.flatMap((s) => s.technologies.filter((t) => t.slug === slug && t.version).map((t) => t.version!)),
    ),
    '0.0.0',
  ],
};
