/**
 * WEB_CONCURRENCY: several HTTP workers on one port (node:cluster), the background work once in
 * the primary. One two-worker server on the PostgreSQL server serves the whole suite; this test
 * process is its primary, so the workers' process ids are the cluster's own (node:cluster), and
 * the JSON log, which names the process of every line, is read through `logTo`.
 */
import { execFile } from 'node:child_process';
import cluster from 'node:cluster';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import type { SiteDoc } from '../../server/src/siteindex/port.ts';
import { apiAccount, call, expectExactCreditRace } from '../api/support.ts';
import { ledgerProblems } from '../support/accounts.ts';
import {
  chargedCalls,
  holdAccountLock,
  lockWaits,
  lookupsOnOneConnection,
} from '../support/calls-under-way.ts';
import { freshServerDatabase, openServerDatabase } from '../support/engines.ts';
import { startTestServer, testServerEnv } from '../support/server.ts';
import { demoSitesOf, seedDemoSites } from '../support/sites.ts';
import { until } from '../support/wait.ts';

const SEED = 8;
const COUNT = 60;

describe('WEB_CONCURRENCY on the embedded store', () => {
  it('npm start refuses more than one worker with a plain message and exit status 1', async () => {
    const env = {
      ...testServerEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: '' }),
      PATH: process.env.PATH ?? '',
    };
    const refused = await new Promise<{ code: number | string | null | undefined; stderr: string }>(
      (resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'scripts/start.ts'],
          { env, timeout: 60_000 },
          (err, _out, stderr) => resolve({ code: err?.code, stderr }),
        );
      },
    );
    expect(refused).toEqual({
      code: 1,
      stderr:
        'Invalid configuration:\n  WEB_CONCURRENCY: 2 HTTP workers need PostgreSQL (DATABASE_URL); the embedded store (PGlite) is owned by one process. Unset it or set 1.\n',
    });
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl && process.env.CI !== 'true')('two HTTP workers on PostgreSQL', () => {
  let server: RunningServer;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string;
  let docs: SiteDoc[];
  const lines: string[] = [];
  const logged = () =>
    lines.flatMap((line) => {
      try {
        return [
          JSON.parse(line) as {
            level: number;
            msg?: string;
            pid?: number;
            req?: { url: string };
            handlers?: number;
          },
        ];
      } catch {
        return [];
      }
    });
  const workerPids = () => Object.values(cluster.workers ?? {}).map((w) => w?.process.pid);
  const health = async () => (await fetch(`${server.url}/healthz`)).json() as Promise<{ workers: number }>;
  /** How many workers /healthz counts; undefined while a connection to the killed one fails. */
  const counted = () =>
    health().then(
      (h) => h.workers,
      () => undefined,
    );

  beforeAll(async () => {
    if (!adminUrl) throw new Error('DATABASE_URL is not set but CI=true requires the PostgreSQL server');
    const fresh = await freshServerDatabase(adminUrl, 'catalogues');
    drop = fresh.drop;
    databaseUrl = fresh.url;
    server = await startTestServer(
      {
        DATABASE_URL: fresh.url,
        WEB_CONCURRENCY: '2',
        // Every request is logged with the process that answered it.
        LOG_LEVEL: 'info',
        // The credit race fires 200 calls at once with one key.
        API_RATE_LIMIT_MULTIPLIER: '1000',
      },
      { logTo: { write: (line: string) => void lines.push(line) } },
    );
    await seedDemoSites(server, { count: COUNT, seed: SEED });
    docs = await demoSitesOf(server, { count: COUNT, seed: SEED, first: 40 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await drop?.();
  });

  it('serves one port from two worker processes; the background work runs once, in the primary', async () => {
    expect(await health()).toMatchObject({ status: 'ok', workers: 2 });
    const pids = workerPids();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(process.pid);
    // The landing pages' statistics are computed after the start by the process that owns the
    // background work, and by no other.
    const warmed = await until(
      () => {
        const found = logged().filter((l) => l.msg === 'statistics: landing pages computed');
        return found.length ? found : undefined;
      },
      { what: 'the landing pages to be computed' },
    );
    expect(warmed.map((l) => l.pid)).toEqual([process.pid]);
    expect(
      logged()
        .filter((l) => l.msg?.startsWith('TechCensus is listening'))
        .map((l) => l.pid),
    ).toEqual([process.pid]);
  });

  it('keeps the credits exact when the calls of one key are spread over both workers', async () => {
    const from = lines.length;
    await expectExactCreditRace(
      server.url,
      server.db,
      docs.map((d) => d.domain),
    );
    const answeredBy = new Set(
      logged()
        .slice(from)
        .filter((l) => l.msg === 'request completed' && l.req?.url.startsWith('/api/v1/domains/'))
        .map((l) => l.pid),
    );
    expect([...answeredBy].sort()).toEqual([...workerPids()].sort());
    expect(await ledgerProblems(server.db)).toEqual([]);
  }, 60_000);

  it('replaces a worker that dies; calls under way fail as closed connections, never as half a charge', async () => {
    const { apiKey } = await apiAccount(server.db, 1000);
    const credits = async () =>
      (await call(server.url, 'GET', '/api/v1/credits', { key: apiKey })).body.balance;
    const before = await credits();
    const [victim, survivor] = workerPids();
    const lookups = Array.from({ length: 40 }, (_, i) =>
      call(server.url, 'GET', `/api/v1/domains/${docs[i % docs.length].domain}`, { key: apiKey }).then(
        (a) => a.status,
        () => 'connection closed',
      ),
    );
    process.kill(victim as number, 'SIGKILL');
    const outcomes = await Promise.all(lookups);
    expect(outcomes.filter((o) => o !== 200 && o !== 'connection closed')).toEqual([]);
    // The survivor serves alone while the replacement loads (it takes seconds to start).
    await until(async () => (await counted()) === 1, { what: '/healthz to count one worker' });

    await until(() => workerPids().length === 2 && !workerPids().includes(victim), {
      what: 'a new worker in place of the killed one',
    });
    await until(async () => (await counted()) === 2, { what: '/healthz to count two workers again' });
    expect(workerPids()).toContain(survivor);
    const after = await Promise.all(
      docs.slice(0, 10).map((d) => call(server.url, 'GET', `/api/v1/domains/${d.domain}`, { key: apiKey })),
    );
    expect(after.map((a) => a.status)).toEqual(Array(10).fill(200));
    // Every credit that left the balance is a debit in the history, and every grant adds up.
    const spent = before - (await credits());
    const history = await call(server.url, 'GET', '/api/v1/credits/history?limit=200', { key: apiKey });
    expect(history.body.entries).toHaveLength(spent);
    expect(spent).toBeGreaterThanOrEqual(10);
    expect(await ledgerProblems(server.db)).toEqual([]);
  }, 60_000);

  it('a stop (what SIGTERM does) finishes the requests under way, then every worker exits', async () => {
    const { apiKey } = await apiAccount(server.db, 10);
    const { port } = new URL(server.url);
    const workers = workerPids();
    expect(workers).toHaveLength(2);
    const from = lines.length;

    // Two lookups of another key whose client left while the first charge waits for the account's
    // row lock, held here: the worker that took them keeps its store open until both are done.
    const gone = await apiAccount(server.db, 10);
    const holder = await openServerDatabase(databaseUrl);
    const lock = await holdAccountLock(holder, gone.accountId);
    const left = lookupsOnOneConnection(server.url, {
      domain: docs[0].domain,
      apiKey: gone.apiKey,
      count: 2,
    });
    await until(async () => (await lockWaits(server.db)) > 0, {
      what: 'the first charge to wait for the account lock',
    });
    left.destroy();
    // A call whose body is still on its way: the worker has read its head (it said "100
    // Continue"), so the call is under way when the stop begins.
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/domains/lookup',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json', expect: '100-continue' },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    const underWay = new Promise((resolve) => req.once('continue', resolve));
    req.flushHeaders();
    await underWay;

    const stopped = server.close();
    // No new connection is taken once every worker has closed its listener. A probe accepted just
    // as the listeners close may never be answered: it is given up after a second and tried again.
    await until(
      () =>
        fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
          () => false,
          (err) => (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED',
        ),
      { what: 'the port to refuse new connections' },
    );
    req.end(JSON.stringify({ domains: [docs[0].domain] }));
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body).results.map((r: { domain: string }) => r.domain)).toEqual([docs[0].domain]);
    try {
      // A worker whose stop did not count them would close its store under them instead.
      await until(
        () =>
          logged()
            .slice(from)
            .some((l) => l.msg?.startsWith('stopping: waiting for') && (l.handlers ?? 0) >= 2),
        { what: 'a worker to wait for the two lookups at work', timeoutMs: 10_000 },
      );
    } finally {
      await lock.release();
    }
    await stopped;
    expect(workerPids()).toEqual([]);
    expect(
      logged()
        .slice(from)
        .filter((l) => l.level >= 50 || l.msg?.startsWith('stopped with')),
    ).toEqual([]);
    expect(await chargedCalls(holder, gone.accountId)).toBe(2);
    expect(await ledgerProblems(holder)).toEqual([]);
    await holder.close();
    // It was one of the workers that finished it.
    const answeredBy = logged()
      .slice(from)
      .filter((l) => l.msg === 'request completed' && l.req?.url === '/api/v1/domains/lookup')
      .map((l) => l.pid);
    expect(answeredBy).toHaveLength(1);
    expect(workers).toContain(answeredBy[0]);
  }, 60_000);
});
