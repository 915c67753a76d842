/**
 * Every report filter module (include and exclude), every facet, technology switches and the
 * monthly change counts, on every
 * engine, against the in-memory reference; plus hand-checked answers where the reference itself
 * could be wrong in the same way as an adapter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../../tests/support/engines.ts';
import type { AggregateOptions, Facet, SiteDoc, SiteFilter, SiteFilters, SiteIndex } from '../port.ts';
import { SITES } from './dataset.ts';
import { randomFilters } from './random-filters.ts';
import { buckets, changesByMonth, select, switches } from './reference.ts';

const domains = (docs: SiteDoc[]) => docs.map((d) => d.domain);
const without = (filter: SiteFilter): SiteFilter => ({ ...filter, mode: 'exclude' });

/** One include filter per module, with the sites it must select (rank order). */
const MODULES: { filter: SiteFilter; expected: string[] }[] = [
  {
    filter: { module: 'header', mode: 'include', name: 'strict-transport-security' },
    expected: ['shopnow.com', 'pay-gateway.io'],
  },
  {
    filter: { module: 'language', mode: 'include', values: ['ja', 'hi'] },
    expected: ['anime-hub.jp', 'cricketscore.in', 'tokyo-ramen.jp', 'minimal.jp'],
  },
  {
    filter: { module: 'change', mode: 'include', action: 'added', slug: 'react' },
    expected: ['techblog.io', 'pay-gateway.io', 'designstudio.co.uk'],
  },
  {
    filter: { module: 'change', mode: 'include', action: 'added', slug: 'react', since: '2025-02-10' },
    expected: ['techblog.io', 'designstudio.co.uk'],
  },
  {
    filter: { module: 'change', mode: 'include', action: 'dropped', slug: 'shopify', since: '2024-08-01' },
    expected: ['boutique.fr', 'mercado.com.br'],
  },
  {
    filter: {
      module: 'change',
      mode: 'include',
      action: 'versionchanged',
      slug: 'wordpress',
      since: '2025-02-01',
    },
    expected: ['news-daily.co.uk'],
  },
  {
    filter: { module: 'vulnerability', mode: 'include' },
    expected: [
      'bundesamt-info.de',
      'boutique.fr',
      'opensource.org',
      'kochrezepte.de',
      'gamingforum.net',
      'legacy-portal.com',
      'mercado.com.br',
      'hamburg-hafen.de',
      '0-first-low.com',
      'mom-and-pop.co.uk',
      'oldschool.net',
      'zz-last.com',
    ],
  },
  {
    filter: { module: 'vulnerability', mode: 'include', cves: ['CVE-2019-11043', 'CVE-2024-0000'] },
    expected: [
      'boutique.fr',
      'mercado.com.br',
      '0-first-low.com',
      'mom-and-pop.co.uk',
      'oldschool.net',
    ].filter((d) => d !== '0-first-low.com'),
  },
  {
    filter: { module: 'vulnerability', mode: 'include', minSeverity: 8.8 },
    expected: ['gamingforum.net', 'legacy-portal.com', 'oldschool.net', 'zz-last.com'],
  },
  {
    // A CVE without a score: known, but never above a minimum severity.
    filter: { module: 'vulnerability', mode: 'include', cves: ['CVE-2024-0000'], minSeverity: 5 },
    expected: ['boutique.fr'],
  },
  {
    filter: { module: 'asn', mode: 'include', values: [9] },
    expected: ['opensource.org', 'gamingforum.net', 'blog9.net', 'minimal.jp', 'oldschool.net'],
  },
  {
    filter: { module: 'ip', mode: 'include', values: ['88.99.1.10'] },
    expected: ['news-daily.co.uk', 'a-tie.net', 'atie.net', 'mom-and-pop.co.uk'],
  },
  {
    filter: { module: 'tag', mode: 'include', values: ['G-SHOP001'] },
    expected: ['shopnow.com', 'boutique.fr'],
  },
  {
    filter: { module: 'advertiser', mode: 'include', values: ['rubiconproject.com'] },
    expected: ['news-daily.co.uk', 'cricketscore.in', 'bigretail.com'],
  },
  {
    filter: { module: 'linksTo', mode: 'include', domain: 'hubspot.com' },
    expected: ['hubspot-agency.com', 'charity.org'],
  },
  {
    filter: { module: 'redirectsTo', mode: 'include', values: ['www.parisbistro.fr', 'nowhere.org'] },
    expected: ['parisbistro.fr'],
  },
];

/** Facets and options; each is compared with the reference, with and without filters. */
const FACETS: { facet: Facet; opts: AggregateOptions }[] = [
  { facet: 'country', opts: { size: 10 } },
  { facet: 'tld', opts: { size: 10 } },
  { facet: 'language', opts: { size: 10 } },
  { facet: 'technology', opts: { size: 30 } },
  { facet: 'technology', opts: { size: 3, category: 'cms' } },
  { facet: 'technology', opts: { size: 10, category: 'javascript-frameworks' } },
  { facet: 'category', opts: { size: 40 } },
  { facet: 'version', opts: { size: 10, technology: 'wordpress' } },
  { facet: 'rankBucket', opts: { size: 5 } },
  { facet: 'asn', opts: { size: 10 } },
  { facet: 'ip', opts: { size: 3 } },
  { facet: 'tag', opts: { size: 10 } },
  { facet: 'header', opts: { size: 10 } },
  { facet: 'headerValue', opts: { size: 10, header: 'server' } },
  { facet: 'headerValue', opts: { size: 10, header: 'content-security-policy' } },
  { facet: 'headerValue', opts: { size: 10, header: 'zzz-after-every-term' } },
  { facet: 'technology', opts: { size: 10, category: 'zzz-after-every-term' } },
  { facet: 'advertiser', opts: { size: 10 } },
  { facet: 'cve', opts: { size: 10 } },
  { facet: 'change', opts: { size: 20 } },
  { facet: 'change', opts: { size: 20, since: '2025-04-28' } },
  { facet: 'change', opts: { size: 20, since: '2025-02-01', until: '2025-03-01' } },
  { facet: 'change', opts: { size: 20, until: '2024-09-02' } },
];

const FACET_FILTERS: SiteFilters[] = [
  [],
  [{ module: 'technology', mode: 'include', slug: 'wordpress' }],
  [
    { module: 'country', mode: 'exclude', values: ['US'] },
    { module: 'vulnerability', mode: 'exclude' },
  ],
];

const RANDOM_SEEDS = Array.from({ length: 80 }, (_, i) => 5000 + i);

describe.each(named(siteIndexEngines()))('SiteIndex modules: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SITES);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  describe('filters', () => {
    it.each(MODULES)('$filter.module include $filter', async ({ filter, expected }) => {
      expect(domains(select(SITES, [filter]))).toEqual(expected);
      const r = await index.countSample([filter], 100);
      expect(domains(r.sample)).toEqual(expected);
      expect(r.count).toBe(expected.length);
    });

    it.each(MODULES)('$filter.module exclude $filter', async ({ filter, expected }) => {
      const r = await index.countSample([without(filter)], 100);
      expect(r.count).toBe(SITES.length - expected.length);
      expect(domains(r.sample)).toEqual(domains(select(SITES, [without(filter)])));
      for (const d of expected) expect(domains(r.sample)).not.toContain(d);
    });

    it('keeps sites with unknown language, ip or asn when excluding those', async () => {
      for (const filter of [
        { module: 'language', mode: 'exclude', values: ['en'] },
        { module: 'ip', mode: 'exclude', values: ['104.16.1.1'] },
        { module: 'asn', mode: 'exclude', values: [13335] },
      ] as SiteFilter[]) {
        const r = await index.countSample([filter], 100);
        expect(domains(r.sample)).toContain('a2tie.net');
        expect(domains(r.sample)).toEqual(domains(select(SITES, [filter])));
      }
    });

    it('treats empty value lists of the new modules as matching nothing', async () => {
      for (const module of ['language', 'ip', 'tag', 'advertiser'] as const) {
        expect((await index.countSample([{ module, mode: 'include', values: [] }], 5)).count).toBe(0);
        expect((await index.countSample([{ module, mode: 'exclude', values: [] }], 5)).count).toBe(
          SITES.length,
        );
      }
      expect((await index.countSample([{ module: 'asn', mode: 'include', values: [] }], 5)).count).toBe(0);
      const none = await index.countSample([{ module: 'vulnerability', mode: 'include', cves: [] }], 5);
      expect(none.count).toBe(0);
    });

    it('matches change action, technology and day on the same event', async () => {
      // shopnow.com added stripe and dropped woocommerce on 2024-09-02: no "added woocommerce".
      const r = await index.countSample(
        [{ module: 'change', mode: 'include', action: 'added', slug: 'woocommerce', since: '2024-09-01' }],
        10,
      );
      expect(domains(r.sample)).toEqual(['mercado.com.br']);
    });

    it('combines the report modules', async () => {
      const filters: SiteFilters = [
        { module: 'category', mode: 'include', slug: 'cms' },
        { module: 'country', mode: 'include', values: ['DE', 'GB', 'FR'] },
        { module: 'vulnerability', mode: 'exclude', minSeverity: 7 },
        { module: 'header', mode: 'include', name: 'x-powered-by' },
        { module: 'change', mode: 'exclude', action: 'dropped', slug: 'wordpress' },
      ];
      const r = await index.countSample(filters, 100);
      expect(domains(r.sample)).toEqual(domains(select(SITES, filters)));
      expect(domains(r.sample)).toEqual([
        'news-daily.co.uk',
        'bundesamt-info.de',
        'boutique.fr',
        'atie.net',
        'kochrezepte.de',
        'parisbistro.fr',
        'charity.org',
        'mom-and-pop.co.uk',
      ]);
    });

    it('gives the reference answers on random filter sets over every module', async () => {
      for (const seed of RANDOM_SEEDS) {
        const filters = randomFilters(seed);
        const expected = select(SITES, filters);
        const label = `seed ${seed}: ${JSON.stringify(filters)}`;
        const got = await index.countSample(filters, 6);
        expect({ label, count: got.count, sample: domains(got.sample) }).toEqual({
          label,
          count: expected.length,
          sample: domains(expected.slice(0, 6)),
        });
        const facet = (['country', 'category', 'cve', 'change', 'rankBucket'] as Facet[])[seed % 5];
        expect(await index.aggregate(filters, facet, { size: 4 }), `${label} ${facet}`).toEqual(
          buckets(SITES, filters, facet, { size: 4 }),
        );
      }
    });
  });

  describe('facets', () => {
    for (const [i, filters] of FACET_FILTERS.entries()) {
      it.each(FACETS)(`$facet $opts (filter set ${i})`, async ({ facet, opts }) => {
        const expected = buckets(SITES, filters, facet, opts);
        const got = await index.aggregate(filters, facet, opts);
        expect(got).toEqual(expected);
      });
    }

    it('counts what the pages show, checked by hand', async () => {
      expect(await index.aggregate([], 'rankBucket', { size: 5 })).toEqual([
        { key: '100K', count: 29 },
        { key: '100M', count: 29 },
        { key: '10M', count: 29 },
        { key: '1M', count: 29 },
        { key: '10K', count: 25 },
      ]);
      expect(await index.aggregate([], 'asn', { size: 4 })).toEqual([
        { key: '24940', count: 9 },
        { key: '16509', count: 8 },
        { key: '13335', count: 7 },
        { key: '9', count: 5 },
      ]);
      // Keys are strings: among equal counts "9" sorts after "16509".
      const tie: SiteFilters = [{ module: 'ip', mode: 'include', values: ['128.2.1.1', '52.1.1.1'] }];
      expect(await index.aggregate(tie, 'asn', { size: 4 })).toEqual([
        { key: '16509', count: 1 },
        { key: '9', count: 1 },
      ]);
      // A site sending set-cookie twice counts once.
      const headers = await index.aggregate([], 'header', { size: 20 });
      expect(headers.find((b) => b.key === 'set-cookie')).toEqual({ key: 'set-cookie', count: 1 });
      // The long CSP value is kept out of the value facet.
      expect(
        await index.aggregate([], 'headerValue', { size: 5, header: 'content-security-policy' }),
      ).toEqual([]);
      expect(await index.aggregate([], 'cve', { size: 2 })).toEqual([
        { key: 'CVE-2019-11358', count: 5 },
        { key: 'CVE-2020-11022', count: 5 },
      ]);
      expect(await index.aggregate([], 'technology', { size: 2, category: 'cms' })).toEqual([
        { key: 'wordpress', count: 14 },
        { key: 'drupal', count: 3 },
      ]);
      expect(await index.aggregate([], 'change', { size: 3, since: '2025-05-01' })).toEqual([
        { key: 'added:nginx', count: 1 },
        { key: 'added:react', count: 1 },
        { key: 'added:shopify', count: 1 },
      ]);
    });

    it('counts the changes of one month: from its 1st, up to the next 1st excluded', async () => {
      expect(
        await index.aggregate([], 'change', { size: 10, since: '2025-02-01', until: '2025-03-01' }),
      ).toEqual([
        { key: 'added:react', count: 1 },
        { key: 'added:woocommerce', count: 1 },
        { key: 'dropped:shopify', count: 1 },
        { key: 'dropped:vue-js', count: 1 },
      ]);
      expect(
        await index.aggregate([], 'change', { size: 10, since: '2025-03-02', until: '2025-03-03' }),
      ).toEqual([]);
      expect(
        await index.aggregate([], 'change', { size: 10, since: '2025-03-01', until: '2025-03-04' }),
      ).toEqual([
        { key: 'added:next-js', count: 1 },
        { key: 'added:vue-js', count: 1 },
        { key: 'versionchanged:wordpress', count: 1 },
      ]);
    });

    it('needs a header for the headerValue facet', async () => {
      await expect(index.aggregate([], 'headerValue', { size: 5 })).rejects.toThrow(/header/);
    });
  });

  describe('switches', () => {
    it.each([
      { category: 'ecommerce', size: 10 },
      { category: 'ecommerce', size: 10, since: '2025-01-01' },
      { category: 'javascript-frameworks', size: 10 },
      { category: 'web-servers', size: 1 },
      { category: 'cms', size: 10, since: '2024-08-01' },
      { category: 'no-such-category', size: 10 },
    ])('within $category since $since (size $size)', async ({ category, size, since }) => {
      const opts = since ? { size, since } : { size };
      expect(await index.switches(category, opts)).toEqual(switches(SITES, category, opts));
    });

    it('counts each site once per pair, most frequent first', async () => {
      expect(await index.switches('ecommerce', { size: 10 })).toEqual(
        [
          { from: 'shopify', to: 'woocommerce', count: 3 },
          { from: 'woocommerce', to: 'shopify', count: 2 },
          { from: 'woocommerce', to: 'stripe', count: 0 },
        ].filter((s) => s.count > 0),
      );
      expect(await index.switches('javascript-frameworks', { size: 10, since: '2025-01-01' })).toEqual([
        { from: 'vue-js', to: 'react', count: 2 },
      ]);
    });
  });
  describe('changes by month', () => {
    it.each([
      { slugs: ['shopify', 'woocommerce', 'react', 'nginx', 'apache'], since: '2024-01-01' },
      { slugs: ['shopify', 'wordpress', 'drupal'], since: '2024-08-01' },
      { slugs: ['vue-js'], since: '2025-03-01' },
      { slugs: ['no-such-technology'], since: '2024-01-01' },
      { slugs: [], since: '2024-01-01' },
    ])('of $slugs since $since', async ({ slugs, since }) => {
      expect(await index.changesByMonth(slugs, { since })).toEqual(changesByMonth(SITES, slugs, since));
    });

    it('counts added and dropped events per calendar month, version changes not at all', async () => {
      expect(await index.changesByMonth(['shopify', 'react', 'nginx'], { since: '2024-07-01' })).toEqual([
        { slug: 'nginx', month: '2024-12', added: 1, dropped: 0 },
        { slug: 'nginx', month: '2025-05', added: 1, dropped: 0 },
        { slug: 'react', month: '2025-02', added: 1, dropped: 0 },
        { slug: 'react', month: '2025-05', added: 1, dropped: 0 },
        { slug: 'shopify', month: '2024-08', added: 0, dropped: 1 },
        { slug: 'shopify', month: '2025-02', added: 0, dropped: 1 },
        { slug: 'shopify', month: '2025-04', added: 1, dropped: 0 },
        { slug: 'shopify', month: '2025-05', added: 1, dropped: 0 },
      ]);
    });
  });
});
