import { advertiserPath, LIST_PAGE_SIZE } from '@techcensus/contract';
import { catalogueNames, iconPath, loadCountryNames } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { domainList, pageParam, pagination } from '../../page-data/domain-list.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageNotFound,
  pageOk,
} from '../../page-data/outcome.ts';
import type { SiteDoc, SiteFilters } from '../../siteindex/port.ts';
import { heading, isOutcome, redirectSources, siteOf } from './site.ts';
import { realSubdomains, technologyRows } from './technologies.ts';
import type { PageResults } from './types.ts';

type Loaded<R> = Promise<PageOutcome<R> | PageOutcome<never> | LoginRequiredOutcome>;

/**
 * The site of a sub-page, for a signed-in visitor. The spec puts a lock titled "Login to access"
 * on these reports for anonymous visitors, so they answer resultLoginRequired (401); an unknown
 * domain is still a 404 first, whoever asks.
 */
async function signedInSite(ctx: PageContext): Promise<SiteDoc | PageOutcome<never> | LoginRequiredOutcome> {
  const doc = await siteOf(ctx);
  if (isOutcome(doc)) return doc;
  return ctx.viewer.loggedIn ? doc : pageLoginRequired();
}

const failed = (
  v: SiteDoc | PageOutcome<never> | LoginRequiredOutcome,
): v is PageOutcome<never> | LoginRequiredOutcome => 'status' in v;

/** One page of `items`; null when the page number is past the end (page 1 always exists). */
function slicePage<T>(items: T[], page: number): { rows: T[]; last: number } | null {
  if (!Number.isInteger(page) || page < 1) return null;
  const last = Math.max(1, Math.ceil(items.length / LIST_PAGE_SIZE));
  if (page > last) return null;
  return { rows: items.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE), last };
}

function subMeta(ctx: PageContext, doc: SiteDoc, name: string, slug: string, description: string) {
  const path = `/website/${doc.domain}/${slug}`;
  return pageMeta(ctx.baseUrl, {
    title: `${doc.domain} ${name.toLowerCase()}`,
    description,
    keywords: [doc.domain, name.toLowerCase()],
    path: ctx.params.page && ctx.params.page !== '1' ? `${path}/${ctx.params.page}` : path,
    crumbs: [
      [doc.domain, `/website/${doc.domain}`],
      [name, path],
    ],
  });
}

export async function websiteTechnologiesPage(ctx: PageContext): Loaded<PageResults<'websiteTechnologies'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const rows = await technologyRows(ctx.deps.db, ctx.deps.siteIndex, doc.technologies);
  const slice = slicePage(rows, pageParam(ctx.params));
  if (!slice) return pageNotFound(ctx.viewer);
  const base = `/website/${doc.domain}/technologies`;
  return pageOk(
    ctx.viewer,
    subMeta(
      ctx,
      doc,
      'Technologies',
      'technologies',
      `Every technology detected on ${doc.domain}, with versions and when they were first seen.`,
    ),
    {
      ...heading(doc),
      TechnologyCount: rows.length,
      Technologies: slice.rows,
      Pages: pagination(base, pageParam(ctx.params), slice.last),
    },
  );
}

export async function websiteAggregatedPage(ctx: PageContext): Loaded<PageResults<'websiteAggregated'>> {
  const doc = await siteOf(ctx);
  if (isOutcome(doc)) return doc;
  const subs = (await Promise.all(realSubdomains(doc).map((s) => ctx.deps.siteIndex.get(s)))).filter(
    (d): d is SiteDoc => d !== null,
  );
  const sites = [doc, ...subs];
  const entries = sites.flatMap((site) => site.technologies.map((t) => ({ site, t })));
  const names = await catalogueNames(
    ctx.deps.db,
    [...new Set(entries.map((e) => e.t.slug))],
    [...new Set(entries.map((e) => e.t.categories[0] ?? 'other'))],
  );
  type Cat = PageResults<'websiteAggregated'>['Categories'][number];
  const cats = new Map<string, Cat>();
  for (const { site, t } of entries) {
    const slug = t.categories[0] ?? 'other';
    const info = names.technologies.get(t.slug);
    let cat = cats.get(slug);
    if (!cat) {
      cat = {
        Category: names.categories.get(slug)?.name ?? slug,
        CategoryURL: `/technology-type/${slug}`,
        CategoryIcon: iconPath(info?.icon, t.slug),
        Apps: [],
      };
      cats.set(slug, cat);
    }
    let app = cat.Apps.find((a) => a.TechnologyURL === `/technology/${t.slug}`);
    if (!app) {
      app = {
        Technology: info?.name ?? t.name,
        TechnologyURL: `/technology/${t.slug}`,
        TechnologyIcon: iconPath(info?.icon, t.slug),
        Domains: [],
      };
      cat.Apps.push(app);
    }
    app.Domains.push({
      Domain: { Domain: site.domain, OpenProtocol: site.certificate ? 'https' : 'http' },
      Version: t.version,
      UsedSince: t.firstSeen,
    });
  }
  const Categories = [...cats.values()].sort((a, b) => a.Category.localeCompare(b.Category, 'en'));
  for (const c of Categories) c.Apps.sort((a, b) => a.Technology.localeCompare(b.Technology, 'en'));
  return pageOk(
    ctx.viewer,
    subMeta(
      ctx,
      doc,
      'Aggregated technologies',
      'aggregated',
      `Technologies of ${doc.domain} and its indexed subdomains, by category.`,
    ),
    { ...heading(doc), Categories },
  );
}

export async function websiteHistoryPage(ctx: PageContext): Loaded<PageResults<'websiteHistory'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const changes = [...doc.changes].reverse();
  const slice = slicePage(changes, pageParam(ctx.params));
  if (!slice) return pageNotFound(ctx.viewer);
  const cats = [...new Set(slice.rows.map((c) => c.categories[0]).filter(Boolean))];
  const names = await catalogueNames(ctx.deps.db, [], cats);
  return pageOk(
    ctx.viewer,
    subMeta(
      ctx,
      doc,
      'Technology history',
      'history',
      `Technologies added to, dropped from and upgraded on ${doc.domain} in the last twelve months.`,
    ),
    {
      ...heading(doc),
      ChangeCount: changes.length,
      Changes: slice.rows.map((c) => ({
        Technology: c.name,
        TechnologyURL: `/technology/${c.slug}`,
        Category: c.categories[0]
          ? (names.categories.get(c.categories[0])?.name ?? c.categories[0])
          : 'Other',
        CategoryURL: c.categories[0] ? `/technology-type/${c.categories[0]}` : '/technology-type',
        VersionFrom: c.from,
        VersionTo: c.to,
        Added: c.kind === 'added',
        VersionChange: c.kind === 'versionchanged',
        Dropped: c.kind === 'dropped',
        // The twelve-month window starts after the first detection, so no event here is it.
        InitialDetection: false,
        Date: c.date,
      })),
      Pages: pagination(`/website/${doc.domain}/history`, pageParam(ctx.params), slice.last),
      EmptyMessage: changes.length
        ? null
        : `No technology changes were detected on ${doc.domain} in the last twelve months.`,
    },
  );
}

type NameItem = PageResults<'websiteSubdomains'>['Items'][number];

function nameListPage(
  ctx: PageContext,
  doc: SiteDoc,
  opts: { name: string; slug: string; description: string; items: NameItem[]; empty: string },
) {
  const slice = slicePage(opts.items, pageParam(ctx.params));
  if (!slice) return pageNotFound(ctx.viewer);
  return pageOk(ctx.viewer, subMeta(ctx, doc, opts.name, opts.slug, opts.description), {
    ...heading(doc),
    Count: opts.items.length,
    Items: slice.rows,
    Pages: pagination(`/website/${doc.domain}/${opts.slug}`, pageParam(ctx.params), slice.last),
    EmptyMessage: opts.items.length ? null : opts.empty,
  });
}

export async function websiteSubdomainsPage(ctx: PageContext): Loaded<PageResults<'websiteSubdomains'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const subs = realSubdomains(doc).sort();
  const docs = await Promise.all(subs.map((s) => ctx.deps.siteIndex.get(s)));
  return nameListPage(ctx, doc, {
    name: 'Subdomains',
    slug: 'subdomains',
    description: `Subdomains of ${doc.domain} seen while crawling it.`,
    items: subs.map((s, i) => ({
      Name: s,
      Link: docs[i] ? `/website/${s}` : null,
      Rank: docs[i]?.rank ?? null,
      DomainCount: null,
    })),
    empty: 'No subdomains',
  });
}

export async function websiteAdvertisersPage(ctx: PageContext): Loaded<PageResults<'websiteAdvertisers'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  return nameListPage(ctx, doc, {
    name: 'Advertisers',
    slug: 'advertisers',
    description: `Ad systems ${doc.domain} authorises to sell its inventory (ads.txt).`,
    items: [...doc.advertisers].sort().map((a) => ({
      Name: a,
      Link: advertiserPath(a),
      Rank: null,
      DomainCount: null,
    })),
    empty: `No advertisers were found in the ads.txt of ${doc.domain}.`,
  });
}

export async function websiteRedirectsPage(ctx: PageContext): Loaded<PageResults<'websiteRedirects'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const page = pageParam(ctx.params);
  if (!Number.isInteger(page) || page < 1) return pageNotFound(ctx.viewer);
  const { db, siteIndex } = ctx.deps;
  const filters = redirectSources(doc);
  const list = await domainList({
    db,
    siteIndex,
    filters,
    page,
    basePath: `/website/${doc.domain}/redirects`,
    viewer: ctx.viewer,
    header: {
      Title: `Websites redirecting to ${doc.domain}`,
      Subtitle: 'Redirecting websites:',
      Link: `/website/${doc.domain}/redirects`,
      LinkText: 'See all',
    },
    noDomains: NO_REDIRECTS,
  });
  if (!list && page > 1) return pageNotFound(ctx.viewer);
  const count = list?.Header.DomainCount ?? 0;
  return pageOk(
    ctx.viewer,
    subMeta(ctx, doc, 'Redirects', 'redirects', `Websites that redirect to ${doc.domain}.`),
    {
      ...heading(doc),
      Domains: count ? list : null,
      Message: count ? null : `${NO_REDIRECTS} ${doc.domain}.`,
    },
  );
}

const NO_REDIRECTS = 'We know of no websites that redirect to';

const backlinkFilters = (doc: SiteDoc): SiteFilters => [
  { module: 'linksTo', mode: 'include', domain: doc.domain },
];
const NO_BACKLINKS = 'No backlinks found for this domain';

export async function websiteBacklinksPage(ctx: PageContext): Loaded<PageResults<'websiteBacklinks'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const { db, siteIndex } = ctx.deps;
  const filters = backlinkFilters(doc);
  const [ips, [country], names, list] = await Promise.all([
    siteIndex.aggregate(filters, 'ip', { size: 10_000 }),
    siteIndex.aggregate(filters, 'country', { size: 1 }),
    loadCountryNames(db),
    domainList({
      db,
      siteIndex,
      filters,
      page: 1,
      basePath: `/website/${doc.domain}/backlinks/websites`,
      viewer: ctx.viewer,
      header: {
        Title: `Websites linking to ${doc.domain}`,
        Subtitle: 'Linking websites:',
        Link: `/website/${doc.domain}/backlinks/websites`,
        LinkText: 'See all',
      },
      noDomains: NO_BACKLINKS,
    }),
  ]);
  const first = list?.Domains[0];
  const count = list?.Header.DomainCount ?? 0;
  const best = count ? (await siteIndex.countSample(filters, 1)).sample[0] : undefined;
  return pageOk(
    ctx.viewer,
    subMeta(ctx, doc, 'Backlinks', 'backlinks', `Websites and IP addresses linking to ${doc.domain}.`),
    {
      ...heading(doc),
      BacklinkInfo: {
        LinkingRootDomainCount: count,
        LinkingIPAddressCount: ips.length,
        HighestRankingDomain: best && first ? { Domain: best.domain, Rank: best.rank } : null,
        MostLinkedFromCountry: country
          ? { ShortName: country.key, Name: names.get(country.key) ?? country.key }
          : null,
      },
      EmptyMessage: count ? null : NO_BACKLINKS,
      TopLinkingDomains: list ?? emptyList(),
    },
  );
}

function emptyList(): PageResults<'websiteBacklinks'>['TopLinkingDomains'] {
  return {
    Header: { Title: '', Subtitle: '', DomainCount: 0, Link: null, LinkText: null },
    Domains: [],
    HiddenCount: 0,
    Message: null,
    UserError: null,
    NoDomainsError: NO_BACKLINKS,
    Pages: [],
    Button: null,
    ShowTopButton: false,
    RequireAuthentication: false,
  };
}

export async function websiteBacklinkWebsitesPage(
  ctx: PageContext,
): Loaded<PageResults<'websiteBacklinkWebsites'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const list = await domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: backlinkFilters(doc),
    page: pageParam(ctx.params),
    basePath: `/website/${doc.domain}/backlinks/websites`,
    viewer: ctx.viewer,
    header: { Title: `Websites linking to ${doc.domain}`, Subtitle: 'Linking websites:' },
    noDomains: NO_BACKLINKS,
  });
  if (!list) return pageNotFound(ctx.viewer);
  return pageOk(
    ctx.viewer,
    subMeta(
      ctx,
      doc,
      'Backlinks websites',
      'backlinks/websites',
      `Websites linking to ${doc.domain}, best ranked first.`,
    ),
    { ...heading(doc), Domains: list },
  );
}

export async function websiteBacklinkIpsPage(ctx: PageContext): Loaded<PageResults<'websiteBacklinkIps'>> {
  const doc = await signedInSite(ctx);
  if (failed(doc)) return doc;
  const ips = await ctx.deps.siteIndex.aggregate(backlinkFilters(doc), 'ip', { size: 10_000 });
  return nameListPage(ctx, doc, {
    name: 'Backlinks IP addresses',
    slug: 'backlinks/ipaddresses',
    description: `IP addresses of the websites linking to ${doc.domain}.`,
    items: ips.map((b) => ({ Name: b.key, Link: `/ip/${b.key}`, Rank: null, DomainCount: b.count })),
    empty: NO_BACKLINKS,
  });
}
