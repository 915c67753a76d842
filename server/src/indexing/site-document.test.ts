import { describe, expect, it } from 'vitest';
import type { CrawlResult } from '../crawl/types.ts';
import type { Detection } from '../detect/types.ts';
import type { SiteDoc } from '../siteindex/port.ts';
import { buildSiteDoc, LOW_RANK, OFFLINE_AFTER_VISITS, vulnerabilityKey } from './site-document.ts';

function crawl(overrides: Partial<CrawlResult> = {}): CrawlResult {
  return {
    domain: 'shop.example.co.uk',
    outcome: { kind: 'ok', status: 200 },
    finalUrl: 'https://shop.example.co.uk/',
    finalHost: 'shop.example.co.uk',
    redirectChain: [],
    fetchedAt: '2026-01-10T10:00:00.000Z',
    ip: '203.0.113.7',
    certificate: {
      issuer: "Let's Encrypt",
      subject: null,
      validFrom: null,
      validTo: '2026-03-01T00:00:00.000Z',
      expired: false,
    },
    signals: { headers: { Server: 'nginx/1.18.0', 'X-Powered-By': ['PHP/7.4.3'] } },
    site: {
      title: 'Shop',
      language: 'en',
      languageTag: 'en-GB',
      languageSource: 'html',
      keywords: ['shoes'],
      description: 'Shoes',
      canonicalUrl: null,
      contacts: { emails: ['hello@example.co.uk'], phones: [], address: null },
      social: {
        facebook: ['https://facebook.com/shop'],
        twitter: [],
        instagram: [],
        youtube: [],
        linkedin: [],
      },
      tags: [
        { kind: 'googleAnalytics', id: 'G-ABC' },
        { kind: 'googleAnalytics', id: 'G-ABC' },
      ],
      advertisers: ['google.com'],
      adsTxt: [],
      outgoingLinks: [],
      backlinkDomains: ['partner.com'],
      subdomainsSeen: ['blog.example.co.uk'],
      accessViaHttp: false,
      truncated: false,
    },
    requests: 3,
    elapsedMs: 12,
    ...overrides,
  };
}

const det = (name: string, slug: string, version: string, category: string): Detection => ({
  name,
  slug,
  version,
  confidence: 100,
  categories: [{ id: 1, slug: category, name: category }],
  mode: 'static',
  evidence: [],
});

const day1 = new Date('2026-01-10T10:00:00Z');
const day2 = new Date('2026-02-10T10:00:00Z');
const vulns = new Map([
  [vulnerabilityKey('nginx', '1.18.0'), { cves: ['CVE-2021-23017'], maxSeverity: 7.7 }],
]);

describe('buildSiteDoc', () => {
  it('first crawl: every technology is added today, with its CVEs and facts from the page', () => {
    const { doc, changes } = buildSiteDoc({
      crawl: crawl(),
      detections: [
        det('Nginx', 'nginx', '1.18.0', 'web-servers'),
        det('PHP', 'php', '7.4.3', 'programming-languages'),
      ],
      previous: null,
      vulnerabilities: vulns,
      now: day1,
    });
    expect(changes.map((c) => [c.kind, c.slug, c.to, c.date])).toEqual([
      ['added', 'nginx', '1.18.0', '2026-01-10'],
      ['added', 'php', '7.4.3', '2026-01-10'],
    ]);
    expect(doc).toMatchObject({
      domain: 'shop.example.co.uk',
      tld: 'co.uk',
      country: 'GB',
      language: 'en',
      rank: LOW_RANK,
      ip: '203.0.113.7',
      maxSeverity: 7.7,
      tags: [{ kind: 'googleAnalytics', id: 'G-ABC' }],
      social: { facebook: 'https://facebook.com/shop', twitter: null },
      links: ['partner.com'],
      subdomains: ['blog.example.co.uk'],
      redirectsTo: null,
      certificate: { issuer: "Let's Encrypt", validTo: '2026-03-01T00:00:00.000Z' },
      fetch: { outcome: 'ok', status: 200 },
      synthetic: false,
    });
    expect(doc.technologies[0]).toMatchObject({
      slug: 'nginx',
      firstSeen: '2026-01-10',
      lastSeen: '2026-01-10',
      cves: ['CVE-2021-23017'],
    });
    expect(doc.headers).toEqual([
      { name: 'server', value: 'nginx/1.18.0' },
      { name: 'x-powered-by', value: 'PHP/7.4.3' },
    ]);
  });

  it('a later crawl records version changes, drops and additions, and keeps first-seen dates', () => {
    const first = buildSiteDoc({
      crawl: crawl(),
      detections: [
        det('Nginx', 'nginx', '1.18.0', 'web-servers'),
        det('Joomla', 'joomla', '3.9', 'content-management-system'),
      ],
      previous: null,
      vulnerabilities: vulns,
      rank: 5000,
      now: day1,
    }).doc;
    const { doc, changes } = buildSiteDoc({
      crawl: crawl({ fetchedAt: day2.toISOString() }),
      detections: [
        det('Nginx', 'nginx', '1.24.0', 'web-servers'),
        det('WordPress', 'wordpress', '6.4', 'content-management-system'),
      ],
      previous: first,
      vulnerabilities: new Map(),
      now: day2,
    });
    expect(changes.map((c) => [c.kind, c.slug, c.from, c.to])).toEqual([
      ['versionchanged', 'nginx', '1.18.0', '1.24.0'],
      ['added', 'wordpress', null, '6.4'],
      ['dropped', 'joomla', '3.9', null],
    ]);
    expect(changes.find((c) => c.kind === 'dropped')?.categories).toEqual(['content-management-system']);
    expect(doc.rank).toBe(5000);
    expect(doc.changes).toHaveLength(2 + 3);
    expect(doc.technologies.find((t) => t.slug === 'nginx')).toMatchObject({
      firstSeen: '2026-01-10',
      lastSeen: '2026-02-10',
    });
    expect(doc.maxSeverity).toBeNull();
  });

  it('a blocked visit keeps the technologies and facts it cannot see, and records the outcome', () => {
    const first = buildSiteDoc({
      crawl: crawl(),
      detections: [det('Nginx', 'nginx', '1.18.0', 'web-servers')],
      previous: null,
      vulnerabilities: vulns,
      now: day1,
    }).doc;
    const { doc, changes } = buildSiteDoc({
      crawl: crawl({ outcome: { kind: 'blocked', status: 403, wall: 'cloudflare' }, signals: {} }),
      detections: [],
      previous: first,
      vulnerabilities: new Map(),
      now: day2,
    });
    expect(changes).toEqual([]);
    expect(doc.technologies.map((t) => t.slug)).toEqual(['nginx']);
    expect(doc.title).toBe('Shop');
    expect(doc.headers).toEqual(first.headers);
    expect(doc.fetch).toEqual({
      outcome: 'blocked',
      status: 403,
      checkedAt: expect.any(String),
      offlineVisits: 0,
    });
  });

  it('forgets changes older than a year and notes a redirect to another site', () => {
    const old = buildSiteDoc({
      crawl: crawl(),
      detections: [det('Nginx', 'nginx', '1.18.0', 'web-servers')],
      previous: null,
      vulnerabilities: vulns,
      now: new Date('2024-01-01T00:00:00Z'),
    }).doc;
    const { doc } = buildSiteDoc({
      crawl: crawl({ outcome: { kind: 'redirected', status: 200 }, finalHost: 'www.other-brand.com' }),
      detections: [det('Nginx', 'nginx', '1.18.0', 'web-servers')],
      previous: old,
      vulnerabilities: vulns,
      now: day2,
    });
    expect(doc.changes).toEqual([]);
    expect(doc.redirectsTo).toBe('www.other-brand.com');
  });

  describe('network facts and the site country', () => {
    const google = { asn: 15169, asnName: 'Google LLC', country: 'US' };
    const build = (
      over: Partial<CrawlResult>,
      network: typeof google | null,
      previous: SiteDoc | null = null,
    ) =>
      buildSiteDoc({
        crawl: crawl(over),
        detections: [],
        previous,
        vulnerabilities: new Map(),
        network,
        now: day1,
      }).doc;

    it('a crawl carries the AS number, AS name and hosting country of the address it reached', () => {
      const doc = build({ domain: 'shop.example.com', ip: '8.8.8.8' }, google);
      expect(doc).toMatchObject({
        ip: '8.8.8.8',
        asn: 15169,
        asnName: 'Google LLC',
        country: 'US',
        tld: 'com',
      });
    });

    it('a country-code TLD wins over the hosting country', () => {
      expect(build({ domain: 'shop.example.co.uk' }, google).country).toBe('GB');
      expect(build({ domain: 'beispiel.de' }, google).country).toBe('DE');
      // .us is listed for the United States and its minor outlying islands
      expect(build({ domain: 'example.us' }, { ...google, country: 'CA' }).country).toBe('US');
    });

    it('ccTLDs used as generic ones, and suffixes naming no country, fall to the hosting country', () => {
      for (const domain of ['startup.io', 'brand.co', 'model.ai', 'stream.tv', 'agency.eu']) {
        expect(build({ domain }, { ...google, country: 'FR' }).country).toBe('FR');
      }
    });

    it('an address the databases know nothing about (private, unknown) leaves them empty', () => {
      const before = build({ domain: 'shop.example.com', ip: '8.8.8.8' }, google);
      const doc = build({ domain: 'shop.example.com', ip: '10.0.0.5' }, null, before);
      expect(doc).toMatchObject({ ip: '10.0.0.5', asn: null, asnName: null, country: null });
    });

    it('a visit that reached no address keeps the network facts and country known before', () => {
      const before = build({ domain: 'shop.example.com', ip: '8.8.8.8' }, google);
      const doc = build(
        { domain: 'shop.example.com', ip: null, outcome: { kind: 'dnsFailure' }, signals: {} },
        null,
        before,
      );
      expect(doc).toMatchObject({ ip: '8.8.8.8', asn: 15169, asnName: 'Google LLC', country: 'US' });
    });

    it('the language is the catalogue code the crawler found; an unread visit keeps the last one', () => {
      const before = build({}, google);
      expect(before.language).toBe('en');
      const blocked = build({ outcome: { kind: 'blocked', status: 403 }, signals: {} }, google, before);
      expect(blocked.language).toBe('en');
    });
  });
});

describe('offline after visits in a row', () => {
  const down = (kind: 'dnsFailure' | 'timeout' | 'blocked') =>
    crawl({ outcome: { kind, status: kind === 'blocked' ? 403 : undefined } as CrawlResult['outcome'] });
  const detections = [det('Nginx', 'nginx', '1.18.0', 'web-servers')];

  it(`the crawler's ${OFFLINE_AFTER_VISITS}rd visit with no answer makes the site offline; one answer brings it back`, () => {
    let doc = buildSiteDoc({
      crawl: crawl(),
      detections,
      previous: null,
      vulnerabilities: vulns,
      now: day1,
    }).doc;
    expect(doc.offline).toBe(false);
    const seen: [number | undefined, boolean | undefined][] = [];
    for (const kind of ['dnsFailure', 'timeout', 'dnsFailure'] as const) {
      doc = buildSiteDoc({
        crawl: down(kind),
        detections: [],
        previous: doc,
        vulnerabilities: vulns,
        now: day2,
        crawlerVisit: true,
      }).doc;
      seen.push([doc.fetch.offlineVisits, doc.offline]);
    }
    expect(seen).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // It keeps its history and technologies while offline.
    expect(doc.technologies.map((t) => t.slug)).toEqual(['nginx']);
    expect(doc.changes.length).toBeGreaterThan(0);
    const back = buildSiteDoc({
      crawl: crawl(),
      detections,
      previous: doc,
      vulnerabilities: vulns,
      now: day2,
      crawlerVisit: true,
    });
    expect(back.doc).toMatchObject({ offline: false, fetch: { offlineVisits: 0 } });
  });

  it('a site that answers, even with a bot wall, is not offline; visits nobody scheduled do not count', () => {
    const first = buildSiteDoc({
      crawl: crawl(),
      detections,
      previous: null,
      vulnerabilities: vulns,
      now: day1,
    }).doc;
    const walled = buildSiteDoc({
      crawl: down('blocked'),
      detections: [],
      previous: { ...first, fetch: { ...first.fetch, offlineVisits: 2 } },
      vulnerabilities: vulns,
      now: day2,
      crawlerVisit: true,
    }).doc;
    expect(walled).toMatchObject({ offline: false, fetch: { offlineVisits: 0 } });
    const asked = buildSiteDoc({
      crawl: down('dnsFailure'),
      detections: [],
      previous: { ...first, fetch: { ...first.fetch, offlineVisits: 2 } },
      vulnerabilities: vulns,
      now: day2,
    }).doc;
    expect(asked).toMatchObject({ offline: false, fetch: { offlineVisits: 2 } });
  });

  it('a rank from a list comes with its source; a visit without one keeps the held rank and source', () => {
    const source = { list: 'tranco', date: '2026-01-01', current: true };
    const ranked = buildSiteDoc({
      crawl: crawl(),
      detections,
      previous: null,
      vulnerabilities: vulns,
      now: day1,
      rank: 42,
      rankSource: source,
    }).doc;
    expect(ranked).toMatchObject({ rank: 42, rankSource: source });
    const again = buildSiteDoc({
      crawl: crawl(),
      detections,
      previous: ranked,
      vulnerabilities: vulns,
      now: day2,
    }).doc;
    expect(again).toMatchObject({ rank: 42, rankSource: source });
    expect(
      buildSiteDoc({ crawl: crawl(), detections, previous: null, vulnerabilities: vulns, now: day1 }).doc,
    ).toMatchObject({
      rank: LOW_RANK,
      rankSource: null,
    });
  });
});
