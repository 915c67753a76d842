import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import { chargeCredits, creditBalance, InsufficientCreditsError, ledgerMismatches } from './index.ts';
import { accountWith100, count } from './test-support.ts';

const NOW = new Date('2025-03-15T12:00:00Z');

/*
 * Parallel charges against one account. On the server they run on separate pool connections and
 * meet at the account's row lock; on PGlite they queue for its one connection. Either way the
 * balance must be exact: a charge never spends credits another charge already spent.
 */
describe.each(named(storeEngines()))('concurrent charges on %s', (name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  // Every grant's `spent` equals the sum of its unrefunded debits after every test.
  afterEach(async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
  });

  function burst(id: number, n: number, amount: number, fail?: (i: number) => boolean) {
    return Promise.allSettled(
      Array.from({ length: n }, (_, i) =>
        chargeCredits(
          db,
          { accountId: id, amount, requestId: `c-${id}-${i}`, operation: 'domainLookup', units: 0, now: NOW },
          async (tx) => {
            await tx.query('SELECT 1');
            if (fail?.(i)) throw new Error(`call ${i} failed`);
          },
        ),
      ),
    );
  }

  it('200 charges of 1 against 100 credits: exactly 100 succeed, never below zero', async () => {
    const id = await accountWith100(db, NOW);
    const settled = await burst(id, 200, 1);
    const ok = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(ok.length).toBe(100);
    expect(refused.length).toBe(100);
    expect(
      refused.every((e) => e instanceof InsufficientCreditsError && e.balance === 0 && e.cost === 1),
    ).toBe(true);
    // Each success saw the balance its predecessors left: 99, 98, … 0, each exactly once.
    expect(ok.map((r) => r.balance).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect((await creditBalance(db, id, NOW)).balance).toBe(0);
    expect(
      await count(db, 'SELECT coalesce(sum(amount), 0) AS n FROM credit_debits WHERE account_id = $1', [id]),
    ).toBe(100);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = $1', [id])).toBe(2);
  });

  it('200 charges of 3 against 100 credits: 33 succeed and 1 credit is left', async () => {
    const id = await accountWith100(db, NOW);
    const settled = await burst(id, 200, 3);
    const ok = settled.filter((s) => s.status === 'fulfilled');
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(ok.length).toBe(33);
    expect(refused.length).toBe(167);
    expect(
      refused.every((e) => e instanceof InsufficientCreditsError && e.balance === 1 && e.cost === 3),
    ).toBe(true);
    expect((await creditBalance(db, id, NOW)).balance).toBe(1);
    // The charge that crossed from the free tier into the purchase wrote one row per grant.
    expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [id])).toBe(34);
  });

  it('failed calls cost nothing even in the crowd: every credit goes to a call that succeeded', async () => {
    const id = await accountWith100(db, NOW);
    const failing = (i: number) => i % 3 === 0;
    const settled = await burst(id, 200, 1, failing);
    const ok = settled.flatMap((s, i) => (s.status === 'fulfilled' ? [i] : []));
    expect(ok.length).toBe(100);
    expect(ok.some(failing)).toBe(false);
    settled.forEach((s, i) => {
      if (s.status === 'rejected' && !failing(i)) expect(s.reason).toBeInstanceOf(InsufficientCreditsError);
    });
    const { rows } = await db.query<{ request_id: string }>(
      'SELECT DISTINCT request_id FROM credit_debits WHERE account_id = $1',
      [id],
    );
    expect(rows.map((r) => r.request_id).sort()).toEqual(ok.map((i) => `c-${id}-${i}`).sort());
    expect((await creditBalance(db, id, NOW)).balance).toBe(0);
  });

  it('charges of several accounts at once each spend their own credits exactly', async () => {
    const ids = await Promise.all([
      accountWith100(db, NOW),
      accountWith100(db, NOW),
      accountWith100(db, NOW),
    ]);
    const settled = await Promise.all(ids.map((id) => burst(id, 60, 2)));
    for (const [k, id] of ids.entries()) {
      expect(settled[k].filter((s) => s.status === 'fulfilled').length).toBe(50);
      expect((await creditBalance(db, id, NOW)).balance).toBe(0);
    }
  });

  // PGlite has one connection, so nothing else can run while a charge is under way there: the
  // test exists on the server engine only (not skipped, absent).
  if (name !== 'pglite')
    it('a charge under way does not hold up inserts that reference the account', async () => {
      const id = await accountWith100(db, NOW);
      const nextMonth = new Date('2025-04-02T00:00:00Z');
      let outcome = '';
      await chargeCredits(
        db,
        { accountId: id, amount: 1, requestId: `hold-${id}`, operation: 'domainLookup', units: 0, now: NOW },
        async () => {
          // From another connection, while this charge holds the account's lock: a balance read that
          // grants next month's free tier. Its foreign-key check must not wait for the charge (with
          // FOR UPDATE it would, and the same wait deadlocks two first charges of a month).
          outcome = await Promise.race([
            creditBalance(db, id, nextMonth).then((b) => `balance ${b.balance}`),
            new Promise<string>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
          ]);
        },
      );
      // April's free tier and the purchase; the charge's own debit is not committed yet.
      expect(outcome).toBe('balance 100');
    });
});
