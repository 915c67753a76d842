import type { CrawlerConfig } from '../crawl/index.ts';
import type { Db } from '../store/db.ts';
import { fleetRobotsCache } from './fleet-robots.ts';
import { fleetHostSlots } from './fleet-slots.ts';

export { fleetRobotsCache, sweepFleetTables } from './fleet-robots.ts';
export { fleetHostSlots } from './fleet-slots.ts';

/**
 * The crawler settings that make a process one of a fleet: per-host politeness and robots.txt
 * shared through PostgreSQL. The embedded store serves one process only, whose in-process
 * politeness already holds, so it gets none (and no store round trip per request).
 */
export function fleetCrawlerConfig(db: Db): Pick<CrawlerConfig, 'hostSlots' | 'robotsCache'> {
  if (db.kind !== 'postgres') return {};
  return { hostSlots: fleetHostSlots(db), robotsCache: fleetRobotsCache(db) };
}
