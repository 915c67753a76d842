import { pagesContract } from './routes/pages.ts';

/** Every page-data path of the contract, split into segments (`/asn/:asn/websites/:page/api`). */
const PAGE_DATA_PATHS: string[][] = Object.values(pagesContract).map((route) =>
  route.path.split('/').filter(Boolean),
);

function matchesSomePage(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return PAGE_DATA_PATHS.some(
    (parts) =>
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}

/**
 * True when `pathname` is a paged listing shown without its page number, so that its data is at
 * `{path}/1/api` (part 2 §7). Decided from the contract's page routes in the server's order: an
 * address that names a page as it is ("/tag/websites" — a tag ID spelled like a segment) is that
 * page; only one that names nothing without the number is page 1 of a list.
 */
export function isPagedWithoutNumber(pathname: string): boolean {
  const base = pathname.replace(/\/+$/, '');
  return !matchesSomePage(`${base}/api`) && matchesSomePage(`${base}/1/api`);
}
