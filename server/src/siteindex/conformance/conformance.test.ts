/**
 * One behaviour, every adapter: the SiteIndex port's contract checked against each engine from
 * siteIndexEngines() (Postgres on PGlite, Postgres on a server, OpenSearch) and against the
 * plain in-memory reference in reference.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, siteIndexEngines } from '../../../../tests/support/engines.ts';
import { InvalidCursorError } from '../cursor.ts';
import type { Facet, Page, SiteDoc, SiteFilters, SiteIndex } from '../port.ts';
import { siteRow } from '../site-row.ts';
import { blankSite, LOW_RANK, SITES } from './dataset.ts';
import { randomFilters } from './random-filters.ts';
import { buckets, ordered, select } from './reference.ts';

const domains = (docs: SiteDoc[]) => docs.map((d) => d.domain);
const byDomain = (domain: string) => SITES.find((s) => s.domain === domain)!;

/** Every page of `read` (page or pageRows), `size` at a time, following the cursors. */
async function allPages<T>(read: (cursor: string | null) => Promise<Page<T>>, size: number): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const page = await read(cursor);
    expect(page.items.length).toBeLessThanOrEqual(size);
    out.push(...page.items);
    if (!page.next) return out;
    expect(page.items.length).toBe(size);
    cursor = page.next;
  }
  throw new Error('paging did not end');
}

const docPages = (index: SiteIndex, filters: SiteFilters, size: number) =>
  allPages((cursor) => index.page(filters, { size, cursor }), size);
const rowPages = (index: SiteIndex, filters: SiteFilters, size: number) =>
  allPages((cursor) => index.pageRows(filters, { size, cursor }), size);

const RANDOM_SEEDS = Array.from({ length: 60 }, (_, i) => 1000 + i);

describe.each(named(siteIndexEngines()))('SiteIndex conformance: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SITES);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  async function expectSelection(filters: SiteFilters, expected: string[]) {
    const r = await index.countSample(filters, 100);
    expect(domains(r.sample)).toEqual(expected);
    expect(r.count).toBe(expected.length);
    expect(domains(r.sample)).toEqual(domains(select(SITES, filters)));
  }

  describe('get', () => {
    it('returns documents exactly as written', async () => {
      for (const domain of [
        'shopnow.com',
        'a2tie.net',
        'legacy-portal.com',
        'static-site.org',
        'parisbistro.fr',
      ]) {
        expect(await index.get(domain)).toEqual(byDomain(domain));
      }
    });

    it('returns null for an unknown domain', async () => {
      expect(await index.get('nowhere.example')).toBeNull();
    });
  });

  describe('countSample', () => {
    it('matches every site with no filters, best rank first, ties by domain, low ranks last', async () => {
      const r = await index.countSample([], SITES.length);
      expect(r.count).toBe(SITES.length);
      expect(domains(r.sample)).toEqual(domains(ordered(SITES)));
      const tie = domains(r.sample).filter((d) => byDomain(d).rank === 500);
      expect(tie).toEqual(['a-tie.net', 'a2tie.net', 'atie.net']);
      expect(r.sample.at(-1)!.rank).toBe(LOW_RANK);
      expect(r.sample.findIndex((d) => d.rank === LOW_RANK)).toBe(SITES.length - 7);
      expect(r.sample[0]).toEqual(byDomain('shopnow.com'));
    });

    it('limits the sample but not the count', async () => {
      const r = await index.countSample([], 3);
      expect(r.count).toBe(SITES.length);
      expect(domains(r.sample)).toEqual(['shopnow.com', 'news-daily.co.uk', 'techblog.io']);
      const none = await index.countSample([], 0);
      expect(none).toEqual({ count: SITES.length, sample: [] });
    });

    it('includes and excludes a technology', async () => {
      const shopify = ['shopnow.com', 'lojavirtual.com.br', 'mumbai-eats.in', 'kleiner-laden.de'];
      await expectSelection([{ module: 'technology', mode: 'include', slug: 'shopify' }], shopify);
      const rest = domains(ordered(SITES)).filter((d) => !shopify.includes(d));
      await expectSelection([{ module: 'technology', mode: 'exclude', slug: 'shopify' }], rest);
    });

    it('matches technology and version on the same technology entry', async () => {
      await expectSelection(
        [{ module: 'technology', mode: 'include', slug: 'jquery', version: '1.12.4' }],
        ['boutique.fr', 'gamingforum.net', 'legacy-portal.com', '0-first-low.com', 'oldschool.net'],
      );
      // legacy-portal.com has jQuery 1.12.4 and Bootstrap 5.3.2, not jQuery 5.3.2.
      await expectSelection(
        [{ module: 'technology', mode: 'include', slug: 'jquery', version: '5.3.2' }],
        [],
      );
      const without = await index.countSample(
        [{ module: 'technology', mode: 'exclude', slug: 'jquery', version: '3.7.1' }],
        100,
      );
      expect(domains(without.sample)).not.toContain('legacy-portal.com');
      expect(domains(without.sample)).toContain('gamingforum.net');
      expect(domains(without.sample)).toContain('parisbistro.fr'); // jQuery without a version
    });

    it('filters by category, include and exclude', async () => {
      await expectSelection(
        [{ module: 'category', mode: 'include', slug: 'ecommerce' }],
        domains(select(SITES, [{ module: 'category', mode: 'include', slug: 'ecommerce' }])),
      );
      const r = await index.countSample([{ module: 'category', mode: 'include', slug: 'ecommerce' }], 100);
      expect(r.count).toBe(7);
      const ex = await index.countSample([{ module: 'category', mode: 'exclude', slug: 'web-servers' }], 100);
      expect(domains(ex.sample)).toContain('static-site.org');
      expect(domains(ex.sample)).not.toContain('cricketscore.in'); // nginx without a version still counts
    });

    it('ORs the values of one filter and ANDs filters', async () => {
      await expectSelection(
        [{ module: 'tld', mode: 'include', values: ['jp', 'com.br'] }],
        ['anime-hub.jp', 'lojavirtual.com.br', 'mercado.com.br', 'tokyo-ramen.jp', 'minimal.jp'],
      );
      await expectSelection(
        [
          { module: 'technology', mode: 'include', slug: 'wordpress' },
          { module: 'country', mode: 'include', values: ['GB', 'FR'] },
          { module: 'technology', mode: 'exclude', slug: 'woocommerce' },
        ],
        ['news-daily.co.uk', 'atie.net', 'parisbistro.fr', 'charity.org'],
      );
    });

    it('keeps sites with an unknown country when excluding countries', async () => {
      const r = await index.countSample([{ module: 'country', mode: 'exclude', values: ['US', 'GB'] }], 100);
      expect(domains(r.sample)).toEqual(
        domains(select(SITES, [{ module: 'country', mode: 'exclude', values: ['US', 'GB'] }])),
      );
      for (const d of ['a2tie.net', 'devtools.io', 'static-site.org', 'petit-hotel.fr']) {
        expect(domains(r.sample)).toContain(d);
      }
      const none = await index.countSample([{ module: 'country', mode: 'include', values: ['ZZ'] }], 10);
      expect(none).toEqual({ count: 0, sample: [] });
    });

    it('treats empty value lists as matching nothing (include) or everything (exclude)', async () => {
      await expectSelection([{ module: 'tld', mode: 'include', values: [] }], []);
      await expectSelection([{ module: 'country', mode: 'exclude', values: [] }], domains(ordered(SITES)));
    });

    it('treats unknown technologies and categories as matching nothing', async () => {
      await expectSelection([{ module: 'technology', mode: 'include', slug: 'no-such-tech' }], []);
      await expectSelection([{ module: 'category', mode: 'exclude', slug: 'nope' }], domains(ordered(SITES)));
    });
  });

  describe('aggregate', () => {
    const cases: { facet: Facet; filters: SiteFilters; size: number; technology?: string }[] = [
      { facet: 'country', filters: [], size: 20 },
      { facet: 'country', filters: [], size: 3 },
      { facet: 'tld', filters: [], size: 20 },
      { facet: 'tld', filters: [{ module: 'technology', mode: 'include', slug: 'wordpress' }], size: 5 },
      { facet: 'technology', filters: [], size: 30 },
      { facet: 'technology', filters: [{ module: 'country', mode: 'include', values: ['DE'] }], size: 4 },
      { facet: 'version', filters: [], size: 10, technology: 'jquery' },
      { facet: 'version', filters: [], size: 10, technology: 'php' },
      {
        facet: 'version',
        filters: [{ module: 'tld', mode: 'exclude', values: ['com'] }],
        size: 2,
        technology: 'php',
      },
      { facet: 'version', filters: [], size: 10, technology: 'no-such-tech' },
      // Its prefix sorts after every indexed term (an OpenSearch 2.19 bug threw on that).
      { facet: 'version', filters: [], size: 10, technology: 'zzz-after-every-term' },
    ];

    it.each(cases)('$facet buckets (size $size, technology $technology, filters $filters)', async (c) => {
      const got = await index.aggregate(c.filters, c.facet, { size: c.size, technology: c.technology });
      expect(got).toEqual(buckets(SITES, c.filters, c.facet, c));
    });

    it('counts sites, not entries, and leaves versionless entries out of versions', async () => {
      const techs = await index.aggregate([], 'technology', { size: 50 });
      expect(techs.find((b) => b.key === 'jquery')).toEqual({ key: 'jquery', count: 15 });
      const versions = await index.aggregate([], 'version', { size: 10, technology: 'jquery' });
      expect(versions).toEqual([
        { key: '3.7.1', count: 10 },
        { key: '1.12.4', count: 5 },
      ]);
      const countries = await index.aggregate([], 'country', { size: 3 });
      expect(countries).toEqual([
        { key: 'US', count: 11 },
        { key: 'GB', count: 6 },
        { key: 'DE', count: 4 },
      ]);
    });

    it('needs a technology for the version facet', async () => {
      await expect(index.aggregate([], 'version', { size: 5 })).rejects.toThrow(/technology/);
    });
  });

  describe('page', () => {
    it.each([1, 5, 7, 12, 36, 100])('walks every page of size %i to the full ordered list', async (size) => {
      const all = await docPages(index, [], size);
      expect(all).toEqual(ordered(SITES));
    });

    it('pages through a filtered selection', async () => {
      const filters: SiteFilters = [
        { module: 'category', mode: 'include', slug: 'programming-languages' },
        { module: 'country', mode: 'exclude', values: ['US'] },
      ];
      expect(domains(await docPages(index, filters, 4))).toEqual(domains(select(SITES, filters)));
    });

    it('ends with a null cursor when the last page is exactly full', async () => {
      const first = await index.page([{ module: 'tld', mode: 'include', values: ['fr'] }], { size: 3 });
      expect(domains(first.items)).toEqual(['boutique.fr', 'parisbistro.fr', 'petit-hotel.fr']);
      expect(first.next).toBeNull();
      const empty = await index.page([{ module: 'tld', mode: 'include', values: ['xyz'] }], { size: 3 });
      expect(empty).toEqual({ items: [], next: null });
    });

    it('rejects a cursor it did not make', async () => {
      await expect(index.page([], { size: 2, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
    });
  });

  describe('pageRows', () => {
    it.each([1, 7, 100])(
      'walks every page of size %i to the list rows of the full ordered list',
      async (size) => {
        expect(await rowPages(index, [], size)).toEqual(ordered(SITES).map(siteRow));
      },
    );

    it('pages a filtered selection with the cursors of page, either continuing the other', async () => {
      const filters: SiteFilters = [{ module: 'tld', mode: 'exclude', values: ['com'] }];
      const expected = select(SITES, filters);
      expect(expected.length).toBeGreaterThan(6);
      expect(await rowPages(index, filters, 4)).toEqual(expected.map(siteRow));
      const docs = await index.page(filters, { size: 3 });
      const rows = await index.pageRows(filters, { size: 3 });
      expect(rows).toEqual({ items: docs.items.map(siteRow), next: docs.next });
      const afterDocs = await index.pageRows(filters, { size: 3, cursor: docs.next });
      expect(afterDocs.items).toEqual(expected.slice(3, 6).map(siteRow));
      const afterRows = await index.page(filters, { size: 3, cursor: rows.next });
      expect(afterRows.items).toEqual(expected.slice(3, 6));
    });

    it('ends with a null cursor and rejects a cursor it did not make', async () => {
      const french = await index.pageRows([{ module: 'tld', mode: 'include', values: ['fr'] }], { size: 3 });
      expect(french.items.map((r) => r.domain)).toEqual(['boutique.fr', 'parisbistro.fr', 'petit-hotel.fr']);
      expect(french.next).toBeNull();
      await expect(index.pageRows([], { size: 2, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
      await expect(index.pageRows([], { size: 0 })).rejects.toThrow(RangeError);
    });
  });

  describe('random filter sets', () => {
    it('give the reference counts, samples and technology buckets', async () => {
      for (const seed of RANDOM_SEEDS) {
        const filters = randomFilters(seed);
        const expected = select(SITES, filters);
        const got = await index.countSample(filters, 10);
        const label = `seed ${seed}: ${JSON.stringify(filters)}`;
        expect({ label, count: got.count, sample: domains(got.sample) }).toEqual({
          label,
          count: expected.length,
          sample: domains(expected.slice(0, 10)),
        });
        expect(await index.aggregate(filters, 'technology', { size: 5 }), label).toEqual(
          buckets(SITES, filters, 'technology', { size: 5 }),
        );
      }
    });
  });
});

describe.each(named(siteIndexEngines()))('SiteIndex writes: %s', (_name, engine) => {
  let index: SiteIndex;

  beforeAll(async () => {
    index = await engine.open();
    await index.upsert(SITES);
    await index.refresh();
  });
  afterAll(async () => {
    await index?.close();
  });

  it('upsert replaces the whole document', async () => {
    const before = byDomain('boutique.fr');
    const after: SiteDoc = {
      ...before,
      rank: 7,
      country: 'BE',
      technologies: [
        {
          name: 'Shopify',
          slug: 'shopify',
          version: null,
          categories: ['ecommerce'],
          firstSeen: '2025-05-28',
          lastSeen: '2025-05-28',
          mode: 'static',
          confidence: 100,
          cves: [],
        },
      ],
      tags: [],
      changes: [],
    };
    await index.upsert([after]);
    await index.refresh();
    expect(await index.get('boutique.fr')).toEqual(after);
    // Its list row is written with it: the new rank, country and technology count.
    expect((await index.pageRows([], { size: 1 })).items).toEqual([siteRow(after)]);
    const wp = await index.countSample([{ module: 'technology', mode: 'include', slug: 'woocommerce' }], 10);
    expect(domains(wp.sample)).not.toContain('boutique.fr');
    const first = await index.countSample([], 1);
    expect(first.count).toBe(SITES.length);
    expect(domains(first.sample)).toEqual(['boutique.fr']);
    expect(
      await index.aggregate([{ module: 'country', mode: 'include', values: ['BE'] }], 'technology', {
        size: 5,
      }),
    ).toEqual([{ key: 'shopify', count: 1 }]);
  });

  it('the last copy of a domain in one batch wins; an empty batch is a no-op', async () => {
    const base = byDomain('minimal.jp');
    await index.upsert([
      { ...base, rank: 3 },
      { ...base, rank: 4 },
    ]);
    await index.upsert([]);
    await index.refresh();
    expect((await index.get('minimal.jp'))?.rank).toBe(4);
  });

  it('inserts new documents', async () => {
    const fresh = blankSite('brand-new.dev', 1, 'CA', 'dev');
    await index.upsert([fresh]);
    await index.refresh();
    expect(await index.get('brand-new.dev')).toEqual(fresh);
    expect((await index.countSample([], 1)).sample[0]).toEqual(fresh);
  });

  it('remove deletes a document once', async () => {
    expect(await index.remove('shopnow.com')).toBe(true);
    expect(await index.remove('shopnow.com')).toBe(false);
    expect(await index.remove('never-there.com')).toBe(false);
    await index.refresh();
    expect(await index.get('shopnow.com')).toBeNull();
    const r = await index.countSample([{ module: 'technology', mode: 'include', slug: 'stripe' }], 10);
    expect(domains(r.sample)).toEqual(['pay-gateway.io', 'bigretail.com']);
    const techs = await index.aggregate([], 'technology', { size: 50 });
    expect(techs.find((b) => b.key === 'stripe')?.count).toBe(2);
  });
});

describe('SiteIndex engines agree with each other', () => {
  const engines = siteIndexEngines();
  const open: { name: string; index: SiteIndex }[] = [];

  beforeAll(async () => {
    for (const engine of engines) {
      const index = await engine.open();
      open.push({ name: engine.name, index });
      await index.upsert(SITES);
      await index.refresh();
    }
  });
  afterAll(async () => {
    for (const { index } of open) await index.close();
  });

  it(`on random filter sets across ${engines.map((e) => e.name).join(', ')}`, async () => {
    for (const seed of RANDOM_SEEDS) {
      const filters = randomFilters(seed);
      const answers = await Promise.all(
        open.map(async ({ name, index }) => {
          const r = await index.countSample(filters, 8);
          const v = await index.aggregate(filters, 'version', { size: 3, technology: 'php' });
          return { name, count: r.count, sample: domains(r.sample), versions: v };
        }),
      );
      const [first, ...others] = answers;
      for (const other of others) {
        expect({ ...other, name: first.name }, `seed ${seed} ${other.name} vs ${first.name}`).toEqual(first);
      }
    }
  });
});
