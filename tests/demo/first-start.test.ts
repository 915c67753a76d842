/** First start: the server seeds DEMO_SITES in the background, resumes after a stop, shows the notice. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startServerWithEnv, startTestServer, testServerEnv } from '../support/server.ts';
import { demoDatasets } from '../support/sites.ts';
import { prepareDataDir } from '../support/store-snapshots.ts';
import { until } from '../support/wait.ts';

const homeData = async (server: RunningServer) => {
  const body = (await (await fetch(`${server.url}/api`)).json()) as {
    results: { SiteCount: number; DemoData: boolean };
  };
  return body.results;
};

const health = async (server: RunningServer) =>
  (await (await fetch(`${server.url}/healthz`)).json()) as { checks: { statistics: { warm: boolean } } };

/**
 * The landing pages are computed once the demo seed has finished, stopped or found nothing to do
 * (on an empty index too, where there is nothing to compute): a warm server has made its choice.
 */
const seedSettled = (server: RunningServer) =>
  until(async () => (await health(server)).checks.statistics.warm, {
    what: 'the start-up seed to settle (statistics warm)',
    timeoutMs: 120_000,
  });

describe('first start with an empty index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'techcensus-first-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // Four of the seed's batches (500 sites each): a stop lands at most a batch past the first one
  // seen, well short of the end.
  const env = testServerEnv({ DATA_DIR: dir, DEMO_SITES: '2000', DATABASE_URL: '', OPENSEARCH_URL: '' });

  it('listens at once, seeds in the background, resumes after a stop midway, then shows the notice', async () => {
    // What a first start writes before its seed (catalogues, CWE list, CVE sample) is the run's
    // `reference` snapshot; loading it skips seconds of initdb and imports the seed does not need.
    await prepareDataDir(dir, 'reference');
    // The plain lines the start prints for whoever started it, beside the JSON log.
    const said: string[][] = [[], [], []];
    const announce = (start: number) => ({ announce: (line: string) => said[start].push(line) });
    const first = await startServerWithEnv(env, announce(0));
    // Listening while the seed is still running.
    expect((await demoDatasets(first.db))[0]?.completed ?? false).toBe(false);
    // Stop as soon as some sites are in: the seed must pause, not fail or finish.
    await until(async () => ((await demoDatasets(first.db))[0]?.seeded ?? 0) > 0, {
      what: 'the first sites of the seed',
      timeoutMs: 120_000,
    });
    await first.close();
    expect(said[0]).toEqual([
      `TechCensus is running: open ${first.url}`,
      'Demo data: writing 2,000 synthetic sites in the background; pages show them as they arrive.',
    ]);

    const second = await startServerWithEnv(env, announce(1));
    try {
      const paused = await demoDatasets(second.db);
      expect(paused).toHaveLength(1);
      expect(paused[0].seeded).toBeLessThan(2000);
      const done = await until(
        async () => {
          const d = await demoDatasets(second.db);
          return d[0]?.completed === true && d;
        },
        { what: 'the resumed seed to complete', timeoutMs: 120_000 },
      );
      expect(done[0]).toMatchObject({ seed: 1, count: 2000, seeded: 2000, completed: true });
      const ready = await until(() => said[1].find((line) => line.startsWith('Demo data ready')), {
        what: 'the line saying the demo is ready',
      });
      expect(ready).toMatch(/^Demo data ready: 2,000 sites \(written in \d+ s\)\.$/);
      expect(said[1].slice(0, 2)).toEqual([
        `TechCensus is running: open ${second.url}`,
        'Demo data: resuming 2,000 synthetic sites in the background; pages show them as they arrive.',
      ]);
      // Once the seed is in, the landing pages are computed ahead.
      await seedSettled(second);
      expect((await health(second)).checks.statistics.warm).toBe(true);
      const home = await homeData(second);
      expect(home.SiteCount).toBe(2000);
      expect(home.DemoData).toBe(true);
      // Once the seed is in, the blog writes its posts from the year of changes it carries.
      const now = new Date();
      const newest = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
        .toISOString()
        .slice(0, 7);
      const blog = await until(
        async () => {
          const { results } = (await (await fetch(`${second.url}/blog/api`)).json()) as {
            results: { Posts: { BlogId: string }[] };
          };
          return results.Posts.length > 0 && results;
        },
        { what: 'the blog’s first post', timeoutMs: 120_000 },
      );
      expect(blog.Posts[0].BlogId).toBe(`technology-trends-${newest}`);
      const post = (await (await fetch(`${second.url}/blog/${blog.Posts[0].BlogId}/api`)).json()) as {
        results: { Post: { DemoData: boolean } };
      };
      expect(post.results.Post.DemoData).toBe(true);
    } finally {
      await second.close();
    }

    // A third start finds a complete dataset and a full index: nothing more is written.
    const third = await startServerWithEnv(env, announce(2));
    try {
      expect(await demoDatasets(third.db)).toHaveLength(1);
      expect((await homeData(third)).SiteCount).toBe(2000);
    } finally {
      // A close waits for the start-up seed to have made its choice (and stops the landing pages'
      // computation the second start has already shown).
      await third.close();
    }
    // Nothing to seed: no word of demo data.
    expect(said[2]).toEqual([`TechCensus is running: open ${third.url}`]);
  }, 300_000);

  it('never seeds with DATA_DIR=memory:// or DEMO_SITES=0', async () => {
    const server = await startTestServer({ DEMO_SITES: '1000' });
    try {
      await seedSettled(server);
      expect(await demoDatasets(server.db)).toEqual([]);
      expect((await homeData(server)).DemoData).toBe(false);
    } finally {
      await server.close();
    }
  }, 60_000);
});
