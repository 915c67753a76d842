import { loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { demoDataShown, demoDatasets } from '../../demo/index.ts';
import type { Logger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { completeMonths } from './months.ts';
import { composePost } from './post.ts';
import { monthsWithPosts, savePost } from './store.ts';
import { monthTrends } from './trends.ts';

/** Complete months a run looks at: every one still whole in the twelve months of changes. */
export const MONTHS_LOOKED_AT = 11;
/** Enough buckets for every technology the catalogue knows, three actions each. */
const ALL_BUCKETS = 20_000;

export interface BlogDeps {
  db: Db;
  /** The index itself, not its statistics cache: a post's numbers are those of the day it is written. */
  siteIndex: SiteIndex;
  log: Logger;
  now?: () => Date;
}

/**
 * True while a demo seed is under way (or paused, to resume on the next start): a post written
 * then would keep the numbers of half an index for good.
 */
export async function seedUnfinished(db: Db): Promise<boolean> {
  return (await demoDatasets(db)).some((d) => !d.completed);
}

/**
 * Writes a post for each complete month that has none and enough data, oldest first; a month
 * with too little change (an index that has just started, an empty one) gets no post, and
 * nothing is written while a demo seed is unfinished. Returns the ids written.
 */
export async function writeMissingPosts(deps: BlogDeps): Promise<string[]> {
  const { db, siteIndex } = deps;
  if (await seedUnfinished(db)) return [];
  const now = deps.now?.() ?? new Date();
  const have = await monthsWithPosts(db);
  const missing = completeMonths(now, MONTHS_LOOKED_AT).filter((m) => !have.has(m.key));
  if (!missing.length || (await siteIndex.countSample([], 0)).count === 0) return [];
  const [catalogue, users, demo] = await Promise.all([
    loadTechnologyCatalogue(db),
    siteIndex.aggregate([], 'technology', { size: ALL_BUCKETS }),
    demoDataShown(db, siteIndex),
  ]);
  const written: string[] = [];
  for (const month of missing) {
    const [inMonth, after] = await Promise.all([
      siteIndex.aggregate([], 'change', { size: ALL_BUCKETS, since: month.since, until: month.until }),
      siteIndex.aggregate([], 'change', { size: ALL_BUCKETS, since: month.until }),
    ]);
    const trends = monthTrends({
      month: inMonth,
      after,
      users,
      technologies: catalogue.technologies,
      categories: catalogue.categories,
    });
    if (!trends.categories.length) continue;
    const post = composePost(month, trends);
    if (await savePost(db, post, demo)) written.push(post.id);
  }
  if (written.length) deps.log.info({ posts: written }, 'blog: posts written');
  return written;
}
