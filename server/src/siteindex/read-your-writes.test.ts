/**
 * A write through an adapter is seen by that adapter's next query, with no refresh() in between:
 * a scan writes its site and the results, lists and counts read it right after. OpenSearch makes
 * writes searchable only at a refresh (every second); before one, a count asked right after a
 * scan missed the site, and the statistics cache kept that answer as current for its whole TTL.
 * Through the statistics cache, a question first asked after a write sees it, and a kept answer
 * shows the write once its TTL has passed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { named, siteIndexEngines } from '../../../tests/support/engines.ts';
import { blankSite, SITES } from './conformance/dataset.ts';
import type { SiteDoc, SiteFilters, SiteIndex } from './port.ts';
import { withStatisticsCache } from './statistics-cache.ts';

const tagged = (domain: string, rank: number): SiteDoc => ({
  ...blankSite(domain, rank, 'DE', 'de'),
  technologies: [
    {
      name: 'Read Check',
      slug: 'read-check',
      version: '1.0',
      categories: ['read-checks'],
      firstSeen: '2025-05-28',
      lastSeen: '2025-05-28',
      mode: 'static',
      confidence: 100,
      cves: [],
    },
  ],
});

describe.each(named(siteIndexEngines()))('writes are read back at once on %s', (_name, engine) => {
  let raw: SiteIndex;
  const filters: SiteFilters = [{ module: 'technology', mode: 'include', slug: 'read-check' }];

  beforeAll(async () => {
    raw = await engine.open();
    await raw.upsert(SITES);
    await raw.refresh();
  });
  afterAll(() => raw?.close());

  it('counts, pages, facets and removals see the write before', async () => {
    for (let i = 0; i < 5; i++) {
      await raw.upsert([tagged(`read-${i}.de`, 10 + i)]);
      expect((await raw.countSample(filters, 0)).count).toBe(i + 1);
      expect((await raw.page(filters, { size: 10 })).items.map((d) => d.domain)).toContain(`read-${i}.de`);
      expect(await raw.aggregate(filters, 'technology', { size: 1 })).toEqual([
        { key: 'read-check', count: i + 1 },
      ]);
    }
    for (let i = 4; i >= 0; i--) {
      expect(await raw.remove(`read-${i}.de`)).toBe(true);
      expect((await raw.countSample(filters, 0)).count).toBe(i);
    }
  });

  it('through the statistics cache, a question first asked after a write sees it; a kept answer after its TTL', async () => {
    // Writes start no recomputation (docs/technology-pages.md, "Background work and requests"):
    // a kept answer stays until its TTL, then the refresh reads the write.
    const cached = withStatisticsCache(Object.assign(Object.create(raw), { close: async () => {} }), {
      ttlMs: 60_000,
    });
    // The cache's clock is the test's: its TTL passes when the test moves the clock on.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await cached.countSample(filters, 0)).count).toBe(0);
      await cached.upsert([tagged('cached-0.de', 20)]);
      // Asked for the first time after the write: computed now, so it counts the site.
      expect((await cached.countSample(filters, 1)).count).toBe(1);
      expect(await cached.aggregate(filters, 'technology', { size: 1 })).toEqual([
        { key: 'read-check', count: 1 },
      ]);
      // The answer kept from before the write is served until its TTL has passed…
      expect((await cached.countSample(filters, 0)).count).toBe(0);
      vi.setSystemTime(Date.now() + 61_000);
      // …then once more while the refresh runs, and the refreshed answer has the write.
      await cached.countSample(filters, 0);
      await cached.settled();
      expect((await cached.countSample(filters, 0)).count).toBe(1);
    } finally {
      vi.useRealTimers();
      await cached.close();
    }
  });
});
