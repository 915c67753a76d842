import type { SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import { loadTechnologyCatalogue } from './catalogue-cache.ts';

export interface CatalogueStats {
  technologyCount: number;
  categoryCount: number;
  advertiserCount: number;
}

/** Distinct ad systems counted at most this far; far more than the ads.txt ecosystem holds. */
const ADVERTISER_COUNT_LIMIT = 100_000;

/**
 * Counts for the home page headline: technologies and categories from the stored catalogue,
 * advertisers as the distinct ad systems named in the indexed sites' ads.txt files.
 */
export function catalogueStats(db: Queryable, siteIndex: SiteIndex): { stats(): Promise<CatalogueStats> } {
  return {
    async stats() {
      const [cat, advertisers] = await Promise.all([
        loadTechnologyCatalogue(db),
        siteIndex.aggregate([], 'advertiser', { size: ADVERTISER_COUNT_LIMIT }),
      ]);
      return {
        technologyCount: cat.technologies.size,
        categoryCount: cat.categories.size,
        advertiserCount: advertisers.length,
      };
    },
  };
}
