/**
 * The header search's suggestions call (GET /search/api-suggestions) and the search page's live
 * scan offer, over a seeded demo dataset; on the Postgres adapter and, in the opensearch project,
 * on OpenSearch (tests/support/http-suites.ts).
 */
import {
  SEARCH_INPUT_HINT,
  SEARCH_SUGGEST_MESSAGES,
  SEARCH_SUGGESTION_LIMITS,
  type SearchSuggestion,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { pageData, startSeededServer } from './technology-fixture.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startSeededServer();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

/** As the website asks (a browser opening the address gets the same status as a page). */
const suggest = async (query: string, on = server) => {
  const res = await fetch(`${on.url}/search/api-suggestions${query}`, {
    headers: { accept: 'application/json' },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answer is asserted field by field
  return { status: res.status, body: (await res.json()) as any };
};
const results = async (q: string): Promise<SearchSuggestion[]> => {
  const { status, body } = await suggest(`?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return body.results;
};

describe('search suggestions', () => {
  it('offers WordPress for "word" with the count its technology page shows, then the other kinds', async () => {
    const found = await results('word');
    const wordpress = found.find((s) => s.kind === 'technology' && s.name === 'WordPress');
    const page = await pageData(server, '/technology/wordpress/api');
    expect(wordpress).toEqual({
      kind: 'technology',
      name: 'WordPress',
      url: '/technology/wordpress',
      icon: expect.stringMatching(/^\/s\/ti\/.+/),
      count: page.body.results.Usage.DomainCount,
      rank: null,
    });
    expect(found[0]).toBe(wordpress);
    const kinds = found.map((s) => s.kind);
    // Grouped: every kind's items together, in the contract's order.
    expect(kinds).toEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
    for (const kind of ORDER)
      expect(kinds.filter((k) => k === kind).length).toBeLessThanOrEqual(SEARCH_SUGGESTION_LIMITS[kind]);
  });

  it('counts categories and ad systems as their pages do, linking them', async () => {
    const cms = (await results('content manag')).find((s) => s.kind === 'category');
    expect(cms).toMatchObject({
      name: 'Content Management System',
      url: '/technology-type/content-management-system',
      icon: expect.stringMatching(/^\/s\/ti\/.+/),
      rank: null,
    });
    const category = await pageData(server, '/technology-type/content-management-system/api');
    expect(cms?.count).toBe(category.body.results.CategoryUsage.DomainCount);
    const google = (await results('google.c')).find((s) => s.kind === 'advertiser');
    expect(google).toMatchObject({
      name: 'google.com',
      url: '/advertisers/google.com',
      icon: null,
      rank: null,
    });
    const authorised = await pageData(server, '/advertisers/google.com/api');
    expect(google?.count).toBe(authorised.body.results.DomainCount);
    expect(google?.count).toBeGreaterThan(0);
  });

  it('offers indexed websites whose domain starts with the text, with their rank', async () => {
    const list = await pageData(server, '/technology/wordpress/websites/1/api');
    const row = list.body.results.DomainList.Domains.find((d: { Rank: number | null }) => d.Rank !== null);
    const domain: string = row.Domain;
    const start = domain.slice(0, domain.lastIndexOf('.') + 1);
    for (const typed of [start, `https://www.${start}`, domain.toUpperCase()]) {
      const websites = (await results(typed)).filter((s) => s.kind === 'website');
      expect(websites, typed).toContainEqual({
        kind: 'website',
        name: domain,
        url: `/website/${domain}`,
        icon: null,
        count: null,
        rank: row.Rank,
      });
      const ranks = websites.map((w) => w.rank ?? 0);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await results('zzqx-nothing')).toEqual([]);
  });

  it.each([
    ['', 'q: Required'],
    ['?q=', `q: ${SEARCH_SUGGEST_MESSAGES.tooShort}`],
    ['?q=w', `q: ${SEARCH_SUGGEST_MESSAGES.tooShort}`],
    ['?q=%20%20w%20', `q: ${SEARCH_SUGGEST_MESSAGES.tooShort}`],
    [`?q=${'w'.repeat(101)}`, `q: ${SEARCH_SUGGEST_MESSAGES.tooLong}`],
    ['?q=%22wordpress%22', `q: ${SEARCH_INPUT_HINT}`],
    ['?q=word%3Bpress', `q: ${SEARCH_INPUT_HINT}`],
  ])('refuses %j with a 400 saying why', async (query, message) => {
    const { status, body } = await suggest(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ err: message, code: 'validation_failed' });
  });

  it.each([
    ['a NUL', '?q=wo%00rd'],
    ['a line break', '?q=wo%0Ard'],
    ['two values', '?q=word&q=press'],
    ['a lone surrogate', '?q=wo%ED%A0%80rd'],
  ])('refuses %s with a 400, never a 5xx', async (_what, query) => {
    const { status, body } = await suggest(query);
    expect(status).toBe(400);
    expect(typeof body.err).toBe('string');
  });
});

const ORDER = ['technology', 'category', 'advertiser', 'website'] as const;

describe('the search page and domains', () => {
  it('offers the live scan for a domain the index lacks, prefilled, and no profile', async () => {
    const { body } = await pageData(server, '/search/api?q=https://zzqx-unknown.org/path');
    expect(body.results).toMatchObject({ NotFound: true, ScanDomain: 'zzqx-unknown.org', Website: null });
    const text = await (await fetch(`${server.url}/search?q=zzqx-unknown.org`)).text();
    expect(text).toContain('action="/technology-scan"');
    expect(text).toMatch(/name="website"[^>]*value="zzqx-unknown.org"/);
  });

  it('goes to the profile of an indexed domain', async () => {
    const list = await pageData(server, '/technology/jquery/websites/1/api');
    const domain: string = list.body.results.DomainList.Domains.find(
      (d: { Rank: number | null }) => d.Rank !== null,
    ).Domain;
    const res = await fetch(`${server.url}/search?q=${domain}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/website/${domain}`);
  });
});

describe('the suggestions limit', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startTestServer({ SEARCH_SUGGEST_RATE_LIMIT: '3' });
  }, 120_000);
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with the wait once an address asked too often in a minute', async () => {
    for (let i = 0; i < 3; i++) expect((await suggest('?q=word', limited)).status).toBe(200);
    const res = await fetch(`${limited.url}/search/api-suggestions?q=word`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as { err: string }).err).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    // Pages and other calls are not counted against it.
    expect((await fetch(`${limited.url}/search/api?q=word`)).status).toBe(200);
  });
});
