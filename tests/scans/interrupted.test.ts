// A scan running when the server stops: the stop waits a bounded time for it, then the scan is
// failed with a plain message and its credits go back — never left "running" with credits spent.
// Scans a process left behind when it died are settled by the next one to start, once, even
// when two start together.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Farm, startFarm } from '../../fixtures/farm/farm.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { call } from '../api/support.ts';
import { createApiAccount, ledgerProblems } from '../support/accounts.ts';
import { freshServerDatabase, openServerDatabase } from '../support/engines.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';

/** What a scan a stopped server left unfinished ends with. */
const INTERRUPTED_SCAN_MESSAGE = 'The scan was interrupted when the server stopped. Please start it again.';

/** Its page answers after 5 s. */
const SLOW_SITE = 'slow-fixture.com';
const FREE = FREE_TIER_MONTHLY_CREDITS;

let farm: Farm;
beforeAll(async () => {
  farm = await startFarm({ aliases: { [SLOW_SITE]: 'slow-site.test' } });
});
afterAll(async () => {
  await farm?.close();
});

const hooks = (jobStopGraceMs?: number) => ({
  jobStopGraceMs,
  crawler: {
    allowHosts: [...farm.allowHosts, SLOW_SITE],
    lookup: farm.lookup,
    ca: farm.ca,
    connectPort: farm.connectPort,
    dns: false as const,
    perHostIntervalMs: 0,
  },
});

async function scanState(server: RunningServer, key: string, id: string) {
  const scan = await call(server.url, 'GET', `/api/v1/scans/${id}`, { key });
  const credits = await call(server.url, 'GET', '/api/v1/credits', { key });
  const history = await call(server.url, 'GET', '/api/v1/credits/history', { key });
  return { scan: scan.body, balance: credits.body.balance, history: history.body.entries };
}

describe('stopping with a scan running', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tc-interrupted-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the stop waits its bound, then the scan is failed with a plain message and refunded', async () => {
    const env = { DATA_DIR: dir, DEMO_SITES: '0', SCAN_CONCURRENCY: '1', API_RATE_LIMIT_MULTIPLIER: '100' };
    const first = await startTestServer(env, hooks(1_000));
    const { apiKey } = await createApiAccount(first.db, { credits: 0 });
    const start = await call(first.url, 'POST', '/api/v1/scans', {
      key: apiKey,
      body: { domain: SLOW_SITE },
    });
    expect(start.status).toBe(202);
    const id = start.body.id as string;
    await until(
      async () =>
        (await call(first.url, 'GET', `/api/v1/scans/${id}`, { key: apiKey })).body.status === 'running',
      { what: 'the scan to start running', timeoutMs: 30_000 },
    );
    expect((await call(first.url, 'GET', '/api/v1/credits', { key: apiKey })).body.balance).toBe(FREE - 2);
    // The stop waits 1 s, less than the site's 5 s answer: the scan cannot finish in time.
    await first.close();

    const second = await startTestServer({ ...env, SCAN_CONCURRENCY: '0' }, hooks());
    try {
      const state = await scanState(second, apiKey, id);
      expect(state.scan).toMatchObject({ status: 'failed', error: INTERRUPTED_SCAN_MESSAGE, result: null });
      expect(state.scan.finishedAt).not.toBeNull();
      expect(state.balance).toBe(FREE);
      expect(state.history).toEqual([expect.objectContaining({ operation: 'startScan', refunded: true })]);
      expect(await ledgerProblems(second.db)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe.skipIf(!process.env.DATABASE_URL)('scans left by a process that died', () => {
  it('two processes starting together settle each orphaned scan once', async () => {
    const fresh = await freshServerDatabase(process.env.DATABASE_URL ?? '', 'catalogues');
    const env = {
      DATABASE_URL: fresh.url,
      DEMO_SITES: '0',
      SCAN_CONCURRENCY: '0',
      API_RATE_LIMIT_MULTIPLIER: '100',
    };
    try {
      const first = await startTestServer(env, hooks());
      const { apiKey } = await createApiAccount(first.db, { credits: 0 });
      const ids: string[] = [];
      for (const domain of ['died-one.com', 'died-two.com', 'queued-alive.com']) {
        const r = await call(first.url, 'POST', '/api/v1/scans', { key: apiKey, body: { domain } });
        expect(r.status).toBe(202);
        ids.push(r.body.id);
      }
      await first.close();

      // What a killed process leaves: one scan running under a job that expired unreaped, one
      // whose job the queue already failed. The third is still queued, and must stay so.
      const db = await openServerDatabase(fresh.url);
      await db.query(
        `UPDATE scans SET status = 'running', started_at = now() - interval '1 hour' WHERE id = ANY($1::uuid[])`,
        [ids.slice(0, 2)],
      );
      await db.query(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour'
          WHERE name = 'scan' AND data->>'scanId' = $1`,
        [ids[0]],
      );
      await db.query(`UPDATE pgboss.job SET state = 'failed' WHERE name = 'scan' AND data->>'scanId' = $1`, [
        ids[1],
      ]);
      await db.close();

      const [a, b] = await Promise.all([startTestServer(env, hooks()), startTestServer(env, hooks())]);
      try {
        for (const id of ids.slice(0, 2)) {
          const { scan } = await scanState(a, apiKey, id);
          expect(scan).toMatchObject({ status: 'failed', error: INTERRUPTED_SCAN_MESSAGE });
        }
        const state = await scanState(b, apiKey, ids[2]);
        expect(state.scan.status).toBe('scheduled');
        // 3 scans of 2 credits, 2 refunded exactly once.
        expect(state.balance).toBe(FREE - 2);
        expect(state.history.filter((e: { refunded: boolean }) => e.refunded)).toHaveLength(2);
        expect(await ledgerProblems(a.db)).toEqual([]);
      } finally {
        await a.close();
        await b.close();
      }
    } finally {
      await fresh.drop();
    }
  }, 120_000);
});
