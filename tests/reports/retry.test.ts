/**
 * The build job under failure: an attempt that dies midway is retried by the queue and the
 * report is finished exactly once, with no partial files left; a duplicated job changes
 * nothing; a report that cannot be built ends failed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportFilter } from '@techcensus/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/log.ts';
import type { RunningServer } from '../../server/src/main.ts';
import {
  enqueueReportBuild,
  REPORT_QUEUE,
  startReportWorkers,
} from '../../server/src/modules/reports/index.ts';
import { named, serverEngines } from '../support/engines.ts';
import { seedDemoSites } from '../support/sites.ts';
import { until } from '../support/wait.ts';
import {
  buyReport,
  get,
  indexMatches,
  signedInAccount,
  siteSourceOfServer,
  waitForStatus,
} from './support.ts';

const dir = mkdtempSync(join(tmpdir(), 'techcensus-report-retry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE_SIZE = 10;
/** The failure the tests inject after a page, in the job process. */
const STOPPED = 'the build was stopped midway';

const filesOf = (id: string) => readdirSync(dir).filter((n) => n.startsWith(`${id}.`));

// The server builds nothing itself: the file runs its own workers, which tell the tests after
// every page written (where a test makes the attempt fail).
describe.each(named(serverEngines({ REPORT_CONCURRENCY: '0', REPORTS_DIR: dir, LOG_LEVEL: 'silent' })))(
  'report builds that fail on %s',
  (_name, engine) => {
    let server: RunningServer;
    let technology: string;
    /** Told after each page a build has written, with its rows so far; a throw fails the attempt. */
    let afterPage: (rowCount: number) => void = () => {};
    let attempts = 0;
    /** Pages the job process read itself. */
    let pagedHere = 0;
    beforeEach(() => {
      afterPage = () => {};
      attempts = 0;
    });

    /**
     * Makes the scheduled retry due now instead of after the queue's back-off. The report row
     * says pending a moment before the queue records the failure, hence the wait.
     */
    async function retryNow() {
      await until(
        async () => {
          const { rowCount } = await server.db.query(
            `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`,
            [REPORT_QUEUE],
          );
          return rowCount > 0;
        },
        { what: 'a report job waiting for a retry', timeoutMs: 10_000 },
      );
    }

    function waitForAttempt(id: string, n: number) {
      return until(
        async () => {
          const { rows } = await server.db.query<{ status: string; error: string | null }>(
            'SELECT status, error FROM reports WHERE id = $1',
            [id],
          );
          return attempts >= n && rows[0].status !== 'building' && rows[0];
        },
        { what: `attempt ${n} of report ${id} to end`, timeoutMs: 30_000 },
      );
    }

    beforeAll(async () => {
      server = await engine.open();
      await seedDemoSites(server, { count: 200, seed: 5 });
      [{ key: technology }] = await server.siteIndex.aggregate([], 'technology', { size: 1 });
      await startReportWorkers(server.queue, {
        db: server.db,
        siteIndex: {
          ...server.siteIndex,
          page(filters, opts) {
            pagedHere += 1;
            return server.siteIndex.page(filters, opts);
          },
        },
        // On the PostgreSQL server the report process reads the sites and makes the rows itself.
        source: await siteSourceOfServer(server),
        log: createLogger('silent'),
        dir,
        pageSize: PAGE_SIZE,
        onPage(rowCount) {
          if (rowCount <= PAGE_SIZE) attempts += 1;
          afterPage(rowCount);
        },
      });
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });

    it('an attempt that fails after some rows is retried and finishes once, with no partial files', async () => {
      const buyer = await signedInAccount(server.db);
      const filters: ReportFilter[] = [{ module: 'technology', technology }];
      // The first attempt writes three pages (30 rows) of both files, then fails.
      afterPage = (rows) => {
        if (rows === 30 && attempts === 1) throw new Error(STOPPED);
      };
      const id = await buyReport(server.db, server.queue, { accountId: buyer.accountId, filters, size: 55 });

      const afterFirst = await waitForAttempt(id, 1);
      expect(afterFirst).toEqual({ status: 'pending', error: STOPPED });
      expect(filesOf(id)).toEqual([]);

      await retryNow();
      expect(await waitForStatus(server.db, id, ['ready', 'failed'])).toBe('ready');
      expect(attempts).toBe(2);
      // Embedded PGlite has one reader, the job process; a server's sites are read by the report process.
      if (server.db.kind === 'pglite') expect(pagedHere).toBeGreaterThan(0);
      else expect(pagedHere).toBe(0);

      const { rows } = await server.db.query<{ status: string; row_count: number; error: string | null }>(
        'SELECT status, row_count, error FROM reports WHERE id = $1',
        [id],
      );
      expect(rows).toEqual([{ status: 'ready', row_count: 55, error: null }]);
      const files = filesOf(id);
      expect(files).toHaveLength(2);
      expect(files.filter((n) => n.endsWith('.part'))).toEqual([]);

      const csv = await get(server.url, `/reports/${id}/download`, { cookie: buyer.cookie });
      const domains = (parse(csv.text, { columns: true }) as { Domain: string }[]).map((r) => r.Domain);
      const expected = await indexMatches(server.db, server.siteIndex, filters, 55);
      expect(domains).toEqual(expected.map((d) => d.domain));

      const job = await server.db.query<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'reportId' = $2`,
        [REPORT_QUEUE, id],
      );
      expect(job.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    });

    it('a writer process killed midway fails the attempt, which the retry finishes', async () => {
      const buyer = await signedInAccount(server.db);
      const filters: ReportFilter[] = [{ module: 'technology', technology }];
      // Once three pages are written, the report process of this build dies as an OOM kill would.
      afterPage = (rows) => {
        if (rows !== 30 || attempts !== 1) return;
        const pids = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'file-writer-process'], {
          encoding: 'utf8',
        });
        for (const pid of pids.trim().split('\n')) process.kill(Number(pid), 'SIGKILL');
      };
      const id = await buyReport(server.db, server.queue, { accountId: buyer.accountId, filters, size: 55 });

      const afterFirst = await waitForAttempt(id, 1);
      expect(afterFirst).toEqual({
        status: 'pending',
        error: 'the report file writer stopped (signal SIGKILL)',
      });
      expect(filesOf(id)).toEqual([]);

      await retryNow();
      expect(await waitForStatus(server.db, id, ['ready', 'failed'])).toBe('ready');
      expect(attempts).toBe(2);
      const csv = await get(server.url, `/reports/${id}/download`, { cookie: buyer.cookie });
      const domains = (parse(csv.text, { columns: true }) as { Domain: string }[]).map((r) => r.Domain);
      const expected = await indexMatches(server.db, server.siteIndex, filters, 55);
      expect(domains).toEqual(expected.map((d) => d.domain));
      expect(filesOf(id)).toHaveLength(2);
    });

    it('a second job for a ready report changes nothing', async () => {
      const buyer = await signedInAccount(server.db);
      const id = await buyReport(server.db, server.queue, {
        accountId: buyer.accountId,
        filters: [{ module: 'technology', technology }],
        size: 12,
      });
      await waitForStatus(server.db, id, ['ready']);
      const before = await server.db.query('SELECT * FROM reports WHERE id = $1', [id]);
      const files = filesOf(id);
      await server.db.transaction((tx) => enqueueReportBuild(server.queue, tx, id));
      await until(
        async () => {
          const { rows } = await server.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'reportId' = $2 AND state = 'completed'`,
            [REPORT_QUEUE, id],
          );
          return rows[0].n === 2;
        },
        { what: 'the second job for the report to run', timeoutMs: 20_000 },
      );
      expect((await server.db.query('SELECT * FROM reports WHERE id = $1', [id])).rows).toEqual(before.rows);
      expect(filesOf(id)).toEqual(files);
    });

    it('a report whose filters no longer compile fails at once, without retries', async () => {
      const buyer = await signedInAccount(server.db);
      const id = await buyReport(server.db, server.queue, {
        accountId: buyer.accountId,
        filters: [{ module: 'technology', technology: 'no-such-technology-anywhere' }],
        size: 10,
      });
      expect(await waitForStatus(server.db, id, ['ready', 'failed'])).toBe('failed');
      const { rows } = await server.db.query<{ error: string }>('SELECT error FROM reports WHERE id = $1', [
        id,
      ]);
      expect(rows[0].error).toMatch(/Unknown technology "no-such-technology-anywhere"/);
      expect(filesOf(id)).toEqual([]);
      const page = await get(server.url, `/reports/${id}`, { cookie: buyer.cookie });
      expect(page.text).toContain('This report could not be prepared.');
    });

    it('a report that fails on every attempt ends failed after the last retry', async () => {
      afterPage = () => {
        throw new Error(STOPPED);
      };
      const buyer = await signedInAccount(server.db);
      const id = await buyReport(server.db, server.queue, {
        accountId: buyer.accountId,
        filters: [{ module: 'technology', technology }],
        size: 10,
      });
      // One attempt and three retries (the queue's retryLimit).
      for (let n = 1; n <= 3; n++) {
        expect((await waitForAttempt(id, n)).status).toBe('pending');
        await retryNow();
      }
      expect(await waitForAttempt(id, 4)).toEqual({ status: 'failed', error: STOPPED });
      expect(filesOf(id)).toEqual([]);
    });
  },
);
