import { advertiserPath, countOf, PAGE_MESSAGES } from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { geoData } from '../../page-data/geo-data.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import { groupPreview, groupWebsites, type WebsiteGroup } from './group-websites.ts';
import { cached, mostPopularCountry, pagedPath, topDomain } from './shared.ts';
import type { Advertiser, AdvertisersLookup, AdvertiserWebsites } from './types.ts';

const ROWS = 25;

/**
 * An ad system as an address names it: the crawler keeps the ads.txt domain in lower case
 * (crawl/extract/ads-txt.ts), so any case is read as that name; anything else is no ad system.
 */
export function parseAdvertiser(raw: string | undefined): string | null {
  const name = (raw ?? '').trim().toLowerCase();
  return name.length <= 253 && /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(name) ? name : null;
}

const filtersOf = (advertiser: string): SiteFilters => [
  { module: 'advertiser', mode: 'include', values: [advertiser] },
];
export const noAdvertiserSites = (advertiser: string) =>
  `We did not find any websites whose ads.txt authorises ${advertiser}`;
const groupOf = (advertiser: string): WebsiteGroup => ({
  filters: filtersOf(advertiser),
  base: advertiserPath(advertiser),
  title: `Websites authorising ${advertiser}`,
  noDomains: noAdvertiserSites(advertiser),
});

/** /advertisers: the lookup box (it submits to /search?q=) and the ad systems most sites authorise. */
export async function advertisersLookupPage(ctx: PageContext): Promise<PageOutcome<AdvertisersLookup>> {
  const { siteIndex } = ctx.deps;
  const Advertisers = await cached(siteIndex, 'advertisers', async () => {
    const buckets = await siteIndex.aggregate([], 'advertiser', { size: ROWS });
    return Promise.all(
      buckets.map(async (b) => ({
        Advertiser: b.key,
        AdvertiserURL: advertiserPath(b.key),
        HighestRankDomain: await topDomain(siteIndex, filtersOf(b.key)),
        DomainCount: b.count,
      })),
    );
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Advertiser lookup: ad systems in ads.txt',
    description: 'Which ad systems websites authorise in their ads.txt, and how many websites list each one.',
    keywords: ['ads.txt', 'advertiser lookup', 'ad exchanges', 'authorised sellers'],
    path: '/advertisers',
    crumbs: [['Advertisers', '/advertisers']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Advertisers });
}

/** /advertisers/{advertiser}: how many websites authorise it, where they are, the best ranked. */
export async function advertiserPage(
  ctx: PageContext,
): Promise<PageOutcome<Advertiser> | PageOutcome<never>> {
  const advertiser = parseAdvertiser(ctx.params.advertiser);
  if (!advertiser) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { db, siteIndex } = ctx.deps;
  const group = groupOf(advertiser);
  const { filters, base } = group;
  const list = await groupPreview(ctx, group);
  const count = list?.Header.DomainCount ?? 0;
  if (!list || count === 0) return pageNotFound(ctx.viewer, noAdvertiserSites(advertiser));
  const [country, geo, state] = await Promise.all([
    mostPopularCountry(db, siteIndex, filters, count),
    geoData(db, siteIndex, filters, ctx.visitorCountry),
    indexState(ctx),
  ]);
  const meta = pageMeta(ctx.baseUrl, {
    title: `${advertiser}: websites authorising it in ads.txt`,
    description: `${countOf(count, 'website')} list ${advertiser} as an authorised seller in their ads.txt.`,
    keywords: [advertiser, 'ads.txt', 'authorised sellers', 'ad system'],
    path: base,
    crumbs: [
      ['Advertisers', '/advertisers'],
      [advertiser, base],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    Advertiser: advertiser,
    DomainCount: count,
    MostPopularCountry: country,
    Geo: geo,
    Domains: list,
  });
}

export async function advertiserWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<AdvertiserWebsites> | PageOutcome<never>> {
  const advertiser = parseAdvertiser(ctx.params.advertiser);
  if (!advertiser) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const group = groupOf(advertiser);
  const { base } = group;
  const list = await groupWebsites(ctx, group);
  if (!list) return pageNotFound(ctx.viewer);
  if (list.Header.DomainCount === 0) return pageNotFound(ctx.viewer, noAdvertiserSites(advertiser));
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites authorising ${advertiser} in ads.txt`,
    description: `${countOf(list.Header.DomainCount, 'website')} whose ads.txt authorises ${advertiser}, best ranked first.`,
    keywords: [advertiser, 'ads.txt'],
    path: pagedPath(`${base}/websites`, ctx.params),
    crumbs: [
      ['Advertisers', '/advertisers'],
      [advertiser, base],
      ['Websites', `${base}/websites`],
    ],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Advertiser: advertiser, Domains: list });
}
