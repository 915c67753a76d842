/**
 * The seeded demo covers the catalogue: technologies and categories counted through the server's
 * SiteIndex and page data, not the generator; every seeded site keeps the fingerprint set's
 * co-occurrence rules; the home headline is those counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { coOccurrenceProblems } from '../support/co-occurrence.ts';
import { startTestServer } from '../support/server.ts';
import { demoSitesOf } from '../support/sites.ts';

// The CVE pages' dataset (tests/pages/vulnerability-fixture.ts): one seeded dump serves both.
const SITES = { count: 3_000, seed: 5, now: new Date('2025-06-01T00:00:00Z') };
const ALL = { size: 100_000 };

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({}, {}, { store: 'reference', sites: SITES });
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const pageData = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the envelope is read field by field
  return ((await res.json()) as any).results;
};

describe('the seeded demo covers the catalogue', () => {
  it('has at least 1,500 technologies with websites, in at least 100 categories', async () => {
    const technologies = await server.siteIndex.aggregate([], 'technology', ALL);
    const categories = await server.siteIndex.aggregate([], 'category', ALL);
    expect(technologies.length).toBeGreaterThanOrEqual(1_500);
    expect(categories.length).toBeGreaterThanOrEqual(100);
    const overview = await pageData('/technology-type/api');
    const withSites = overview.Groups.flatMap((g: { Categories: { DomainCount: number }[] }) =>
      g.Categories.filter((c) => c.DomainCount > 0),
    );
    expect(withSites).toHaveLength(categories.length);
  });

  it('has a long tail: a few technologies dominant, most on a handful of sites, Zipf-like in a category', async () => {
    const counts = (await server.siteIndex.aggregate([], 'technology', ALL)).map((b) => b.count);
    expect(counts[0]).toBeGreaterThan(SITES.count / 2);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThanOrEqual(5);
    const cms = await server.siteIndex.aggregate([], 'technology', {
      size: 1_000,
      category: 'content-management-system',
    });
    expect(cms[0].key).toBe('wordpress');
    expect(cms.length).toBeGreaterThan(40);
    // Past the head, usage falls with rank: the tenth CMS has far fewer sites than the first.
    expect(cms[9].count * 20).toBeLessThan(cms[0].count);
  });

  it('keeps the co-occurrence rules on every seeded site', async () => {
    const docs = await demoSitesOf(server, SITES);
    expect(docs).toHaveLength(SITES.count);
    for (const doc of docs) expect(coOccurrenceProblems(doc), doc.domain).toEqual([]);
    const has = (slug: string) => docs.filter((d) => d.technologies.some((t) => t.slug === slug));
    expect(has('woocommerce').length).toBeGreaterThan(50);
    for (const d of has('woocommerce')) expect(d.technologies.map((t) => t.slug)).toContain('wordpress');
  });

  it('counts in the home headline what the index holds, and the catalogue as what is detected', async () => {
    const home = await pageData('/api');
    const technologies = await server.siteIndex.aggregate([], 'technology', ALL);
    const categories = await server.siteIndex.aggregate([], 'category', ALL);
    expect(home.TechnologyCount).toBe(technologies.length);
    expect(home.CategoryCount).toBe(categories.length);
    expect(home.SiteCount).toBe(SITES.count);
    expect(home.CatalogueTechnologyCount).toBeGreaterThan(home.TechnologyCount);
    expect(home.CatalogueCategoryCount).toBeGreaterThanOrEqual(home.CategoryCount);
    const html = await (await fetch(server.url)).text();
    const headline = html.match(/<h1>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '');
    const fmt = (n: number) => n.toLocaleString('en-US');
    expect(headline).toBe(
      `${fmt(home.TechnologyCount)} technologies, ${fmt(home.CategoryCount)} categories and ${fmt(home.AdvertisersCount)} advertisers on ${fmt(SITES.count)} websites`,
    );
  });
});
