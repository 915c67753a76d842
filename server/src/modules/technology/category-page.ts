import {
  type CategoryPageResults,
  categoryGroupAnchor,
  countOf,
  percent,
  type TechnologyRow,
} from '@techcensus/contract';
import type { z } from 'zod';
import {
  type CatalogueCategory,
  categoryRef,
  isExclusive,
  loadCountryNames,
  loadTechnologyCatalogue,
  type TechnologyCatalogue,
  technologyRef,
} from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { domainList } from '../../page-data/domain-list.ts';
import { geoData } from '../../page-data/geo-data.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { type Bucket, RANK_BUCKETS } from '../../siteindex/port.ts';
import { categoryFilter, categoryRanking, daysAgo, LAST_MONTH_DAYS, notFoundEntity } from './shared.ts';
import { usageOverTime } from './usage-over-time.ts';

type Results = z.infer<typeof CategoryPageResults>;

const TABLE_ROWS = 10;
const SWITCH_ROWS = 10;
const RELATED_ROWS = 8;
/** Technologies drawn on the usage-over-time chart: more lines would not be told apart. */
const SERIES_TECHNOLOGIES = 5;

export async function categoryOf(
  ctx: PageContext,
): Promise<{ cat: TechnologyCatalogue; category: CatalogueCategory } | null> {
  const cat = await loadTechnologyCatalogue(ctx.deps.db);
  const category = cat.categories.get((ctx.params.categoryid ?? '').toLowerCase());
  return category ? { cat, category } : null;
}

/** Net websites gained in the last month per technology slug (added minus dropped). */
export async function monthlyChanges(ctx: PageContext): Promise<Map<string, number>> {
  const buckets = await ctx.deps.siteIndex.aggregate([], 'change', {
    size: 10_000,
    since: daysAgo(LAST_MONTH_DAYS),
  });
  const net = new Map<string, number>();
  for (const b of buckets) {
    const [action, slug] = b.key.split(':');
    if (action === 'added') net.set(slug, (net.get(slug) ?? 0) + b.count);
    if (action === 'dropped') net.set(slug, (net.get(slug) ?? 0) - b.count);
  }
  return net;
}

/** Table rows of a category's technologies: count, monthly change and share among the category's websites. */
export function technologyRows(
  cat: TechnologyCatalogue,
  buckets: Bucket[],
  categoryCount: number,
  changes: Map<string, number>,
  exclusive: boolean,
): TechnologyRow[] {
  return buckets.map((b) => ({
    ...technologyRef(cat, b.key),
    DomainCount: b.count,
    DomainCountChange: changes.get(b.key) ?? 0,
    MarketShare: percent(b.count, categoryCount),
    IsExclusive: exclusive,
  }));
}

export function categoryDescription(c: CatalogueCategory, technologies: number, domains: number): string {
  return (
    `${c.longName} (${c.shortName}) is a category of web technologies. We track ${technologies.toLocaleString('en-US')} ` +
    `${c.longName.toLowerCase()} technologies, found on ${countOf(domains, 'website')} of our index.`
  );
}

export async function categoryPage(ctx: PageContext): Promise<PageOutcome<Results> | PageOutcome<never>> {
  const found = await categoryOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, category } = found;
  const { db, siteIndex } = ctx.deps;
  const uses = [categoryFilter(category.slug)];
  const exclusive = isExclusive(category.slug);
  const basePath = `/technology-type/${category.slug}`;
  const [
    { count: domainCount },
    { count: total },
    ranking,
    countries,
    buckets,
    allBuckets,
    changes,
    switches,
    geo,
    list,
    names,
    state,
  ] = await Promise.all([
    siteIndex.countSample(uses, 0),
    siteIndex.countSample([], 0),
    categoryRanking(siteIndex, category.slug),
    siteIndex.aggregate(uses, 'country', { size: 1 }),
    siteIndex.aggregate(uses, 'rankBucket', { size: 5 }),
    siteIndex.aggregate([], 'rankBucket', { size: 5 }),
    monthlyChanges(ctx),
    exclusive ? siteIndex.switches(category.slug, { size: SWITCH_ROWS }) : Promise.resolve([]),
    geoData(db, siteIndex, uses, ctx.visitorCountry),
    domainList({
      db,
      siteIndex,
      filters: uses,
      page: 1,
      basePath: `${basePath}/websites`,
      viewer: ctx.viewer,
      header: {
        Title: `Websites using ${category.longName}`,
        Subtitle: `Websites using ${category.longName} technologies:`,
        Link: `${basePath}/websites`,
        LinkText: 'See all websites',
      },
      noDomains: `We did not find any websites using ${category.longName}`,
      button: {
        Href: `/create-report?category=${encodeURIComponent(category.slug)}`,
        Title: `Create a report of websites using ${category.longName}`,
        Text: 'Download website list',
      },
    }),
    loadCountryNames(db),
    indexState(ctx),
  ]);
  const charted = ranking.slice(0, SERIES_TECHNOLOGIES);
  const series = await usageOverTime(
    siteIndex,
    charted.map((b) => ({ slug: b.key, count: b.count })),
  );
  const rows = technologyRows(cat, ranking, domainCount, changes, exclusive);
  const growing = rows
    .filter((r) => r.DomainCountChange > 0)
    .sort((a, b) => b.DomainCountChange - a.DomainCountChange)[0];
  const leader = rows[0];
  const related = new Map<string, number>();
  for (const slug of category.technologySlugs)
    for (const other of cat.technologies.get(slug)?.categorySlugs ?? [])
      if (other !== category.slug) related.set(other, (related.get(other) ?? 0) + 1);
  const bucketCount = new Map(buckets.map((b) => [b.key, b.count]));
  const bucketTotal = new Map(allBuckets.map((b) => [b.key, b.count]));
  const results: Results = {
    Category: {
      ...categoryRef(category),
      CategoryDescription: categoryDescription(category, category.technologySlugs.length, domainCount),
      CategoryWiki: null,
      CategoryAltNames: category.shortName !== category.longName ? [category.shortName] : [],
      ParentCategory: parentOf(cat, category),
      Subcategories: [],
      RelatedCategories: [...related.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, RELATED_ROWS)
        .flatMap(([slug, n]) => {
          const c = cat.categories.get(slug);
          return c ? [{ ...categoryRef(c), SharedTechnologies: n }] : [];
        }),
      CategoryMoniker: category.slug,
      IsExclusive: exclusive,
    },
    CategoryUsage: { DomainCount: domainCount, Percentage: percent(domainCount, total) },
    NumberOFTechnologies: category.technologySlugs.length,
    CategoryLeader: leader
      ? { ...technologyRef(cat, leader.TechnologyURL), DomainCount: leader.DomainCount }
      : null,
    FastestGrowingTechnology: growing
      ? { ...technologyRef(cat, growing.TechnologyURL), DomainCount: growing.DomainCountChange }
      : null,
    MostPopularInCountry: countries[0]
      ? {
          ShortName: countries[0].key,
          Name: names.get(countries[0].key) ?? countries[0].key,
          DomainCount: countries[0].count,
        }
      : null,
    TechnologyMarketShare: {
      Technologies: rows.map((r) => ({
        TechnologyShortName: r.TechnologyShortName,
        TechnologyURL: r.TechnologyURL,
        TechnologyIcon: r.TechnologyIcon,
        DomainCount: r.DomainCount,
        MarketShare: r.MarketShare,
      })),
    },
    UsageOverTime: charted.map((b) => ({
      Technology: technologyRef(cat, b.key),
      Points: series.get(b.key) ?? [],
    })),
    TechnologySwitches: switches.map((s) => ({
      TechnologyFrom: technologyRef(cat, s.from),
      TechnologyTo: technologyRef(cat, s.to),
      DomainCount: s.count,
    })),
    DistributionByPopularity: {
      TotalCount: domainCount,
      TotalDomainCount: total,
      Buckets: RANK_BUCKETS.map(([key]) => ({
        Bucket: key,
        DomainCount: bucketCount.get(key) ?? 0,
        Percent: percent(bucketCount.get(key) ?? 0, bucketTotal.get(key) ?? 0),
      })),
    },
    Technologies: rows.slice(0, TABLE_ROWS),
    GeoData: geo,
    // Page 1 always exists, so the list is never null here.
    DomainList: list ?? (undefined as never),
    ...state,
  };
  const meta = pageMeta(ctx.baseUrl, {
    title: `${category.longName} technologies: market share and usage statistics`,
    description:
      `${category.longName} technologies used by ${countOf(domainCount, 'website')}` +
      (leader
        ? `; ${leader.TechnologyShortName} leads with ${countOf(leader.DomainCount, 'website')}.`
        : '.'),
    keywords: [
      category.longName,
      `${category.longName} market share`,
      `${category.shortName} usage statistics`,
    ],
    path: basePath,
    crumbs: [
      ['Technologies', '/technology-type'],
      [category.longName, basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, results);
}

/**
 * The category's group, where the overview lists it (its first group, as the overview places
 * it), with the group's other categories by name.
 */
export function parentOf(
  cat: TechnologyCatalogue,
  category: CatalogueCategory,
): Results['Category']['ParentCategory'] {
  const group = category.groups[0];
  if (!group) return null;
  const Categories = [...cat.categories.values()]
    .filter((c) => c.slug !== category.slug && c.groups[0] === group)
    .sort((a, b) => a.longName.localeCompare(b.longName, 'en'))
    .map(categoryRef);
  return { Name: group, URL: `/technology-type#${categoryGroupAnchor(group)}`, Categories };
}
