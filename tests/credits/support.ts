import type { Db, Queryable } from '../../server/src/store/db.ts';

let counter = 0;

/** An account row made directly, as the ledger only needs the row to exist. */
export async function createAccount(db: Queryable): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO accounts (name, email, auth_type, email_class, purchase_enabled)
     VALUES ('Credit Test', $1, 'password', 'professional', true) RETURNING id`,
    [`credits-${process.pid}-${counter}-${Date.now()}@acme-widgets.com`],
  );
  return Number(rows[0].id);
}

export async function count(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(sql, params);
  return Number(rows[0].n);
}

/** The debit rows of a request, as (grant, amount) pairs in grant order. */
export async function debitsOf(db: Db, requestId: string): Promise<{ grantId: number; amount: number }[]> {
  const { rows } = await db.query<{ grant_id: string | number; amount: number }>(
    'SELECT grant_id, amount FROM credit_debits WHERE request_id = $1 ORDER BY grant_id',
    [requestId],
  );
  return rows.map((r) => ({ grantId: Number(r.grant_id), amount: Number(r.amount) }));
}

export const day = 86_400_000;
