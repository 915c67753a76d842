import { PAGE_MESSAGES } from '@techcensus/contract';
import {
  type CatalogueTechnology,
  loadTechnologyCatalogue,
  type TechnologyCatalogue,
} from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { pageNotFound } from '../../page-data/outcome.ts';
import type { SiteFilter, SiteIndex } from '../../siteindex/port.ts';

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) `days` before today: change filters take a day. */
export function daysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** "Last month" for usage changes; "last 3 months" for developments (part 2 §9). */
export const LAST_MONTH_DAYS = 30;
export const DEVELOPMENT_DAYS = 91;

export const technologyFilter = (slug: string, version?: string): SiteFilter =>
  version === undefined
    ? { module: 'technology', mode: 'include', slug }
    : { module: 'technology', mode: 'include', slug, version };

export const categoryFilter = (slug: string): SiteFilter => ({ module: 'category', mode: 'include', slug });

/**
 * Sites per technology within a category, most used first: the category pages' market shares
 * and a technology page's ranking and alternatives ask this one question, so they share one
 * kept answer.
 */
export const categoryRanking = (siteIndex: SiteIndex, slug: string) =>
  siteIndex.aggregate([], 'technology', { size: 1000, category: slug });

export const changeFilter = (
  action: 'added' | 'dropped' | 'versionchanged',
  slug: string,
  since: string,
): SiteFilter => ({ module: 'change', mode: 'include', action, slug, since });

/** The unknown-entity answer of part 2 §8, with a 404 status. */
export const notFoundEntity = (ctx: PageContext) => pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);

/** The catalogue and the technology an address names, or null when it names none. */
export async function technologyOf(
  ctx: PageContext,
): Promise<{ cat: TechnologyCatalogue; tech: CatalogueTechnology } | null> {
  const cat = await loadTechnologyCatalogue(ctx.deps.db);
  const tech = cat.technologies.get((ctx.params.technologyid ?? '').toLowerCase());
  return tech ? { cat, tech } : null;
}
