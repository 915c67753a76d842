// Metered calls under a hard stop: many list calls of one key in flight, charged together several
// to a statement (charge_calls, credits/batch.ts), when the server process is killed with SIGKILL;
// then a server started again on the same database. Every call that was answered 2xx has its debit
// rows under its request id, each charged call has all of its debits (none half-written, even one
// split across two grants), every grant's running total equals its debits (no statement applied
// in part), and the balance the restarted server gives is the grants less the debits.
//
// On PostgreSQL, where a server process dies on its own while the database lives on (the embedded
// store dies with the process that holds it).

import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/store/db.ts';
import { createApiAccount, ledgerProblems } from '../support/accounts.ts';
import { freshServerDatabase, openServerStore } from '../support/engines.ts';
import { startTestServer } from '../support/server.ts';
import { seedDemoSites } from '../support/sites.ts';
import { until } from '../support/wait.ts';
import { call } from './support.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const URL_ = process.env.DATABASE_URL;

/** Calls kept in flight at once, all with one key. */
const PARALLEL = 24;
/** Answered calls before the kill: past the free tier, so one call was split across two grants. */
const KILL_AFTER = 40;
/** Rows per list call: its cost in credits. */
const ROWS = 3;

/** Both ends on the store's own adapter, whatever SiteIndex the test run uses elsewhere. */
// One process: the kill ends the process that charged the calls (a cluster's primary charges none).
const SERVER_ENV = {
  API_RATE_LIMIT_MULTIPLIER: '1000',
  OPENSEARCH_URL: '',
  DEMO_SITES: '0',
  WEB_CONCURRENCY: '1',
};

/** `npm start` as a process of its own on `databaseUrl`; resolves with its address once it listens. */
function startServerProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...SERVER_ENV,
      DATABASE_URL: databaseUrl,
      DATA_DIR: 'memory://',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return until(
    () => {
      const listening = /TechCensus is running: open (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!listening && child.exitCode !== null)
        throw new Error(`the server exited before listening:\n${out}`);
      return listening && { child, url: listening[1] };
    },
    { what: 'the server process to listen', timeoutMs: 120_000 },
  );
}

describe.skipIf(!URL_ && process.env.CI !== 'true')('metered calls when the server is killed', () => {
  let fresh: { url: string; drop(): Promise<void> };
  let db: Db;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    if (!URL_) throw new Error('the kill test needs DATABASE_URL (scripts/servers/servers.sh)');
    fresh = await freshServerDatabase(URL_, 'catalogues');
    const store = await openServerStore(fresh.url);
    db = store.db;
    await seedDemoSites(store, { count: 20, seed: 3, now: new Date() });
  }, 120_000);
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db?.close();
    await fresh?.drop();
  });

  it('every answered call is charged whole, no statement is half applied, and the balance adds up after a restart', async () => {
    const { accountId, apiKey } = await createApiAccount(db, { credits: 10_000 });
    const started = await startServerProcess(fresh.url);
    child = started.child;
    const exited = new Promise<void>((resolve) => started.child.once('exit', () => resolve()));

    const answered: { requestId: string; charged: number }[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed = false;
    const client = async () => {
      while (!killed) {
        inFlight++;
        try {
          const r = await call(started.url, 'POST', '/api/v1/websites', {
            key: apiKey,
            body: { filters: [], limit: ROWS },
          });
          expect(r.status).toBe(200);
          answered.push({
            requestId: r.headers.get('x-request-id') as string,
            charged: Number(r.headers.get('x-credits-charged')),
          });
        } catch (err) {
          // Calls cut off by the kill get no answer; nothing else may fail (and then the others stop).
          if (killed) return;
          killed = true;
          throw err;
        } finally {
          inFlight--;
        }
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          started.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, client));
    await exited;
    expect(started.child.signalCode).toBe('SIGKILL');
    // The kill came with calls of the key still waiting for their charge or its answer.
    expect(inFlightAtKill).toBeGreaterThan(PARALLEL / 2);

    const { rows: debits } = await db.query<{ request_id: string; amount: number; at: Date }>(
      'SELECT request_id, amount, created_at AS at FROM credit_debits WHERE account_id = $1',
      [accountId],
    );
    const perCall = new Map<string, number>();
    for (const d of debits) perCall.set(d.request_id, (perCall.get(d.request_id) ?? 0) + d.amount);
    for (const a of answered)
      expect({ call: a.requestId, debited: perCall.get(a.requestId) }).toEqual({
        call: a.requestId,
        debited: a.charged,
      });
    expect(answered.every((a) => a.charged === ROWS)).toBe(true);
    // Charged calls whose answer the kill cut off: at most those in flight; each one whole.
    expect(perCall.size - answered.length).toBeLessThanOrEqual(inFlightAtKill);
    expect([...perCall.values()].filter((n) => n !== ROWS)).toEqual([]);
    // One call took the last credits of the free tier and the rest from the adjustment.
    expect(debits.length).toBe(perCall.size + (FREE_TIER_MONTHLY_CREDITS % ROWS ? 1 : 0));
    expect(await ledgerProblems(db)).toEqual([]);
    // The calls were charged together: fewer statements (their time) than calls.
    expect(new Set(debits.map((d) => d.at.getTime())).size).toBeLessThan(perCall.size);

    const restarted = await startTestServer({ ...SERVER_ENV, DATABASE_URL: fresh.url });
    try {
      const granted = 10_000 + FREE_TIER_MONTHLY_CREDITS;
      const spent = [...perCall.values()].reduce((a, b) => a + b, 0);
      const before = await call(restarted.url, 'GET', '/api/v1/credits', { key: apiKey });
      expect(before.body.balance).toBe(granted - spent);
      // And it charges on from there, once per call.
      const next = await call(restarted.url, 'POST', '/api/v1/websites', {
        key: apiKey,
        body: { filters: [], limit: ROWS },
      });
      expect([next.status, next.headers.get('x-credits-remaining')]).toEqual([
        200,
        String(granted - spent - ROWS),
      ]);
      expect(await ledgerProblems(db)).toEqual([]);
    } finally {
      await restarted.close();
    }
  }, 240_000);
});
