// robots.txt kept between crawls. A crawl reads each origin's robots.txt once; with a cache, an
// origin reached by many sites (a shared redirect target, a host several sites live on) or visited
// again within a day is read once per expiry for every crawl that shares the cache — a whole
// fleet's when the cache is in PostgreSQL (indexing/fleet-robots.ts).

import type { FetchFailure } from './fetcher.ts';

/**
 * What reading an origin's robots.txt gave: its text, `null` for an answer meaning "no rules"
 * (4xx, 5xx, a bot wall, an HTML page), or the failure of a fetch that reached no answer at all.
 */
export type RobotsRead = { text: string | null } | { failure: FetchFailure };

export interface RobotsCache {
  /**
   * The origin's robots.txt: the cached answer while it is fresh, else what `read` fetches, done
   * once for every caller waiting on the same origin. Failures are handed back and not kept: they
   * say how the connection went this time (and decide HTTPS or HTTP), not what the site's rules are.
   */
  get(origin: string, read: () => Promise<RobotsRead>): Promise<RobotsRead>;
}
