import type { SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';

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
      const [{ rows }, advertisers] = await Promise.all([
        db.query<{ technologies: number; categories: number }>(
          `SELECT (SELECT count(*) FROM technologies)::int AS technologies,
                  (SELECT count(*) FROM categories)::int AS categories`,
        ),
        siteIndex.aggregate([], 'advertiser', { size: ADVERTISER_COUNT_LIMIT }),
      ]);
      return {
        technologyCount: rows[0].technologies,
        categoryCount: rows[0].categories,
        advertiserCount: advertisers.length,
      };
    },
  };
}
