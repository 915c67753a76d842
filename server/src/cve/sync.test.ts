// cve:sync without a network: a clear message naming the source, and an untouched store.
import { describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { migrate } from '../store/migrate.ts';
import { SyncError, syncFromCveList } from './sync.ts';

describe.each(named(storeEngines()))('cve sync on %s', (_name, engine) => {
  it('fails with "could not reach the CVE List" and writes nothing when offline', async () => {
    const db = await engine.open();
    try {
      await migrate(db);
      const offline = (() =>
        Promise.reject(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }))) as typeof fetch;
      const run = syncFromCveList(db, { fetchImpl: offline });
      await expect(run).rejects.toBeInstanceOf(SyncError);
      await expect(run).rejects.toThrow(/could not reach the CVE List .*ENOTFOUND.*Nothing was changed/);
      const r = await db.query<{ n: string }>('SELECT count(*) AS n FROM cve');
      expect(Number(r.rows[0].n)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
