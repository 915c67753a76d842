// The pipeline end to end against the loopback farm: crawl → detect → CVEs → site document with
// change events in the index; then a stack change and a second crawl.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { openMemoryDb } from '../../../tests/support/store-snapshots.ts';
import { DEFAULT_REFRESH, parseRefreshPolicy } from '../config/refresh-policy.ts';
import { type Crawler, createCrawler } from '../crawl/index.ts';
import { loadFingerprintSet } from '../detect/index.ts';
import type { SiteIndex } from '../siteindex/port.ts';
import { createPostgresSiteIndex } from '../siteindex/postgres.ts';
import type { Db } from '../store/db.ts';
import { nextVisitOf } from './crawl-schedule.ts';
import { type IndexDeps, indexSite } from './index-site.ts';
import { createVulnerabilityLookup } from './vulnerability-lookup.ts';

let farm: Farm;
let crawler: Crawler;
let db: Db;
let siteIndex: SiteIndex;
let deps: IndexDeps;
let clock = new Date('2026-03-01T09:00:00Z');

beforeAll(async () => {
  farm = await startFarm();
  crawler = createCrawler({
    baseUrl: 'https://techcensus.test',
    allowHosts: farm.allowHosts,
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false,
    perHostIntervalMs: 0,
  });
  // Migrated, with the catalogues and the CVE sample.
  db = await openMemoryDb('reference');
  siteIndex = createPostgresSiteIndex(db);
  await siteIndex.init();
  deps = {
    crawler,
    fingerprints: loadFingerprintSet(),
    siteIndex,
    vulnerabilities: createVulnerabilityLookup(db),
    now: () => clock,
  };
});

afterAll(async () => {
  await crawler?.close();
  await farm?.close();
  await db?.close();
});

/** A visit that read the page, so its document was written. */
async function indexRead(...args: Parameters<typeof indexSite>) {
  const out = await indexSite(...args);
  if (!out.doc) throw new Error(`${args[0]}: ${out.crawl.outcome.kind}, nothing written`);
  return { ...out, doc: out.doc };
}

const versions = (doc: { technologies: { slug: string; version: string | null }[] }) =>
  Object.fromEntries(doc.technologies.map((t) => [t.slug, t.version]));

describe('crawling into the index', () => {
  it('first crawl: technologies with versions, CVEs, facts, and an "added" event for each', async () => {
    const { doc, changes } = await indexRead('wordpress-site.test', deps, { rank: 12_345 });
    expect(versions(doc)).toMatchObject({
      wordpress: '6.4.2',
      php: '7.4.33',
      nginx: '1.18.0',
    });
    // jQuery is found by its script; the set reads its version only from the page's globals (deep scan).
    expect(versions(doc)).toHaveProperty('jquery');
    expect(changes.every((c) => c.kind === 'added' && c.date === '2026-03-01')).toBe(true);
    expect(changes.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['wordpress', 'php', 'nginx', 'jquery']),
    );
    expect(doc).toMatchObject({
      rank: 12_345,
      tld: 'test',
      ip: '127.0.0.1',
      fetch: { outcome: 'ok', status: 200 },
    });
    expect(doc.headers).toContainEqual({ name: 'x-powered-by', value: 'PHP/7.4.33' });
    expect(doc.certificate?.issuer).toBe('TechCensus Test CA');
    // nginx 1.1.3–1.23.1 carries CVE-2022-41741 in the sample.
    expect(doc.technologies.find((t) => t.slug === 'nginx')?.cves).toContain('CVE-2022-41741');
    expect(doc.maxSeverity).toBeGreaterThan(0);
    const stored = await siteIndex.get('wordpress-site.test');
    expect(versions(stored!)).toEqual(versions(doc));
    expect(stored?.changes).toHaveLength(changes.length);
  });

  it('a stack upgrade between two crawls becomes dated version-change events', async () => {
    farm.setVariant('wordpress-site.test', 'upgraded');
    clock = new Date('2026-03-08T09:00:00Z');
    const { doc, changes } = await indexRead('wordpress-site.test', deps);
    expect(changes.map((c) => [c.kind, c.slug, c.from, c.to])).toEqual(
      expect.arrayContaining([
        ['versionchanged', 'wordpress', '6.4.2', '6.5.3'],
        ['versionchanged', 'php', '7.4.33', '8.2.18'],
      ]),
    );
    expect(changes.every((c) => c.date === '2026-03-08')).toBe(true);
    expect(doc.rank).toBe(12_345);
    expect(doc.technologies.find((t) => t.slug === 'wordpress')).toMatchObject({
      firstSeen: '2026-03-01',
      lastSeen: '2026-03-08',
    });
    const stored = await siteIndex.get('wordpress-site.test');
    expect(stored?.changes.filter((c) => c.date === '2026-03-01').length).toBeGreaterThan(3);
    const counted = await siteIndex.countSample(
      [
        {
          module: 'change',
          mode: 'include',
          action: 'versionchanged',
          slug: 'wordpress',
          since: '2026-03-02',
        },
      ],
      1,
    );
    expect(counted.count).toBe(1);
  });

  it('contacts, social profiles and tag IDs land in the document', async () => {
    const { doc } = await indexRead('contacts-site.test', deps);
    expect(doc.contacts.emails).toEqual(expect.arrayContaining(['hello@contacts-site.test']));
    expect(doc.social.facebook).toBe('https://www.facebook.com/brightsidestudio');
    expect(doc.tags).toEqual(
      expect.arrayContaining([
        { kind: 'googleAnalytics4', id: 'G-AB12CD34EF' },
        { kind: 'googleAnalytics', id: 'UA-87654321-2' },
        { kind: 'googleTagManager', id: 'GTM-K9X2ZQ7' },
      ]),
    );
    expect(doc.language).toBe('en');
    expect(doc.links).toContain('partner-agency.test');
    expect(doc.subdomains).toEqual(expect.arrayContaining(['blog.contacts-site.test']));
  });

  it('ads.txt advertisers are kept per site', async () => {
    const { doc } = await indexRead('ads-site.test', deps);
    expect(doc.advertisers).toEqual(expect.arrayContaining(['google.com', 'appnexus.com', 'criteo.com']));
  });

  it('a site never read gets no document when it cannot be read, whoever visits', async () => {
    const before = (await siteIndex.countSample([], 0)).count;
    for (const unreadable of ['writeNothing', 'updateHeld'] as const) {
      const { crawl, doc, changes } = await indexSite('cloudflare-challenge.test', deps, { unreadable });
      expect(crawl.outcome.kind).toBe('blocked');
      expect([doc, changes]).toEqual([null, []]);
      const refused = await indexSite('redirect-to-loopback.test', deps, { unreadable });
      expect([refused.crawl.outcome.kind, refused.doc]).toEqual(['refused', null]);
    }
    expect(await siteIndex.get('cloudflare-challenge.test')).toBeNull();
    expect(await siteIndex.get('redirect-to-loopback.test')).toBeNull();
    expect((await siteIndex.countSample([], 0)).count).toBe(before);
  });

  it('a held site that can no longer be read: a crawl records it, a scan leaves the document alone', async () => {
    // The document of a site read earlier, now answering with a bot wall.
    const earlier = await indexRead('wordpress-site.test', deps);
    const held = { ...earlier.doc, domain: 'cloudflare-challenge.test' };
    await siteIndex.upsert([held]);

    const scan = await indexSite('cloudflare-challenge.test', deps);
    expect([scan.crawl.outcome.kind, scan.doc]).toEqual(['blocked', null]);
    expect((await siteIndex.get('cloudflare-challenge.test'))?.fetch).toEqual(held.fetch);

    const crawl = await indexRead('cloudflare-challenge.test', deps, { unreadable: 'updateHeld' });
    expect(crawl.doc.fetch.outcome).toBe('blocked');
    expect(crawl.changes).toEqual([]);
    const stored = await siteIndex.get('cloudflare-challenge.test');
    expect(stored?.fetch.outcome).toBe('blocked');
    // What earlier visits found is kept, and the page says the last visit failed.
    expect(versions(stored!)).toEqual(versions(held));
  });

  it('a site a scan writes joins the schedule with a next visit by its rank; a failed scan, a crawler visit or a held row add nothing', async () => {
    const scanning = { ...deps, schedule: { db } };
    const policy = parseRefreshPolicy(DEFAULT_REFRESH);
    const schedule = async (domain: string) => {
      const held = await db.query<{ rank: number | null }>('SELECT rank FROM crawl_sites WHERE domain = $1', [
        domain,
      ]);
      return held.rows[0] ? { rank: held.rows[0].rank, next: await nextVisitOf(db, policy, domain) } : null;
    };

    // Never ranked: the 30-day interval from the visit.
    clock = new Date('2026-04-01T09:00:00Z');
    await indexRead('drupal-site.test', scanning);
    expect(await schedule('drupal-site.test')).toEqual({
      rank: null,
      next: new Date('2026-05-01T09:00:00Z'),
    });

    // Ranked in the top 10,000: a day.
    await siteIndex.setRanks([
      {
        domain: 'drupal-site.test',
        rank: 700,
        rankSource: { list: 'tranco', date: '2026-03-30', current: true },
      },
    ]);
    await db.query('DELETE FROM crawl_sites');
    await indexRead('drupal-site.test', scanning);
    expect(await schedule('drupal-site.test')).toEqual({ rank: 700, next: new Date('2026-04-02T09:00:00Z') });

    // A site already on the schedule keeps its next visit.
    clock = new Date('2026-04-01T12:00:00Z');
    await indexRead('drupal-site.test', scanning);
    expect((await schedule('drupal-site.test'))?.next).toEqual(new Date('2026-04-02T09:00:00Z'));

    // Nothing written, nothing scheduled; the crawler's own visits are scheduled by the visit.
    const blocked = await indexSite('akamai-blocked.test', scanning);
    expect([blocked.crawl.outcome.kind, blocked.doc]).toEqual(['blocked', null]);
    expect(await schedule('akamai-blocked.test')).toBeNull();
    await indexRead('joomla-site.test', scanning, { unreadable: 'updateHeld' });
    expect(await schedule('joomla-site.test')).toBeNull();
  });
});
