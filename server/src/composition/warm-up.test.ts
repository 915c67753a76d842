import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testServerEnv } from '../../../tests/support/server.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { catalogueStats } from '../catalogue/stats.ts';
import { loadConfig } from '../config/index.ts';
import { prepareDemoSources, seedDemo } from '../demo/index.ts';
import type { PageDeps } from '../page-data/context.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import { type CachedSiteIndex, withStatisticsCache } from '../siteindex/statistics-cache.ts';
import type { Db } from '../store/db.ts';
import { resolvePage } from './page-registry.ts';
import { warmLandingPages } from './warm-up.ts';

let db: Db;
let raw: SiteIndex;
let cached: CachedSiteIndex;
let deps: PageDeps;

beforeAll(async () => {
  db = await openMemoryDb('catalogues');
  await prepareDemoSources(db);
  raw = createPostgresSiteIndex(db);
  await raw.init();
  await seedDemo(db, raw, { count: 1_500, seed: 5 });
  // Looked up at call time, so the spies below see the calls the cache makes.
  cached = withStatisticsCache(Object.assign(Object.create(raw), { close: async () => {} }), {
    ttlMs: 600_000,
  });
  deps = {
    config: loadConfig(testServerEnv()),
    db,
    siteIndex: cached,
    catalogue: catalogueStats(db, cached),
  };
}, 180_000);
afterAll(async () => {
  await cached?.close();
  await db?.close();
});

const open = (path: string) =>
  resolvePage(path, {
    deps,
    viewer: { loggedIn: false },
    baseUrl: 'http://localhost',
    query: {},
    visitorCountry: null,
  });

describe('computing the landing pages ahead', () => {
  it('loads the menu pages, every category with sites and the top technologies, all answering', async () => {
    const categories = await raw.aggregate([], 'category', { size: 1_000 });
    const common = (await raw.aggregate([], 'technology', { size: 1_000 })).filter(
      (b) => b.count >= 1_500 * 0.005,
    );
    const result = await warmLandingPages(deps, { baseUrl: 'http://localhost', shouldStop: () => false });
    expect(result.failed).toEqual([]);
    expect(categories.length).toBeGreaterThan(20);
    expect(common.length).toBeGreaterThan(20);
    expect(result.pages).toBe(11 + categories.length + 2 * common.length);
  }, 120_000);

  it('after it, those pages ask the index no statistics: every answer is kept', async () => {
    const [top] = await raw.aggregate([], 'technology', { size: 1 });
    const [category] = await raw.aggregate([], 'category', { size: 1 });
    const asked = [vi.spyOn(raw, 'countSample'), vi.spyOn(raw, 'aggregate'), vi.spyOn(raw, 'switches')];
    for (const path of [
      '/',
      '/technology-type',
      `/technology-type/${category.key}`,
      `/technology/${top.key}`,
      `/technology/${top.key}/versions`,
      '/common-response-headers',
      '/cwe',
      '/security',
    ]) {
      expect((await open(path)).status, path).toBe(200);
    }
    for (const spy of asked) expect(spy).not.toHaveBeenCalled();
    // A website's freshness stars read the same version distributions as the technology pages.
    const [site] = (await raw.page([], { size: 1 })).items;
    const commonSlugs = new Set(
      (await raw.aggregate([], 'technology', { size: 1_000 }))
        .filter((b) => b.count >= 1_500 * 0.005)
        .map((b) => b.key),
    );
    asked[1].mockClear();
    expect((await open(`/website/${site.domain}`)).status).toBe(200);
    const versionQuestions = asked[1].mock.calls.filter(
      ([, facet, o]) => facet === 'version' && commonSlugs.has(o.technology ?? ''),
    );
    expect(site.technologies.some((t) => t.version && commonSlugs.has(t.slug))).toBe(true);
    expect(versionQuestions).toEqual([]);
    // A page outside the list is computed when first asked.
    expect((await open('/technology/this-technology-does-not-exist')).status).toBe(404);
    // A technology on fewer than 0.5 % of the sites.
    const beyondTop = (await raw.aggregate([], 'technology', { size: 1_000 })).find(
      (b) => b.count < 1_500 * 0.005,
    );
    expect(beyondTop).toBeDefined();
    if (!beyondTop) return;
    for (const spy of asked) spy.mockClear();
    expect((await open(`/technology/${beyondTop.key}`)).status).toBe(200);
    // Its own statistics are computed now; the index-wide and category-wide ones it shows
    // (total, rankings, alternatives) were kept from the pages computed ahead.
    const calls = [...asked[0].mock.calls, ...asked[1].mock.calls, ...asked[2].mock.calls];
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c) => Array.isArray(c[0]) && c[0].length === 0)).toEqual([]);
  });

  it('goes on past a page whose store query fails, and says which', async () => {
    const failing: SiteIndex = Object.assign(Object.create(raw), {
      close: async () => {},
      switches: () => Promise.reject(new Error('index refused the query')),
    });
    const index = withStatisticsCache(failing, { ttlMs: 600_000 });
    try {
      const result = await warmLandingPages(
        { ...deps, siteIndex: index, catalogue: catalogueStats(db, index) },
        { baseUrl: 'http://localhost', shouldStop: () => false },
      );
      // Category pages of exclusive categories list switches; every other page is computed.
      expect(result.failed.length).toBeGreaterThan(0);
      expect(
        result.failed.every((f) => /^\/technology-type\/[a-z0-9-]+ failed: index refused the query$/.test(f)),
      ).toBe(true);
      expect(result.pages).toBe(
        (await warmLandingPages(deps, { baseUrl: 'http://localhost', shouldStop: () => false })).pages,
      );
    } finally {
      await index.close();
    }
  }, 120_000);

  it('stops between pages when asked to', async () => {
    const result = await warmLandingPages(deps, { baseUrl: 'http://localhost', shouldStop: () => true });
    expect(result.pages).toBe(0);
  });
});
