import { type FilterEntry, type SearchStatus, serializeEntries } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import { createLogger, type Logger } from '../../log.ts';
import type { PageContext } from '../../page-data/context.ts';
import { toSiteFilters } from './compile.ts';
import { runSearch } from './run-search.ts';
import { searchStore } from './search-store.ts';
import { refusedSearch, searchStatus } from './status.ts';

/**
 * How long the page waits for its first search. Within it the page arrives with the count and
 * the sample (drawn by the server, nothing to fetch after hydration); past it, with the search
 * to poll, which goes on in the background as every search does.
 */
export const PAGE_SEARCH_WAIT_MS = 1_500;

let pageLog: Logger | undefined;

/**
 * The search of the list the address opens with, started as the count call starts one and
 * seen as this viewer may see it.
 */
export async function firstSearch(ctx: PageContext, entries: FilterEntry[]): Promise<SearchStatus> {
  const { db, siteIndex, config } = ctx.deps;
  let filters: Awaited<ReturnType<typeof toSiteFilters>>;
  try {
    filters = await toSiteFilters(db, serializeEntries(entries));
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) return refusedSearch(err.message);
    throw err;
  }
  pageLog ??= createLogger(config.LOG_LEVEL);
  const id = await searchStore.create(db, filters);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    runSearch({ db, siteIndex, log: pageLog }, id, filters),
    new Promise((resolve) => {
      timer = setTimeout(resolve, PAGE_SEARCH_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  const stored = await searchStore.get(db, id);
  // Only a search deleted between the two lines above is missing: the page then counts anew.
  return stored
    ? searchStatus(db, stored, ctx.viewer, Date.now())
    : refusedSearch('The count expired. Change a filter to count again.');
}
