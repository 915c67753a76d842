// A crawler revisit whose page runs over its budget in the page workers: the site keeps what
// earlier visits found, and its document says how the last visit ended (the profile shows it).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { deepNestingSite } from '../../../fixtures/farm/site-kit.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { createPagePool, type PagePool } from '../crawl/page-pool.ts';
import { farmCrawler } from '../crawl/render/render-setup.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { type IndexDeps, indexSite } from './index-site.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

const SITE = 'heavy-page.test';

let farm: Farm;
let db: Db;
const pools: PagePool[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  farm = await startFarm({
    extraSites: [deepNestingSite(SITE, '<meta name="generator" content="WordPress 6.4.2">')],
  });
  db = await openMemoryDb('reference');
});

afterAll(async () => {
  for (const close of closers) await close();
  await Promise.all(pools.map((p) => p.close()));
  await farm?.close();
  await db?.close();
});

/** Index deps whose pages are read by a pool with this budget. */
function depsWith(budgetMs: number, siteIndex: IndexDeps['siteIndex']): IndexDeps {
  const work = createPagePool({ size: 1, budgetMs });
  pools.push(work);
  const crawler = farmCrawler(farm, { work });
  closers.push(() => crawler.close());
  return {
    crawler,
    fingerprints: loadFingerprintSet(),
    work,
    siteIndex,
    vulnerabilities: createVulnerabilityLookup(db),
  };
}

describe('a revisit over its page budget', () => {
  it('keeps the technologies found before and records the outcome overBudget', async () => {
    const siteIndex = createPostgresSiteIndex(db);
    await siteIndex.init();
    const first = await indexSite(SITE, depsWith(60_000, siteIndex), { unreadable: 'updateHeld' });
    expect(first.crawl.outcome.kind).toBe('ok');
    expect(first.doc?.technologies.map((t) => t.slug)).toContain('wordpress');

    // No worker reads 2 MB of HTML in a millisecond.
    const second = await indexSite(SITE, depsWith(1, siteIndex), { unreadable: 'updateHeld' });
    expect(second.crawl.outcome).toMatchObject({ kind: 'overBudget', status: 200 });
    expect(second.crawl.outcome.reason).toMatch(/took longer than its budget of 1 ms/);
    expect(second.changes).toEqual([]);
    const held = await siteIndex.get(SITE);
    expect(held?.fetch).toMatchObject({ outcome: 'overBudget', status: 200 });
    expect(held?.technologies.map((t) => t.slug)).toContain('wordpress');
  }, 120_000);
});
