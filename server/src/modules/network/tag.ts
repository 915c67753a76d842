import { countOf, PAGE_MESSAGES } from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { geoData } from '../../page-data/geo-data.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import { groupPreview, groupWebsites, type WebsiteGroup } from './group-websites.ts';
import { cached, mostPopularCountry, pagedPath } from './shared.ts';
import type { Tag, TagLookup, TagWebsites } from './types.ts';

const LOOKUP_ROWS = 25;

/** Tag ID as typed: trimmed, required (part 2 §5); IDs are letters, digits and - _ . : only. */
export function parseTag(raw: string | undefined): string | null {
  const tag = (raw ?? '').trim();
  return /^[A-Za-z0-9._:-]{1,100}$/.test(tag) ? tag : null;
}

/** Which system issues IDs of a kind the crawler reports. */
const KINDS: Record<string, string> = {
  googleAnalytics4: 'Google Analytics 4',
  googleAnalytics: 'Google Universal Analytics',
  googleTagManager: 'Google Tag Manager',
  googleAds: 'Google Ads',
  adsense: 'Google AdSense',
  facebookPixel: 'Meta Pixel',
  hotjar: 'Hotjar',
};
export const tagKindName = (kind: string) => KINDS[kind] ?? kind;

const filtersOf = (tag: string): SiteFilters => [{ module: 'tag', mode: 'include', values: [tag] }];
export const noTagSites = (tag: string) => `We did not find any websites using tag ID ${tag}`;
const groupOf = (tag: string): WebsiteGroup => ({
  filters: filtersOf(tag),
  base: `/tag/${encodeURIComponent(tag)}`,
  title: `Websites using tag ID ${tag}`,
  noDomains: noTagSites(tag),
});

/** /tag: the lookup form (a plain GET ?tag= redirects) and the largest clusters sharing a tag ID. */
export async function tagLookupPage(ctx: PageContext): Promise<PageOutcome<TagLookup> | PageOutcome<never>> {
  if (ctx.query.tag !== undefined) {
    const tag = parseTag(ctx.query.tag);
    if (tag)
      return {
        status: 200,
        body: {
          result302: { location: `/tag/${encodeURIComponent(tag)}` },
          User: { LoggedIn: ctx.viewer.loggedIn },
        },
      };
  }
  const { siteIndex } = ctx.deps;
  const Tags = await cached(siteIndex, 'tag-lookup', async () => {
    // A tag ID on a single site says nothing about its owner's other sites: clusters only.
    const buckets = (await siteIndex.aggregate([], 'tag', { size: LOOKUP_ROWS })).filter((b) => b.count > 1);
    return Promise.all(
      buckets.map(async (b) => {
        const top = (await siteIndex.countSample(filtersOf(b.key), 1)).sample[0];
        return {
          Tag: b.key,
          HighestRankDomain: top ? { Domain: top.domain, Rank: top.rank } : null,
          DomainCount: b.count,
        };
      }),
    );
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Tag ID lookup: websites sharing an analytics or ads ID',
    description:
      'Look up a Google Analytics, Tag Manager, AdSense or pixel ID to find the other websites of the same owner.',
    keywords: ['tag ID lookup', 'Google Analytics ID', 'AdSense ID', 'related websites'],
    path: '/tag',
    crumbs: [['Tag ID lookup', '/tag']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Tags });
}

export async function tagPage(ctx: PageContext): Promise<PageOutcome<Tag> | PageOutcome<never>> {
  const tag = parseTag(ctx.params.tag);
  if (!tag) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { db, siteIndex } = ctx.deps;
  const group = groupOf(tag);
  const { filters, base } = group;
  const list = await groupPreview(ctx, group);
  const count = list?.Header.DomainCount ?? 0;
  if (!list || count === 0) return pageNotFound(ctx.viewer, noTagSites(tag));
  const [top, country, geo, state] = await Promise.all([
    siteIndex.countSample(filters, 1),
    mostPopularCountry(db, siteIndex, filters, count),
    geoData(db, siteIndex, filters, ctx.visitorCountry),
    indexState(ctx),
  ]);
  const kind = top.sample[0]?.tags.find((t) => t.id === tag)?.kind;
  const meta = pageMeta(ctx.baseUrl, {
    title: `Tag ID ${tag}: websites using it`,
    description: `${countOf(count, 'website')} use the ${kind ? `${tagKindName(kind)} ` : ''}ID ${tag}.`,
    keywords: [tag, 'tag ID', ...(kind ? [tagKindName(kind)] : [])],
    path: base,
    crumbs: [
      ['Tag ID lookup', '/tag'],
      [tag, base],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    Tag: tag,
    Kind: kind ? tagKindName(kind) : null,
    DomainCount: count,
    MostPopularCountry: country,
    Geo: geo,
    Domains: list,
  });
}

export async function tagWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<TagWebsites> | PageOutcome<never>> {
  const tag = parseTag(ctx.params.tag);
  if (!tag) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const group = groupOf(tag);
  const { base } = group;
  const list = await groupWebsites(ctx, group);
  if (!list) return pageNotFound(ctx.viewer);
  if (list.Header.DomainCount === 0) return pageNotFound(ctx.viewer, noTagSites(tag));
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites using tag ID ${tag}`,
    description: `${countOf(list.Header.DomainCount, 'website')} using tag ID ${tag}, best ranked first.`,
    keywords: [tag, 'tag ID'],
    path: pagedPath(`${base}/websites`, ctx.params),
    crumbs: [
      ['Tag ID lookup', '/tag'],
      [tag, base],
      ['Websites', `${base}/websites`],
    ],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Tag: tag, Domains: list });
}
