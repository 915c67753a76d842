import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { freshServerDatabase } from '../support/engines.ts';
import { startTestServer } from '../support/server.ts';
import { awaitSearch, call } from './support.ts';

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl && process.env.CI !== 'true')('report builder searches across processes', () => {
  let drop: (() => Promise<void>) | undefined;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    if (!serverUrl) throw new Error('DATABASE_URL is not set but CI=true requires the PostgreSQL server');
    const fresh = await freshServerDatabase(serverUrl, 'catalogues');
    drop = fresh.drop;
    a = await startTestServer({ DATABASE_URL: fresh.url, LOG_LEVEL: 'error' });
    b = await startTestServer({ DATABASE_URL: fresh.url, LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it('a search started on one server is answered by another', async () => {
    const started = await call(a.url, 'POST', '/api/calculateReportDomainCount', {
      body: [{ TLD: ['com'] }],
    });
    expect(started.status).toBe(200);
    const status = await awaitSearch(b.url, started.body.results.searchId);
    expect(status.results.domainCount).toBe(
      (await a.siteIndex.countSample([{ module: 'tld', mode: 'include', values: ['com'] }], 0)).count,
    );
  });

  it('a search whose process went away completes with the reason instead of polling forever', async () => {
    const { rows } = await a.db.query<{ id: string }>(
      `INSERT INTO report_searches (id, filters, created_at, expires_at)
       VALUES (gen_random_uuid(), '[]', now() - interval '3 minutes', now() + interval '5 minutes') RETURNING id`,
    );
    const r = await call(b.url, 'GET', `/api/readQueryStatus/${rows[0].id}`);
    expect(r.body.results).toMatchObject({
      progress: 1,
      completed: true,
      error: 'The count did not finish. Please try again.',
      results: { sampleDomains: [], domainCount: null },
    });
  });
});
