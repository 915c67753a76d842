import type { SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import { loadTechnologyCatalogue } from './catalogue-cache.ts';

export interface CatalogueStats {
  /** Technologies found on at least one indexed site. */
  technologyCount: number;
  /** Categories with at least one indexed site. */
  categoryCount: number;
  advertiserCount: number;
  /** What the catalogue can detect. */
  catalogueTechnologyCount: number;
  catalogueCategoryCount: number;
}

/**
 * Distinct keys counted at most this far: far more than the ads.txt ecosystem holds, and above
 * any catalogue's size, so a count is never cut short.
 */
const DISTINCT_COUNT_LIMIT = 100_000;

/**
 * Counts for the home page headline: the technologies, categories and ad systems (from ads.txt
 * files) found on the indexed sites, and the catalogue's size as what detection knows.
 */
export function catalogueStats(db: Queryable, siteIndex: SiteIndex): { stats(): Promise<CatalogueStats> } {
  return {
    async stats() {
      const limit = { size: DISTINCT_COUNT_LIMIT };
      const [cat, technologies, categories, advertisers] = await Promise.all([
        loadTechnologyCatalogue(db),
        siteIndex.aggregate([], 'technology', limit),
        siteIndex.aggregate([], 'category', limit),
        siteIndex.aggregate([], 'advertiser', limit),
      ]);
      return {
        technologyCount: technologies.length,
        categoryCount: categories.length,
        advertiserCount: advertisers.length,
        catalogueTechnologyCount: cat.technologies.size,
        catalogueCategoryCount: cat.categories.size,
      };
    },
  };
}
