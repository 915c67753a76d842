import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import type { CatalogueStats } from '../pages/context.ts';

/**
 * Counts for the home page headline from the stored catalogue. Advertisers come from ads.txt
 * records the crawler collects; the index does not hold them yet, so there are none to count.
 */
export function catalogueStats(db: Queryable, _siteIndex?: SiteIndex): { stats(): Promise<CatalogueStats> } {
  return {
    async stats() {
      const { rows } = await db.query<{ technologies: number; categories: number }>(
        `SELECT (SELECT count(*) FROM technologies)::int AS technologies,
                (SELECT count(*) FROM categories)::int AS categories`,
      );
      return { technologyCount: rows[0].technologies, categoryCount: rows[0].categories, advertiserCount: 0 };
    },
  };
}
