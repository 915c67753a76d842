// From a ranked list to a living index, on the loopback farm: a Tranco list (zip, as downloaded)
// crawled into an empty index gives ranked documents; a stack change between two due visits shows
// up as dated change events on the profile and the technology's changes page; a newer list moves
// ranks without a visit and marks the sites that left it as old.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { crawlerHooks } from '../scans/support.ts';
import { importListFile, queueDueVisits } from '../support/crawls.ts';
import { listDir, writeList } from '../support/list-files.ts';
import { startTestServer } from '../support/server.ts';

const WP = 'wp-ranked.com';
const SHOP = 'shop-ranked.com';
const BLOG = 'blog-ranked.com';
const GONE = 'gone-ranked.com';

let farm: Farm;
let server: RunningServer;
const dir = listDir();
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  farm = await startFarm({
    aliases: {
      [WP]: 'wordpress-site.test',
      [SHOP]: 'shopify-store.test',
      [BLOG]: 'ghost-blog.test',
      [GONE]: 'offline.test',
    },
  });
  server = await startTestServer(
    { CRAWL_REFRESH: '*:0s', STATS_CACHE_SECONDS: '0', CRAWL_CONCURRENCY: '4' },
    crawlerHooks(() => farm)(),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await farm?.close();
});

const importList = async (text: string, date: string) =>
  importListFile(server, writeList(dir, `tranco-${date}.zip`, text, 'zip'), { date });

/** Queues the due visits (what the every-minute job does) and waits until these sites were visited. */
async function dueVisits(domains: string[]): Promise<void> {
  const started = new Date();
  expect(await queueDueVisits(server)).toBeGreaterThanOrEqual(domains.length);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM crawl_sites WHERE domain = ANY($1::text[]) AND last_visit_at >= $2',
      [domains, started],
    );
    if (r.rows[0].n === domains.length) return;
    if (Date.now() > deadline) throw new Error('the due visits did not finish in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: page results are read field by field, as a client would
  return ((await res.json()) as { results: Record<string, any> }).results;
};

describe('a real index from a ranked list', () => {
  it('a Tranco list crawled into an empty index gives ranked documents', async () => {
    expect((await server.siteIndex.countSample([], 0)).count).toBe(0);
    const imported = await importList(`1,${WP}\n2,${SHOP}\n3,${GONE}\n4,not a domain\n`, '2026-11-01');
    expect(imported.report).toMatchObject({ format: 'tranco', entries: 3, invalid: 1 });
    expect(imported.list).toEqual({ name: 'tranco', date: '2026-11-01' });

    await dueVisits([WP, SHOP, GONE]);
    const wp = await server.siteIndex.get(WP);
    expect(wp).toMatchObject({
      rank: 1,
      rankSource: { list: 'tranco', date: '2026-11-01', current: true },
      fetch: { outcome: 'ok' },
    });
    expect(await server.siteIndex.get(SHOP)).toMatchObject({ rank: 2 });
    // A name that never answered gets no page; it is retried later, backing off.
    expect(await server.siteIndex.get(GONE)).toBeNull();
    const gone = await server.db.query<{ failures: number; next_visit_at: Date }>(
      'SELECT failures, next_visit_at FROM crawl_sites WHERE domain = $1',
      [GONE],
    );
    expect(gone.rows[0].failures).toBe(1);
    expect(new Date(gone.rows[0].next_visit_at).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    // The rank buckets and the profile's rank come from the list.
    expect(await server.siteIndex.aggregate([], 'rankBucket', { size: 5 })).toContainEqual({
      key: '10K',
      count: 2,
    });
    expect((await page(`/website/${WP}/api`)).Rank).toBe(1);
  }, 120_000);

  it('a stack change between two due visits becomes dated change events on the profile and the changes page', async () => {
    farm.setVariant(WP, 'upgraded');
    // Under *:0s the sites read are due again at once; the failing one waits for its back-off.
    await dueVisits([WP, SHOP]);
    const doc = await server.siteIndex.get(WP);
    expect(
      doc?.changes.filter((c) => c.kind === 'versionchanged').map((c) => [c.slug, c.from, c.to, c.date]),
    ).toEqual(
      expect.arrayContaining([
        ['wordpress', '6.4.2', '6.5.3', today()],
        ['php', '7.4.33', '8.2.18', today()],
      ]),
    );
    const profile = await page(`/website/${WP}/api`);
    expect(profile.TechnologyChangesSummary.LastUpdatedDate).toBe(today());
    const changes = await page('/technology/wordpress/changes/api');
    expect(changes.ChangedVersions.Count).toBe(1);
    expect(changes.ChangedVersions.Rows[0]).toMatchObject({
      Domain: WP,
      VersionFrom: '6.4.2',
      VersionTo: '6.5.3',
      Date: today(),
    });
  }, 120_000);

  it('a newer list moves ranks without a visit; a site that left keeps its last rank, marked old', async () => {
    const requests = farm.requests.length;
    const imported = await importList(`1,${SHOP}\n2,${BLOG}\n`, '2026-12-01');
    expect(imported.ranksUpdated).toBe(1);
    // Two sites left the list; only the one the index holds has a document to mark.
    expect(imported.ranksOld).toBe(1);
    expect(farm.requests.length).toBe(requests);
    expect(await server.siteIndex.get(SHOP)).toMatchObject({
      rank: 1,
      rankSource: { list: 'tranco', date: '2026-12-01', current: true },
    });
    expect(await server.siteIndex.get(WP)).toMatchObject({
      rank: 1,
      rankSource: { list: 'tranco', date: '2026-11-01', current: false },
    });
    // The new site is due; its first visit gives it its rank.
    await dueVisits([BLOG]);
    expect(await server.siteIndex.get(BLOG)).toMatchObject({ rank: 2, rankSource: { current: true } });
    // An old rank is still the site's rank for its visits until a list ranks it again.
    await dueVisits([WP]);
    expect(await server.siteIndex.get(WP)).toMatchObject({ rank: 1, rankSource: { current: false } });
  }, 120_000);
});
