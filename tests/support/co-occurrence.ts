import {
  EXCLUSIVE_CATEGORIES,
  technologyCatalogue,
  technologyImplies,
  technologyRelations,
} from '../../server/src/catalogue/index.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';

/** Hosted platforms run their own servers: none of these shows on their sites. */
const SERVER_SIDE_ON_HOSTED = ['web-servers', 'programming-languages', 'databases', 'operating-systems'];
const HOSTED = ['shopify', 'wix', 'squarespace', 'webflow'];

function closure(slug: string, implies: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = [slug];
  for (let s = queue.pop(); s !== undefined; s = queue.pop()) {
    if (seen.has(s)) continue;
    seen.add(s);
    queue.push(...(implies.get(s) ?? []));
  }
  return seen;
}

/**
 * What a site's technologies break of the fingerprint set's rules and of how sites are built,
 * one line per problem: a technology without what it `requires` (a WordPress plugin without
 * WordPress, a Shopify app without Shopify), without a technology of a category it requires, with
 * one it `excludes`, without what it `implies`; two unrelated technologies in a category a site
 * runs one of (two CMSs); a server-side technology on a hosted platform; an add-on first seen
 * before what it requires.
 */
export function coOccurrenceProblems(site: SiteDoc): string[] {
  const implies = technologyImplies();
  const relations = technologyRelations();
  const has = new Map(site.technologies.map((t) => [t.slug, t]));
  const categories = new Set(site.technologies.flatMap((t) => t.categories));
  const problems: string[] = [];
  for (const t of site.technologies) {
    const r = relations.get(t.slug);
    for (const needed of r?.requires ?? []) {
      const base = has.get(needed);
      if (!base) problems.push(`${t.slug} without ${needed}`);
      else if (t.firstSeen < base.firstSeen) problems.push(`${t.slug} seen before ${needed}`);
    }
    for (const c of r?.requiresCategories ?? [])
      if (!categories.has(c)) problems.push(`${t.slug} without any ${c}`);
    for (const x of r?.excludes ?? []) if (has.has(x)) problems.push(`${t.slug} with ${x}`);
    for (const i of implies.get(t.slug) ?? [])
      if (!has.has(i)) problems.push(`${t.slug} without implied ${i}`);
  }
  for (const c of EXCLUSIVE_CATEGORIES) {
    // Application frameworks that serve pages themselves (Express, Next.js) sit behind a web server.
    const inCategory = site.technologies
      .filter((t) => t.categories.includes(c) && !t.categories.includes('web-application-frameworks'))
      .map((t) => t.slug);
    // Several are fine only when one technology implies them all (OpenResty is Nginx).
    const together = (t: { slug: string }) => inCategory.every((o) => closure(t.slug, implies).has(o));
    if (inCategory.length > 1 && !site.technologies.some(together))
      problems.push(`${c}: ${inCategory.join(', ')}`);
  }
  if (HOSTED.some((h) => has.has(h)))
    // TypeScript compiles to the browser's JavaScript (Angular brings it anywhere).
    for (const t of site.technologies)
      for (const c of t.categories)
        if (SERVER_SIDE_ON_HOSTED.includes(c) && t.slug !== 'typescript')
          problems.push(`${t.slug} (${c}) on a hosted platform`);
  return problems;
}

/** The catalogue's technologies that need another one, by the one they need. */
export function addOnsOf(platform: string): Set<string> {
  const out = new Set<string>();
  for (const [slug, r] of technologyRelations()) if (r.requires.includes(platform)) out.add(slug);
  return out;
}

/** Category slugs of the catalogue. */
export const catalogueCategorySlugs = () => new Set(technologyCatalogue().categories.map((c) => c.slug));
