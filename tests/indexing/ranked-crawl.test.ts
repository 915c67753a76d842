// From a ranked list to a living index, on the loopback farm: a Tranco list (zip, as downloaded)
// crawled into an empty index gives ranked documents; a stack change between two due visits shows
// up as dated change events on the profile and the technology's changes page; a newer list moves
// ranks without a visit and marks the sites that left it as old (the API and the profile say so);
// a site that stops answering backs off, and after OFFLINE_AFTER_VISITS visits shows the Offline
// warning and leaves the counts, keeping its history, until it answers again; a site indexed
// before the schedule existed joins it and is visited.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { DEMO_SITE_ACTIONS_NOTE, OFFLINE_WARNING } from '../../web/src/pages/website/WebsitePage.tsx';
import { crawlerHooks } from '../scans/support.ts';
import { createApiAccount } from '../support/accounts.ts';
import {
  askForVisits,
  BACKOFF_FLOOR_SECONDS,
  importListFile,
  nextVisit,
  OFFLINE_AFTER_VISITS,
  OFFLINE_OUTCOMES,
  parseRefreshPolicy,
  queueDueVisits,
  runDueJob,
} from '../support/crawls.ts';
import { listDir, writeList } from '../support/list-files.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';

const WP = 'wp-ranked.com';
const SHOP = 'shop-ranked.com';
const BLOG = 'blog-ranked.com';
const GONE = 'gone-ranked.com';
const LEGACY = 'legacy-ranked.com';
const DEMO = 'demo-ranked.com';

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
      [LEGACY]: 'hugo-static.test',
    },
  });
  server = await startTestServer(
    { CRAWL_REFRESH: '*:0s', STATS_CACHE_SECONDS: '0', CRAWL_CONCURRENCY: '4' },
    crawlerHooks(() => farm)(),
  );
});

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
  await until(
    async () => {
      const r = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM crawl_sites WHERE domain = ANY($1::text[]) AND last_visit_at >= $2',
        [domains, started],
      );
      return r.rows[0].n === domains.length;
    },
    { what: `the due visits of ${domains.join(', ')}` },
  );
}

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: page results are read field by field, as a client would
  return ((await res.json()) as { results: Record<string, any> }).results;
};

/** The server-rendered page as a visitor reads it: text only, one space between words. */
const pageText = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.text())
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
};

const apiProfile = async (domain: string) => {
  const { apiKey } = await createApiAccount(server.db, { credits: 5 });
  const res = await fetch(`${server.url}/api/v1/domains/${domain}`, { headers: { 'x-api-key': apiKey } });
  expect(res.status).toBe(200);
  return (await res.json()) as { rank: number | null; rankSource: unknown };
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
    const gone = await server.db.query<{ failures: number }>(
      'SELECT failures FROM crawl_sites WHERE domain = $1',
      [GONE],
    );
    expect(gone.rows[0].failures).toBe(1);
    expect((await nextVisit(server, GONE))?.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

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
    // The public API and the profile say where each rank comes from, and mark the old one.
    expect(await apiProfile(SHOP)).toMatchObject({
      rank: 1,
      rankSource: { list: 'tranco', date: '2026-12-01', current: true },
    });
    expect(await apiProfile(WP)).toMatchObject({
      rank: 1,
      rankSource: { list: 'tranco', date: '2026-11-01', current: false },
    });
    expect((await page(`/website/${WP}/api`)).RankSource).toEqual({
      List: 'tranco',
      Date: '2026-11-01',
      Current: false,
    });
    const shopPage = await pageText(`/website/${SHOP}`);
    expect(shopPage).toContain('Rank 1 · Tranco list of 2026-12-01');
    expect(shopPage).not.toContain('old rank');
    // A crawled website's profile offers its scans and monitoring (a demo one's does not).
    expect(shopPage).toContain('Security Scan Live Scan Monitor website');
    expect(shopPage).not.toContain(DEMO_SITE_ACTIONS_NOTE);
    const wpPage = await pageText(`/website/${WP}`);
    expect(wpPage).toContain('Rank 1 · Tranco list of 2026-11-01 old rank');
    expect(wpPage).toContain('A newer Tranco list no longer ranks this website');

    // An old rank is still the site's rank for its visits until a list ranks it again.
    await dueVisits([WP]);
    expect(await server.siteIndex.get(WP)).toMatchObject({ rank: 1, rankSource: { current: false } });
  }, 120_000);

  it('a site indexed before the schedule existed joins it through the due job and is visited; a demo site never joins', async () => {
    const held = (await server.siteIndex.get(SHOP))!;
    const old = { ...held.fetch, checkedAt: '2026-01-05T10:00:00.000Z' };
    await server.siteIndex.upsert([
      { ...held, domain: LEGACY, rankSource: null, fetch: old, changes: [] },
      { ...held, domain: DEMO, rankSource: null, fetch: old, changes: [], synthetic: true },
    ]);
    // The database as an upgrade from before the schedule leaves it: the walk has not run yet.
    await server.db.query(`UPDATE crawl_backfill SET after = '', finished_at = NULL`);
    const run = await runDueJob(server.queue, {
      db: server.db,
      siteIndex: server.siteIndex,
      policy: parseRefreshPolicy('*:0s'),
    });
    // (The server's own every-minute run may have taken the step first: the rows are the proof.)
    expect(run.backfill.finished).toBe(true);
    const rows = await server.db.query<{ domain: string }>(
      'SELECT domain FROM crawl_sites WHERE domain = ANY($1::text[])',
      [[LEGACY, DEMO]],
    );
    expect(rows.rows).toEqual([{ domain: LEGACY }]);

    // Its last visit was long ago, so the next run of the job queues it at once.
    await dueVisits([LEGACY]);
    const visited = await server.siteIndex.get(LEGACY);
    expect(visited?.fetch.checkedAt.slice(0, 10)).toBe(today());
    expect(visited?.technologies.map((t) => t.slug)).toContain('hugo');
  }, 120_000);

  it('a site that stops answering backs off, goes offline after the set visits, leaves the counts and keeps its history', async () => {
    const ghost = [{ module: 'technology', mode: 'include', slug: 'ghost' }] as const;
    const held = await server.siteIndex.get(BLOG);
    expect(held).toMatchObject({ fetch: { outcome: 'ok' } });
    expect(held?.changes.length).toBeGreaterThan(0);
    const sites = (await server.siteIndex.countSample([], 0)).count;
    expect((await server.siteIndex.countSample([...ghost], 0)).count).toBe(1);
    expect((await page('/technology/ghost/api')).Usage.DomainCount).toBe(1);
    expect((await page(`/website/${BLOG}/api`)).Warnings.Offline).toBe(false);

    farm.setOffline(BLOG, true);
    for (let visit = 1; visit <= OFFLINE_AFTER_VISITS; visit++) {
      // Time passing: the back-off made it due later; a visit is asked for now.
      await askForVisits(server, [BLOG]);
      await dueVisits([BLOG]);
      const row = (
        await server.db.query<{ failures: number; last_visit_at: Date; last_outcome: string }>(
          'SELECT failures, last_visit_at, last_outcome FROM crawl_sites WHERE domain = $1',
          [BLOG],
        )
      ).rows[0];
      expect(OFFLINE_OUTCOMES.has(row.last_outcome), row.last_outcome).toBe(true);
      expect(row.failures).toBe(visit);
      // Under *:0s a failing site waits 1 h, then 2 h, then 4 h: max(interval, 1 h) × 2^(n−1).
      expect(((await nextVisit(server, BLOG))?.getTime() ?? 0) - new Date(row.last_visit_at).getTime()).toBe(
        BACKOFF_FLOOR_SECONDS * 1000 * 2 ** (visit - 1),
      );
      const doc = await server.siteIndex.get(BLOG);
      expect(doc?.fetch.offlineVisits).toBe(visit);
      expect(doc?.offline).toBe(visit >= OFFLINE_AFTER_VISITS);
      const profile = await page(`/website/${BLOG}/api`);
      expect(profile.Warnings.Offline).toBe(visit >= OFFLINE_AFTER_VISITS);
    }

    // Offline: the profile warns, the counts leave it out, its technologies and history stay.
    const text = await pageText(`/website/${BLOG}`);
    expect(text).toContain(`Offline: ${OFFLINE_WARNING}`);
    expect(text).toContain('did not succeed');
    const offline = await server.siteIndex.get(BLOG);
    expect(offline?.changes).toEqual(held?.changes);
    expect(offline?.technologies.map((t) => t.slug)).toEqual(held?.technologies.map((t) => t.slug));
    expect((await page(`/website/${BLOG}/api`)).TechnologyChangesSummary.LastUpdatedDate).toBe(
      held?.changes.at(-1)?.date,
    );
    expect((await server.siteIndex.countSample([], 0)).count).toBe(sites - 1);
    expect((await server.siteIndex.countSample([...ghost], 0)).count).toBe(0);
    expect((await page('/technology/ghost/api')).Usage.DomainCount).toBe(0);
    expect((await page('/api')).SiteCount).toBe(sites - 1);

    // The next visit that gets an answer brings it back into the counts.
    farm.setOffline(BLOG, false);
    await askForVisits(server, [BLOG]);
    await dueVisits([BLOG]);
    expect(await server.siteIndex.get(BLOG)).toMatchObject({ offline: false, fetch: { offlineVisits: 0 } });
    expect((await server.siteIndex.countSample([...ghost], 0)).count).toBe(1);
    expect((await page(`/website/${BLOG}/api`)).Warnings.Offline).toBe(false);
  }, 180_000);
});
