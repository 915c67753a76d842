import type { Queryable } from '../../server/src/store/db.ts';

let counter = 0;

/**
 * An account row made directly in the store, for tests that only need the row to exist (the
 * ledger, purchases): a professional address with purchases enabled.
 */
export async function createAccount(db: Queryable): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ('Test account', $1, 'password', 'professional', true) RETURNING id`,
    [`account-${process.pid}-${counter}-${Date.now()}@acme-widgets.com`],
  );
  return Number(rows[0].id);
}
