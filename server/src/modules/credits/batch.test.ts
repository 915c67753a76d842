import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import {
  type CallCharger,
  createCallCharger,
  creditBalance,
  InsufficientCreditsError,
  ledgerMismatches,
  RevokedApiKeyError,
  UnknownAccountError,
} from './index.ts';
import { accountWith100, count } from './test-support.ts';

/*
 * The metered API's charges go through one charger per process: an account's calls that arrive
 * while its statement runs are charged together in the next one. Each must still be charged as if
 * alone, in order, with its own key check and its own refusal.
 */
describe.each(named(storeEngines()))('calls charged together on %s', (_name, engine) => {
  let db: Db;
  let charger: CallCharger;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
    charger = createCallCharger(db);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** 100 credits (accountWith100) and a key. */
  async function accountWithKey(): Promise<{ id: number; keyHash: string }> {
    const id = await accountWith100(db);
    const keyHash = `hash-${id}`;
    await db.query('INSERT INTO api_keys (account_id, prefix, key_hash) VALUES ($1, $2, $3)', [
      id,
      'tc_test',
      keyHash,
    ]);
    return { id, keyHash };
  }

  const call = (id: number, keyHash: string, i: number, amount = 1) => ({
    accountId: id,
    amount,
    requestId: `b-${id}-${i}`,
    operation: 'domainLookup',
    units: 0,
    keyHash,
  });

  it('200 calls of 1 against 100 credits at once: exactly 100 charged, in fewer statements than calls', async () => {
    const { id, keyHash } = await accountWithKey();
    const settled = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => charger.charge(call(id, keyHash, i))),
    );
    const ok = settled.flatMap((s) => (s.status === 'fulfilled' && 'charged' in s.value ? [s.value] : []));
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(ok.length).toBe(100);
    expect(refused.length).toBe(100);
    expect(refused.every((e) => e instanceof InsufficientCreditsError && e.balance === 0)).toBe(true);
    // Each charged call saw the balance the calls before it left: 99, 98, … 0, each once.
    expect(ok.map((r) => r.charged.balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i),
    );
    expect((await creditBalance(db, id, new Date())).balance).toBe(0);
    expect(
      await count(db, 'SELECT count(DISTINCT request_id) AS n FROM credit_debits WHERE account_id = $1', [
        id,
      ]),
    ).toBe(100);
    // Calls charged together share their statement's time: fewer times than calls.
    expect(
      await count(db, 'SELECT count(DISTINCT created_at) AS n FROM credit_debits WHERE account_id = $1', [
        id,
      ]),
    ).toBeLessThan(100);
  });

  it('a call naming a site gets its document; one naming a missing site is charged nothing', async () => {
    const { id, keyHash } = await accountWithKey();
    const domain = `batch-${id}.example`;
    await db.query('INSERT INTO offline_sites (domain, doc) VALUES ($1, $2)', [
      domain,
      JSON.stringify({ domain, offline: true }),
    ]);
    const [found, missing] = await Promise.all([
      charger.charge({ ...call(id, keyHash, 1), domain }),
      charger.charge({ ...call(id, keyHash, 2), domain: `nowhere-${id}.example` }),
    ]);
    expect(found).toMatchObject({ charged: { charged: 1, balance: 99 }, doc: { domain, offline: true } });
    expect(missing).toEqual({ missing: true });
    expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [id])).toBe(1);
  });

  it('a key no longer the account’s is refused in the statement; the others in it are charged', async () => {
    const { id, keyHash } = await accountWithKey();
    const settled = await Promise.allSettled([
      charger.charge(call(id, keyHash, 1)),
      charger.charge(call(id, 'replaced-key', 2)),
      charger.charge(call(id, keyHash, 3)),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toBeInstanceOf(RevokedApiKeyError);
    expect((await creditBalance(db, id, new Date())).balance).toBe(98);
  });

  it('calls of an account that is gone are refused as unknown', async () => {
    await expect(charger.charge(call(2_000_000_000, null as unknown as string, 1))).rejects.toBeInstanceOf(
      UnknownAccountError,
    );
  });

  it('calls of 3 crossing from the free tier into the purchase write one debit per grant drawn from', async () => {
    const { id, keyHash } = await accountWithKey();
    const settled = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => charger.charge(call(id, keyHash, i, 3))),
    );
    expect(settled.filter((s) => s.status === 'fulfilled').length).toBe(33);
    expect((await creditBalance(db, id, new Date())).balance).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [id])).toBe(34);
  });
});
