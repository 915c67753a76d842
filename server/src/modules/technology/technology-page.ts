import { countOf, percent, type TechnologyPageResults } from '@techcensus/contract';
import type { z } from 'zod';
import {
  categoryRef,
  impliedTechnologies,
  isExclusive,
  loadCountryNames,
  primaryCategory,
  technologyRef,
} from '../../catalogue/index.ts';
import { cveDataMissing, vulnerabilitiesForTechnology } from '../../cve/queries.ts';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import {
  categoryFilter,
  categoryRanking,
  changeFilter,
  DEVELOPMENT_DAYS,
  daysAgo,
  LAST_MONTH_DAYS,
  notFoundEntity,
  technologyFilter,
  technologyOf,
} from './shared.ts';
import { usageOverTime } from './usage-over-time.ts';
import { technologyVersions, versionLines } from './versions.ts';

type Results = z.infer<typeof TechnologyPageResults>;

/** Part 2 §9: the technology page shows at most 10 versions and 10 vulnerabilities. */
export const MAX_VERSION_LINES = 10;
export const MAX_VULNERABILITIES = 10;
const MAX_ALTERNATIVES = 5;

export async function technologyPage(ctx: PageContext): Promise<PageOutcome<Results> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const { db, siteIndex } = ctx.deps;
  const slug = tech.slug;
  const uses = [technologyFilter(slug)];
  const month = daysAgo(LAST_MONTH_DAYS);
  const quarter = daysAgo(DEVELOPMENT_DAYS);
  const primary = primaryCategory(cat, tech);
  const share = primary !== null && isExclusive(primary.slug);
  const count = (filters: Parameters<typeof siteIndex.countSample>[0]) =>
    siteIndex.countSample(filters, 0).then((r) => r.count);
  // Asked once: the rank within an exclusive category and the alternatives read the same list
  // (awaited below with the rest, so a failure is never left unhandled).
  const inCategory = primary ? categoryRanking(siteIndex, primary.slug) : Promise.resolve([]);

  const [
    domainCount,
    countries,
    versions,
    addedMonth,
    droppedMonth,
    added,
    dropped,
    changed,
    scopeTotal,
    ranking,
    cves,
    cveCounts,
    names,
    state,
    categoryList,
  ] = await Promise.all([
    count(uses),
    siteIndex.aggregate(uses, 'country', { size: 1 }),
    technologyVersions(db, siteIndex, slug),
    count([changeFilter('added', slug, month)]),
    count([changeFilter('dropped', slug, month)]),
    count([changeFilter('added', slug, quarter)]),
    count([changeFilter('dropped', slug, quarter)]),
    count([changeFilter('versionchanged', slug, quarter)]),
    count(share && primary ? [categoryFilter(primary.slug)] : []),
    share ? inCategory : siteIndex.aggregate([], 'technology', { size: 2000 }),
    vulnerabilitiesForTechnology(db, slug),
    siteIndex.aggregate(uses, 'cve', { size: 2000 }),
    loadCountryNames(db),
    indexState(ctx),
    inCategory,
  ]);

  const alternatives = categoryList
    .filter((b) => b.key !== slug)
    .slice(0, MAX_ALTERNATIVES)
    .map((b) => ({ ...technologyRef(cat, b.key), DomainCount: b.count }));
  const series = await usageOverTime(siteIndex, domainCount ? [{ slug, count: domainCount }] : []);
  const implied = impliedTechnologies(slug);
  const together = await Promise.all(
    implied.map(async (other) => ({
      ...technologyRef(cat, other),
      Percent: percent(await count([...uses, technologyFilter(other)]), domainCount),
    })),
  );

  const cveDomains = new Map(cveCounts.map((b) => [b.key, b.count]));
  const vulnerabilityRows = cves
    .map((c) => ({
      Published: c.datePublished,
      CVE: c.id,
      Title: c.title,
      Domains: cveDomains.get(c.id) ?? 0,
    }))
    .sort((a, b) => b.Domains - a.Domains || (b.Published ?? '').localeCompare(a.Published ?? ''));

  const position = ranking.findIndex((b) => b.key === slug);
  const topCountry = countries[0];
  const mostPopularVersion = [...versions].sort((a, b) => b.DomainCount - a.DomainCount)[0]?.Version ?? null;
  const results: Results = {
    Technology: {
      ...technologyRef(cat, slug),
      TechnologyLongName: tech.name,
      Description: tech.description,
      Website: tech.website,
      WikiURL: null,
      AltNames: [],
      Categories: tech.categorySlugs
        .map((s) => cat.categories.get(s))
        .filter((c) => c !== undefined)
        .map(categoryRef),
      Moniker: slug,
    },
    Usage: {
      DomainCount: domainCount,
      LastMonthChange: addedMonth - droppedMonth,
      MostPopularCountry: topCountry
        ? {
            ShortName: topCountry.key,
            Name: names.get(topCountry.key) ?? topCountry.key,
            DomainCount: topCountry.count,
          }
        : null,
      MostPopularVersion: mostPopularVersion,
    },
    UsageOverTime: series.get(slug) ?? [],
    Market: {
      Kind: share ? 'share' : 'penetration',
      Percent: percent(domainCount, scopeTotal),
      Position: domainCount > 0 && position >= 0 ? position + 1 : null,
      Scope: share && primary ? categoryRef(primary) : null,
    },
    Developments: { AddedCount: added, DroppedCount: dropped, ChangedVersionCount: changed },
    Versions: versionLines(versions, MAX_VERSION_LINES),
    VersionCount: versions.length,
    Alternatives: alternatives,
    UsedTogether: together,
    Vulnerabilities: {
      Total: vulnerabilityRows.length,
      Rows: vulnerabilityRows.slice(0, MAX_VULNERABILITIES),
    },
    CveDataMissing: cves.length === 0 && (await cveDataMissing(db)),
    SampleReportURL: `/technology/${slug}/sample-report.csv`,
    ...state,
  };
  const category = primary ? categoryRef(primary) : null;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${tech.name} usage statistics and market share`,
    description:
      `${tech.name} is used by ${countOf(domainCount, 'website')} in our index. ` +
      `See its market share, versions, security issues and the websites using it.`,
    keywords: [tech.name, `${tech.name} websites`, `${tech.name} market share`, `${tech.name} versions`],
    path: `/technology/${slug}`,
    crumbs: [
      ['Technologies', '/technology-type'],
      ...(category
        ? ([[category.CategoryLongName, `/technology-type/${category.CategoryURL}`]] as [string, string][])
        : []),
      [tech.name, `/technology/${slug}`],
    ],
  });
  return pageOk(ctx.viewer, meta, results);
}
