import { InvalidCursorError } from '../../siteindex/cursor.ts';
import type { Queryable } from '../../store/db.ts';

export interface CreditHistoryEntry {
  requestId: string;
  operation: string;
  units: number;
  /** Credits the request was charged, over every grant it drew from. */
  credits: number;
  at: Date;
  refunded: boolean;
}

export interface CreditHistoryPage {
  entries: CreditHistoryEntry[];
  /** Cursor for the next (older) page; null on the last page, also when that page is exactly full. */
  next: string | null;
}

export const MAX_HISTORY_PAGE = 1000;

/*
 * A request is placed by its first debit row (its "head"): the head's (created_at, id) is the sort
 * key and the cursor. The cursor carries created_at as text with microseconds, because a JS Date
 * would round rows written with the database's now() and skip or repeat them at a page boundary.
 */
interface HistoryKey {
  at: string;
  id: number;
}

function encodeCursor(key: HistoryKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function decodeCursor(cursor: string): HistoryKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== 'string' ||
    !AT_PATTERN.test(parsed[0]) ||
    !Number.isSafeInteger(parsed[1])
  ) {
    throw new InvalidCursorError();
  }
  return { at: parsed[0], id: parsed[1] };
}

/**
 * The account's charged requests, newest first, one entry per request (its debit rows summed).
 * Walks credit_debits_history from the cursor and stops after `limit + 1` heads, so a page costs
 * the same however long the history is. The head test is a scalar subquery on purpose: it stays a
 * per-row probe of credit_debits_request, where NOT EXISTS lets the planner hash-join against
 * every debit the account ever made. Throws InvalidCursorError for a cursor it did not make.
 */
export async function creditHistory(
  db: Queryable,
  accountId: number,
  opts: { limit: number; before?: string | null },
): Promise<CreditHistoryPage> {
  if (!Number.isInteger(opts.limit) || opts.limit < 1 || opts.limit > MAX_HISTORY_PAGE) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_HISTORY_PAGE}`);
  }
  const key = opts.before ? decodeCursor(opts.before) : null;
  const params: unknown[] = [accountId, opts.limit + 1];
  let after = '';
  if (key) {
    params.push(key.at, key.id);
    after = 'AND (d.created_at, d.id) < ($3::timestamptz, $4::bigint)';
  }
  const { rows } = await db.query<{
    request_id: string;
    operation: string;
    units: number;
    credits: string | number;
    created_at: string | Date;
    at_key: string;
    head_id: string | number;
    refunded: boolean;
  }>(
    `WITH heads AS (
       SELECT d.id, d.request_id, d.operation, d.units, d.created_at
       FROM credit_debits d
       WHERE d.account_id = $1 ${after}
         AND d.id = (SELECT min(e.id) FROM credit_debits e
                     WHERE e.request_id = d.request_id AND e.account_id = d.account_id)
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT $2
     )
     SELECT h.request_id, h.operation, h.units, h.created_at, h.id AS head_id,
            to_char(h.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_key,
            sum(x.amount) AS credits, bool_and(x.refunded_at IS NOT NULL) AS refunded
     FROM heads h
     JOIN credit_debits x ON x.request_id = h.request_id AND x.account_id = $1
     GROUP BY h.request_id, h.operation, h.units, h.created_at, h.id
     ORDER BY h.created_at DESC, h.id DESC`,
    params,
  );
  const page = rows.slice(0, opts.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      requestId: r.request_id,
      operation: r.operation,
      units: Number(r.units),
      credits: Number(r.credits),
      at: new Date(r.created_at),
      refunded: Boolean(r.refunded),
    })),
    next:
      rows.length > opts.limit && last ? encodeCursor({ at: last.at_key, id: Number(last.head_id) }) : null,
  };
}
