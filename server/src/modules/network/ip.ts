import { isIP } from 'node:net';
import { countOf, PAGE_MESSAGES } from '@techcensus/contract';
import { loadCountryNames } from '../../catalogue/index.ts';
import { networkData } from '../../network-data/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { countryRef } from '../../page-data/domain-list.ts';
import { geoData } from '../../page-data/geo-data.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import { groupPreview, groupWebsites, type WebsiteGroup } from './group-websites.ts';
import { cached, mostPopularCountry, pagedPath, popularity } from './shared.ts';
import type { Ip, IpLookup, IpWebsites } from './types.ts';

const LOOKUP_ROWS = 25;

/** An IPv4 or IPv6 address as the index keeps it, or null. */
export function parseIp(raw: string | undefined): string | null {
  const ip = (raw ?? '').trim().toLowerCase();
  return ip && isIP(ip) ? ip : null;
}

const filtersOf = (ip: string): SiteFilters => [{ module: 'ip', mode: 'include', values: [ip] }];
/** The spec names an IP no-domains message without its words; ours follows the ASN and tag ones. */
export const noIpSites = (ip: string) => `We did not find any websites hosted on IP address ${ip}`;
const groupOf = (ip: string): WebsiteGroup => ({
  filters: filtersOf(ip),
  base: `/ip/${ip}`,
  title: `Websites hosted on ${ip}`,
  noDomains: noIpSites(ip),
});

/** /ip-lookup: the reverse IP form (a plain GET ?ip= redirects) and the most shared addresses. */
export async function ipLookupPage(ctx: PageContext): Promise<PageOutcome<IpLookup> | PageOutcome<never>> {
  if (ctx.query.ip !== undefined) {
    const ip = parseIp(ctx.query.ip);
    if (ip)
      return {
        status: 200,
        body: { result302: { location: `/ip/${ip}` }, User: { LoggedIn: ctx.viewer.loggedIn } },
      };
  }
  const { siteIndex } = ctx.deps;
  const IPs = await cached(siteIndex, 'ip-lookup', async () => {
    const buckets = await siteIndex.aggregate([], 'ip', { size: LOOKUP_ROWS });
    return Promise.all(
      buckets.map(async (b) => {
        const top = (await siteIndex.countSample(filtersOf(b.key), 1)).sample[0];
        return {
          IP: b.key,
          ASNId: top?.asn ?? null,
          ASNName: top?.asnName ?? null,
          HighestRankDomain: top ? { Domain: top.domain, Rank: top.rank } : null,
          DomainCount: b.count,
        };
      }),
    );
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Reverse IP lookup: websites sharing an IP address',
    description: 'Find every website hosted on an IP address, and the addresses shared by the most websites.',
    keywords: ['reverse IP lookup', 'shared hosting', 'websites on IP'],
    path: '/ip-lookup',
    crumbs: [['Reverse IP lookup', '/ip-lookup']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), IPs });
}

/** /ip/{ip}: usage, network, geo tables, popularity and the first page of websites. */
export async function ipPage(ctx: PageContext): Promise<PageOutcome<Ip> | PageOutcome<never>> {
  const ip = parseIp(ctx.params.ip);
  if (!ip) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { db, siteIndex } = ctx.deps;
  const group = groupOf(ip);
  const { filters } = group;
  const list = await groupPreview(ctx, group);
  const count = list?.Header.DomainCount ?? 0;
  if (!list || count === 0) return pageNotFound(ctx.viewer, noIpSites(ip));
  const [top, country, geo, pop, names, state] = await Promise.all([
    siteIndex.countSample(filters, 1),
    mostPopularCountry(db, siteIndex, filters, count),
    geoData(db, siteIndex, filters, ctx.visitorCountry),
    popularity(siteIndex, filters),
    loadCountryNames(db),
    indexState(ctx),
  ]);
  const first = top.sample[0];
  const meta = pageMeta(ctx.baseUrl, {
    title: `${ip}: websites on this IP address`,
    description: `${countOf(count, 'website')} are hosted on ${ip}${first?.asnName ? ` (${first.asnName})` : ''}. Countries, TLDs, popularity and the list of websites.`,
    keywords: [ip, 'reverse IP', 'websites on IP'],
    path: `/ip/${ip}`,
    crumbs: [
      ['Reverse IP lookup', '/ip-lookup'],
      [ip, `/ip/${ip}`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    IP: ip,
    ASNId: first?.asn ?? null,
    ASNName: first?.asnName ?? null,
    // Where the address is, from the network database; for an address it knows nothing about
    // (a private one, a gap in the data) the country most of its sites are in.
    Country: countryRef(networkData().country(ip) ?? country?.Country.ShortName ?? null, names),
    DomainCount: count,
    MostPopularCountry: country,
    Geo: geo,
    Popularity: pop,
    Domains: list,
  });
}

export async function ipWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<IpWebsites> | PageOutcome<never>> {
  const ip = parseIp(ctx.params.ip);
  if (!ip) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const group = groupOf(ip);
  const list = await groupWebsites(ctx, group);
  if (!list) return pageNotFound(ctx.viewer);
  if (list.Header.DomainCount === 0) return pageNotFound(ctx.viewer, noIpSites(ip));
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites hosted on ${ip}`,
    description: `${countOf(list.Header.DomainCount, 'website')} hosted on ${ip}, best ranked first.`,
    keywords: [ip, 'reverse IP'],
    path: pagedPath(`/ip/${ip}/websites`, ctx.params),
    crumbs: [
      ['Reverse IP lookup', '/ip-lookup'],
      [ip, `/ip/${ip}`],
      ['Websites', `/ip/${ip}/websites`],
    ],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), IP: ip, Domains: list });
}
