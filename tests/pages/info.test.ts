/** The information pages: FAQ, privacy, terms, the crawler page (the blog: blog.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { getHtml, getJson } from './vulnerability-fixture.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('information pages', () => {
  it('the network data is credited as its CC BY 4.0 licence asks: on /about-us and in every footer', async () => {
    const { body } = await getJson(server, '/about-us/api');
    expect(body.results.Paragraphs.join(' ')).toContain('IP Geolocation by DB-IP');
    for (const path of ['/about-us', '/asn']) {
      const { html } = await getHtml(server, path);
      expect(html).toContain('<a href="https://db-ip.com">IP Geolocation by DB-IP</a>');
    }
  });

  it('/faq is an accordion of questions, readable without script', async () => {
    const { body } = await getJson(server, '/faq/api');
    expect(body.results.FAQ.length).toBeGreaterThan(5);
    for (const f of body.results.FAQ) expect(f.question.endsWith('?')).toBe(true);
    const { status, html } = await getHtml(server, '/faq');
    expect(status).toBe(200);
    expect(html).toContain('<details>');
    expect(html).toContain('How do I get my website removed?');
  });

  it('/privacy and /terms carry server html, rendered in the browser, with a no-script copy', async () => {
    for (const [path, heading] of [
      ['/privacy', 'Privacy policy'],
      ['/terms', 'Terms of service'],
    ]) {
      const { body } = await getJson(server, `${path}/api`);
      expect(body.results.html).toContain(`<h1>${heading}</h1>`);
      const { status, html } = await getHtml(server, path);
      expect(status).toBe(200);
      expect(html).toMatch(/<noscript>.*<h1>/s);
    }
  });

  it('the FAQ and the terms quote the dollar tiers the report builder charges, not credits', async () => {
    const faq = await getJson(server, '/faq/api');
    const report = faq.body.results.FAQ.find((f: { question: string }) => f.question === 'What is a report?');
    const terms = await getJson(server, '/terms/api');
    for (const text of [report.answer, report.answerhtml, terms.body.results.html]) {
      expect(text).not.toMatch(/one credit per website/i);
      expect(text).toContain('$100 for 1,000');
      expect(text).toContain('$400 for 500,000 or more');
      expect(text).toContain('smallest charge is $30');
    }
    const { html } = await getHtml(server, '/faq');
    expect(html).toContain('$100 for 1,000');
  });

  it('/bot states the crawler user agent and robots.txt product token', async () => {
    const { body } = await getJson(server, '/bot/api');
    const baseUrl = body.results.CanonicalURL.replace(/\/bot$/, '');
    expect(body.results.UserAgent).toBe(`TechCensusBot/1.0 (+${baseUrl}/bot)`);
    expect(body.results.ProductToken).toBe('techcensusbot');
    const { html } = await getHtml(server, '/bot');
    expect(html).toContain('User-agent: techcensusbot');
    expect(html).toContain('href="/domain-removal"');
  });
});
