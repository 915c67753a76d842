// Live scans through the public API, end to end: the job queue, the crawler with its SSRF
// guard, the engine, the index, and the ledger's refund when a scan cannot read the site.

import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { nextVisit } from '../support/crawls.ts';
import { named, serverEngines } from '../support/engines.ts';
import { until } from '../support/wait.ts';
import { type Answer, apiAccount, call } from './support.ts';

const FREE = FREE_TIER_MONTHLY_CREDITS;
let farm: Farm;

beforeAll(async () => {
  farm = await startFarm({ aliases: { 'wp-fixture.com': 'wordpress-site.test' } });
});
afterAll(async () => {
  await farm?.close();
});

const crawlerHooks = () => ({
  crawler: {
    allowHosts: [...farm.allowHosts, 'wp-fixture.com'],
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false as const,
    perHostIntervalMs: 0,
  },
});

describe.each(named(serverEngines({ API_RATE_LIMIT_MULTIPLIER: '100' }, crawlerHooks)))(
  'live scans on %s',
  (_name, engine) => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await engine.open();
    });
    afterAll(async () => {
      await server?.close();
    });

    const settle = (id: string, key: string): Promise<Answer> =>
      until(
        async () => {
          const r = await call(server.url, 'GET', `/api/v1/scans/${id}`, { key });
          expect(r.status).toBe(200);
          return (r.body.status === 'completed' || r.body.status === 'failed') && r;
        },
        { what: `scan ${id} to end`, timeoutMs: 45_000 },
      );

    it('scans a site: 2 credits, detections with evidence, and the site is in the index after', async () => {
      const { apiKey } = await apiAccount(server.db);
      const before = await call(server.url, 'GET', '/api/v1/domains/wp-fixture.com', { key: apiKey });
      expect(before.status).toBe(404);

      const start = await call(server.url, 'POST', '/api/v1/scans', {
        key: apiKey,
        body: { domain: 'https://WP-Fixture.com/' },
      });
      expect(start.status).toBe(202);
      expect(start.body).toMatchObject({ domain: 'wp-fixture.com', status: 'scheduled', result: null });
      expect(start.headers.get('location')).toBe(`/api/v1/scans/${start.body.id}`);
      expect(start.headers.get('x-credits-charged')).toBe('2');

      const done = await settle(start.body.id, apiKey);
      expect(done.body.status).toBe('completed');
      expect(done.body.finishedAt).not.toBeNull();
      const wp = done.body.result.technologies.find((t: { slug: string }) => t.slug === 'wordpress');
      expect(wp).toMatchObject({ version: '6.4.2', mode: 'static' });
      expect(wp.evidence.length).toBeGreaterThan(0);
      expect(wp.evidence[0]).toHaveProperty('pattern');
      expect(done.body.result.synthetic).toBe(false);
      expect(done.body.result.fetch.outcome).toMatch(/ok|redirected/);

      const after = await call(server.url, 'GET', '/api/v1/domains/wp-fixture.com', { key: apiKey });
      expect(after.status).toBe(200);
      expect(after.body.technologies.map((t: { slug: string }) => t.slug)).toContain('wordpress');
      // A scanned site has a next visit: it joined the crawler's schedule (never ranked: 30 days).
      const next = await nextVisit(server, 'wp-fixture.com');
      expect(next).not.toBeNull();
      const days = ((next?.getTime() ?? 0) - Date.parse(done.body.finishedAt)) / 86_400_000;
      expect(Math.round(days)).toBe(30);

      // 2 for the scan, 1 for the lookup that found it; the 404 before cost nothing.
      expect((await call(server.url, 'GET', '/api/v1/credits', { key: apiKey })).body.balance).toBe(FREE - 3);
    }, 60_000);

    it('a scan that cannot reach the site fails in plain words, writes no site and is refunded', async () => {
      const { apiKey } = await apiAccount(server.db);
      const start = await call(server.url, 'POST', '/api/v1/scans', {
        key: apiKey,
        body: { domain: 'no-such-host-anywhere.com' },
      });
      expect(start.status).toBe(202);
      const done = await settle(start.body.id, apiKey);
      expect(done.body).toMatchObject({ status: 'failed', result: null });
      expect(done.body.error).toBe('The domain name does not resolve.');
      // The failure is the scan's: no document, no public page, the index count unchanged.
      const lookup = await call(server.url, 'GET', '/api/v1/domains/no-such-host-anywhere.com', {
        key: apiKey,
      });
      expect(lookup.status).toBe(404);
      const page = await fetch(`${server.url}/website/no-such-host-anywhere.com/api`);
      expect(page.status).toBe(404);
      expect(await server.siteIndex.get('no-such-host-anywhere.com')).toBeNull();
      const scheduled = await server.db.query('SELECT 1 FROM crawl_sites WHERE domain = $1', [
        'no-such-host-anywhere.com',
      ]);
      expect(scheduled.rows).toEqual([]);
      const credits = await call(server.url, 'GET', '/api/v1/credits', { key: apiKey });
      expect(credits.body.balance).toBe(FREE);
      const history = await call(server.url, 'GET', '/api/v1/credits/history', { key: apiKey });
      expect(history.body.entries).toEqual([
        expect.objectContaining({ operation: 'startScan', credits: 2, refunded: true }),
      ]);
    }, 60_000);

    it("one account cannot read another's scan", async () => {
      const a = await apiAccount(server.db);
      const b = await apiAccount(server.db);
      const start = await call(server.url, 'POST', '/api/v1/scans', {
        key: a.apiKey,
        body: { domain: 'wp-fixture.com' },
      });
      const other = await call(server.url, 'GET', `/api/v1/scans/${start.body.id}`, { key: b.apiKey });
      expect([other.status, other.body.code]).toEqual([404, 'not_found']);
      await settle(start.body.id, a.apiKey);
    }, 60_000);
  },
);
