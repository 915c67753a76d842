import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../tests/support/accounts.ts';
import { named, storeEngines } from '../../../../tests/support/engines.ts';
import { InvalidCursorError } from '../../siteindex/cursor.ts';
import type { Db } from '../../store/db.ts';
import { migrate } from '../../store/migrate.ts';
import {
  type CreditHistoryEntry,
  chargeCredits,
  creditHistory,
  grantCredits,
  refundCredits,
} from './index.ts';
import { day } from './test-support.ts';

const NOW = new Date('2025-03-15T12:00:00Z');
const SPANNING = FREE_TIER_MONTHLY_CREDITS - 5;

describe.each(named(storeEngines()))('credit history on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  async function everyPage(accountId: number, limit: number): Promise<CreditHistoryEntry[][]> {
    const pages: CreditHistoryEntry[][] = [];
    let before: string | null = null;
    do {
      const page = await creditHistory(db, accountId, { limit, before });
      pages.push(page.entries);
      before = page.next;
      if (pages.length > 100) throw new Error('history paging does not end');
    } while (before);
    return pages;
  }

  it('lists one entry per request, newest first, paged without gaps or repeats', async () => {
    const id = await createAccount(db);
    const other = await createAccount(db);
    await grantCredits(db, {
      accountId: id,
      source: 'purchase',
      amount: 100,
      expiresAt: new Date(NOW.getTime() + 60 * day),
      reference: `hist:${id}`,
    });
    // 23 charges: some share a timestamp (order then falls to the row id). The first seven spend
    // 10, so the 8th spans the rest of the free tier and the purchase: two rows, one entry.
    const expected: { requestId: string; credits: number; at: Date; units: number }[] = [];
    for (let i = 0; i < 23; i++) {
      const at = new Date(NOW.getTime() + Math.floor(i / 3) * 1000);
      const credits = i === 7 ? SPANNING : 1 + (i % 2);
      await chargeCredits(db, {
        accountId: id,
        amount: credits,
        requestId: `h-${id}-${i}`,
        operation: i % 2 ? 'subdomains' : 'domainLookup',
        units: i,
        now: at,
      });
      expected.unshift({ requestId: `h-${id}-${i}`, credits, at, units: i });
    }
    await chargeCredits(db, {
      accountId: other,
      amount: 1,
      requestId: `h-other-${other}`,
      operation: 'x',
      units: 0,
    });
    const { rows } = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM credit_debits WHERE request_id = $1',
      [`h-${id}-7`],
    );
    expect(Number(rows[0].n)).toBe(2);
    expect(await refundCredits(db, `h-${id}-7`)).toBe(SPANNING);

    for (const limit of [1, 5, 10, 23, 50]) {
      const pages = await everyPage(id, limit);
      // A page exactly full at the end still says there is nothing more.
      expect(pages.length).toBe(Math.ceil(23 / limit));
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
      const all = pages.flat();
      expect(all.map((e) => e.requestId)).toEqual(expected.map((e) => e.requestId));
      expect(all.map((e) => e.credits)).toEqual(expected.map((e) => e.credits));
      expect(all.map((e) => e.at)).toEqual(expected.map((e) => e.at));
      expect(all.map((e) => e.units)).toEqual(expected.map((e) => e.units));
    }
    const first = (await creditHistory(db, id, { limit: 23 })).entries;
    expect(first.find((e) => e.requestId === `h-${id}-7`)).toEqual({
      requestId: `h-${id}-7`,
      operation: 'subdomains',
      units: 7,
      credits: SPANNING,
      at: new Date(NOW.getTime() + 2000),
      refunded: true,
    });
    expect(first.filter((e) => e.refunded).length).toBe(1);
    expect(first[0]).toMatchObject({ operation: 'domainLookup', refunded: false });
    expect((await creditHistory(db, other, { limit: 10 })).entries.map((e) => e.requestId)).toEqual([
      `h-other-${other}`,
    ]);
  });

  it('pages rows a microsecond apart (database timestamps) one at a time', async () => {
    const id = await createAccount(db);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO credit_grants (account_id, source, amount, expires_at, reference)
       VALUES ($1, 'adjustment', 10, now() + interval '1 day', $2) RETURNING id`,
      [id, `us:${id}`],
    );
    // Inserted in reverse so id order disagrees with time order: only created_at decides.
    for (const us of [5, 4, 3, 2, 1]) {
      await db.query(
        `INSERT INTO credit_debits (account_id, grant_id, amount, request_id, operation, created_at)
         VALUES ($1, $2, 1, $3, 'x', '2025-03-15 12:00:00.12340${us}+00')`,
        [id, rows[0].id, `us-${us}`],
      );
    }
    const pages = await everyPage(id, 1);
    expect(pages.flat().map((e) => e.requestId)).toEqual(['us-5', 'us-4', 'us-3', 'us-2', 'us-1']);
  });

  it('is empty for an account that spent nothing, and refuses cursors it did not make', async () => {
    const id = await createAccount(db);
    expect(await creditHistory(db, id, { limit: 10 })).toEqual({ entries: [], next: null });
    for (const bad of [
      'nope',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      await expect(creditHistory(db, id, { limit: 10, before: bad })).rejects.toBeInstanceOf(
        InvalidCursorError,
      );
    }
    await expect(creditHistory(db, id, { limit: 0 })).rejects.toThrow(RangeError);
    // Zero-cost calls leave no row, so they are not in the history.
    await chargeCredits(db, { accountId: id, amount: 0, requestId: `zero-${id}`, operation: 'x', units: 0 });
    expect((await creditHistory(db, id, { limit: 10 })).entries).toEqual([]);
  });
});
