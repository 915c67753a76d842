/**
 * Where a page's data lives (part 2 §7): `{path}[/1]/api`, keeping the query string. Listing
 * routes that take a page number are fetched as page 1 when the address carries none.
 */
export function pageDataUrl(pathname: string, search = '', pagedWithoutNumber = false): string {
  const base = pathname.replace(/\/+$/, '');
  return `${base}${pagedWithoutNumber ? '/1' : ''}/api${search}`;
}

/** The website route a page-data address belongs to (inverse of pageDataUrl, without the page 1). */
export function pagePathOf(apiPath: string): string {
  const p = apiPath.replace(/\/api$/, '');
  return p === '' ? '/' : p;
}

/** The page of an ad system (an ads.txt domain such as appnexus.com). */
export const advertiserPath = (advertiser: string): string =>
  `/advertisers/${encodeURIComponent(advertiser)}`;

/**
 * Where the categories overview lists a category group ("Web development" →
 * `group-web-development`): a category page's parent link goes there.
 */
export const categoryGroupAnchor = (group: string): string =>
  `group-${group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
