export interface PagingOptions {
  /** Items asked for per request (the route's maximum caps it). */
  pageSize?: number;
  /**
   * Stop after this many items. The last request asks for only what is still missing, so a
   * metered list never charges for rows beyond the limit.
   */
  limit?: number;
  /** Stops the iteration between pages (rejecting with the signal's reason). */
  signal?: AbortSignal;
  /**
   * Start at this `nextCursor` of an earlier page instead of the first page: continues a list
   * that stopped without asking (and paying) again for the pages before it.
   */
  cursor?: string;
}

/** One request of a cursor-paged list: how many items to ask for and where to continue. */
export type PageFetcher<TPage> = (request: { limit: number; cursor?: string }) => Promise<TPage>;

/**
 * A cursor-paged list: iterate it for the items, or `pages()` for whole pages (to show progress
 * or to keep `nextCursor` for later). Nothing is requested until iteration starts, and every
 * iteration starts from the first page again (or from `cursor`).
 */
export class Paged<TItem, TPage extends { nextCursor: string | null }> implements AsyncIterable<TItem> {
  constructor(
    private readonly fetchPage: PageFetcher<TPage>,
    private readonly itemsOf: (page: TPage) => TItem[],
    private readonly opts: PagingOptions & { pageSize: number; maxPageSize: number },
  ) {
    if (opts.limit !== undefined && (!Number.isInteger(opts.limit) || opts.limit < 0)) {
      throw new RangeError(`limit must be a whole number ≥ 0, got ${opts.limit}`);
    }
  }

  async *pages(): AsyncGenerator<TPage, void, undefined> {
    const size = Math.max(1, Math.min(this.opts.maxPageSize, Math.floor(this.opts.pageSize)));
    const limit = this.opts.limit ?? Number.POSITIVE_INFINITY;
    let seen = 0;
    let cursor = this.opts.cursor || undefined;
    while (seen < limit) {
      this.opts.signal?.throwIfAborted();
      const page = await this.fetchPage({ limit: Math.min(size, limit - seen), cursor });
      seen += this.itemsOf(page).length;
      yield page;
      if (!page.nextCursor || this.itemsOf(page).length === 0) return;
      cursor = page.nextCursor;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<TItem, void, undefined> {
    const limit = this.opts.limit ?? Number.POSITIVE_INFINITY;
    let seen = 0;
    for await (const page of this.pages()) {
      for (const item of this.itemsOf(page)) {
        if (seen++ >= limit) return;
        yield item;
      }
    }
  }

  /** Every item in one array: for short lists (mind `limit` on metered ones). */
  async toArray(): Promise<TItem[]> {
    const all: TItem[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}
