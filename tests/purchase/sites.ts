import type { SiteDoc } from '../../server/src/siteindex/port.ts';

const CHECKED = '2026-03-01T08:00:00.000Z';

const TECHNOLOGIES: Record<string, { name: string; categories: string[] }> = {
  wordpress: { name: 'WordPress', categories: ['content-management-system', 'blogs'] },
  drupal: { name: 'Drupal', categories: ['content-management-system'] },
};

/** A plain site document running `technology`. */
export function siteUsing(domain: string, rank: number, technology: keyof typeof TECHNOLOGIES): SiteDoc {
  const t = TECHNOLOGIES[technology];
  return {
    domain,
    rank,
    country: 'DE',
    tld: domain.slice(domain.indexOf('.') + 1),
    language: 'de',
    ip: null,
    asn: null,
    asnName: null,
    technologies: [
      {
        name: t.name,
        slug: technology,
        version: null,
        categories: t.categories,
        firstSeen: '2026-01-05',
        lastSeen: '2026-03-01',
        mode: 'static',
        confidence: 100,
        cves: [],
      },
    ],
    headers: [],
    tags: [],
    advertisers: [],
    contacts: { emails: [], phones: [], address: null },
    social: { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    title: null,
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
  };
}

/** 1,200 WordPress sites (so the size bounds are 1,000 to 1,200) and 3 Drupal ones. */
export const WORDPRESS_COUNT = 1_200;
export const DRUPAL_COUNT = 3;
export const REPORT_SITES: SiteDoc[] = [
  ...Array.from({ length: WORDPRESS_COUNT }, (_, i) => siteUsing(`wp-${i + 1}.de`, 100 + i, 'wordpress')),
  ...Array.from({ length: DRUPAL_COUNT }, (_, i) => siteUsing(`drupal-${i + 1}.de`, 5_000 + i, 'drupal')),
];
