/** Website profile and sub-pages over HTTP, anonymous and signed in. */
import { isReservedName, isReservedUrl } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { DEMO_SITE_ACTIONS_NOTE } from '../../web/src/pages/website/WebsitePage.tsx';
import { signedInAccount } from '../support/accounts.ts';
import { type Seeded, startSeeded } from './website-support.ts';

let s: Seeded;
let ok: SiteDoc;
let blocked: SiteDoc | undefined;
let memberCookie: string;

beforeAll(async () => {
  s = await startSeeded();
  ok = s.docs.find(
    (d) => d.fetch.outcome === 'ok' && d.technologies.length > 3 && d.headers.length,
  ) as SiteDoc;
  blocked = s.docs.find((d) => d.fetch.outcome === 'blocked');
  memberCookie = (await signedInAccount(s.server.db)).cookie;
}, 300_000);
afterAll(() => s?.server.close());

/** A page's data as a signed-in visitor gets it. */
const member = (path: string) => s.get(path, { cookie: memberCookie });

describe('website profile', () => {
  it('answers the summary, technologies with freshness, headers and locked reports', async () => {
    const { status, body } = await s.get(`/website/${ok.domain}/api`);
    expect(status).toBe(200);
    const r = body.results;
    expect(r.Domain).toBe(ok.domain);
    expect(r.TechnologiesDetected).toBe(new Set(ok.technologies.map((t) => t.slug)).size);
    expect(r.Technologies.length).toBe(ok.technologies.length);
    for (const t of r.Technologies) {
      expect(t.TechnologyURL).toMatch(/^\/technology\/[a-z0-9-]+$/);
      expect(t.TechnologyIcon).toMatch(/^\/s\/ti\//);
      if (t.Version === null) expect(t.Bucket).toBeNull();
    }
    expect(r.ResponseHeaders.length).toBe(ok.headers.length);
    expect(r.IPAddress).toBe(ok.ip);
    expect(r.IPSharedDomains).toBeGreaterThanOrEqual(1);
    expect(r.DomainInfo.ASNId).toBe(ok.asn);
    expect(
      r.Reports.filter((x: { Locked: boolean }) => x.Locked).map((x: { Name: string }) => x.Name),
    ).toEqual([
      'Technologies',
      'Subdomains',
      'Technology history',
      'Backlinks',
      'Redirects',
      'Advertisers',
      'Reverse IP',
    ]);
    expect(r.DemoData).toBe(true);
    // No list ranks a demo site: the rank stands alone.
    expect(r.RankSource).toBeNull();
    expect(r.Fetch.Message).toBeNull();
    if (ok.certificate) expect(['Expired', 'Expiring soon', 'Valid']).toContain(r.DomainInfo.CertState);
    expect(r.CanonicalURL).toMatch(new RegExp(`/website/${ok.domain.replace(/\./g, '\\.')}$`));
  });

  it('says when the last visit was blocked', async () => {
    if (!blocked) return;
    const { body } = await s.get(`/website/${blocked.domain}/api`);
    expect(body.results.Fetch.Outcome).toBe('blocked');
    expect(body.results.Fetch.Message).toMatch(/did not succeed: the website blocked our crawler/);
    const page = await s.html(`/website/${blocked.domain}`);
    expect(page.text).toContain('blocked our crawler');
  });

  it('renders on the server: summary, stars, lock icons, demo notice', async () => {
    const { status, text } = await s.html(`/website/${ok.domain}`);
    expect(status).toBe(200);
    expect(text).toContain(`<h1>${ok.domain}</h1>`);
    expect(text).toContain('Available Reports');
    expect(text).toContain('<title>Login to access</title>');
    expect(text).toContain('Demo data');
    expect(text).toMatch(/<title>[^<]*technology profile/);
    expect(text).not.toMatch(/rank-source|old rank/);
    // Each technology row says when it was first detected and when it was last seen.
    expect(text).toContain('<th scope="col">Last seen</th>');
    for (const t of ok.technologies) expect(text).toContain(`<td>${t.firstSeen}</td><td>${t.lastSeen}</td>`);
  });

  it('answers unknown and invalid domains with the not-found text and 404', async () => {
    for (const name of ['never-seen-anywhere.example', 'bad_name!', 'localhost', `${'a'.repeat(300)}.com`]) {
      const { status, body } = await s.get(`/website/${name}/api`);
      expect(status, name).toBe(404);
      expect(body.result404.title).toBe('The technology or website you were looking for was not found.');
    }
    const page = await s.html('/website/never-seen-anywhere.example');
    expect(page.status).toBe(404);
    expect(page.text).toContain('The technology or website you were looking for was not found.');
  });
});

describe('website sub-pages', () => {
  it('need a login for anonymous visitors (401 resultLoginRequired), the aggregated view does not', async () => {
    for (const sub of [
      'technologies',
      'history',
      'subdomains',
      'redirects',
      'advertisers',
      'backlinks',
      'backlinks/websites',
      'backlinks/ipaddresses',
    ]) {
      const { status, body } = await s.get(
        `/website/${ok.domain}/${sub}${sub === 'backlinks' ? '' : '/1'}/api`,
      );
      expect(status, sub).toBe(401);
      expect(body.resultLoginRequired).toBe(true);
    }
    const agg = await s.get(`/website/${ok.domain}/aggregated/api`);
    expect(agg.status).toBe(200);
    expect(agg.body.results.Categories.length).toBeGreaterThan(0);
    const html = await s.html(`/website/${ok.domain}/aggregated`);
    expect(html.text).toContain('aria-expanded="true"');
  });

  it('unknown domain is a 404 before the login question', async () => {
    const { status } = await s.get('/website/never-seen-anywhere.example/technologies/1/api');
    expect(status).toBe(404);
  });

  it('technologies, history, subdomains, advertisers for a signed-in visitor', async () => {
    const tech = await member(`/website/${ok.domain}/technologies/1/api`);
    expect(tech.status).toBe(200);
    expect(tech.body.results.TechnologyCount).toBe(ok.technologies.length);
    expect((await member(`/website/${ok.domain}/technologies/9/api`)).status).toBe(404);

    const history = await member(`/website/${ok.domain}/history/1/api`);
    expect(history.body.results.ChangeCount).toBe(ok.changes.length);
    if (ok.changes.length) expect(history.body.results.Changes[0].Date).toBe(ok.changes.at(-1)?.date);

    const noSubs = s.docs.find((d) => d.subdomains.every((x) => x === `www.${d.domain}`)) as SiteDoc;
    const subs = await member(`/website/${noSubs.domain}/subdomains/1/api`);
    expect(subs.body.results.EmptyMessage).toBe('No subdomains');

    // Each ad system of the site's ads.txt links to the page of the websites authorising it.
    const withAds = s.docs.find((d) => d.advertisers.length) as SiteDoc;
    const ads = await member(`/website/${withAds.domain}/advertisers/1/api`);
    expect(ads.body.results.Items).toEqual(
      [...withAds.advertisers]
        .sort()
        .slice(0, 25)
        .map((a) => ({ Name: a, Link: `/advertisers/${a}`, Rank: null, DomainCount: null })),
    );
  });

  it('redirects: the sites whose visits ended on this one, or an honest empty message', async () => {
    const into = new Map<string, string[]>();
    for (const d of s.docs) {
      if (!d.redirectsTo) continue;
      const target = d.redirectsTo.replace(/^www\./, '');
      into.set(target, [...(into.get(target) ?? []), d.domain]);
    }
    const [target, sources] = [...into].sort((a, b) => b[1].length - a[1].length)[0];
    const r = await member(`/website/${target}/redirects/1/api`);
    expect(r.status).toBe(200);
    expect(r.body.results.Message).toBeNull();
    expect(r.body.results.Domains.Header.DomainCount).toBe(sources.length);
    expect(r.body.results.Domains.Domains.map((x: { Domain: string }) => x.Domain).sort()).toEqual(
      [...sources].sort().slice(0, 25),
    );
    const lonely = s.docs.find((d) => !into.has(d.domain)) as SiteDoc;
    // The profile counts the same sites and links the count to this list.
    const profile = await s.get(`/website/${target}/api`);
    expect(profile.body.results.RedirectedFrom.Count).toBe(sources.length);
    expect((await s.html(`/website/${target}`)).text).toContain(
      `<a href="/website/${target}/redirects">${sources.length}</a>`,
    );
    expect((await s.get(`/website/${lonely.domain}/api`)).body.results.RedirectedFrom.Count).toBe(0);
    const none = await member(`/website/${lonely.domain}/redirects/1/api`);
    expect(none.body.results.Domains).toBeNull();
    expect(none.body.results.Message).toBe(`We know of no websites that redirect to ${lonely.domain}.`);
    expect((await member(`/website/${target}/redirects/99/api`)).status).toBe(404);
  });

  it('backlinks: profile, empty text, website list', async () => {
    const linked = new Map<string, number>();
    for (const d of s.docs) for (const l of d.links) linked.set(l, (linked.get(l) ?? 0) + 1);
    const [target, n] = [...linked].sort((a, b) => b[1] - a[1])[0];
    const b = await member(`/website/${target}/backlinks/api`);
    expect(b.body.results.BacklinkInfo.LinkingRootDomainCount).toBe(n);
    expect(b.body.results.BacklinkInfo.HighestRankingDomain).not.toBeNull();
    const lonely = s.docs.find((d) => !linked.has(d.domain)) as SiteDoc;
    const none = await member(`/website/${lonely.domain}/backlinks/api`);
    expect(none.body.results.EmptyMessage).toBe('No backlinks found for this domain');
    const list = await member(`/website/${target}/backlinks/websites/1/api`);
    expect(list.body.results.Domains.Header.DomainCount).toBe(n);
  });
});

describe('a demo website is no real website', () => {
  /** Every absolute link of a page (scripts and styles are the site's own, written relative). */
  const outboundLinks = (html: string) => [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);

  it('has a reserved name, no link out to it or to its social profiles, and a demo ranking', async () => {
    const social = s.docs.find((d) => d.social.facebook && d.rank < 2_000_000_000) as SiteDoc;
    expect(isReservedName(social.domain)).toBe(true);
    expect(isReservedUrl(social.social.facebook as string)).toBe(true);
    const { text } = await s.html(`/website/${social.domain}`);
    const html = text.replace(/<!-- -->/g, '');
    // No link out to a reserved name: not to the site, not to its made-up social profiles.
    const links = outboundLinks(html).filter((l) => !l.includes(`/website/${social.domain}`));
    expect(links.filter((l) => isReservedUrl(l))).toEqual([]);
    expect(html).not.toMatch(new RegExp(`href="https?://(www\\.)?${social.domain.replace(/\./g, '\\.')}`));
    expect(html).not.toContain(`href="${social.social.facebook}"`);
    expect(html).toMatch(/<h2>Social Media<\/h2><ul><li>Facebook<\/li>/);
    expect(html).toContain(`${social.rank.toLocaleString('en-US')} · demo ranking`);
  });

  it('is looked up by its reserved name, www. and scheme included; the record keeps the TLD it stands for', async () => {
    const de = s.docs.find((d) => d.tld === 'de') as SiteDoc;
    expect(de.domain.endsWith('.de.example')).toBe(true);
    const { status, body } = await s.get(`/website/${encodeURIComponent(`www.${de.domain}`)}/api`);
    expect([status, body.results?.Domain ?? body.redirect]).toEqual([200, de.domain]);
  });

  it('lists demo rows marked, with a demo ranking and no ↗ link out', async () => {
    const ip = ok.ip as string;
    const { body } = await member(`/ip/${ip}/websites/1/api`);
    const rows = body.results.Domains.Domains as { Domain: string; Synthetic: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.Synthetic).toBe(true);
      expect(isReservedName(r.Domain)).toBe(true);
    }
    const html = (await s.html(`/ip/${ip}/websites/1`)).text;
    expect(html).not.toContain('class="open-link"');
    expect(html).toContain('class="demo-mark"');
    expect(html).toContain('· demo ranking');
  });

  it('offers no scan or monitor on its profile, and says why', async () => {
    const html = (await s.html(`/website/${ok.domain}`)).text;
    expect(html).toContain(DEMO_SITE_ACTIONS_NOTE);
    expect(html).not.toContain('/technology-scan?website=');
    expect(html).not.toContain('/cve-security-scan?website=');
    expect(html).not.toContain('/monitoring/add-website?website=');
  });

  it('is not offered to the scan form: the name has nothing to visit', async () => {
    const { status, body } = await s.get(`/technology-scan/api?website=${ok.domain}`);
    expect([status, body.results.Domain]).toEqual([200, '']);
  });
});
