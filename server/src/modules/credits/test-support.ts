import type { Db } from '../../store/db.ts';

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
