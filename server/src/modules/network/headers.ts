import { countOf, percent } from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import type { SiteFilters } from '../../siteindex/port.ts';
import { groupPreview, groupWebsites, type WebsiteGroup } from './group-websites.ts';
import { DIRECTIVE_HEADERS, directivesOf, HEADER_DESCRIPTIONS } from './header-descriptions.ts';
import { cached, mostPopularCountry, pagedPath } from './shared.ts';
import type { CommonHeaders, Header, HeaderWebsites } from './types.ts';

const COMMON_ROWS = 50;
/** "More than 10,000" values (part 2 §9). */
export const UNIQUE_VALUES_CAP = 10_000;
const TOP_VALUES = 10;
const TOGETHER = 10;

/** The header of a /response-header/{header} address: names are lower-case tokens. */
export function parseHeader(raw: string | undefined): string | null {
  const h = (raw ?? '').trim().toLowerCase();
  return /^[a-z0-9!#$%&'*+.^_`|~-]{1,100}$/.test(h) ? h : null;
}

const filtersOf = (name: string): SiteFilters => [{ module: 'header', mode: 'include', name }];
const groupOf = (name: string): WebsiteGroup => ({
  filters: filtersOf(name),
  base: `/response-header/${name}`,
  title: `Websites sending ${name}`,
  noDomains: `We did not find any websites sending the ${name} header`,
});

/** /common-response-headers: the headers most sites send, with a sample value each. */
export async function commonHeadersPage(ctx: PageContext): Promise<PageOutcome<CommonHeaders>> {
  const { siteIndex } = ctx.deps;
  const data = await cached(siteIndex, 'common-headers', async () => {
    const [{ count: total }, buckets] = await Promise.all([
      siteIndex.countSample([], 0),
      siteIndex.aggregate([], 'header', { size: COMMON_ROWS }),
    ]);
    const Headers = await Promise.all(
      buckets.map(async (b) => {
        // No site filter: only sites sending the header have its values, and the filter would
        // make each of these queries join the sites table for nothing (2.6x slower on PGlite).
        const [top] = await siteIndex.aggregate([], 'headerValue', { size: 1, header: b.key });
        return {
          Header: b.key,
          HeaderMoniker: b.key,
          SampleValue: top?.key ?? null,
          Occurrence: percent(b.count, total),
          DomainCount: b.count,
        };
      }),
    );
    return { TotalDomains: total, Headers };
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Common HTTP response headers',
    description:
      'The HTTP response headers websites send most often, with a sample value and how many websites send each.',
    keywords: ['HTTP headers', 'response headers', 'security headers', 'x-powered-by'],
    path: '/common-response-headers',
    crumbs: [['Common response headers', '/common-response-headers']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), ...data });
}

/** /response-header/{header}: description, usage, directives, headers sent with it, top values. */
export async function headerPage(ctx: PageContext): Promise<PageOutcome<Header> | PageOutcome<never>> {
  const name = parseHeader(ctx.params.header);
  if (!name) return pageNotFound(ctx.viewer);
  const { db, siteIndex } = ctx.deps;
  const group = groupOf(name);
  const { filters, base } = group;
  const list = await groupPreview(ctx, group);
  const count = list?.Header.DomainCount ?? 0;
  if (!list || count === 0) return pageNotFound(ctx.viewer);
  const [{ count: total }, values, together, country, state] = await Promise.all([
    siteIndex.countSample([], 0),
    siteIndex.aggregate([], 'headerValue', { size: UNIQUE_VALUES_CAP + 1, header: name }),
    siteIndex.aggregate(filters, 'header', { size: TOGETHER + 1 }),
    mostPopularCountry(db, siteIndex, filters, count),
    indexState(ctx),
  ]);
  const directives = new Map<string, { domains: number; values: number }>();
  if (DIRECTIVE_HEADERS.has(name))
    for (const v of values)
      for (const d of directivesOf(name, v.key)) {
        const e = directives.get(d) ?? { domains: 0, values: 0 };
        // A site sends one value per header here, so summing value counts counts sites.
        e.domains += v.count;
        e.values += 1;
        directives.set(d, e);
      }
  const meta = pageMeta(ctx.baseUrl, {
    title: `${name} HTTP response header`,
    description:
      `${HEADER_DESCRIPTIONS[name] ?? `The ${name} response header.`} ` +
      `Sent by ${countOf(count, 'website')}; usage, values and directives.`,
    keywords: [name, 'HTTP header', 'response header'],
    path: base,
    crumbs: [
      ['Common response headers', '/common-response-headers'],
      [name, base],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    Header: name,
    HeaderMoniker: name,
    Description: HEADER_DESCRIPTIONS[name] ?? null,
    Usage: {
      HeaderCount: count,
      UsedByPercent: percent(count, total),
      UniqueValueCount: Math.min(values.length, UNIQUE_VALUES_CAP),
      MoreThan10K: values.length > UNIQUE_VALUES_CAP,
      MostPopularCountry: country,
    },
    Directives: [...directives]
      .sort((a, b) => b[1].domains - a[1].domains || a[0].localeCompare(b[0]))
      .slice(0, 25)
      .map(([Directive, e]) => ({
        Directive,
        MarketShare: percent(e.domains, count),
        DomainCount: e.domains,
        ValueCount: e.values,
      })),
    TogetherHeaders: together
      .filter((b) => b.key !== name)
      .slice(0, TOGETHER)
      .map((b) => ({ Header: b.key, HeaderMoniker: b.key, Percentage: percent(b.count, count) })),
    TopValues: values
      .slice(0, TOP_VALUES)
      .map((v) => ({ Value: v.key, Percentage: percent(v.count, count), DomainCount: v.count })),
    Domains: list,
  });
}

export async function headerWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<HeaderWebsites> | PageOutcome<never>> {
  const name = parseHeader(ctx.params.header);
  if (!name) return pageNotFound(ctx.viewer);
  const group = groupOf(name);
  const { base } = group;
  const list = await groupWebsites(ctx, group);
  if (!list || list.Header.DomainCount === 0) return pageNotFound(ctx.viewer);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites sending the ${name} header`,
    description: `${countOf(list.Header.DomainCount, 'website')} send the ${name} response header; best ranked first.`,
    keywords: [name, 'HTTP header'],
    path: pagedPath(`${base}/websites`, ctx.params),
    crumbs: [
      ['Common response headers', '/common-response-headers'],
      [name, base],
      ['Websites', `${base}/websites`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...(await indexState(ctx)),
    Header: name,
    HeaderMoniker: name,
    Domains: list,
  });
}
