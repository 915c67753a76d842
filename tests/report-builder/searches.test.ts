import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/src/log.ts';
import type { RunningServer } from '../../server/src/main.ts';
import { runSearch } from '../../server/src/modules/report-builder/run-search.ts';
import { SEARCH_TTL_MS, searchStore } from '../../server/src/modules/report-builder/search-store.ts';
import type { SiteIndex } from '../../server/src/siteindex/port.ts';
import type { Db } from '../../server/src/store/db.ts';
import { migrate } from '../../server/src/store/migrate.ts';
import { freshServerDatabase, named, storeEngines } from '../support/engines.ts';
import { startTestServer } from '../support/server.ts';
import { awaitSearch, call } from './support.ts';

const log = createLogger('silent');

describe.each(named(storeEngines()))('stored report builder searches on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('expire after their time and are deleted when the next search starts', async () => {
    const long = new Date(Date.now() - SEARCH_TTL_MS - 1_000);
    const old = await searchStore.create(db, [], long);
    expect(await searchStore.get(db, old, long)).not.toBeNull();
    expect(await searchStore.get(db, old)).toBeNull();
    const fresh = await searchStore.create(db, [{ module: 'tld', mode: 'include', values: ['de'] }]);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM report_searches');
    expect(rows.map((r) => r.id)).toEqual([fresh]);
    expect((await searchStore.get(db, fresh))?.filters).toEqual([
      { module: 'tld', mode: 'include', values: ['de'] },
    ]);
  });

  it('store a failure of the index with the search, keeping the half that was done', async () => {
    const broken = {
      countSample: async () => ({ count: 7, sample: [] }),
      page: async () => {
        throw new Error('index unavailable');
      },
    } as unknown as SiteIndex;
    const id = await searchStore.create(db, []);
    await runSearch({ db, siteIndex: broken, log }, id, []);
    const stored = await searchStore.get(db, id);
    expect(stored).toMatchObject({
      countDone: true,
      domainCount: 7,
      sampleDone: false,
      error: 'The sites could not be counted. Please try again.',
    });
  });
});

const serverUrl = process.env.DATABASE_URL;
describe.skipIf(!serverUrl && process.env.CI !== 'true')('report builder searches across processes', () => {
  let drop: (() => Promise<void>) | undefined;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    if (!serverUrl) throw new Error('DATABASE_URL is not set but CI=true requires the PostgreSQL server');
    const fresh = await freshServerDatabase(serverUrl);
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
