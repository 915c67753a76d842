import type { reportBuilderContract } from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request } from 'express';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { toSiteFilters } from './compile.ts';
import { runSearch } from './run-search.ts';
import { searchStore } from './search-store.ts';
import { searchStatus } from './status.ts';
import {
  categorySuggestions,
  headerSuggestions,
  languageSuggestions,
  regionSuggestions,
  technologySuggestions,
  technologyVersions,
  tldSuggestions,
} from './suggestions.ts';

type C = typeof reportBuilderContract;
type Handlers = { [K in keyof C]: AppRouteImplementation<C[K]> };

export interface ReportBuilderDeps {
  db: Db;
  siteIndex: SiteIndex;
  log: Logger;
  viewerOf(req: Request): Viewer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The report builder's calls: background searches and the filter panel's suggestions. */
export function reportBuilderHandlers(deps: ReportBuilderDeps): Handlers {
  const { db } = deps;
  const list = <T>(results: T[]) => ({ status: 200 as const, body: { results } });
  return {
    calculateReportDomainCount: async ({ body }) => {
      const filters = await toSiteFilters(db, body);
      const searchId = await searchStore.create(db, filters);
      void runSearch(deps, searchId, filters);
      return { status: 200, body: { results: { searchId } } };
    },
    readQueryStatus: async ({ params, req }) => {
      const found = UUID.test(params.searchToken) ? await searchStore.get(db, params.searchToken) : null;
      if (!found) throw new HttpError(404, 'This search has expired or does not exist.', 'not_found');
      return {
        status: 200,
        body: { results: await searchStatus(db, found, deps.viewerOf(req), Date.now()) },
      };
    },
    technologySuggestions: async ({ query }) => list(await technologySuggestions(deps, query.search)),
    technologyVersions: async ({ params }) => list(await technologyVersions(deps, params.name)),
    categorySuggestions: async ({ query }) => list(await categorySuggestions(deps, query.search)),
    headerSuggestions: async ({ query }) => list(await headerSuggestions(deps, query.search)),
    regions: async () => list(await regionSuggestions(deps)),
    languages: async () => list(await languageSuggestions(deps)),
    tlds: async () => list(await tldSuggestions(deps)),
  };
}
