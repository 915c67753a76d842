import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addOnsOf, coOccurrenceProblems } from '../../../tests/support/co-occurrence.ts';
import { geoCatalogue, technologyCatalogue } from '../catalogue/index.ts';
import type { SiteDoc } from '../siteindex/port.ts';
import { withImplied } from './catalogue.ts';
import { generateSite, generateSites } from './generate.ts';
import { ADD_ONS, BACKEND, CDN, CMS, DROPPABLE, SWITCHES, WEB_SERVER } from './market-shares.ts';
import { LOW_RANK, POPULATION } from './ranks.ts';
import { VERSION_POOLS } from './versions.ts';

const now = new Date('2025-06-01T12:00:00Z');
const all = (count: number, seed = 7): SiteDoc[] => [...generateSites({ count, seed, now })].flat();
const digest = (docs: SiteDoc[]) => createHash('sha256').update(JSON.stringify(docs)).digest('hex');

// One shared sample: generating it once keeps the suite fast.
const sample = all(20_000);
const share = (slug: string) =>
  sample.filter((s) => s.technologies.some((t) => t.slug === slug)).length / sample.length;

describe('demo generator: determinism', () => {
  it('gives byte-identical documents for the same seed, count and now', () => {
    expect(digest(all(2_000, 42))).toBe(digest(all(2_000, 42)));
  });

  it('gives different sites for another seed, and depends on now', () => {
    expect(digest(all(500, 42))).not.toBe(digest(all(500, 43)));
    const later = [...generateSites({ count: 500, seed: 42, now: new Date('2025-07-01T12:00:00Z') })].flat();
    expect(digest(later)).not.toBe(digest(all(500, 42)));
  });

  it('can start at any site number (resume) and batches as asked', () => {
    const full = all(1_000);
    const tail = [...generateSites({ count: 1_000, seed: 7, now, start: 600, batchSize: 128 })];
    expect(tail.map((b) => b.length)).toEqual([128, 128, 128, 16]);
    expect(digest(tail.flat())).toBe(digest(full.slice(600)));
    expect(JSON.stringify(generateSite(321, { count: 1_000, seed: 7, now }))).toBe(JSON.stringify(full[321]));
  });

  it('names every site uniquely, pronounceably, and marks it synthetic', () => {
    const names = new Set(sample.map((s) => s.domain.split('.')[0]));
    expect(names.size).toBe(sample.length);
    for (const s of sample) {
      expect(s.domain).toMatch(/^[a-z]+\.[a-z.]+\.example$/);
      expect(s.domain.endsWith(`.${s.tld}.example`)).toBe(true);
      expect(s.synthetic).toBe(true);
    }
  });
});

describe('demo generator: ranks', () => {
  it('spreads ranks over every bucket, unique, with a low-rank share', () => {
    const ranked = sample.filter((s) => s.rank !== LOW_RANK).map((s) => s.rank);
    expect(new Set(ranked).size).toBe(ranked.length);
    expect(Math.max(...ranked)).toBeLessThanOrEqual(POPULATION);
    const low = sample.length - ranked.length;
    expect(low / sample.length).toBeGreaterThan(0.09);
    expect(low / sample.length).toBeLessThan(0.15);
    const bounds = [0, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, POPULATION];
    for (let b = 1; b < bounds.length; b++) {
      const inBand = ranked.filter((r) => r > bounds[b - 1] && r <= bounds[b]).length;
      expect(inBand, `ranks ${bounds[b - 1]}..${bounds[b]}`).toBeGreaterThan(100);
    }
  });
});

describe('demo generator: geography', () => {
  const countries = new Map(geoCatalogue().countries.map((c) => [c.code, c]));
  // world-countries names these languages so that ISO 639-1 lookup misses them ("Swiss German",
  // "Austro-Bavarian German", "Persian (Farsi)"), so the stored catalogue does not list them.
  const CATALOGUE_GAPS = new Set(['CH:de', 'AT:de', 'IR:fa']);
  it('uses TLDs and languages that fit the country', () => {
    const generic = new Set(['com', 'org', 'net', 'io', 'co', 'eu']);
    for (const s of sample) {
      if (s.country === null) {
        expect(generic.has(s.tld)).toBe(true);
        expect(s.language).toBe('en');
        continue;
      }
      const country = countries.get(s.country);
      expect(country, s.country).toBeDefined();
      const suffix = s.tld.split('.').at(-1) as string;
      if (!generic.has(s.tld)) expect(country?.tlds, `${s.domain} in ${s.country}`).toContain(suffix);
      if (s.language !== 'en' && !CATALOGUE_GAPS.has(`${s.country}:${s.language}`))
        expect(country?.languages, `${s.domain}: ${s.language}`).toContain(s.language);
    }
  });

  it('has com dominant and a realistic country mix', () => {
    const count = (f: (s: SiteDoc) => boolean) => sample.filter(f).length / sample.length;
    expect(count((s) => s.tld === 'com')).toBeGreaterThan(0.35);
    expect(count((s) => s.country === 'US')).toBeGreaterThan(0.25);
    expect(count((s) => s.tld === 'de')).toBeGreaterThan(0.03);
    expect(count((s) => s.tld === 'co.uk')).toBeGreaterThan(0.015);
  });
});

describe('demo generator: technologies', () => {
  const catalogue = technologyCatalogue();
  const slugs = new Set(catalogue.technologies.map((t) => t.slug));
  const categorySlugs = new Set(catalogue.categories.map((c) => c.slug));

  it('names only technologies and categories of the catalogue', () => {
    const named = [
      ...[CMS, WEB_SERVER, CDN, BACKEND].flatMap((t) => t.map(([s]) => s)),
      ...ADD_ONS.map((a) => a.slug),
      ...DROPPABLE,
      ...Object.values(SWITCHES).flatMap((pairs) => pairs.flatMap((pair) => [pair[0], pair[1]])),
      ...Object.keys(VERSION_POOLS),
    ].filter((s): s is string => s !== null);
    for (const slug of named) expect(slugs.has(slug), slug).toBe(true);
    for (const s of sample.slice(0, 3_000)) {
      for (const t of s.technologies) {
        expect(slugs.has(t.slug), t.slug).toBe(true);
        for (const c of t.categories) expect(categorySlugs.has(c), c).toBe(true);
      }
      for (const c of s.changes) expect(slugs.has(c.slug), c.slug).toBe(true);
    }
  });

  it('matches the market shares within tolerance on 20,000 sites', () => {
    const expectShare = (slug: string, target: number, tolerance: number) => {
      expect(Math.abs(share(slug) - target), `${slug}: ${share(slug).toFixed(3)} vs ${target}`).toBeLessThan(
        tolerance,
      );
    };
    expectShare('wordpress', 0.43, 0.015);
    expectShare('shopify', 0.046, 0.006);
    expectShare('wix', 0.026, 0.005);
    expectShare('joomla', 0.015, 0.004);
    expectShare('jquery', 0.75, 0.02);
    expectShare('nginx', 0.33, 0.02);
    expectShare('apache-http-server', 0.27, 0.02);
    expectShare('litespeed', 0.14, 0.015);
    expectShare('cloudflare', 0.24, 0.02);
    expectShare('google-analytics', 0.53, 0.02);
    expectShare('google-tag-manager', 0.4, 0.02);
    expect(share('php')).toBeGreaterThan(0.6);
  });

  it('follows the fingerprint set’s implies (every WordPress site has PHP and MySQL)', () => {
    let wordpress = 0;
    for (const s of sample) {
      const has = new Set(s.technologies.map((t) => t.slug));
      if (has.has('wordpress')) {
        wordpress++;
        expect(has.has('php') && has.has('mysql'), s.domain).toBe(true);
      }
      for (const slug of has)
        for (const implied of withImplied([slug]))
          expect(has.has(implied), `${s.domain}: ${slug} → ${implied}`).toBe(true);
    }
    expect(wordpress).toBeGreaterThan(5_000);
  });

  it('keeps the fingerprint set’s requires, excludes and one-per-site categories on every site', () => {
    for (const s of sample) expect(coOccurrenceProblems(s), s.domain).toEqual([]);
    const slugsOf = (s: SiteDoc) => new Set(s.technologies.map((t) => t.slug));
    const shopifyApps = addOnsOf('shopify');
    let apps = 0;
    for (const s of sample) {
      const has = slugsOf(s);
      if (has.has('woocommerce')) expect(has.has('wordpress'), s.domain).toBe(true);
      if (has.has('wordpress')) expect(has.has('php'), s.domain).toBe(true);
      for (const slug of has)
        if (shopifyApps.has(slug)) {
          apps++;
          expect(has.has('shopify'), `${s.domain}: ${slug}`).toBe(true);
        }
    }
    expect(apps).toBeGreaterThan(100);
    const onWordPress = sample.filter((s) => slugsOf(s).has('wordpress'));
    const jquery = onWordPress.filter((s) => slugsOf(s).has('jquery')).length / onWordPress.length;
    expect(jquery).toBeGreaterThan(0.9);
  });

  it('reaches most of the catalogue, with most technologies rare', () => {
    const bySlug = new Map<string, number>();
    for (const s of sample) for (const t of s.technologies) bySlug.set(t.slug, (bySlug.get(t.slug) ?? 0) + 1);
    expect(bySlug.size).toBeGreaterThan(3_000);
    const counts = [...bySlug.values()].sort((a, b) => b - a);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(sample.length / 1_000);
    expect(counts.slice(0, 5).every((c) => c > sample.length / 2)).toBe(true);
  });

  it('spreads versions with old, vulnerable releases present', () => {
    const versions = (slug: string) =>
      sample.flatMap((s) => s.technologies.filter((t) => t.slug === slug && t.version).map((t) => t.version));
    const jquery = versions('jquery');
    expect(jquery.filter((v) => v === '3.7.1').length / jquery.length).toBeGreaterThan(0.25);
    expect(jquery.filter((v) => v?.startsWith('1.')).length / jquery.length).toBeGreaterThan(0.15);
    expect(versions('apache-http-server')).toContain('2.4.49');
    expect(versions('nginx')).toContain('1.4.0');
    expect(versions('wordpress')).toContain('5.8.2');
  });

  it('fills cves and maxSeverity from the precomputed version map', () => {
    const versionCves = new Map([
      ['jquery@1.12.4', { cves: ['CVE-2019-11358', 'CVE-2020-11022'], maxSeverity: 6.9 }],
    ]);
    const docs = [...generateSites({ count: 2_000, seed: 7, now, versionCves })].flat();
    const old = docs.filter((s) => s.technologies.some((t) => t.slug === 'jquery' && t.version === '1.12.4'));
    expect(old.length).toBeGreaterThan(10);
    for (const s of old) {
      expect(s.technologies.find((t) => t.slug === 'jquery')?.cves).toEqual([
        'CVE-2019-11358',
        'CVE-2020-11022',
      ]);
      expect(s.maxSeverity).toBe(6.9);
    }
    for (const s of docs) if (!old.includes(s)) expect(s.maxSeverity).toBeNull();
  });
});

describe('demo generator: history', () => {
  it('keeps change events consistent with the technologies now', () => {
    let added = 0;
    let dropped = 0;
    let versionChanged = 0;
    let switches = 0;
    for (const s of sample) {
      const windowStart = new Date(Date.parse(s.fetch.checkedAt.slice(0, 10)) - 364 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const now = new Map(s.technologies.map((t) => [t.slug, t]));
      const sorted = [...s.changes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      expect(s.changes.map((c) => c.date)).toEqual(sorted.map((c) => c.date));
      for (const t of s.technologies) {
        expect(t.firstSeen <= t.lastSeen).toBe(true);
        if (t.firstSeen >= windowStart) {
          expect(
            s.changes.some((c) => c.kind === 'added' && c.slug === t.slug),
            `${s.domain} ${t.slug}`,
          ).toBe(true);
        }
      }
      for (const c of s.changes) {
        expect(c.date >= windowStart && c.date <= s.fetch.checkedAt.slice(0, 10)).toBe(true);
        if (c.kind === 'added') {
          added++;
          expect(now.get(c.slug)?.firstSeen, `${s.domain} added ${c.slug}`).toBe(c.date);
        } else if (c.kind === 'dropped') {
          dropped++;
          expect(now.has(c.slug), `${s.domain} dropped ${c.slug}`).toBe(false);
        } else {
          versionChanged++;
          const t = now.get(c.slug);
          expect(t?.version).toBe(c.to);
          expect(c.from).not.toBe(c.to);
          expect(c.date >= (t?.firstSeen ?? '')).toBe(true);
        }
      }
      const day = (kind: string, slug: string) =>
        s.changes.find((c) => c.kind === kind && c.slug === slug)?.date;
      for (const [from, to] of SWITCHES.cms)
        if (day('dropped', from) && day('dropped', from) === day('added', to)) switches++;
    }
    expect(added).toBeGreaterThan(1_000);
    expect(dropped).toBeGreaterThan(1_000);
    expect(versionChanged).toBeGreaterThan(500);
    expect(switches).toBeGreaterThan(50);
  });
});

describe('demo generator: the rest of the document', () => {
  it('hosts many sites per address on real networks, with consistent headers and certificates', () => {
    const perIp = new Map<string, number>();
    for (const s of sample) perIp.set(s.ip as string, (perIp.get(s.ip as string) ?? 0) + 1);
    expect(Math.max(...perIp.values())).toBeGreaterThan(50);
    expect(perIp.size).toBeLessThan(sample.length / 2);
    for (const s of sample.slice(0, 3_000)) {
      expect(s.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      const cloudflare = s.technologies.some((t) => t.slug === 'cloudflare');
      if (cloudflare) {
        expect(s.asn).toBe(13335);
        expect(s.headers.some((h) => h.name === 'cf-ray')).toBe(true);
      }
      for (const h of s.headers) expect(h.name).toBe(h.name.toLowerCase());
    }
    const now = Date.parse('2025-06-01T12:00:00Z');
    const certs = sample.flatMap((s) => (s.certificate ? [Date.parse(s.certificate.validTo)] : []));
    expect(certs.filter((t) => t < now).length).toBeGreaterThan(100);
    expect(certs.filter((t) => t > now && t < now + 14 * 86_400_000).length).toBeGreaterThan(100);
  });

  it('clusters tag ids, lists advertisers, contacts and links to other generated sites', () => {
    const byId = new Map<string, number>();
    for (const s of sample) for (const t of s.tags) byId.set(t.id, (byId.get(t.id) ?? 0) + 1);
    expect([...byId.values()].filter((n) => n >= 3).length).toBeGreaterThan(20);
    const domains = new Set(sample.map((s) => s.domain));
    const withAds = sample.filter((s) => s.advertisers.length);
    expect(withAds.length).toBeGreaterThan(1_000);
    for (const s of withAds) expect(s.advertisers[0]).toBe('google.com');
    for (const s of sample) {
      for (const l of s.links) expect(domains.has(l)).toBe(true);
      if (s.redirectsTo) {
        expect(domains.has(s.redirectsTo)).toBe(true);
        expect(s.fetch.outcome).toBe('redirected');
      }
      for (const e of s.contacts.emails) expect(e.endsWith(`@${s.domain}`)).toBe(true);
      for (const p of s.contacts.phones)
        expect(p).toMatch(/^\+1-\d{3}-555-01\d\d$|^\+44 20 7946 0\d{3}$|^\+61 2 5550 \d{4}$/);
    }
    expect(sample.filter((s) => s.redirectsTo).length).toBeGreaterThan(300);
    expect(sample.filter((s) => s.fetch.outcome === 'blocked').length).toBeGreaterThan(100);
  });
});
