import type {
  TechnologyChange,
  TechnologyChangesResults,
  TechnologyVersionResults,
  TechnologyVersionsResults,
  TechnologyVersionWebsitesResults,
  TechnologyWebsitesResults,
} from '@techcensus/contract';
import { countOf } from '@techcensus/contract';
import type { z } from 'zod';
import { type TechnologyCatalogue, technologyRef } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { domainList, pageParam, rowHidden, shownDomain } from '../../page-data/domain-list.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk, type Viewer } from '../../page-data/outcome.ts';
import type { SiteDoc } from '../../siteindex/port.ts';
import {
  changeFilter,
  DEVELOPMENT_DAYS,
  daysAgo,
  notFoundEntity,
  technologyFilter,
  technologyOf,
} from './shared.ts';
import { technologyVersions } from './versions.ts';

const reportLink = (slug: string, version?: string) =>
  `/create-report?technology=${encodeURIComponent(slug)}${version ? `&version=${encodeURIComponent(version)}` : ''}`;

export async function technologyWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TechnologyWebsitesResults>> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const page = pageParam(ctx.params);
  const basePath = `/technology/${tech.slug}/websites`;
  const list = await domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: [technologyFilter(tech.slug)],
    page,
    basePath,
    viewer: ctx.viewer,
    header: {
      Title: `Websites using ${tech.name}`,
      Subtitle: `Websites using ${tech.name}:`,
      Link: `/technology/${tech.slug}`,
      LinkText: `${tech.name} usage statistics`,
    },
    noDomains: `We did not find any websites using ${tech.name}`,
    button: {
      Href: reportLink(tech.slug),
      Title: `Create a report of websites using ${tech.name}`,
      Text: 'Download website list',
    },
  });
  if (!list) return pageNotFound(ctx.viewer);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites using ${tech.name}${page > 1 ? ` - page ${page}` : ''}`,
    description: `${countOf(list.Header.DomainCount, 'website')} using ${tech.name}, by rank, with their country and contact details.`,
    keywords: [`websites using ${tech.name}`, `${tech.name} customers`, `${tech.name} lead list`],
    path: page > 1 ? `${basePath}/${page}` : basePath,
    crumbs: [
      ['Technologies', '/technology-type'],
      [tech.name, `/technology/${tech.slug}`],
      ['Websites', basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Technology: technologyRef(cat, tech.slug),
    DomainList: list,
    ...(await indexState(ctx)),
  });
}

export async function technologyVersionsPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TechnologyVersionsResults>> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const versions = await technologyVersions(ctx.deps.db, ctx.deps.siteIndex, tech.slug);
  const popular = [...versions].sort((a, b) => b.DomainCount - a.DomainCount)[0];
  const path = `/technology/${tech.slug}/versions`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${tech.name} versions: usage and vulnerable versions`,
    description: `Which versions of ${tech.name} websites run: ${countOf(versions.length, 'version')} found, their share and known security issues.`,
    keywords: [`${tech.name} versions`, `${tech.name} version usage`, `${tech.name} vulnerable versions`],
    path,
    crumbs: [
      ['Technologies', '/technology-type'],
      [tech.name, `/technology/${tech.slug}`],
      ['Versions', path],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Technology: technologyRef(cat, tech.slug),
    Stats: {
      TotalVersions: versions.length,
      VulnerableVersions: versions.filter((v) => v.Vulnerable).length,
      MostPopularVersion: popular?.Version ?? null,
      LatestVersion: versions[0]?.Version ?? null,
    },
    Versions: versions,
    ...(await indexState(ctx)),
  });
}

export async function technologyVersionWebsitesPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TechnologyVersionWebsitesResults>> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const version = ctx.params.version ?? '';
  const versions = await technologyVersions(ctx.deps.db, ctx.deps.siteIndex, tech.slug);
  const own = versions.find((v) => v.Version === version);
  if (!own) return notFoundEntity(ctx);
  const page = pageParam(ctx.params);
  const basePath = `/technology/${tech.slug}/version/${encodeURIComponent(version)}/websites`;
  const label = `${tech.name} ${version}`;
  const list = await domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: [technologyFilter(tech.slug, version)],
    page,
    basePath,
    viewer: ctx.viewer,
    header: {
      Title: `Websites using ${label}`,
      Subtitle: `Live websites using ${label}:`,
      Link: `/technology/${tech.slug}/versions`,
      LinkText: `All ${tech.name} versions`,
    },
    noDomains: `We did not find any websites using ${label}`,
    button: {
      Href: reportLink(tech.slug, version),
      Title: `Create a report of websites using ${label}`,
      Text: 'Download website list',
    },
  });
  if (!list) return pageNotFound(ctx.viewer);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites using ${label}${page > 1 ? ` - page ${page}` : ''}`,
    description: `${own.DomainCount.toLocaleString('en-US')} live websites use ${label}${own.Vulnerable ? `, a version with ${own.CVEs.length} known security issues` : ''}.`,
    keywords: [label, `websites using ${label}`, `${tech.name} versions`],
    path: page > 1 ? `${basePath}/${page}` : basePath,
    crumbs: [
      ['Technologies', '/technology-type'],
      [tech.name, `/technology/${tech.slug}`],
      ['Versions', `/technology/${tech.slug}/versions`],
      [version, basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Technology: technologyRef(cat, tech.slug),
    Version: version,
    DomainCount: own.DomainCount,
    Versions: versions.map((v) => ({ ...v, Highlight: v.Version === version })),
    DomainList: list,
    ...(await indexState(ctx)),
  });
}

/**
 * /technology/{id}/version/{v} only ever redirects to the version's websites (part 2 §2.1); the
 * results carry the fallback message for a client that does not follow the redirect.
 */
export async function technologyVersionPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TechnologyVersionResults>> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const version = ctx.params.versionid ?? '';
  const WebsitesURL = `/technology/${tech.slug}/version/${encodeURIComponent(version)}/websites`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${tech.name} ${version}`,
    description: `Websites using ${tech.name} ${version}.`,
    path: WebsitesURL,
    crumbs: [
      ['Technologies', '/technology-type'],
      [tech.name, `/technology/${tech.slug}`],
      [version, WebsitesURL],
    ],
  });
  const outcome = pageOk(ctx.viewer, meta, {
    Technology: technologyRef(cat, tech.slug),
    Version: version,
    WebsitesURL,
  });
  outcome.body.result302 = { location: WebsitesURL };
  return outcome;
}

/** Rows each list of the changes page shows. */
export const CHANGE_ROWS = 25;

function changeRows(
  docs: SiteDoc[],
  cat: TechnologyCatalogue,
  slug: string,
  action: 'added' | 'dropped' | 'versionchanged',
  since: string,
  viewer: Viewer,
): TechnologyChange[] {
  const label = { added: 'Added', dropped: 'Dropped', versionchanged: 'Version change' } as const;
  return docs.map((doc, i) => {
    const change = [...doc.changes]
      .reverse()
      .find((c) => c.slug === slug && c.kind === action && c.date >= since);
    const categorySlug = change?.categories[0] ?? cat.technologies.get(slug)?.categorySlugs[0] ?? null;
    const category = categorySlug ? cat.categories.get(categorySlug) : undefined;
    const hidden = rowHidden(viewer, i);
    return {
      Domain: shownDomain(doc.domain, hidden),
      Hidden: hidden,
      Technology: change?.name ?? cat.technologies.get(slug)?.name ?? slug,
      TechnologyURL: slug,
      Category: category?.longName ?? null,
      CategoryURL: category?.slug ?? null,
      VersionFrom: change?.from ?? null,
      VersionTo: change?.to ?? null,
      Change: label[action],
      Date: change?.date ?? since,
    };
  });
}

export async function technologyChangesPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TechnologyChangesResults>> | PageOutcome<never>> {
  const found = await technologyOf(ctx);
  if (!found) return notFoundEntity(ctx);
  const { cat, tech } = found;
  const since = daysAgo(DEVELOPMENT_DAYS);
  const load = async (action: 'added' | 'dropped' | 'versionchanged') => {
    const { count, sample } = await ctx.deps.siteIndex.countSample(
      [changeFilter(action, tech.slug, since)],
      CHANGE_ROWS,
    );
    const Rows = changeRows(sample, cat, tech.slug, action, since, ctx.viewer);
    return { Count: count, Rows, HiddenCount: Rows.filter((r) => r.Hidden).length };
  };
  const [Added, Dropped, ChangedVersions, state] = await Promise.all([
    load('added'),
    load('dropped'),
    load('versionchanged'),
    indexState(ctx),
  ]);
  const path = `/technology/${tech.slug}/changes`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${tech.name} adoption changes: websites that started, stopped or upgraded`,
    description: `In the last 3 months ${countOf(Added.Count, 'website')} started using ${tech.name}, ${Dropped.Count.toLocaleString('en-US')} stopped and ${ChangedVersions.Count.toLocaleString('en-US')} changed version.`,
    keywords: [`${tech.name} adoption`, `websites that stopped using ${tech.name}`, `${tech.name} upgrades`],
    path,
    crumbs: [
      ['Technologies', '/technology-type'],
      [tech.name, `/technology/${tech.slug}`],
      ['Changes', path],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    Technology: technologyRef(cat, tech.slug),
    Since: since,
    Added,
    Dropped,
    ChangedVersions,
    ...state,
  });
}
