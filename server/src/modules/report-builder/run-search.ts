import { SAMPLE_DOMAIN_COUNT } from '@techcensus/contract';
import type { Logger } from '../../log.ts';
import type { SiteFilters, SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { sampleSite } from './sample-rows.ts';
import { searchStore } from './search-store.ts';

export interface SearchDeps {
  db: Queryable;
  siteIndex: SiteIndex;
  log: Logger;
}

/** Searches one process runs at once; more wait their turn rather than crowd the index. */
const MAX_RUNNING = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Counts and samples in the background, each half saved as soon as it is known (progress ½ then
 * 1), so the page can show the count before the sample. A failure is stored with the search:
 * its status then completes with the reason and no domains.
 */
export function runSearch(deps: SearchDeps, id: string, filters: SiteFilters): Promise<void> {
  const { db, siteIndex, log } = deps;
  return slot(async () => {
    const count = siteIndex.countSample(filters, 0).then((r) => searchStore.saveCount(db, id, r.count));
    const sample = siteIndex
      .page(filters, { size: SAMPLE_DOMAIN_COUNT })
      .then((p) => searchStore.saveSample(db, id, p.items.map(sampleSite)));
    const outcomes = await Promise.allSettled([count, sample]);
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) {
      log.error({ err: failed.reason, searchId: id }, 'report builder search failed');
      await searchStore.fail(db, id, 'The sites could not be counted. Please try again.');
    }
  }).catch((err) => log.error({ err, searchId: id }, 'report builder search could not be stored'));
}
