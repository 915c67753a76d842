import type { SiteDoc, SiteFilters, SiteIndex } from '../../siteindex/port.ts';

/**
 * Sites fetched per SiteIndex page. Measured at 500,000 rows (bench/reports): 1,000 a page
 * peaks ~90 MB higher than 250 for the same time, the query cost being small next to writing.
 */
export const REPORT_PAGE_SIZE = 250;

/**
 * The matching sites in rank order, at most `limit`, a page at a time. The next page is asked
 * for while the caller writes the current one, so at most two pages are ever held.
 */
export async function* matchingSites(
  index: SiteIndex,
  filters: SiteFilters,
  limit: number,
  pageSize = REPORT_PAGE_SIZE,
): AsyncGenerator<SiteDoc[]> {
  let remaining = limit;
  const fetch = (cursor: string | null) => {
    const p = index.page(filters, { size: Math.min(pageSize, remaining), cursor });
    // Awaited on the next turn of the loop; if the writer fails first, nobody ever will.
    p.catch(() => {});
    return p;
  };
  let pending = remaining > 0 ? fetch(null) : null;
  while (pending) {
    const page = await pending;
    const items = page.items.slice(0, remaining);
    remaining -= items.length;
    pending = page.next && remaining > 0 ? fetch(page.next) : null;
    if (items.length) yield items;
  }
}
