import { AnyPageEnvelope, isPagedWithoutNumber, pageDataUrl } from '@techcensus/contract';

/** Page data could not be read at all (network down, not JSON, not an envelope). */
export class PageDataUnavailable extends Error {
  override name = 'PageDataUnavailable';
}

/** Where the data of the page at `pathname` + `search` lives (part 2 §7). */
export function pageDataAddress(pathname: string, search: string): string {
  return pageDataUrl(pathname, search, isPagedWithoutNumber(pathname));
}

/**
 * GET the page's envelope. Not-found and server-error pages come back with a 404/500 status and
 * an envelope body, so the status alone decides nothing; only an unreadable answer is a failure.
 */
export async function fetchEnvelope(
  pathname: string,
  search: string,
  signal?: AbortSignal,
): Promise<AnyPageEnvelope> {
  let body: unknown;
  try {
    const response = await fetch(pageDataAddress(pathname, search), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PageDataUnavailable(error instanceof Error ? error.message : String(error));
  }
  const parsed = AnyPageEnvelope.safeParse(body);
  if (!parsed.success) throw new PageDataUnavailable(`not a page-data envelope: ${parsed.error.message}`);
  return parsed.data;
}
