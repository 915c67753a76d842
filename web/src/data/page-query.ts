/**
 * A page may keep its own state in its address's query (the report builder's filters, so a
 * report can be shared and reopened). Writing it is not a navigation: the page stays mounted,
 * its data is not fetched again for the new query, the scroll position and focus stay. Only
 * the query last written on the current path is remembered; any other address is navigated to
 * as usual (a link, Back to another page, a reload — which then load that address's data).
 */
interface Written {
  pathname: string;
  /** The query as the address bar holds it now. */
  search: string;
  /** The query the page's data was loaded for. */
  dataSearch: string;
}

let written: Written | null = null;

/**
 * The query whose data the page at this address shows. Any other address forgets what was
 * written: coming back to it later (Back, a link) loads its own data.
 */
export function dataSearchOf(pathname: string, search: string): string {
  if (written && written.pathname === pathname && written.search === search) return written.dataSearch;
  written = null;
  return search;
}

/**
 * Replaces the current address's query with `query` (without `?`; '' drops it) through the
 * router's `navigate`, so everything that reads the address sees it, without a new history entry.
 */
export function replacePageQuery(
  query: string,
  navigate: (to: string, options: { replace: boolean }) => void,
) {
  const { pathname, search: current, href } = window.location;
  const target = new URL(query ? `${pathname}?${query}` : pathname, href);
  if (target.search === current) return;
  const dataSearch = dataSearchOf(pathname, current);
  written = { pathname, search: target.search, dataSearch };
  navigate(`${target.pathname}${target.search}`, { replace: true });
}
