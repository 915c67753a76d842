import {
  DEFAULT_MAX_DOMAINS_IN_REPORT,
  type reportBuilderContract,
  type SearchStatus,
} from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request } from 'express';
import { loadCountryNames } from '../../catalogue/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { toSiteFilters } from './compile.ts';
import { runSearch } from './run-search.ts';
import { sampleRows } from './sample-rows.ts';
import { SEARCH_STALL_MS, type StoredSearch, searchStore } from './search-store.ts';
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
const STALLED = 'The count did not finish. Please try again.';

async function status(db: Db, s: StoredSearch, viewer: Viewer, now: number): Promise<SearchStatus> {
  const progress = (s.countDone ? 0.5 : 0) + (s.sampleDone ? 0.5 : 0);
  const error = s.error ?? (progress < 1 && now - s.createdAt.getTime() > SEARCH_STALL_MS ? STALLED : null);
  const ok = error === null;
  const sampleDomains = ok && s.sampleDone ? sampleRows(s.sample, viewer, await loadCountryNames(db)) : [];
  return {
    searchId: s.id,
    progress: ok ? progress : 1,
    completed: !ok || progress >= 1,
    error,
    results: {
      sampleDomains,
      hiddenCount: sampleDomains.filter((d) => d.hidden).length,
      domainCount: ok ? s.domainCount : null,
      maxDomainsInReport: DEFAULT_MAX_DOMAINS_IN_REPORT,
    },
  };
}

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
      return { status: 200, body: { results: await status(db, found, deps.viewerOf(req), Date.now()) } };
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
