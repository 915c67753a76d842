import { matchRoute, routeTable } from './route-table.ts';
import { pagesContract } from './routes/pages.ts';

/** The name of a website page in the contract (`asnWebsites`); its data route is `contract.pages[key]`. */
export type PageKey = keyof typeof pagesContract;

const PAGE_ROUTES = routeTable(pagesContract);

const dataPathOf = (pathname: string) => (pathname === '/' ? '' : pathname.replace(/\/+$/, ''));

/**
 * The page a website address shows, with its path parameters: the route whose data lives at
 * `{path}/api`, else a paged list shown without its number, whose data lives at `{path}/1/api`
 * (part 2 §7). Routes are tried in the contract's order. The server renders the first load and
 * the website picks the view after every navigation with this one function, so the two agree.
 */
export function matchPagePath(pathname: string): { key: PageKey; params: Record<string, string> } | null {
  const base = dataPathOf(pathname);
  const match =
    matchRoute(PAGE_ROUTES, `${base}/api`, 'GET') ?? matchRoute(PAGE_ROUTES, `${base}/1/api`, 'GET');
  return match ? { key: match.entry.key as PageKey, params: match.params } : null;
}

/** True when some page route's pattern takes `path`, even if a parameter is a malformed escape. */
const namesSomePage = (path: string) => PAGE_ROUTES.some((entry) => entry.regex.test(path));

/**
 * True when `pathname` is a paged listing shown without its page number, so that its data is at
 * `{path}/1/api` (part 2 §7). Decided from the contract's page routes in the server's order: an
 * address that names a page as it is ("/tag/websites" — a tag ID spelled like a segment) is that
 * page; only one that names nothing without the number is page 1 of a list.
 */
export function isPagedWithoutNumber(pathname: string): boolean {
  const base = dataPathOf(pathname);
  return !namesSomePage(`${base}/api`) && namesSomePage(`${base}/1/api`);
}
