import { DEFAULT_MAX_DOMAINS_IN_REPORT, type SearchStatus } from '@techcensus/contract';
import { loadCountryNames } from '../../catalogue/index.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Queryable } from '../../store/db.ts';
import { sampleRows } from './sample-rows.ts';
import { SEARCH_STALL_MS, type StoredSearch } from './search-store.ts';

const STALLED = 'The count did not finish. Please try again.';

/** A search as one viewer may see it (hidden rows masked for them), by the status poll and the page alike. */
export async function searchStatus(
  db: Queryable,
  s: StoredSearch,
  viewer: Viewer,
  now: number,
): Promise<SearchStatus> {
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

/** A search that could not start (a list the filter language refuses): completed, with the reason. */
export const refusedSearch = (error: string): SearchStatus => ({
  searchId: '',
  progress: 1,
  completed: true,
  error,
  results: {
    sampleDomains: [],
    hiddenCount: 0,
    domainCount: null,
    maxDomainsInReport: DEFAULT_MAX_DOMAINS_IN_REPORT,
  },
});
