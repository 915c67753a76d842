/** The technology area's page data and server HTML over a seeded demo dataset (part 2 §2.2, §8, §9). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { pageData, startSeededServer } from './technology-fixture.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startSeededServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

const html = async (path: string) => {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};

describe('technology page', () => {
  it('answers usage, market, developments, versions and vulnerabilities', async () => {
    const { status, body } = await pageData(server, '/technology/wordpress/api');
    expect(status).toBe(200);
    const r = body.results;
    expect(r.Technology).toMatchObject({
      TechnologyShortName: 'WordPress',
      TechnologyURL: 'wordpress',
      Moniker: 'wordpress',
    });
    expect(r.Technology.Categories.map((c: { CategoryURL: string }) => c.CategoryURL)).toContain(
      'content-management-system',
    );
    expect(r.Usage.DomainCount).toBeGreaterThan(100);
    expect(r.Market).toMatchObject({ Kind: 'share', Position: 1 });
    expect(r.Market.Scope.CategoryURL).toBe('content-management-system');
    expect(r.Versions.length).toBeGreaterThan(0);
    expect(r.Versions.length).toBeLessThanOrEqual(10);
    expect(r.Vulnerabilities.Rows.length).toBeLessThanOrEqual(10);
    const domains = r.Vulnerabilities.Rows.map((v: { Domains: number }) => v.Domains);
    expect(domains).toEqual([...domains].sort((a, b) => b - a));
    expect(r.UsedTogether.map((t: { TechnologyURL: string }) => t.TechnologyURL)).toContain('php');
    expect(r.PageTitle).toContain('WordPress');
    expect(r.CanonicalURL).toMatch(/\/technology\/wordpress$/);
    expect(r.DemoData).toBe(true);
  });

  it('renders on the server with its key content', async () => {
    const { status, text } = await html('/technology/wordpress');
    expect(status).toBe(200);
    expect(text).toContain('<h1>WordPress</h1>');
    expect(text).toContain('Market share');
    expect(text).toContain('/create-report?technology=wordpress');
  });

  it("usage over time: the last 12 months, ending with today's count, moved by the change events", async () => {
    const r = (await pageData(server, '/technology/wordpress/api')).body.results;
    const points: { Month: string; DomainCount: number }[] = r.UsageOverTime;
    expect(points).toHaveLength(12);
    const now = new Date();
    const month = (back: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
    expect(points.map((p) => p.Month)).toEqual(Array.from({ length: 12 }, (_, i) => month(11 - i)));
    expect(points.at(-1)?.DomainCount).toBe(r.Usage.DomainCount);
    for (const p of points) expect(Number.isInteger(p.DomainCount) && p.DomainCount >= 0).toBe(true);
    // The demo index adopts about one technology in ten within the year: WordPress grew.
    expect(points[0].DomainCount).toBeLessThan(r.Usage.DomainCount);
  });

  it('draws its usage over time on the server: an SVG line with a named point per month', async () => {
    const { text } = await html('/technology/wordpress');
    expect(text).toMatch(/<svg class="chart-svg" role="img" aria-labelledby="[^"]+"/);
    expect(text).toContain('Websites using WordPress at the end of each of the last 12 months</title>');
    expect(text).toContain('<polyline points=');
    // Each version line carries a bar, red for a vulnerable version.
    expect(text).toMatch(
      /<td class="bar-cell" aria-hidden="true"><svg class="inline-bar"[^>]*><rect [^>]*fill="#b91c1c"/,
    );
    expect(
      text.match(/<circle [^>]*><title>WordPress, [A-Z][a-z]{2} \d{4}: [\d,]+ websites<\/title>/g),
    ).toHaveLength(12);
  });

  it('gives the not-found text with 404 for an unknown technology', async () => {
    const { status, body } = await pageData(server, '/technology/no-such-thing/api');
    expect(status).toBe(404);
    expect(body.result404.title).toBe('The technology or website you were looking for was not found.');
    expect((await html('/technology/no-such-thing')).status).toBe(404);
  });
});

describe('technology lists', () => {
  it('lists websites, page 1 without a number, 404 past the end', async () => {
    const one = await pageData(server, '/technology/jquery/websites/1/api');
    expect(one.status).toBe(200);
    expect(one.body.results.DomainList.Domains.length).toBe(25);
    expect((await html('/technology/jquery/websites')).status).toBe(200);
    expect((await pageData(server, '/technology/jquery/websites/9999/api')).status).toBe(404);
  });

  it('versions: stats, newest first, vulnerable flags', async () => {
    const { body } = await pageData(server, '/technology/jquery/versions/api');
    const r = body.results;
    expect(r.Stats.TotalVersions).toBe(r.Versions.length);
    expect(r.Stats.LatestVersion).toBe(r.Versions[0].Version);
    expect(r.Stats.VulnerableVersions).toBe(
      r.Versions.filter((v: { Vulnerable: boolean }) => v.Vulnerable).length,
    );
    const total = r.Versions.reduce((s: number, v: { MarketShare: number }) => s + v.MarketShare, 0);
    expect(total).toBeCloseTo(1, 5);
  });

  it('version websites highlight the version; unknown versions are 404', async () => {
    const versions = (await pageData(server, '/technology/jquery/versions/api')).body.results.Versions;
    const v = versions[0].Version;
    const { status, body } = await pageData(server, `/technology/jquery/version/${v}/websites/1/api`);
    expect(status).toBe(200);
    expect(
      body.results.Versions.filter((x: { Highlight: boolean }) => x.Highlight).map(
        (x: { Version: string }) => x.Version,
      ),
    ).toEqual([v]);
    expect(body.results.DomainList.Header.DomainCount).toBe(body.results.DomainCount);
    expect((await pageData(server, '/technology/jquery/version/0.0.0-nope/websites/1/api')).status).toBe(404);
  });

  it('the version address redirects to its websites and carries the fallback text', async () => {
    const { body } = await pageData(server, '/technology/jquery/version/3.7.1/api');
    expect(body.result302.location).toBe('/technology/jquery/version/3.7.1/websites');
    expect(body.results.WebsitesURL).toBe('/technology/jquery/version/3.7.1/websites');
    const page = await html('/technology/jquery/version/3.7.1');
    expect(page.status).toBe(302);
    expect(page.location).toBe('/technology/jquery/version/3.7.1/websites');
  });

  it('changes: three lists with counts in the last 3 months', async () => {
    const { body } = await pageData(server, '/technology/wordpress/changes/api');
    const r = body.results;
    for (const list of [r.Added, r.Dropped, r.ChangedVersions]) {
      expect(list.Rows.length).toBeLessThanOrEqual(Math.min(25, list.Count));
      for (const row of list.Rows) expect(row.Date >= r.Since).toBe(true);
    }
    expect(r.Added.Rows[0]?.Change ?? 'Added').toBe('Added');
  });
});

describe('categories', () => {
  it('category page: usage, leader, pie data, switches for exclusive categories, geo and domains', async () => {
    const { status, body } = await pageData(server, '/technology-type/content-management-system/api');
    expect(status).toBe(200);
    const r = body.results;
    expect(r.Category).toMatchObject({ CategoryLongName: 'Content Management System', IsExclusive: true });
    expect(r.CategoryLeader.TechnologyURL).toBe('wordpress');
    expect(r.DistributionByPopularity.Buckets.map((b: { Bucket: string }) => b.Bucket)).toEqual([
      '10K',
      '100K',
      '1M',
      '10M',
      '100M',
    ]);
    expect(r.Technologies.length).toBeLessThanOrEqual(10);
    expect(r.GeoData.Countries.length).toBeGreaterThan(0);
    expect(r.DomainList.Domains.length).toBeGreaterThan(0);
    const analytics = (await pageData(server, '/technology-type/analytics/api')).body.results;
    expect(analytics.Category.IsExclusive).toBe(false);
    expect(analytics.TechnologySwitches).toEqual([]);
  });

  it('category page: usage over time of its most used technologies, and the charts drawn on the server', async () => {
    const r = (await pageData(server, '/technology-type/content-management-system/api')).body.results;
    type Series = { Technology: { TechnologyURL: string }; Points: { DomainCount: number }[] };
    const series: Series[] = r.UsageOverTime;
    expect(series.length).toBeGreaterThan(1);
    expect(series.length).toBeLessThanOrEqual(5);
    expect(series[0].Technology.TechnologyURL).toBe('wordpress');
    const shares = new Map<string, number>(
      r.TechnologyMarketShare.Technologies.map((t: { TechnologyURL: string; DomainCount: number }) => [
        t.TechnologyURL,
        t.DomainCount,
      ]),
    );
    for (const s of series) {
      expect(s.Points).toHaveLength(12);
      expect(s.Points.at(-1)?.DomainCount).toBe(shares.get(s.Technology.TechnologyURL));
    }
    const page = (await html('/technology-type/content-management-system')).text;
    // The pie, the bar per slice beside it, the rank columns and the lines: four SVG pictures.
    expect(page.match(/<svg class="chart-svg" role="img"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(page).toMatch(/<path d="M 200 200 L 200 20 A 180 180 0 /);
    expect(page).toMatch(/<title>WordPress: [\d.]+%<\/title>/);
    expect(page).toContain('Top 10K');
    // The country table's rows carry a bar each.
    expect(page).toMatch(/<td class="bar-cell" aria-hidden="true"><svg class="inline-bar"/);
  });

  it('category page: its group as parent, linked to the group on the overview, with its other categories', async () => {
    const overview = (await pageData(server, '/technology-type/api')).body.results;
    type Group = { Name: string; Categories: { CategoryURL: string; CategoryLongName: string }[] };
    const group = overview.Groups.find((g: Group) =>
      g.Categories.some((c) => c.CategoryURL === 'content-management-system'),
    ) as Group;
    const { body } = await pageData(server, '/technology-type/content-management-system/api');
    const parent = body.results.Category.ParentCategory;
    const anchor = `group-${group.Name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    expect(parent.Name).toBe(group.Name);
    expect(parent.URL).toBe(`/technology-type#${anchor}`);
    expect(parent.Categories.map((c: { CategoryURL: string }) => c.CategoryURL)).toEqual(
      group.Categories.filter((c) => c.CategoryURL !== 'content-management-system')
        .sort((a, b) => a.CategoryLongName.localeCompare(b.CategoryLongName, 'en'))
        .map((c) => c.CategoryURL),
    );
    const page = (await html('/technology-type/content-management-system')).text;
    expect(page).toContain(`<a href="${parent.URL}">${group.Name}</a>`);
    if (parent.Categories.length)
      expect(page).toContain(`href="/technology-type/${parent.Categories[0].CategoryURL}"`);
    // The anchor is the overview's heading of that group.
    expect((await html('/technology-type')).text).toContain(`<h2 id="${anchor}">${group.Name}</h2>`);
  });

  it('the fixed links of the spec resolve', async () => {
    for (const slug of ['web-servers', 'web-application-frameworks', 'content-management-system'])
      expect((await pageData(server, `/technology-type/${slug}/api`)).status).toBe(200);
  });

  it('technologies and websites lists are paged; unknown category and page are 404', async () => {
    const t = await pageData(server, '/technology-type/content-management-system/technologies/2/api');
    expect(t.status).toBe(200);
    expect(t.body.results.Technologies.length).toBe(25);
    expect(
      (await pageData(server, '/technology-type/content-management-system/technologies/999/api')).status,
    ).toBe(404);
    expect((await pageData(server, '/technology-type/web-servers/websites/1/api')).status).toBe(200);
    expect((await pageData(server, '/technology-type/nope/api')).status).toBe(404);
  });

  it('overview lists groups of categories with counters', async () => {
    const { body } = await pageData(server, '/technology-type/api');
    const r = body.results;
    expect(r.CategoryCount).toBeGreaterThan(50);
    const all = r.Groups.flatMap((g: { Categories: unknown[] }) => g.Categories);
    expect(all).toHaveLength(r.CategoryCount);
    const text = (await html('/technology-type')).text;
    for (const slug of ['web-servers', 'web-application-frameworks', 'content-management-system'])
      expect(text).toContain(`href="/technology-type/${slug}"`);
  });
});

describe('search', () => {
  it('finds technologies and categories', async () => {
    const { body } = await pageData(server, '/search/api?q=wordpress');
    expect(body.results.Technologies[0].TechnologyURL).toBe('wordpress');
    const cms = await pageData(server, '/search/api?q=content%20management');
    expect(cms.body.results.Categories[0].CategoryURL).toBe('content-management-system');
  });

  it('says how many websites use each technology and category found, and what a category holds', async () => {
    const { body } = await pageData(server, '/search/api?q=word');
    const techs: { TechnologyURL: string; DomainCount: number }[] = body.results.Technologies;
    const wordpress = techs.find((t) => t.TechnologyURL === 'wordpress')!;
    const page = await pageData(server, '/technology/wordpress/api');
    expect(wordpress.DomainCount).toBe(page.body.results.Usage.DomainCount);
    expect(wordpress.DomainCount).toBeGreaterThan(0);
    // Equally good matches: the most used first.
    expect(techs.indexOf(wordpress)).toBeLessThan(techs.findIndex((t) => t.TechnologyURL === 'wordads'));
    const cms = (await pageData(server, '/search/api?q=content%20management')).body.results.Categories[0];
    expect(cms.DomainCount).toBeGreaterThan(0);
    expect(cms.Description).not.toMatch(/is a category of web technologies/);
    expect(cms.Description).toMatch(/^[\d,]+ technologies we detect\. Most used: WordPress/);
    const text = (await html('/search?q=word')).text;
    expect(text).toMatch(/used on [\d,]+ websites/);
  });

  it('offers a live scan prefilled with a domain when nothing matches', async () => {
    const { body } = await pageData(server, '/search/api?q=zzqx-unknown.org');
    expect(body.results).toMatchObject({ NotFound: true, ScanDomain: 'zzqx-unknown.org' });
    const text = (await html('/search?q=zzqx-unknown.org')).text;
    expect(text).toContain('action="/technology-scan"');
    expect(text).toContain('value="zzqx-unknown.org"');
  });

  it('an invalid query gives the hint, not a 500', async () => {
    const { status, body } = await pageData(server, '/search/api?q=%22quoted%22');
    expect(status).toBe(200);
    expect(body.results.UserError).toContain('without special characters or quotation marks');
  });
});

describe('icons and the sample report', () => {
  it('serves a generated SVG icon with long caching where no brand artwork matches', async () => {
    const res = await fetch(`${server.url}/s/ti/${encodeURIComponent('Great Analytics.svg')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=604800');
    expect(await res.text()).toContain('>GA</text>');
  });

  it('serves the sample report CSV of a technology; unknown ones are 404', async () => {
    const res = await fetch(`${server.url}/technology/wordpress/sample-report.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('Domain,Rank,Country,Technology,Version,First detected,Last detected,Synthetic');
    expect(lines.length).toBe(11);
    // Demo sites, each marked as such.
    for (const line of lines.slice(1)) expect(line.endsWith(',yes'), line).toBe(true);
    expect((await fetch(`${server.url}/technology/nope/sample-report.csv`)).status).toBe(404);
  });
});

describe('home page blocks', () => {
  it('carries the sample report, carousel, market share, trends and the WebSite search action', async () => {
    const { body } = await pageData(server, '/api');
    const r = body.results;
    expect(r.SampleReport.ReportURL).toBe('/create-report?technology=wordpress');
    expect(r.Carousel.length).toBeGreaterThan(0);
    expect(r.Carousel[0].Rank).toBeLessThanOrEqual(r.Carousel.at(-1).Rank);
    expect(r.MarketShare.Category.CategoryURL).toBe('content-management-system');
    expect(r.StructuredData.potentialAction['@type']).toBe('SearchAction');
    const text = (await html('/')).text;
    expect(text).toContain('"@type":"SearchAction"');
    expect(text).toContain('Website details');
  });

  it("reads a demo site's rank as a demo ranking, not as a fact", async () => {
    const first = (await pageData(server, '/api')).body.results.Carousel[0];
    expect(first.Synthetic).toBe(true);
    const text = (await html('/')).text.replace(/<!-- -->/g, '');
    expect(text).toContain(`Rank ${first.Rank.toLocaleString('en-US')} · demo ranking`);
  });
});
