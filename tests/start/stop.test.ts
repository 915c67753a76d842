/**
 * A stop while request handlers are at work for clients that already left, as at the end of a
 * load test whose connections drop mid-call: the store stays open until those handlers finish,
 * so their work is whole and nothing is logged as failed. On the PostgreSQL server, where this test
 * can hold the account's row lock that a metered call's charge waits for, keeping the calls under
 * way for as long as it likes; the lookups after the first of one key wait in the server for the
 * next charge statement (modules/credits/batch.ts), a store query that comes after the first ends.
 * One process: a cluster worker's stop is checked in workers.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/store/db.ts';
import { apiAccount } from '../api/support.ts';
import { ledgerProblems } from '../support/accounts.ts';
import {
  chargedCalls,
  holdAccountLock,
  lockWaits,
  lookupsOnOneConnection,
} from '../support/calls-under-way.ts';
import { freshServerDatabase, openServerDatabase } from '../support/engines.ts';
import { JOB_STOP_GRACE_MS, startTestServer } from '../support/server.ts';
import { generateSite } from '../support/sites.ts';
import { until } from '../support/wait.ts';

const adminUrl = process.env.DATABASE_URL;

interface LogLine {
  level: number;
  msg?: string;
  handlers?: number;
  err?: { message?: string };
}

describe.skipIf(!adminUrl && process.env.CI !== 'true')('a stop with handlers at work', () => {
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  let holder: Db | undefined;
  afterAll(async () => {
    await holder?.close();
    await fresh?.drop();
  });

  it('keeps the store open until the handlers of clients that left finish: charged whole, nothing failed, within the grace', async () => {
    if (!adminUrl) throw new Error('DATABASE_URL is not set but CI=true requires the PostgreSQL server');
    fresh = await freshServerDatabase(adminUrl, 'catalogues');
    const lines: string[] = [];
    const logged = () =>
      lines.flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
    const server = await startTestServer(
      {
        DATABASE_URL: fresh.url,
        // The lookup's document is read in the charge's statement (the Postgres adapter).
        OPENSEARCH_URL: '',
        LOG_LEVEL: 'info',
        API_RATE_LIMIT_MULTIPLIER: '1000',
      },
      { logTo: { write: (line: string) => void lines.push(line) } },
    );
    const site = generateSite(0, { count: 1, seed: 31, now: new Date() });
    await server.siteIndex.upsert([site]);
    const { accountId, apiKey } = await apiAccount(server.db, 10);

    // The account's row lock, held until the stop is under way; two lookups of its key, taken by
    // the server at once, and a client that leaves as soon as the first charge waits.
    holder = await openServerDatabase(fresh.url);
    const lock = await holdAccountLock(holder, accountId);
    const client = lookupsOnOneConnection(server.url, { domain: site.domain, apiKey, count: 2 });
    await until(async () => (await lockWaits(server.db)) > 0, {
      what: 'the first charge to wait for the account lock',
    });
    client.destroy();

    const began = performance.now();
    const stopped = server.close();
    // The stop goes as far as it can without the handlers: it waits for them, or (as it used to)
    // closes the store under them.
    const held = await until<LogLine | false>(
      () =>
        logged().find((l) => l.msg?.startsWith('stopping: waiting for')) ??
        server.db.query('SELECT 1').then(
          () => false,
          () => ({ level: 0, msg: 'the store closed under the handlers' }),
        ),
      { what: 'the stop to wait for the handlers at work, or to close the store' },
    );
    await lock.release();
    await stopped;
    const tookMs = performance.now() - began;

    // Nobody receives these answers, but the work behind them is no error.
    expect(logged().filter((l) => l.level >= 50)).toEqual([]);
    expect(held).toMatchObject({ handlers: 2 });
    expect(logged().filter((l) => l.msg?.startsWith('stopped with'))).toEqual([]);
    expect(tookMs).toBeLessThan(JOB_STOP_GRACE_MS);
    // Both calls charged, each whole.
    expect(await chargedCalls(holder, accountId)).toBe(2);
    expect(await ledgerProblems(holder)).toEqual([]);
  }, 60_000);
});
