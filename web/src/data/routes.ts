/**
 * Listing routes that take an optional page number (part 2 §2.1 `[/{page}]`). Without the
 * number the page is still page 1, and its data is fetched from `{path}/1/api` (§7).
 * Kept here, next to the data plumbing, because the website decides where it fetches from.
 */
export const PAGED_ROUTES: readonly string[] = [
  '/asn/:asn/websites',
  '/cve/all',
  '/cve/latest',
  '/cve/:cveid/websites',
  '/cwe/:cweid/websites',
  '/ip/:ip/websites',
  '/response-header/:header/websites',
  '/tag/:tag/websites',
  '/technology/:technologyid/websites',
  '/technology/:technologyid/version/:version/websites',
  '/technology-type/:categoryid/technologies',
  '/technology-type/:categoryid/websites',
  '/website/:websiteid/technologies',
  '/website/:websiteid/subdomains',
  '/website/:websiteid/history',
  '/website/:websiteid/redirects',
  '/website/:websiteid/advertisers',
  '/website/:websiteid/backlinks/websites',
  '/website/:websiteid/backlinks/ipaddresses',
];

/** True when `pathname` is a paged listing shown without its page number. */
export function isPagedWithoutNumber(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return PAGED_ROUTES.some((route) => {
    const parts = route.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}
