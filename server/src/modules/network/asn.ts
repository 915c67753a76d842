import { countOf, PAGE_MESSAGES } from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { geoData } from '../../page-data/geo-data.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import { groupPreview, groupWebsites, type WebsiteGroup } from './group-websites.ts';
import { cached, mostPopularCountry, pagedPath, popularity, topDomain } from './shared.ts';
import type { Asn, AsnLookup, AsnWebsites } from './types.ts';

const LOOKUP_ROWS = 25;

/** "13335" or "AS13335" (any case) → 13335; null for anything else (part 2 §5: numeric). */
export function parseAsn(raw: string | undefined): number | null {
  const m = /^(?:as)?(\d{1,10})$/i.exec((raw ?? '').trim());
  if (!m) return null;
  const n = Number(m[1]);
  return n <= 4_294_967_295 ? n : null;
}

export const asnFilters = (asn: number): SiteFilters => [{ module: 'asn', mode: 'include', values: [asn] }];
export const noAsnSites = (asn: number) => `We did not find any websites hosted on AS${asn}`;
const groupOf = (asn: number): WebsiteGroup => ({
  filters: asnFilters(asn),
  base: `/asn/${asn}`,
  title: `Websites hosted on AS${asn}`,
  noDomains: noAsnSites(asn),
});

/** /asn: the lookup form (a plain GET ?asn= redirects, so it works without JavaScript) and the largest ASNs. */
export async function asnLookupPage(ctx: PageContext): Promise<PageOutcome<AsnLookup> | PageOutcome<never>> {
  if (ctx.query.asn !== undefined) {
    const asn = parseAsn(ctx.query.asn);
    if (asn !== null)
      return {
        status: 200,
        body: { result302: { location: `/asn/${asn}` }, User: { LoggedIn: ctx.viewer.loggedIn } },
      };
  }
  const { siteIndex } = ctx.deps;
  const ASNs = await cached(siteIndex, 'asn-lookup', async () => {
    const buckets = await siteIndex.aggregate([], 'asn', { size: LOOKUP_ROWS });
    return Promise.all(
      buckets.map(async (b) => {
        const id = Number(b.key);
        const { sample } = await siteIndex.countSample(asnFilters(id), 1);
        const top = sample[0];
        return {
          ASN: `AS${id}`,
          ASNId: id,
          ASNName: top?.asnName ?? null,
          HighestRankDomain: top ? { Domain: top.domain, Rank: top.rank } : null,
          DomainCount: b.count,
        };
      }),
    );
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'ASN lookup: websites by autonomous system',
    description:
      'Look up an autonomous system number to see the websites it hosts, where they are and how popular they are.',
    keywords: ['ASN lookup', 'autonomous system', 'hosting provider', 'websites by ASN'],
    path: '/asn',
    crumbs: [['ASN lookup', '/asn']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), ASNs });
}

/** /asn/{asn}: hosted-site count, top country, geo tables, popularity, first page of websites. */
export async function asnPage(ctx: PageContext): Promise<PageOutcome<Asn> | PageOutcome<never>> {
  const asn = parseAsn(ctx.params.asn);
  if (asn === null || !/^\d+$/.test(ctx.params.asn ?? ''))
    return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { db, siteIndex } = ctx.deps;
  const group = groupOf(asn);
  const { filters } = group;
  const list = await groupPreview(ctx, group);
  const count = list?.Header.DomainCount ?? 0;
  if (!list || count === 0) return pageNotFound(ctx.viewer, noAsnSites(asn));
  const [top, country, geo, pop, state] = await Promise.all([
    siteIndex.countSample(filters, 1),
    mostPopularCountry(db, siteIndex, filters, count),
    geoData(db, siteIndex, filters, ctx.visitorCountry),
    popularity(siteIndex, filters),
    indexState(ctx),
  ]);
  const name = top.sample[0]?.asnName ?? null;
  const title = name ? `AS${asn} ${name}` : `AS${asn}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${title}: hosted websites`,
    description: `${countOf(count, 'website')} are hosted on ${title}. Countries, TLDs, popularity and the list of websites.`,
    keywords: [`AS${asn}`, ...(name ? [name] : []), 'ASN', 'hosted websites'],
    path: `/asn/${asn}`,
    crumbs: [
      ['ASN lookup', '/asn'],
      [`AS${asn}`, `/asn/${asn}`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    ASN: `AS${asn}`,
    ASNId: asn,
    ASNName: name,
    DomainCount: count,
    MostPopularCountry: country,
    Reports: [
      { Name: `Websites hosted on AS${asn}`, Link: `/asn/${asn}/websites` },
      { Name: `Technology changes on AS${asn}`, Link: `/asn/${asn}/changes` },
    ],
    Geo: geo,
    Popularity: pop,
    Domains: list,
  });
}

export async function asnWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<AsnWebsites> | PageOutcome<never>> {
  const asn = parseAsn(ctx.params.asn);
  if (asn === null || !/^\d+$/.test(ctx.params.asn ?? ''))
    return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { siteIndex } = ctx.deps;
  const group = groupOf(asn);
  const { filters } = group;
  const list = await groupWebsites(ctx, group);
  if (!list) return pageNotFound(ctx.viewer);
  if (list.Header.DomainCount === 0) return pageNotFound(ctx.viewer, noAsnSites(asn));
  const top = await topDomain(siteIndex, filters);
  const name = top ? ((await siteIndex.get(top.Domain))?.asnName ?? null) : null;
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites hosted on AS${asn}${name ? ` ${name}` : ''}`,
    description: `${countOf(list.Header.DomainCount, 'website')} hosted on AS${asn}, best ranked first.`,
    keywords: [`AS${asn}`, 'websites by ASN'],
    path: pagedPath(`/asn/${asn}/websites`, ctx.params),
    crumbs: [
      ['ASN lookup', '/asn'],
      [`AS${asn}`, `/asn/${asn}`],
      ['Websites', `/asn/${asn}/websites`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...(await indexState(ctx)),
    ASN: `AS${asn}`,
    ASNId: asn,
    ASNName: name,
    Domains: list,
  });
}
