/**
 * The blog: nothing and a sentence on an empty index; after demo sites are seeded, the job writes
 * monthly posts from the index's changes; their pages, the feed, and bad post addresses.
 */
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { runBlogJob } from '../support/blog.ts';
import { startTestServer } from '../support/server.ts';
import { demoDomain, loadReferenceData, seedDemoSites } from '../support/sites.ts';
import { getHtml, getJson } from './vulnerability-fixture.ts';

const SITES = 3_000;
const SEED = 5;

type XmlNode = {
  type: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: XmlNode[];
  data?: string;
};

const elements = (node: XmlNode, name: string): XmlNode[] =>
  (node.children ?? []).filter((c) => c.type === 'tag' && c.name === name);
const text = (node: XmlNode | undefined): string =>
  (node?.children ?? []).map((c) => (c.type === 'text' ? (c.data ?? '') : text(c))).join('');

/** The feed, parsed as XML: its one root element. */
async function readFeed(server: RunningServer) {
  const res = await fetch(`${server.url}/blog/feed.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  const doc = parseDocument(xml, { xmlMode: true }) as unknown as XmlNode;
  const roots = (doc.children ?? []).filter((c) => c.type === 'tag');
  expect(roots.map((r) => r.name)).toEqual(['feed']);
  expect(roots[0].attribs?.xmlns).toBe('http://www.w3.org/2005/Atom');
  return roots[0];
}

let server: RunningServer;
let origin: string;
beforeAll(async () => {
  // The same server shows the empty index, then the seeded one: no statistic kept in between.
  server = await startTestServer({ STATS_CACHE_SECONDS: '0' });
  origin = new URL((await getJson(server, '/blog/api')).body.results.CanonicalURL).origin;
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the blog', () => {
  it('on an empty index: no post, the sentence saying when posts come, an empty feed linked from <head>', async () => {
    await runBlogJob(server);
    const { body } = await getJson(server, '/blog/api');
    expect(body.results).toMatchObject({ Posts: [], IndexEmpty: true, DemoData: false });
    expect(body.results.Feed).toEqual({ Title: 'TechCensus blog', URL: `${origin}/blog/feed.xml` });
    const { status, html } = await getHtml(server, '/blog');
    expect(status).toBe(200);
    expect(html).toContain('Posts come once the index has a month of data');
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="TechCensus blog" href="${origin}/blog/feed.xml">`,
    );
    const feed = await readFeed(server);
    expect(elements(feed, 'entry')).toEqual([]);
    expect(Number.isNaN(Date.parse(text(elements(feed, 'updated')[0])))).toBe(false);
  }, 120_000);

  it('answers the 404 page for unknown and malformed post addresses, never a 5xx', async () => {
    for (const id of [
      'technology-trends-1999-01',
      'no-such-post',
      'Technology-Trends',
      '-x-',
      'a'.repeat(300),
      '%27%20OR%201%3D1--',
      'feed.json',
      '%E2%80%94',
    ]) {
      expect((await getHtml(server, `/blog/${id}`)).status, id).toBe(404);
      const data = await getJson(server, `/blog/${id}/api`);
      expect(data.status, id).toBe(404);
      expect(data.body.result404.title).toMatch(/^404/);
    }
  });

  describe('with a year of demo sites', () => {
    let posts: { BlogId: string; Title: string; Date: string; Summary: string }[];

    beforeAll(async () => {
      await loadReferenceData(server);
      await seedDemoSites(server, { count: SITES, seed: SEED });
      await runBlogJob(server);
      posts = (await getJson(server, '/blog/api')).body.results.Posts;
    }, 240_000);

    it('the job writes monthly posts each dated by its own month, newest month first, labelled as demo data', async () => {
      const now = new Date();
      const newest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
        .toISOString()
        .slice(0, 7);
      expect(posts.length).toBeGreaterThan(3);
      expect(posts[0].BlogId).toBe(`technology-trends-${newest}`);
      const ids = posts.map((p) => p.BlogId);
      expect([...ids].sort().reverse()).toEqual(ids);
      for (const p of posts) {
        expect(p.Title).toMatch(/^Technology trends, [A-Z][a-z]+ \d{4}$/);
        // Dated by its month, the day after it ends, though the job caught them all up today.
        const month = p.BlogId.slice(-7);
        const [y, m] = month.split('-').map(Number);
        expect(p.Date).toBe(new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));
        expect(p.Summary).toMatch(
          /^In [A-Z][a-z]+ \d{4}, websites in our index started using a technology [\d,]+ times/,
        );
      }
      const { body } = await getJson(server, '/blog/api');
      expect(body.results).toMatchObject({ DemoData: true, IndexEmpty: false });
      const { html } = await getHtml(server, '/blog');
      expect(html).toContain(`href="/blog/${posts[0].BlogId}"`);
      expect(html).toContain('Demo data');
      expect(html).not.toContain('Posts come once the index has a month of data');
    });

    it('a post page: title, date, breadcrumbs, canonical, description, previous and next', async () => {
      const middle = posts[1];
      const { body } = await getJson(server, `/blog/${middle.BlogId}/api`);
      const r = body.results;
      expect(r.PageTitle).toBe(middle.Title);
      expect(r.PageDescription).toBe(middle.Summary);
      expect(r.CanonicalURL).toBe(`${origin}/blog/${middle.BlogId}`);
      expect(r.BreadCrumbs.map((c: { Text: string }) => c.Text)).toEqual(['Home', 'Blog', middle.Title]);
      expect(r.Previous.BlogId).toBe(posts[2].BlogId);
      expect(r.Next.BlogId).toBe(posts[0].BlogId);
      expect(r.Post).toMatchObject({ BlogId: middle.BlogId, Date: middle.Date, DemoData: true });
      expect((await getJson(server, `/blog/${posts[0].BlogId}/api`)).body.results.Next).toBeNull();
      expect((await getJson(server, `/blog/${posts.at(-1)?.BlogId}/api`)).body.results.Previous).toBeNull();

      const { status, html } = await getHtml(server, `/blog/${middle.BlogId}`);
      expect(status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${origin}/blog/${middle.BlogId}">`);
      expect(html).toContain(`<meta name="description" content="${middle.Summary.replace(/&/g, '&amp;')}">`);
      expect(html).toContain(`rel="alternate" type="application/atom+xml"`);
      expect(html).toContain(`rel="prev" href="/blog/${posts[2].BlogId}"`);
      expect(html).toContain(`rel="next" href="/blog/${posts[0].BlogId}"`);
      expect(html).toContain('aria-label="Breadcrumb"');
      expect(html).toContain('this post was written from generated sample websites');
    });

    it('sections carry numbers that add up, links to existing technology and category pages, tables and charts', async () => {
      const { body } = await getJson(server, `/blog/${posts[0].BlogId}/api`);
      const sections = body.results.Post.Sections;
      expect(sections[0].Heading).toBe('Across all categories');
      const categories = sections.filter((s: { URL: string | null }) =>
        s.URL?.startsWith('/technology-type/'),
      );
      expect(categories.length).toBeGreaterThan(0);
      const links = new Set<string>();
      for (const s of sections.filter((x: { Table: unknown }) => x.Table)) {
        expect(s.Table.Rows.length).toBeGreaterThan(0);
        expect(s.Chart.Bars.length).toBe(s.Table.Rows.length);
        for (const row of s.Table.Rows) {
          expect(row.Net).toBe(row.Added - row.Dropped);
          expect(row.Net).not.toBe(0);
          links.add(row.URL);
        }
        for (const run of s.Paragraphs.flat()) if (run.URL) links.add(run.URL);
      }
      for (const c of categories) links.add(c.URL);
      for (const link of [...links].slice(0, 12))
        expect((await getJson(server, `${link}/api`)).status, link).toBe(200);

      const { html } = await getHtml(server, `/blog/${posts[0].BlogId}`);
      expect(html).toContain('<table class="table blog-trends">');
      // The chart is in the server's HTML: a drawing with a bar per technology that changed.
      expect(html).toContain('<figure class="chart bar-list">');
      expect(html).toMatch(/<figure class="chart bar-list">[\s\S]*?<rect /);
    });

    it('a post keeps its numbers: sites removed afterwards change no written post', async () => {
      const before = (await getJson(server, `/blog/${posts[0].BlogId}/api`)).body.results.Post;
      for (let i = 0; i < 300; i++) await server.siteIndex.remove(demoDomain(SEED, SITES, i));
      await server.siteIndex.refresh();
      await runBlogJob(server);
      const after = (await getJson(server, `/blog/${posts[0].BlogId}/api`)).body.results.Post;
      expect(after).toEqual(before);
      expect((await getJson(server, '/blog/api')).body.results.Posts).toEqual(posts);
    }, 120_000);

    it('the Atom feed lists every post with absolute links, escaped text and dates', async () => {
      const feed = await readFeed(server);
      expect(text(elements(feed, 'id')[0])).toBe(`${origin}/blog`);
      expect(elements(feed, 'link').map((l) => l.attribs)).toEqual([
        { rel: 'self', type: 'application/atom+xml', href: `${origin}/blog/feed.xml` },
        { rel: 'alternate', type: 'text/html', href: `${origin}/blog` },
      ]);
      const entries = elements(feed, 'entry');
      expect(entries.map((e) => elements(e, 'link')[0].attribs?.href)).toEqual(
        posts.map((p) => `${origin}/blog/${p.BlogId}`),
      );
      for (const [i, e] of entries.entries()) {
        expect(text(elements(e, 'title')[0])).toBe(posts[i].Title);
        expect(elements(e, 'summary')[0].attribs).toEqual({ type: 'text' });
        expect(text(elements(e, 'summary')[0])).toBe(posts[i].Summary);
        const updated = text(elements(e, 'updated')[0]);
        expect(new Date(updated).toISOString()).toBe(updated);
        expect(updated.slice(0, 10)).toBe(posts[i].Date);
      }
      expect(text(elements(feed, 'updated')[0])).toBe(text(elements(entries[0], 'updated')[0]));
    });
  });
});
