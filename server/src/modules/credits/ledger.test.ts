import {
  FREE_TIER_MONTHLY_CREDITS,
  purchasedCreditsExpiry,
  subscriptionCreditsExpiry,
} from '@techcensus/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/support/accounts.ts';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import {
  chargeCredits,
  creditBalance,
  ensureFreeTierGrant,
  freeTierReference,
  grantCredits,
  InsufficientCreditsError,
  ledgerMismatches,
  refundCredits,
  UnknownAccountError,
} from './index.ts';
import { count, day, debitsOf } from './test-support.ts';

/** Mid-month, so the free tier of March 2025 is the one granted unless a test moves the clock. */
const NOW = new Date('2025-03-15T12:00:00Z');
const FREE = FREE_TIER_MONTHLY_CREDITS;
const byGrant = <T extends { grantId: number }>(rows: T[]) => [...rows].sort((a, b) => a.grantId - b.grantId);

describe.each(named(storeEngines()))('credit ledger on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
    // Stands for the record a metered call writes about its own work (the `within` callback).
    await db.exec('CREATE TABLE call_records (request_id text PRIMARY KEY)');
  });
  // Every grant's `spent` equals the sum of its unrefunded debits after every test.
  afterEach(async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
  });
  afterAll(async () => {
    await db?.close();
  });

  const grant = (accountId: number, over: Partial<Parameters<typeof grantCredits>[1]> = {}) =>
    grantCredits(db, {
      accountId,
      source: 'adjustment',
      amount: 10,
      expiresAt: new Date(NOW.getTime() + 30 * day),
      reference: `test:${accountId}:${Math.random()}`,
      ...over,
    });
  const charge = (accountId: number, amount: number, requestId: string, now = NOW) =>
    chargeCredits(db, { accountId, amount, requestId, operation: 'domainLookup', units: 0, now });

  describe('grants', () => {
    it('are idempotent on their reference and count once', async () => {
      const id = await createAccount(db);
      const first = await grant(id, {
        source: 'purchase',
        amount: 25,
        reference: `pay:${id}`,
        note: 'order 1',
      });
      const again = await grant(id, { source: 'purchase', amount: 25, reference: `pay:${id}` });
      expect(again).toEqual(first);
      expect(first).toMatchObject({ accountId: id, source: 'purchase', amount: 25, note: 'order 1' });
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE + 25);
      expect(
        await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE reference = $1', [`pay:${id}`]),
      ).toBe(1);
    });

    it('granted many times at once still land once', async () => {
      const id = await createAccount(db);
      const all = await Promise.all(
        Array.from({ length: 20 }, () => grant(id, { amount: 7, reference: `race:${id}` })),
      );
      expect(new Set(all.map((g) => g.id)).size).toBe(1);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE + 7);
    });

    it('refuse a reference already used by another account or amount, and bad amounts', async () => {
      const a = await createAccount(db);
      const b = await createAccount(db);
      await grant(a, { reference: `shared:${a}` });
      await expect(grant(b, { reference: `shared:${a}` })).rejects.toThrow(/different grant/);
      await expect(grant(a, { reference: `shared:${a}`, amount: 11 })).rejects.toThrow(/different grant/);
      await expect(grant(a, { amount: 0 })).rejects.toThrow(RangeError);
      await expect(grant(a, { amount: 1.5 })).rejects.toThrow(RangeError);
      // The table refuses what the function would not write, for anyone writing SQL by hand.
      await expect(
        db.query(
          `INSERT INTO credit_grants (account_id, source, amount, expires_at, reference)
           VALUES ($1, 'gift', 5, now(), 'bad-source')`,
          [a],
        ),
      ).rejects.toThrow();
      await expect(
        db.query(
          `INSERT INTO credit_grants (account_id, source, amount, expires_at, reference)
           VALUES ($1, 'adjustment', 0, now(), 'zero')`,
          [a],
        ),
      ).rejects.toThrow();
    });
  });

  describe('free tier', () => {
    it('is granted lazily, once per UTC month, and expires when the month ends', async () => {
      const id = await createAccount(db);
      expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = $1', [id])).toBe(0);
      const march = await creditBalance(db, id, NOW);
      expect(march.balance).toBe(FREE);
      expect(march.grants).toEqual([
        {
          id: expect.any(Number),
          source: 'free-tier',
          amount: FREE,
          remaining: FREE,
          grantedAt: NOW,
          expiresAt: new Date('2025-04-01T00:00:00Z'),
        },
      ]);
      expect(await ensureFreeTierGrant(db, id, new Date('2025-03-31T23:59:59.999Z'))).toBe(false);
      await charge(id, 20, `fm-${id}-1`);
      expect((await creditBalance(db, id, new Date('2025-03-31T23:59:59.999Z'))).balance).toBe(FREE - 20);

      // At the first instant of April, March's leftovers are gone and April's full allowance is there.
      const april = await creditBalance(db, id, new Date('2025-04-01T00:00:00Z'));
      expect(april.balance).toBe(FREE);
      expect(april.grants.map((g) => g.expiresAt)).toEqual([new Date('2025-05-01T00:00:00Z')]);
      const { rows } = await db.query<{ reference: string }>(
        'SELECT reference FROM credit_grants WHERE account_id = $1 ORDER BY id',
        [id],
      );
      expect(rows.map((r) => r.reference)).toEqual([`free-tier:${id}:2025-03`, `free-tier:${id}:2025-04`]);
      expect(freeTierReference(id, new Date('2025-12-31T23:59:59Z'))).toBe(`free-tier:${id}:2025-12`);
    });

    it('is granted once when many balances and charges ask for it at once', async () => {
      const id = await createAccount(db);
      const at = new Date('2025-06-02T00:00:00Z');
      await Promise.all([
        ...Array.from({ length: 10 }, () => creditBalance(db, id, at)),
        ...Array.from({ length: 10 }, (_, i) => charge(id, 1, `ft-race-${id}-${i}`, at)),
        ...Array.from({ length: 10 }, () => ensureFreeTierGrant(db, id, at)),
      ]);
      expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = $1', [id])).toBe(1);
      expect((await creditBalance(db, id, at)).balance).toBe(FREE - 10);
    });

    it('is nothing for an account that does not exist', async () => {
      expect(await creditBalance(db, 999_999_999, NOW)).toEqual({ balance: 0, grants: [] });
      await expect(charge(999_999_999, 1, 'ghost')).rejects.toBeInstanceOf(UnknownAccountError);
      expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = 999999999')).toBe(0);
    });
  });

  describe('charges', () => {
    it('draw from the soonest-expiring grant first, ties by grant id, one debit row per grant', async () => {
      const id = await createAccount(db);
      // Free tier: expires 2025-04-01, the soonest.
      const purchase = await grant(id, {
        source: 'purchase',
        amount: 10,
        expiresAt: purchasedCreditsExpiry(NOW), // 2025-06-15
      });
      const tieFirst = await grant(id, {
        source: 'subscription',
        amount: 5,
        expiresAt: subscriptionCreditsExpiry(new Date('2025-03-10T00:00:00Z')), // 2025-04-10
      });
      const tieSecond = await grant(id, {
        source: 'adjustment',
        amount: 4,
        expiresAt: new Date('2025-04-10T00:00:00Z'),
      });
      const before = await creditBalance(db, id, NOW);
      expect(before.balance).toBe(FREE + 19);
      expect(before.grants.map((g) => g.id).slice(1)).toEqual([tieFirst.id, tieSecond.id, purchase.id]);
      const freeId = before.grants[0].id;
      expect(before.grants[0].source).toBe('free-tier');

      expect(await charge(id, FREE + 2, `order-${id}-1`)).toEqual({ charged: FREE + 2, balance: 17 });
      expect(await debitsOf(db, `order-${id}-1`)).toEqual(
        byGrant([
          { grantId: freeId, amount: FREE },
          { grantId: tieFirst.id, amount: 2 },
        ]),
      );
      expect(await charge(id, 9, `order-${id}-2`)).toEqual({ charged: 9, balance: 8 });
      expect(await debitsOf(db, `order-${id}-2`)).toEqual(
        byGrant([
          { grantId: tieFirst.id, amount: 3 },
          { grantId: tieSecond.id, amount: 4 },
          { grantId: purchase.id, amount: 2 },
        ]),
      );
      const after = await creditBalance(db, id, NOW);
      expect(after.grants.map((g) => [g.id, g.remaining])).toEqual([[purchase.id, 8]]);
      const row = await db.query<Record<string, unknown>>(
        'SELECT operation, units, created_at, refunded_at FROM credit_debits WHERE request_id = $1 LIMIT 1',
        [`order-${id}-2`],
      );
      expect(row.rows[0]).toMatchObject({ operation: 'domainLookup', units: 0, refunded_at: null });
      expect(new Date(row.rows[0].created_at as string)).toEqual(NOW);
    });

    it('ignore expired grants, including one expiring exactly now', async () => {
      const id = await createAccount(db);
      await grant(id, { amount: 100, expiresAt: new Date(NOW.getTime() - 1) });
      await grant(id, { amount: 100, expiresAt: NOW });
      const live = await grant(id, { amount: 3, expiresAt: new Date(NOW.getTime() + 1) });
      const { balance, grants } = await creditBalance(db, id, NOW);
      expect(balance).toBe(FREE + 3);
      expect(grants.map((g) => g.source)).toEqual(['adjustment', 'free-tier']);
      await expect(charge(id, FREE + 4, `exp-${id}`)).rejects.toMatchObject({
        balance: FREE + 3,
        cost: FREE + 4,
      });
      await charge(id, FREE + 3, `exp-${id}-ok`);
      expect((await debitsOf(db, `exp-${id}-ok`)).map((d) => d.grantId)).toContain(live.id);
      expect((await creditBalance(db, id, NOW)).balance).toBe(0);
    });

    it('refuse when short, debiting nothing and never running the callback', async () => {
      const id = await createAccount(db);
      let ran = false;
      const short = chargeCredits(
        db,
        {
          accountId: id,
          amount: FREE + 1,
          requestId: `short-${id}`,
          operation: 'domainLookup',
          units: 0,
          now: NOW,
        },
        async () => {
          ran = true;
        },
      );
      await expect(short).rejects.toBeInstanceOf(InsufficientCreditsError);
      await expect(short).rejects.toMatchObject({ balance: FREE, cost: FREE + 1 });
      expect(ran).toBe(false);
      expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [id])).toBe(0);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE);
    });

    it('cost nothing when the callback fails, and commit with its record when it succeeds', async () => {
      const id = await createAccount(db);
      const record = (requestId: string, fail: boolean) => async (tx: Queryable) => {
        await tx.query('INSERT INTO call_records (request_id) VALUES ($1)', [requestId]);
        if (fail) throw new Error('lookup failed');
      };
      const req = (requestId: string) => ({
        accountId: id,
        amount: 5,
        requestId,
        operation: 'domainLookup',
        units: 0,
        now: NOW,
      });
      await expect(chargeCredits(db, req(`fail-${id}`), record(`fail-${id}`, true))).rejects.toThrow(
        'lookup failed',
      );
      expect(
        await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE request_id = $1', [`fail-${id}`]),
      ).toBe(0);
      expect(
        await count(db, 'SELECT count(*) AS n FROM call_records WHERE request_id = $1', [`fail-${id}`]),
      ).toBe(0);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE);

      expect(await chargeCredits(db, req(`ok-${id}`), record(`ok-${id}`, false))).toEqual({
        charged: 5,
        balance: FREE - 5,
      });
      expect(
        await count(db, 'SELECT count(*) AS n FROM call_records WHERE request_id = $1', [`ok-${id}`]),
      ).toBe(1);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE - 5);
    });

    it('of zero write no debit but still run the callback in the transaction', async () => {
      const id = await createAccount(db);
      const result = await chargeCredits(
        db,
        { accountId: id, amount: 0, requestId: `free-${id}`, operation: 'health', units: 0, now: NOW },
        async (tx) => {
          await tx.query('INSERT INTO call_records (request_id) VALUES ($1)', [`free-${id}`]);
        },
      );
      expect(result).toEqual({ charged: 0, balance: FREE });
      expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [id])).toBe(0);
      expect(
        await count(db, 'SELECT count(*) AS n FROM call_records WHERE request_id = $1', [`free-${id}`]),
      ).toBe(1);
      await expect(charge(id, -1, `neg-${id}`)).rejects.toThrow(RangeError);
      await expect(charge(id, 0.5, `half-${id}`)).rejects.toThrow(RangeError);
    });
  });

  describe('refunds', () => {
    it('restore the balance to the grants charged, once', async () => {
      const id = await createAccount(db);
      await grant(id, { amount: 10 });
      await charge(id, FREE + 4, `r-${id}`);
      await charge(id, 1, `keep-${id}`);
      expect((await creditBalance(db, id, NOW)).balance).toBe(5);
      expect(await refundCredits(db, `r-${id}`)).toBe(FREE + 4);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE + 9);
      expect(await refundCredits(db, `r-${id}`)).toBe(0);
      expect(await refundCredits(db, `never-charged-${id}`)).toBe(0);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE + 9);
      // The refunded rows stay, marked, and the free tier is whole again: spent first again.
      expect(
        await count(
          db,
          'SELECT count(*) AS n FROM credit_debits WHERE request_id = $1 AND refunded_at IS NOT NULL',
          [`r-${id}`],
        ),
      ).toBe(2);
      const { grants } = await creditBalance(db, id, NOW);
      expect(grants.map((g) => [g.source, g.remaining])).toEqual([
        ['free-tier', FREE],
        ['adjustment', 9],
      ]);
    });

    it('run at once give the credits back once', async () => {
      const id = await createAccount(db);
      await charge(id, 10, `rr-${id}`);
      const returned = await Promise.all(Array.from({ length: 10 }, () => refundCredits(db, `rr-${id}`)));
      expect(returned.reduce((a, b) => a + b, 0)).toBe(10);
      expect((await creditBalance(db, id, NOW)).balance).toBe(FREE);
    });
  });

  it('deleting an account deletes its grants and debits, and nobody else’s', async () => {
    const gone = await createAccount(db);
    const stays = await createAccount(db);
    for (const id of [gone, stays]) {
      await grant(id, { amount: 5 });
      await charge(id, FREE + 2, `del-${id}`);
    }
    await db.query('DELETE FROM accounts WHERE id = $1', [gone]);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = $1', [gone])).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [gone])).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_grants WHERE account_id = $1', [stays])).toBe(2);
    expect(await count(db, 'SELECT count(*) AS n FROM credit_debits WHERE account_id = $1', [stays])).toBe(2);
    expect((await creditBalance(db, stays, NOW)).balance).toBe(3);
  });
});
