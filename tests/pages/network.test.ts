/** ASN, IP, tag, advertiser and header pages over HTTP on a small demo dataset. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Seeded, startSeeded } from './website-support.ts';

let s: Seeded;
beforeAll(async () => {
  s = await startSeeded();
}, 300_000);
afterAll(() => s?.server.close());

describe('ASN pages', () => {
  it('lookup lists the largest ASNs, and ?asn= redirects to the ASN page', async () => {
    const { status, body } = await s.get('/asn/api');
    expect(status).toBe(200);
    const rows = body.results.ASNs;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0].DomainCount).toBeGreaterThanOrEqual(rows[1].DomainCount);
    expect(rows[0].ASN).toBe(`AS${rows[0].ASNId}`);
    const r = await s.html('/asn?asn=AS13335');
    expect(r.status).toBe(302);
  });

  it('ASN page and websites; unknown ASN gives the spec text with 404', async () => {
    const asn = s.docs[0].asn as number;
    const count = s.docs.filter((d) => d.asn === asn).length;
    const { body } = await s.get(`/asn/${asn}/api`);
    expect(body.results.DomainCount).toBe(count);
    expect(body.results.Domains.Header.DomainCount).toBe(count);
    expect(body.results.Geo.Countries.length).toBeGreaterThan(0);
    const html = await s.html(`/asn/${asn}`);
    expect(html.text).toContain(`AS${asn}`);
    const none = await s.get('/asn/1/api');
    expect(none.status).toBe(404);
    expect(none.body.result404.title).toBe('We did not find any websites hosted on AS1');
    expect((await s.get('/asn/abc/api')).status).toBe(404);
    expect((await s.get(`/asn/${asn}/websites/999/api`)).status).toBe(404);
    expect((await s.get(`/asn/${asn}/websites/1/api`)).status).toBe(200);
  });
});

describe('ASN changes', () => {
  it('counts, per technology, the hosted websites that added, dropped or upgraded it in 3 months', async () => {
    const since = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
    // Websites per `${asn} ${action} ${slug}`, each site counted once per key, as the index counts.
    const expected = new Map<string, number>();
    for (const d of s.docs) {
      const keys = new Set(
        d.changes.filter((c) => c.date >= since).map((c) => `${d.asn} ${c.kind} ${c.slug}`),
      );
      for (const k of keys) expected.set(k, (expected.get(k) ?? 0) + 1);
    }
    const perAsn = new Map<number, number>();
    for (const [k, n] of expected)
      perAsn.set(Number(k.split(' ')[0]), (perAsn.get(Number(k.split(' ')[0])) ?? 0) + n);
    const [asn] = [...perAsn].sort((a, b) => b[1] - a[1])[0];
    const { status, body } = await s.get(`/asn/${asn}/changes/api`);
    expect(status).toBe(200);
    const r = body.results;
    expect(r.ASNId).toBe(asn);
    expect(r.DomainCount).toBe(s.docs.filter((d) => d.asn === asn).length);
    expect(r.Since).toBe(since);
    const of = (action: string) =>
      [...expected].filter(([k]) => k.startsWith(`${asn} ${action} `)).reduce((n, [, c]) => n + c, 0);
    expect(r.Totals).toEqual({
      Added: of('added'),
      Dropped: of('dropped'),
      ChangedVersions: of('versionchanged'),
    });
    expect(r.Technologies.length).toBeGreaterThan(0);
    for (const t of r.Technologies) {
      const slug = t.TechnologyURL.replace('/technology/', '');
      expect(t.Added, slug).toBe(expected.get(`${asn} added ${slug}`) ?? 0);
      expect(t.Dropped, slug).toBe(expected.get(`${asn} dropped ${slug}`) ?? 0);
      expect(t.ChangedVersions, slug).toBe(expected.get(`${asn} versionchanged ${slug}`) ?? 0);
    }
    const totals = r.Technologies.map(
      (t: { Added: number; Dropped: number; ChangedVersions: number }) =>
        t.Added + t.Dropped + t.ChangedVersions,
    );
    expect(totals).toEqual([...totals].sort((a, b) => b - a));

    const page = await s.html(`/asn/${asn}/changes`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Technology changes on AS${asn}`);
    expect(page.text).toContain(`href="${r.Technologies[0].TechnologyURL}/changes"`);
    // The ASN page links here.
    expect((await s.html(`/asn/${asn}`)).text).toContain(`href="/asn/${asn}/changes"`);
  });

  it('an ASN without websites or a malformed one is a 404 with the spec text, never a 500', async () => {
    const none = await s.get('/asn/1/changes/api');
    expect(none.status).toBe(404);
    expect(none.body.result404.title).toBe('We did not find any websites hosted on AS1');
    for (const bad of ['abc', 'AS13335', '99999999999', '%E0%A4%A']) {
      const r = await s.get(`/asn/${bad}/changes/api`);
      expect(r.status, bad).toBeGreaterThanOrEqual(400);
      expect(r.status, bad).toBeLessThan(500);
    }
    expect((await s.html('/asn/abc/changes')).status).toBe(404);
  });
});

describe('IP pages', () => {
  it('lookup, detail, websites, unknown', async () => {
    const lookup = await s.get('/ip-lookup/api');
    expect(lookup.body.results.IPs.length).toBeGreaterThan(0);
    const ip = s.docs[0].ip as string;
    const { body } = await s.get(`/ip/${ip}/api`);
    expect(body.results.DomainCount).toBe(s.docs.filter((d) => d.ip === ip).length);
    expect(body.results.Popularity.map((p: { Bucket: string }) => p.Bucket)).toEqual([
      'Top 10K',
      'Top 100K',
      'Top 1M',
      'Top 10M',
      'Top 100M',
    ]);
    const none = await s.get('/ip/192.0.2.254/api');
    expect(none.status).toBe(404);
    expect(none.body.result404.title).toBe('We did not find any websites hosted on IP address 192.0.2.254');
    expect((await s.get('/ip/not-an-ip/api')).status).toBe(404);
  });
});

describe('tag pages', () => {
  it('lookup lists clusters; tag page; unknown tag gives the spec text', async () => {
    const { body } = await s.get('/tag/api');
    for (const t of body.results.Tags) expect(t.DomainCount).toBeGreaterThan(1);
    const tagged = s.docs.find((d) => d.tags.length);
    if (tagged) {
      const id = tagged.tags[0].id;
      const page = await s.get(`/tag/${encodeURIComponent(id)}/api`);
      expect(page.status).toBe(200);
      expect(page.body.results.DomainCount).toBe(
        s.docs.filter((d) => d.tags.some((t) => t.id === id)).length,
      );
      expect(page.body.results.Kind).toBeTruthy();
    }
    const none = await s.get('/tag/G-NOTHING0/api');
    expect(none.status).toBe(404);
    expect(none.body.result404.title).toBe('We did not find any websites using tag ID G-NOTHING0');
  });
});

/** The ad system most of the seeded sites authorise, with those sites. */
function topAdSystem(): { name: string; sites: string[] } {
  const by = new Map<string, string[]>();
  for (const d of s.docs) for (const a of d.advertisers) by.set(a, [...(by.get(a) ?? []), d.domain]);
  const [name, sites] = [...by].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))[0];
  return { name, sites };
}

describe('advertisers and headers', () => {
  it('advertiser lookup: a search box to /search and top ad systems', async () => {
    const { body } = await s.get('/advertisers/api');
    expect(body.results.Advertisers.length).toBeGreaterThan(0);
    const html = await s.html('/advertisers');
    expect(html.text).toMatch(/<form[^>]*action="\/search"/);
    expect(html.text).toContain('<label for="advertiser-input">');
    // Each ad system links to its page.
    for (const a of body.results.Advertisers) {
      expect(a.AdvertiserURL).toBe(`/advertisers/${a.Advertiser}`);
      expect(html.text).toContain(`href="${a.AdvertiserURL}"`);
    }
  });

  it('an ad system has a page listing the websites whose ads.txt authorises it', async () => {
    const top = topAdSystem();
    const { status, body } = await s.get(`/advertisers/${top.name}/api`);
    expect(status).toBe(200);
    const r = body.results;
    expect(r.Advertiser).toBe(top.name);
    expect(r.DomainCount).toBe(top.sites.length);
    expect(r.Domains.Header.DomainCount).toBe(top.sites.length);
    // Rows an anonymous visitor may not see carry no domain (tests/pages/hidden-rows.test.ts).
    const listed = r.Domains.Domains.filter((d: { Hidden: boolean }) => !d.Hidden).map(
      (d: { Domain: string }) => d.Domain,
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const d of listed) expect(top.sites).toContain(d);
    expect(r.Geo.Countries.length).toBeGreaterThan(0);
    // Any case names the same ad system.
    expect((await s.get(`/advertisers/${top.name.toUpperCase()}/api`)).body.results.DomainCount).toBe(
      top.sites.length,
    );
    const page = await s.html(`/advertisers/${top.name}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Ad system ${top.name}`);
    const websites = await s.get(`/advertisers/${top.name}/websites/1/api`);
    expect(websites.status).toBe(200);
    expect(websites.body.results.Domains.Header.DomainCount).toBe(top.sites.length);
    expect((await s.html(`/advertisers/${top.name}/websites`)).status).toBe(200);
    expect((await s.get(`/advertisers/${top.name}/websites/999/api`)).status).toBe(404);
  });

  it('an unknown or malformed ad system is a 404 with a sentence, never a 500', async () => {
    const none = await s.get('/advertisers/never-authorised.example/api');
    expect(none.status).toBe(404);
    expect(none.body.result404.title).toBe(
      'We did not find any websites whose ads.txt authorises never-authorised.example',
    );
    for (const bad of ['bad_name!', 'no-dot', '%E0%A4%A', `${'a'.repeat(300)}.com`]) {
      for (const path of [`/advertisers/${bad}/api`, `/advertisers/${bad}/websites/1/api`]) {
        const r = await s.get(path);
        // A malformed escape is refused before routing (400); the rest name no ad system (404).
        expect(r.status, path).toBe(bad.startsWith('%') ? 400 : 404);
      }
    }
    expect((await s.html('/advertisers/bad_name!')).status).toBe(404);
  });

  it('search finds ad systems by part of their name, the most authorised first', async () => {
    const top = topAdSystem();
    const word = top.name.split('.')[0];
    const { body } = await s.get(`/search/api?q=${encodeURIComponent(word)}`);
    const found = body.results.Advertisers;
    expect(found.map((a: { Advertiser: string }) => a.Advertiser)).toContain(top.name);
    expect(found.find((a: { Advertiser: string }) => a.Advertiser === top.name)).toEqual({
      Advertiser: top.name,
      AdvertiserURL: `/advertisers/${top.name}`,
      DomainCount: top.sites.length,
    });
    expect(body.results.NotFound).toBe(false);
    const exact = await s.get(`/search/api?q=${encodeURIComponent(top.name)}`);
    expect(exact.body.results.Advertisers[0].Advertiser).toBe(top.name);
    const html = await s.html(`/search?q=${encodeURIComponent(top.name)}`);
    expect(html.text).toContain(`href="/advertisers/${top.name}"`);
  });

  it('a name that is both an indexed website and an ad system shows both instead of leaving', async () => {
    const top = topAdSystem();
    const site = { ...s.docs[0], domain: top.name, advertisers: [] };
    await s.index.upsert([site]);
    await s.index.refresh();
    try {
      const { body } = await s.get(`/search/api?q=${top.name}`);
      expect(body.result302).toBeUndefined();
      expect(body.results.Website).toBe(top.name);
      expect(body.results.Advertisers[0].Advertiser).toBe(top.name);
      // A website that is no ad system still goes straight to its page.
      const other = await s.get(`/search/api?q=${s.docs[1].domain}`);
      expect(other.body.result302).toEqual({ location: `/website/${s.docs[1].domain}` });
    } finally {
      await s.index.remove(top.name);
      await s.index.refresh();
    }
  });

  it('common headers with occurrence, header page with usage, values and together-headers', async () => {
    const { body } = await s.get('/common-response-headers/api');
    const rows = body.results.Headers;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((h: { HeaderMoniker: string }) => /^[a-z0-9-]+$/.test(h.HeaderMoniker))).toBe(true);
    const h = await s.get('/response-header/x-powered-by/api');
    expect(h.status).toBe(200);
    const r = h.body.results;
    expect(r.Description).toMatch(/framework/);
    expect(r.Usage.HeaderCount).toBe(
      s.docs.filter((d) => d.headers.some((x) => x.name === 'x-powered-by')).length,
    );
    expect(r.TopValues.length).toBeGreaterThan(0);
    // Shares keep two decimals (contract percent()), like every share in page data.
    const shares: number[] = [
      r.Usage.UsedByPercent,
      ...r.TopValues.map((v: { Percentage: number }) => v.Percentage),
      ...rows.map((row: { Occurrence: number }) => row.Occurrence),
    ];
    for (const share of shares) expect(share).toBe(Number(share.toFixed(2)));
    expect(r.Usage.UsedByPercent).toBeCloseTo((r.Usage.HeaderCount / body.results.TotalDomains) * 100, 2);
    const cc = await s.get('/response-header/cache-control/api');
    expect(cc.body.results.Directives.length).toBeGreaterThan(0);
    expect((await s.get('/response-header/x-never-sent/api')).status).toBe(404);
    const html = await s.html('/response-header/x-powered-by');
    expect(html.text).toContain('Often used together');
  });
});

describe('headings and titles', () => {
  it('the five "…/websites" list pages have one <h1>: the list is the page', async () => {
    const tagged = s.docs.find((d) => d.tags.length)!;
    const paths = [
      `/asn/${s.docs[0].asn}/websites`,
      `/ip/${s.docs[0].ip}/websites`,
      `/tag/${encodeURIComponent(tagged.tags[0].id)}/websites`,
      `/advertisers/${topAdSystem().name}/websites`,
      '/response-header/x-powered-by/websites',
    ];
    for (const path of paths) {
      const { status, text } = await s.html(path);
      expect([path, status]).toEqual([path, 200]);
      const h1 = text.match(/<h1[^>]*>(.*?)<\/h1>/g) ?? [];
      expect([path, h1.length]).toEqual([path, 1]);
      expect(h1[0]).toMatch(/id="domain-list-title"/);
    }
  });

  it('a page that needs sign-in is titled so, not "Page not found"', async () => {
    for (const path of ['/user/account', '/monitoring/websites', '/user/verified-domains']) {
      const { status, text } = await s.html(path);
      expect([path, status]).toEqual([path, 401]);
      expect(text).toContain('<title>Sign in required | TechCensus</title>');
      expect(text).not.toContain('Page not found');
    }
  });
});
