import {
  advertiserPath,
  bestScore,
  countOf,
  isValidSearchInput,
  matchScore,
  normalizeDomain,
  SEARCH_INPUT_HINT,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchResults,
} from '@techcensus/contract';
import type { z } from 'zod';
import { categoryRef, loadTechnologyCatalogue, technologyRef } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { adSystemBuckets, indexCounts } from './index-counts.ts';

type Results = z.infer<typeof SearchResults>;
const MAX_RESULTS = 25;

/** Matches by how well they match, then by how many websites use them, then shorter names first. */
function ranked<T>(items: T[], names: (t: T) => string[], q: string, used: (t: T) => number): T[] {
  return items
    .map((item) => ({ item, s: bestScore(names(item), q), n: used(item), len: names(item)[0].length }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s || b.n - a.n || a.len - b.len)
    .slice(0, MAX_RESULTS)
    .map((x) => x.item);
}

/** A category in a line: how many technologies it holds and which are used most. */
function categoryBlurb(technologies: number, leaders: string[]): string {
  const held = `${countOf(technologies, 'technology', 'technologies')} we detect`;
  if (!leaders.length) return `${held}; none found on a website in our index yet.`;
  const top = leaders.slice(0, 3);
  const named = top.length > 1 ? `${top.slice(0, -1).join(', ')} and ${top.at(-1)}` : top[0];
  return `${held}. Most used: ${named}.`;
}

/** Ad systems whose name matches, by how well, then by how many sites authorise them. */
async function matchingAdSystems(ctx: PageContext, q: string): Promise<Results['Advertisers']> {
  const buckets = await adSystemBuckets(ctx.deps.siteIndex);
  return buckets
    .map((b) => ({ b, s: matchScore(b.key, q) }))
    .filter((x) => x.s >= 0)
    .sort((a, b) => a.s - b.s || b.b.count - a.b.count)
    .slice(0, MAX_RESULTS)
    .map(({ b }) => ({ Advertiser: b.key, AdvertiserURL: advertiserPath(b.key), DomainCount: b.count }));
}

/**
 * /search?q=: technologies, categories and ad systems whose names match. A query that names a website in the
 * index goes to that website's page (or links it, when it also names a technology or an ad system);
 * one that only looks like a domain offers a live scan of it.
 */
export async function searchPage(ctx: PageContext): Promise<PageOutcome<Results>> {
  const raw = (ctx.query.q ?? '').trim();
  const meta = (title: string) =>
    pageMeta(ctx.baseUrl, {
      title,
      description: 'Search technologies, technology categories, ad systems and websites.',
      path: raw ? `/search?q=${encodeURIComponent(raw)}` : '/search',
      crumbs: [['Search', '/search']],
    });
  const empty = (UserError: string | null): Results => ({
    Query: raw,
    UserError,
    Technologies: [],
    Categories: [],
    Advertisers: [],
    Website: null,
    NotFound: false,
    ScanDomain: null,
  });
  if (!raw)
    return pageOk(
      ctx.viewer,
      meta('Search'),
      empty('Type the name of a technology or a website to search for.'),
    );
  if (raw.length > SEARCH_QUERY_MAX_LENGTH || !isValidSearchInput(raw))
    return pageOk(ctx.viewer, meta('Search'), empty(SEARCH_INPUT_HINT));

  const q = raw.toLowerCase();
  const [cat, techCounts, categoryCounts] = await Promise.all([
    loadTechnologyCatalogue(ctx.deps.db),
    indexCounts(ctx.deps.siteIndex, 'technology'),
    indexCounts(ctx.deps.siteIndex, 'category'),
  ]);
  const usedBy = (slug: string) => techCounts.get(slug) ?? 0;
  const technologies = ranked(
    [...cat.technologies.values()],
    (t) => [t.name, t.slug],
    q,
    (t) => usedBy(t.slug),
  );
  const categories = ranked(
    [...cat.categories.values()],
    (c) => [c.longName, c.shortName, c.slug],
    q,
    (c) => categoryCounts.get(c.slug) ?? 0,
  );
  const domain = normalizeDomain(raw);
  const asDomain = domain.ok && raw.includes('.') ? domain.domain : null;
  const [advertisers, site] = await Promise.all([
    matchingAdSystems(ctx, q),
    asDomain ? ctx.deps.siteIndex.get(asDomain) : Promise.resolve(null),
  ]);
  // The advertiser lookup submits here too: a name that is both a website and an ad system
  // shows both rather than leaving for the website.
  const namesAdSystem = advertisers.some((a) => a.Advertiser === q);
  if (site && !namesAdSystem && !technologies.some((t) => t.name.toLowerCase() === q)) {
    const outcome = pageOk(ctx.viewer, meta(`Search results for ${raw}`), empty(null));
    outcome.body.result302 = { location: `/website/${asDomain}` };
    return outcome;
  }
  const results: Results = {
    Query: raw,
    UserError: null,
    Technologies: technologies.map((t) => {
      const first = t.categorySlugs.map((s) => cat.categories.get(s)).find((c) => c !== undefined);
      return {
        ...technologyRef(cat, t.slug),
        Description: t.description,
        AppCategory: first?.longName ?? null,
        DomainCount: usedBy(t.slug),
      };
    }),
    Categories: categories.map((c) => ({
      ...categoryRef(c),
      Description: categoryBlurb(
        c.technologySlugs.length,
        c.technologySlugs
          .map((slug) => ({ name: cat.technologies.get(slug)?.name ?? slug, n: usedBy(slug) }))
          .filter((t) => t.n > 0)
          .sort((a, b) => b.n - a.n)
          .map((t) => t.name),
      ),
      DomainCount: categoryCounts.get(c.slug) ?? 0,
    })),
    Advertisers: advertisers,
    Website: site ? site.domain : null,
    NotFound: technologies.length === 0 && categories.length === 0 && advertisers.length === 0,
    // An indexed site has its profile; only one the index lacks is offered the live scan.
    ScanDomain: site ? null : asDomain,
  };
  return pageOk(ctx.viewer, meta(`Search results for ${raw}`), results);
}
