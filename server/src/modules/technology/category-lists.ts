import {
  type CategoryTechnologiesResults,
  type CategoryWebsitesResults,
  countOf,
  LIST_PAGE_SIZE,
} from '@techcensus/contract';
import type { z } from 'zod';
import { categoryRef, isExclusive } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { domainList, pageParam, pagination } from '../../page-data/domain-list.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import { categoryOf, monthlyChanges, technologyRows } from './category-page.ts';
import { categoryFilter, categoryRanking, notFoundEntity } from './shared.ts';

export async function categoryTechnologiesPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof CategoryTechnologiesResults>> | PageOutcome<never>> {
  const found = await categoryOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, category } = found;
  const page = pageParam(ctx.params);
  const [ranking, { count }, changes, state] = await Promise.all([
    categoryRanking(ctx.deps.siteIndex, category.slug),
    ctx.deps.siteIndex.countSample([categoryFilter(category.slug)], 0),
    monthlyChanges(ctx),
    indexState(ctx),
  ]);
  // Technologies no website uses yet still belong to the category: listed after the used ones.
  const used = new Set(ranking.map((b) => b.key));
  const unused = category.technologySlugs
    .filter((s) => !used.has(s))
    .sort((a, b) => (cat.technologies.get(a)?.name ?? a).localeCompare(cat.technologies.get(b)?.name ?? b))
    .map((key) => ({ key, count: 0 }));
  const rows = technologyRows(cat, [...ranking, ...unused], count, changes, isExclusive(category.slug));
  const last = Math.max(1, Math.ceil(rows.length / LIST_PAGE_SIZE));
  if (!Number.isInteger(page) || page < 1 || page > last) return pageNotFound(ctx.viewer);
  const basePath = `/technology-type/${category.slug}/technologies`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${category.longName} technologies${page > 1 ? ` - page ${page}` : ''}`,
    description: `All ${rows.length.toLocaleString('en-US')} ${category.longName} technologies by the number of websites using them.`,
    keywords: [`${category.longName} technologies`, `${category.longName} list`],
    path: page > 1 ? `${basePath}/${page}` : basePath,
    crumbs: [
      ['Technologies', '/technology-type'],
      [category.longName, `/technology-type/${category.slug}`],
      ['Technologies', basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Category: categoryRef(category),
    TotalTechnologies: rows.length,
    Technologies: rows.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    Pages: pagination(basePath, page, last),
    ...state,
  });
}

export async function categoryWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof CategoryWebsitesResults>> | PageOutcome<never>> {
  const found = await categoryOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { category } = found;
  const page = pageParam(ctx.params);
  const basePath = `/technology-type/${category.slug}/websites`;
  const list = await domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: [categoryFilter(category.slug)],
    page,
    basePath,
    viewer: ctx.viewer,
    header: {
      Title: `Websites using ${category.longName}`,
      Subtitle: `Websites using ${category.longName} technologies:`,
      Link: `/technology-type/${category.slug}`,
      LinkText: `${category.longName} market share`,
    },
    noDomains: `We did not find any websites using ${category.longName}`,
    button: {
      Href: `/create-report?category=${encodeURIComponent(category.slug)}`,
      Title: `Create a report of websites using ${category.longName}`,
      Text: 'Download website list',
    },
  });
  if (!list) return pageNotFound(ctx.viewer);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites using ${category.longName}${page > 1 ? ` - page ${page}` : ''}`,
    description: `${countOf(list.Header.DomainCount, 'website')} using ${category.longName} technologies, by rank.`,
    keywords: [`websites using ${category.longName}`, `${category.longName} lead list`],
    path: page > 1 ? `${basePath}/${page}` : basePath,
    crumbs: [
      ['Technologies', '/technology-type'],
      [category.longName, `/technology-type/${category.slug}`],
      ['Websites', basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Category: categoryRef(category),
    DomainList: list,
    ...(await indexState(ctx)),
  });
}
