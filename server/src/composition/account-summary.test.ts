import { FREE_TIER_MONTHLY_CREDITS } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../tests/support/accounts.ts';
import { named, storeEngines } from '../../../tests/support/engines.ts';
import { chargeCredits } from '../modules/credits/index.ts';
import type { Db } from '../store/db.ts';
import { migrate } from '../store/migrate.ts';
import { accountSummary } from './account-summary.ts';

describe.each(named(storeEngines()))('the account page on %s', (_name, engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await engine.open();
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('shows the real balance, today', async () => {
    const id = await createAccount(db);
    const free = FREE_TIER_MONTHLY_CREDITS;
    expect(await accountSummary.credits(db, id)).toEqual({ credits: free, pending: 0 });
    await chargeCredits(db, { accountId: id, amount: 3, requestId: `page-${id}`, operation: 'x', units: 0 });
    expect(await accountSummary.credits(db, id)).toEqual({ credits: free - 3, pending: 0 });
  });
});
