import { PAGE_DATA_PATHS } from './page-data-paths.ts';
import { matchRoute, pathPattern } from './path-pattern.ts';
import type { pagesContract } from './routes/pages.ts';

/** The name of a website page in the contract (`asnWebsites`); its data route is `contract.pages[key]`. */
export type PageKey = keyof typeof pagesContract;

type ContractPagePaths = {
  readonly [K in PageKey]: (typeof pagesContract)[K] extends { path: infer P } ? P : never;
};

/**
 * The page addresses without the schemas (page-data-paths.ts), checked against the contract when
 * compiling: a page the table lacks or spells differently fails the first line, a page the
 * contract lacks the second. Their order is checked by page-routes.test.ts.
 */
const PAGE_PATHS: ContractPagePaths = PAGE_DATA_PATHS;
const PAGE_KEYS: readonly PageKey[] = Object.keys(PAGE_DATA_PATHS) as (keyof typeof PAGE_DATA_PATHS)[];

const PAGE_ROUTES = PAGE_KEYS.map((key) => pathPattern(key, 'GET', PAGE_PATHS[key]));

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
