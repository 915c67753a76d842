import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { named, serverEngines } from '../support/engines.ts';
import { demoSitesOf, seedDemoSites } from '../support/sites.ts';
import { apiAccount, call, expectExactCreditRace } from './support.ts';

const SEED = 8;
const COUNT = 300;
const FREE = FREE_TIER_MONTHLY_CREDITS;

// Limits scaled up: these tests fire hundreds of calls a second; rate-limits.test.ts tests the limits.
describe.each(named(serverEngines({ API_RATE_LIMIT_MULTIPLIER: '1000', LOG_LEVEL: 'error' })))(
  'metered public API on %s',
  (_name, engine) => {
    let server: RunningServer;
    let docs: SiteDoc[];
    const get = (path: string, key?: string) => call(server.url, 'GET', path, { key });
    const post = (path: string, body: unknown, key?: string) => call(server.url, 'POST', path, { key, body });
    const balance = async (key: string) => (await get('/api/v1/credits', key)).body.balance as number;

    beforeAll(async () => {
      server = await engine.open();
      await seedDemoSites(server, { count: COUNT, seed: SEED });
      docs = await demoSitesOf(server, { count: COUNT, seed: SEED, first: 40 });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
    });

    it('refuses calls without a key or with a wrong one, with stable codes', async () => {
      const none = await get(`/api/v1/domains/${docs[0].domain}`);
      expect(none.status).toBe(401);
      expect(none.body.code).toBe('missing_api_key');
      expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const wrong = await get(`/api/v1/domains/${docs[0].domain}`, 'tc_abcdefgh_not-a-real-key');
      expect([wrong.status, wrong.body.code]).toEqual([401, 'invalid_api_key']);
      const bearer = await call(server.url, 'GET', '/api/v1/credits', {
        headers: { authorization: `Bearer ${(await apiAccount(server.db)).apiKey}` },
      });
      expect(bearer.status).toBe(200);
    });

    it('a domain lookup costs 1 credit and answers the profile', async () => {
      const { apiKey } = await apiAccount(server.db, 5);
      const doc = docs.find((d) => d.technologies.length > 0) ?? docs[0];
      const r = await get(
        `/api/v1/domains/${encodeURIComponent(`HTTPS://WWW.${doc.domain.toUpperCase()}/path`)}`,
        apiKey,
      );
      expect(r.status).toBe(200);
      expect(r.headers.get('x-credits-charged')).toBe('1');
      expect(r.headers.get('x-credits-remaining')).toBe(String(FREE + 5 - 1));
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.body.domain).toBe(doc.domain);
      expect(r.body.technologies.map((t: { slug: string }) => t.slug)).toEqual(
        doc.technologies.map((t) => t.slug),
      );
      expect(r.body.technologies[0]).toMatchObject({ lastChecked: doc.fetch.checkedAt, evidence: null });
      expect(r.body.fetch.outcome).toBe(doc.fetch.outcome);
      expect(r.body.synthetic).toBe(true);
      // A demo site's reserved name ("suzi.de.example") is looked up like any other; its TLD is
      // the one it stands for, from its record.
      expect(doc.domain.endsWith(`.${doc.tld}.example`)).toBe(true);
      expect(r.body.tld).toBe(doc.tld);
      expect(r.body.rankSource).toBeNull();
      expect(await balance(apiKey)).toBe(FREE + 5 - 1);
      const history = await get('/api/v1/credits/history', apiKey);
      expect(history.body.entries).toEqual([
        expect.objectContaining({
          requestId: r.headers.get('x-request-id'),
          operation: 'domainLookup',
          credits: 1,
          refunded: false,
        }),
      ]);
    });

    it('failed calls cost nothing: unknown domain, invalid domain, unknown technology, bad cursor', async () => {
      const { apiKey } = await apiAccount(server.db);
      const missing = await get('/api/v1/domains/not-in-the-index-at-all.com', apiKey);
      expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
      const invalid = await get('/api/v1/domains/not a domain', apiKey);
      expect([invalid.status, invalid.body.code]).toEqual([400, 'validation_failed']);
      expect(invalid.body.err).toBe('Please enter a valid domain name.');
      const unknown = await post(
        '/api/v1/websites',
        { filters: [{ module: 'technology', technology: 'no-such-tech' }] },
        apiKey,
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.details).toEqual([
        { path: 'filters.0.technology', message: 'Unknown technology "no-such-tech".' },
      ]);
      const cursor = await post('/api/v1/websites', { filters: [], cursor: 'bm90LWEtY3Vyc29y' }, apiKey);
      expect([cursor.status, cursor.body.code]).toEqual([400, 'invalid_cursor']);
      const schema = await post('/api/v1/websites', { filters: [{ module: 'nope' }], limit: 5000 }, apiKey);
      expect([schema.status, schema.body.code]).toEqual([400, 'validation_failed']);
      expect(schema.body.details.length).toBeGreaterThanOrEqual(2);
      const malformed = await call(server.url, 'POST', '/api/v1/websites', {
        key: apiKey,
        body: '{"filters": [',
      });
      expect([malformed.status, malformed.body.code]).toEqual([400, 'malformed_json']);
      expect(await balance(apiKey)).toBe(FREE);
      expect((await get('/api/v1/credits/history', apiKey)).body.entries).toEqual([]);
    });

    it('402 says the balance and the cost, and charges nothing', async () => {
      const { apiKey } = await apiAccount(server.db);
      const r = await post('/api/v1/websites', { filters: [], limit: FREE + 10 }, apiKey);
      expect(r.status).toBe(402);
      expect(r.body).toMatchObject({ code: 'insufficient_credits', balance: FREE, cost: FREE + 10 });
      expect(r.body.err).toContain('/pricing#credits');
      expect(await balance(apiKey)).toBe(FREE);
    });

    it('per-unit costs count what the answer holds', async () => {
      const { apiKey } = await apiAccount(server.db, 100);
      const bulk = await post(
        '/api/v1/domains/lookup',
        {
          domains: [
            docs[0].domain,
            docs[1].domain,
            `www.${docs[1].domain}`,
            'missing-site-xyz.com',
            'not a domain',
          ],
        },
        apiKey,
      );
      expect(bulk.status).toBe(200);
      expect(bulk.body.results.map((p: { domain: string }) => p.domain)).toEqual([
        docs[0].domain,
        docs[1].domain,
      ]);
      expect(bulk.body.notFound).toEqual(['missing-site-xyz.com']);
      expect(bulk.body.invalid).toEqual(['not a domain']);
      expect(bulk.headers.get('x-credits-charged')).toBe('2');

      const list = await post(
        '/api/v1/websites',
        { filters: [{ module: 'technology', technology: 'wordpress' }], limit: 7 },
        apiKey,
      );
      expect(list.status).toBe(200);
      expect(list.body.websites).toHaveLength(7);
      expect(list.headers.get('x-credits-charged')).toBe('7');

      const withSubs = docs.find((d) => d.subdomains.filter((s) => s !== `www.${d.domain}`).length > 0);
      if (withSubs) {
        const subs = await get(`/api/v1/domains/${withSubs.domain}/subdomains?limit=1`, apiKey);
        expect(subs.status).toBe(200);
        expect(subs.body.subdomains).toHaveLength(1);
        expect(subs.headers.get('x-credits-charged')).toBe('1');
      }
      const free = await Promise.all([
        post(
          '/api/v1/websites/count',
          { filters: [{ module: 'technology', technology: 'wordpress' }] },
          apiKey,
        ),
        get('/api/v1/technologies/wordpress', apiKey),
        get('/api/v1/test-domain', apiKey),
      ]);
      for (const r of free) {
        expect(r.status).toBe(200);
        expect(r.headers.get('x-credits-charged')).toBe('0');
      }
      expect(free[0].body.count).toBeGreaterThan(7);
      expect(free[1].body).toMatchObject({
        slug: 'wordpress',
        name: 'WordPress',
        websiteCount: free[0].body.count,
      });
      expect(await balance(apiKey)).toBe(FREE + 100 - 2 - 7 - (withSubs ? 1 : 0));
    });

    it('cursor paging walks the whole list once, in rank order', async () => {
      const { apiKey } = await apiAccount(server.db, 1000);
      const filters = [{ module: 'country', values: ['US', 'UK', 'DE'] }];
      const { count } = (await post('/api/v1/websites/count', { filters }, apiKey)).body;
      expect(count).toBeGreaterThan(20);
      const seen: { domain: string; rank: number | null }[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await post(
          '/api/v1/websites',
          { filters, limit: 9, ...(cursor ? { cursor } : {}) },
          apiKey,
        );
        expect(page.status).toBe(200);
        seen.push(...page.body.websites);
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(count);
      expect(new Set(seen.map((s) => s.domain)).size).toBe(count);
      const ranks = seen.map((s) => s.rank ?? Number.MAX_SAFE_INTEGER);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(await balance(apiKey)).toBe(FREE + 1000 - count);
    });

    it('exactly as many parallel calls succeed as the credits cover', async () => {
      await expectExactCreditRace(
        server.url,
        server.db,
        docs.map((d) => d.domain),
      );
    }, 60_000);

    it('scans refuse government domains and invalid names without charging', async () => {
      const { apiKey } = await apiAccount(server.db);
      const gov = await post('/api/v1/scans', { domain: 'www.whitehouse.gov' }, apiKey);
      expect([gov.status, gov.body.code, gov.body.err]).toEqual([
        403,
        'scan_not_permitted',
        'Scanning of this website is not permitted.',
      ]);
      const mil = await post('/api/v1/scans', { domain: 'army.mil.uk' }, apiKey);
      expect(mil.status).toBe(403);
      const bad = await post('/api/v1/scans', { domain: '127.0.0.1' }, apiKey);
      expect(bad.status).toBe(400);
      const other = await get('/api/v1/scans/00000000-0000-4000-8000-000000000000', apiKey);
      expect(other.status).toBe(404);
      expect(await balance(apiKey)).toBe(FREE);
    });

    it('a CVE lookup names the technologies and versions it affects', async () => {
      const { apiKey } = await apiAccount(server.db);
      const bad = await get('/api/v1/cves/log4shell', apiKey);
      expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
      const missing = await get('/api/v1/cves/CVE-1999-99999', apiKey);
      expect(missing.status).toBe(404);
    });

    it('answers CORS preflights for browsers and keeps errors in one shape', async () => {
      const pre = await fetch(`${server.url}/api/v1/credits`, {
        method: 'OPTIONS',
        headers: { origin: 'https://example.org', 'access-control-request-headers': 'x-api-key' },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-headers')).toContain('x-api-key');
      const unknown = await get('/api/v1/nothing-here');
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
      const method = await call(server.url, 'POST', '/api/v1/credits', { body: {} });
      expect([method.status, method.body.code]).toEqual([405, 'method_not_allowed']);
    });
  },
);
