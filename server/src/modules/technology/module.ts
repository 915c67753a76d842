import type { searchContract } from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { FeatureModule } from '../../http/feature-module.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { technologyAssets } from './icons.ts';
import { searchSuggestions } from './suggestions.ts';

export interface TechnologyModuleDeps {
  db: Db;
  siteIndex: SiteIndex;
  /** Suggestion calls per address a minute; 0: no limit of their own. */
  suggestRateLimit: number;
}

/**
 * The technology pages' images and the header search's suggestions (the pages themselves are in
 * the page registry).
 */
export function createTechnologyModule(deps: TechnologyModuleDeps): FeatureModule {
  // A guard against reading the index through suggestions, not a quota: counted per process.
  const limiter = createRateLimiter(deps.db, {
    prefix: 'suggest',
    message: (retry) => `Too many requests. Please try again in ${retry} seconds.`,
    shared: false,
  });
  const spec = { points: deps.suggestRateLimit, seconds: 60 };
  const suggestions: AppRouteImplementation<typeof searchContract.suggestions> = async ({ query, req }) => {
    if (spec.points > 0) await limiter.consume(`ip:${req.ip ?? 'unknown'}`, spec);
    return { status: 200, body: { results: await searchSuggestions(deps, query.q) } };
  };
  return {
    name: 'technology',
    routes: { search: { suggestions } },
    afterContract: (app) => app.use(technologyAssets(deps)),
  };
}
