/**
 * Rank updates without a visit, and offline sites held but counted nowhere: the same on every
 * adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../../tests/support/engines.ts';
import type { SiteDoc, SiteIndex } from '../port.ts';
import { siteRow } from '../site-row.ts';
import { LOW_RANK, SITES } from './dataset.ts';

const byDomain = (domain: string) => SITES.find((s) => s.domain === domain)!;
const shopify = { module: 'technology', mode: 'include', slug: 'shopify' } as const;

describe.each(named(siteIndexEngines()))('SiteIndex ranks and offline sites: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SITES);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  it('setRanks changes rank and rank source of held documents only, and the order follows', async () => {
    const before = byDomain('minimal.jp');
    expect(before.rank).toBe(LOW_RANK);
    const source = { list: 'tranco', date: '2026-11-01', current: true };
    const n = await index.setRanks([
      { domain: 'minimal.jp', rank: 1, rankSource: source },
      { domain: 'not-held.example', rank: 2, rankSource: source },
    ]);
    await index.refresh();
    expect(n).toBe(1);
    expect(await index.get('minimal.jp')).toEqual({ ...before, rank: 1, rankSource: source });
    expect(await index.get('not-held.example')).toBeNull();
    expect((await index.page([], { size: 1 })).items[0].domain).toBe('minimal.jp');
    expect((await index.pageRows([], { size: 1 })).items).toEqual([siteRow({ ...before, rank: 1 })]);
    expect((await index.countSample([], 1)).sample[0].domain).toBe('minimal.jp');
    const buckets = await index.aggregate(
      [{ module: 'ip', mode: 'include', values: [before.ip!] }],
      'rankBucket',
      {
        size: 5,
      },
    );
    expect(buckets.map((b) => b.key)).toContain('10K');
  });

  it('an offline document is found by get() but in no count, facet, switch, monthly change, sample or page', async () => {
    const site = byDomain('kleiner-laden.de');
    const total = (await index.countSample([], 0)).count;
    const shops = (await index.countSample([shopify], 0)).count;
    const techs = await index.aggregate([], 'technology', { size: 50 });
    const countries = await index.aggregate([], 'country', { size: 50 });
    const switches = await index.switches('ecommerce', { size: 10 });
    const monthly = await index.changesByMonth(['shopify'], { since: '2025-05-01' });
    const offline: SiteDoc = {
      ...site,
      offline: true,
      fetch: { ...site.fetch, outcome: 'dnsFailure', offlineVisits: 3 },
    };
    await index.upsert([offline]);
    await index.refresh();

    expect(await index.get(site.domain)).toEqual(offline);
    expect((await index.countSample([], 0)).count).toBe(total - 1);
    expect((await index.countSample([shopify], 0)).count).toBe(shops - 1);
    expect(
      (await index.aggregate([], 'technology', { size: 50 })).find((b) => b.key === 'shopify')?.count,
    ).toBe(techs.find((b) => b.key === 'shopify')!.count - 1);
    expect((await index.aggregate([], 'country', { size: 50 })).find((b) => b.key === 'DE')?.count ?? 0).toBe(
      countries.find((b) => b.key === 'DE')!.count - 1,
    );
    const pair = (s: { from: string; to: string }) => s.from === 'woocommerce' && s.to === 'shopify';
    expect((await index.switches('ecommerce', { size: 10 })).find(pair)?.count ?? 0).toBe(
      switches.find(pair)!.count - 1,
    );
    expect(await index.changesByMonth(['shopify'], { since: '2025-05-01' })).toEqual(
      monthly.map((m) => ({ ...m, added: m.added - 1 })).filter((m) => m.added + m.dropped > 0),
    );
    const all = await index.page([], { size: 100 });
    expect(all.items.map((d) => d.domain)).not.toContain(site.domain);
    const rows = await index.pageRows([], { size: 100 });
    expect(rows.items.map((r) => r.domain)).toEqual(all.items.map((d) => d.domain));

    // Its rank still moves with the lists, and it comes back whole when a visit reads it again.
    expect(await index.setRanks([{ domain: site.domain, rank: 5, rankSource: null }])).toBe(1);
    expect((await index.get(site.domain))?.rank).toBe(5);
    await index.upsert([{ ...site, offline: false }]);
    await index.refresh();
    expect((await index.countSample([], 0)).count).toBe(total);
    expect((await index.countSample([shopify], 0)).count).toBe(shops);
    expect(await index.switches('ecommerce', { size: 10 })).toEqual(switches);
    expect(await index.changesByMonth(['shopify'], { since: '2025-05-01' })).toEqual(monthly);
  });

  it('realSites walks every document that is not synthetic, offline ones included, in domain order', async () => {
    const site = byDomain('hamburg-hafen.de');
    const source = { list: 'majestic', date: '2026-10-01', current: false };
    await index.upsert([{ ...site, offline: true, rankSource: source }]);
    await index.refresh();
    const real = SITES.filter((d) => !d.synthetic).map((d) => d.domain);
    expect(real.length).toBeLessThan(SITES.length);
    const expected = [...real].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    // Small pages, so the walk continues from cursors and crosses both tables of the Postgres adapter.
    const walked: string[] = [];
    let after = '';
    for (let calls = 0; calls < SITES.length + 2; calls++) {
      const { sites, next } = await index.realSites(after, 3);
      expect(sites.length).toBeLessThanOrEqual(3);
      walked.push(...sites.map((s) => s.domain));
      if (next === null) break;
      expect(next > after).toBe(true);
      after = next;
    }
    expect(walked).toEqual(expected);

    const { sites } = await index.realSites('hamburg-hafen.c', 1);
    expect(sites).toEqual([
      { domain: site.domain, rank: site.rank, rankSource: source, checkedAt: site.fetch.checkedAt },
    ]);
    expect((await index.realSites(expected.at(-1)!, 5)).sites).toEqual([]);
    await expect(index.realSites('', 0)).rejects.toThrow(RangeError);
    await index.upsert([site]);
  });

  it('remove deletes an offline document', async () => {
    const site = byDomain('petit-hotel.fr');
    await index.upsert([{ ...site, offline: true }]);
    await index.refresh();
    expect(await index.remove(site.domain)).toBe(true);
    expect(await index.remove(site.domain)).toBe(false);
    expect(await index.get(site.domain)).toBeNull();
  });
});
