// A site's visit holds the site's own host with one fleet claim and spaces its requests there
// itself: robots.txt, the home page, a redirect on the same host and ads.txt go an interval apart,
// and a second worker visiting the same site at the same moment waits for the first visit's hold
// to end. Two crawlers with host slots of their own on one database stand for two worker processes.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../../fixtures/farm/farm.ts';
import { doc, page, redirect, text } from '../../../fixtures/farm/site-kit.ts';
import { storeEngines } from '../../../tests/support/engines.ts';
import { farmCrawler } from '../crawl/render/render-setup.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { fleetHostSlots } from './fleet.ts';

const SITE = 'visit-hold.test';
const INTERVAL_MS = 200;

let farm: Farm;

beforeAll(async () => {
  farm = await startFarm({
    extraSites: [
      {
        host: SITE,
        stack: 'a home page that redirects on its own host',
        variants: {
          default: {
            '/robots.txt': text('User-agent: *\nAllow: /\n'),
            '/': redirect('/home'),
            '/home': page({}, doc({ title: 'Home', body: '<p>Welcome</p>' })),
            '/ads.txt': text('google.com, pub-0000000000000000, DIRECT\n'),
          },
        },
      },
    ],
  });
}, 120_000);
afterAll(() => farm?.close());

describe.each(storeEngines())('a site visit on the fleet’s host slots ($name)', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  }, 120_000);
  afterAll(() => db?.close());

  /** A worker's crawler: its statements claiming host time counted, its reserved starts for the site kept. */
  function worker() {
    let claims = 0;
    const starts: number[] = [];
    const crawler = farmCrawler(farm, {
      perHostIntervalMs: INTERVAL_MS,
      hostSlots: fleetHostSlots({
        query: (sql, params) => {
          if (sql.includes('INSERT INTO crawl_host_slots')) claims++;
          return db.query(sql, params);
        },
      }),
      onReservedStart: (host, at) => {
        if (host === SITE) starts.push(at);
      },
    });
    return { crawler, starts, claims: () => claims };
  }

  it('claims the host once a visit, its requests an interval apart, and a second visit waits', async () => {
    const [a, b] = [worker(), worker()];
    const before = farm.requestsFor(SITE).length;
    try {
      const results = await Promise.all([a.crawler.crawlSite(SITE), b.crawler.crawlSite(SITE)]);
      for (const r of results) {
        expect(r.outcome).toEqual({ kind: 'ok', status: 200 });
        expect(r.finalUrl).toBe(`https://${SITE}/home`);
      }
      const seen = farm.requestsFor(SITE).slice(before);
      // Each visit: robots.txt, the page, its redirect on the same host, ads.txt.
      expect(seen.map((r) => r.path).sort()).toEqual(
        ['/', '/', '/ads.txt', '/ads.txt', '/home', '/home', '/robots.txt', '/robots.txt'].sort(),
      );
      // One statement a visit holds the host for all four of its requests.
      expect([a.claims(), b.claims()]).toEqual([1, 1]);

      // The visit that claimed second waited for the other's hold: every one of its starts comes
      // after every start of the first, and no two starts of the host are closer than the interval
      // (the database's clock, to the microsecond).
      const [first, second] = [a.starts, b.starts].sort((x, y) => x[0] - y[0]);
      expect([first.length, second.length]).toEqual([4, 4]);
      expect(Math.min(...second)).toBeGreaterThan(Math.max(...first));
      const reserved = [...first, ...second];
      const gaps = reserved.slice(1).map((t, i) => t - reserved[i]);
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(INTERVAL_MS - 0.01);

      // As the host saw them: each request arrived no earlier than its reserved start, and no two
      // arrived closer than the interval (inside a visit each waits an interval after the previous
      // one's answer). Date.now() is whole milliseconds, the reservations are not, hence the floor.
      const arrivals = seen.map((r) => r.at).sort((x, y) => x - y);
      expect(arrivals.filter((t, k) => t < Math.floor(reserved[k]))).toEqual([]);
      const apart = arrivals.slice(1).map((t, i) => t - arrivals[i]);
      expect(Math.min(...apart)).toBeGreaterThanOrEqual(INTERVAL_MS);
    } finally {
      await Promise.all([a.crawler.close(), b.crawler.close()]);
    }
  }, 30_000);
});
