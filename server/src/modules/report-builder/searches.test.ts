import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import { createLogger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { runSearch } from './run-search.ts';
import { SEARCH_TTL_MS, searchStore } from './search-store.ts';

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
