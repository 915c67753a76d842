import {
  CREDIT_SOURCES,
  type CreditSource,
  FREE_TIER_MONTHLY_CREDITS,
  freeTierExpiry,
} from '@techcensus/contract';
import { type Db, prepared, type Queryable } from '../../store/db.ts';

/*
 * The credit ledger (migration 008): grants in, debits out, and the balance is always a query
 * over the two. Nothing keeps a running total, so a balance can never drift from the rows that
 * explain it.
 */

/** A charge the account cannot pay; nothing was debited and the callback did not run. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly balance: number,
    readonly cost: number,
  ) {
    super(`Insufficient credits: the call costs ${cost}, the balance is ${balance}`);
    this.name = 'InsufficientCreditsError';
  }
}

/** A charge for an account that does not exist (deleted while its request was under way). */
export class UnknownAccountError extends Error {
  constructor(readonly accountId: number) {
    super(`Account ${accountId} does not exist`);
    this.name = 'UnknownAccountError';
  }
}

/** The API key a charge came with has been replaced or deleted (by any process) since it was read. */
export class RevokedApiKeyError extends Error {
  constructor(readonly accountId: number) {
    super(`The API key of account ${accountId} has been revoked`);
    this.name = 'RevokedApiKeyError';
  }
}

export interface CreditGrant {
  id: number;
  accountId: number;
  source: CreditSource;
  amount: number;
  grantedAt: Date;
  expiresAt: Date;
  reference: string;
  note: string | null;
}

export interface GrantRequest {
  accountId: number;
  source: CreditSource;
  amount: number;
  expiresAt: Date;
  /** Idempotency key of the cause (payment id, subscription period…): unique across all grants. */
  reference: string;
  note?: string;
  grantedAt?: Date;
}

const GRANT_COLUMNS = 'id, account_id, source, amount, granted_at, expires_at, reference, note';

function toGrant(r: Record<string, unknown>): CreditGrant {
  return {
    id: Number(r.id),
    accountId: Number(r.account_id),
    source: r.source as CreditSource,
    amount: Number(r.amount),
    grantedAt: new Date(r.granted_at as string | Date),
    expiresAt: new Date(r.expires_at as string | Date),
    reference: String(r.reference),
    note: (r.note as string | null) ?? null,
  };
}

function checkCount(name: string, n: number, min: number): void {
  // The columns are `integer`; a larger number would fail in the database with a less clear error.
  if (!Number.isSafeInteger(n) || n < min || n > 2_147_483_647) {
    throw new RangeError(`${name} must be an integer ≥ ${min}, got ${n}`);
  }
}

function checkDate(name: string, d: Date): void {
  if (!(d instanceof Date) || Number.isNaN(d.getTime())) throw new RangeError(`${name} must be a valid Date`);
}

/**
 * Adds credits to an account. Idempotent on `reference`: a second call (a retried webhook, two
 * processes at once) returns the grant already there instead of granting again. A reference
 * already used for another account, source or amount is a bug in the caller, so it throws rather
 * than hand back someone else's grant.
 */
export async function grantCredits(db: Queryable, g: GrantRequest): Promise<CreditGrant> {
  checkCount('amount', g.amount, 1);
  checkDate('expiresAt', g.expiresAt);
  if (g.grantedAt) checkDate('grantedAt', g.grantedAt);
  if (!CREDIT_SOURCES.includes(g.source)) throw new RangeError(`Unknown credit source ${g.source}`);
  if (!g.reference) throw new RangeError('A grant needs a reference');
  const inserted = await db.query(
    `INSERT INTO credit_grants (account_id, source, amount, granted_at, expires_at, reference, note)
     VALUES ($1, $2, $3, COALESCE($4::timestamptz, now()), $5, $6, $7)
     ON CONFLICT (reference) DO NOTHING
     RETURNING ${GRANT_COLUMNS}`,
    [g.accountId, g.source, g.amount, g.grantedAt ?? null, g.expiresAt, g.reference, g.note ?? null],
  );
  if (inserted.rows[0]) return toGrant(inserted.rows[0]);
  // ON CONFLICT waited for a concurrent inserter to commit, so the row is visible to this statement.
  const existing = await db.query(`SELECT ${GRANT_COLUMNS} FROM credit_grants WHERE reference = $1`, [
    g.reference,
  ]);
  if (!existing.rows[0]) throw new Error(`Credit grant ${g.reference} vanished while being granted`);
  const grant = toGrant(existing.rows[0]);
  if (grant.accountId !== g.accountId || grant.source !== g.source || grant.amount !== g.amount) {
    throw new Error(`Credit grant reference ${g.reference} is already used by a different grant`);
  }
  return grant;
}

/**
 * `free-tier:<accountId>:<YYYY-MM>`: the grant's idempotency key. One grant per address and UTC
 * calendar month besides: the database function grant_free_tier (migration 019) records each
 * month's claim by the address's hash, which outlives the account.
 */
export function freeTierReference(accountId: number, at: Date): string {
  return `free-tier:${accountId}:${at.toISOString().slice(0, 7)}`;
}

/**
 * Grants this month's free tier unless it is already there, or the account's address already had
 * it this month under an earlier (deleted) account; true when this call granted it. Called by
 * every balance and charge, i.e. lazily on first use in a month, so no scheduler has to visit
 * every account on the 1st. The common case (already granted) is a single index probe; two first
 * calls racing are settled by the claim's and the grant's unique keys. An account that does not
 * exist gets nothing (and no foreign-key error).
 */
export async function ensureFreeTierGrant(db: Queryable, accountId: number, now: Date): Promise<boolean> {
  checkDate('now', now);
  const { rows } = await db.query<{ granted: boolean }>(
    'SELECT grant_free_tier($1, $2, $3, $4, $5, $6) AS granted',
    [
      accountId,
      now,
      FREE_TIER_MONTHLY_CREDITS,
      freeTierExpiry(now),
      freeTierReference(accountId, now),
      `Free tier ${now.toISOString().slice(0, 7)}`,
    ],
  );
  return rows[0]?.granted === true;
}

export interface ActiveGrant {
  id: number;
  source: CreditSource;
  amount: number;
  remaining: number;
  grantedAt: Date;
  expiresAt: Date;
}

export interface CreditBalance {
  balance: number;
  /** Unexpired grants with credits left, in spending order (soonest-expiring first, then id). */
  grants: ActiveGrant[];
}

/**
 * The grants the account can spend from at `now`. Reads only the account's unexpired grants
 * (credit_grants_account_expiry) and, for each, its unrefunded debits (credit_debits_grant);
 * expired grants and their debits are never touched.
 */
async function activeGrants(db: Queryable, accountId: number, now: Date): Promise<ActiveGrant[]> {
  const { rows } = await db.query<{
    id: string | number;
    source: CreditSource;
    amount: number;
    remaining: string | number;
    granted_at: string | Date;
    expires_at: string | Date;
  }>(
    // LATERAL so each grant's debits are summed once; a subquery in both the select list and the
    // WHERE would be run twice per grant.
    `SELECT g.id, g.source, g.amount, g.granted_at, g.expires_at, g.amount - g.spent AS remaining
     FROM credit_grants g
     WHERE g.account_id = $1 AND g.expires_at > $2 AND g.amount > g.spent
     ORDER BY g.expires_at, g.id`,
    [accountId, now],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    source: r.source,
    amount: Number(r.amount),
    remaining: Number(r.remaining),
    grantedAt: new Date(r.granted_at),
    expiresAt: new Date(r.expires_at),
  }));
}

/** The account's spendable credits at `now`, granting this month's free tier first if due. */
export async function creditBalance(db: Queryable, accountId: number, now: Date): Promise<CreditBalance> {
  await ensureFreeTierGrant(db, accountId, now);
  const grants = await activeGrants(db, accountId, now);
  return { balance: grants.reduce((sum, g) => sum + g.remaining, 0), grants };
}

export interface ChargeRequest {
  accountId: number;
  /** Credits the call costs (creditsFor of the route's cost); 0 debits nothing. */
  amount: number;
  /** The API request that spends them; refunds and history go by it. */
  requestId: string;
  /** The contract operation, e.g. 'domainLookup'. */
  operation: string;
  /** Units the answer held (domains, subdomains…), 0 for fixed-cost calls. */
  units: number;
  now?: Date;
  /** SHA-256 of the API key the call came with: the charge is refused when it is no longer the account's. */
  keyHash?: string;
}

export interface ChargeResult {
  charged: number;
  /** The balance left after this charge. */
  balance: number;
}

/**
 * Debits `amount` credits for one API call, spread over the account's grants soonest-expiring
 * first (one debit row per grant drawn from), and runs `within` in the same transaction so the
 * call's own record and its debit commit or roll back together: when `within` throws, nothing is
 * debited. Throws InsufficientCreditsError when the balance is short, before `within` runs.
 *
 * `within` must use the `tx` it is given, never `db`: on PGlite a query on `db` waits for this
 * transaction to end, and on a server it would run outside it.
 *
 * The work is one statement, the `charge_credits` function of migration 014 (lock, free tier,
 * balance, debits), so a charge without `within` costs one round trip and holds the lock for it.
 *
 * Concurrency: charges of one account take its accounts row lock and so run one at a time;
 * each reads the balance only once it holds the lock (every statement of a volatile function
 * takes a fresh snapshot under READ COMMITTED), so N parallel charges against M credits succeed exactly M times.
 * FOR NO KEY UPDATE rather than FOR UPDATE: it still excludes other charges, but not the
 * KEY SHARE that foreign-key checks take, so inserts referencing the account (a concurrent
 * balance granting the free tier, sessions, the call's own record) do not wait for the charge —
 * with FOR UPDATE, a balance read inserting the free-tier grant while a charge inserts the same
 * grant deadlocks. PGlite has one connection and runs transactions one at a time anyway.
 */
export async function chargeCredits(
  db: Db,
  req: ChargeRequest,
  within?: (tx: Queryable) => Promise<void>,
): Promise<ChargeResult> {
  const args = chargeArguments(req);
  const charge = async (q: Queryable): Promise<ChargeResult> => {
    const { rows } = await q.query<ChargeRow>(CHARGE_STATEMENT, args);
    return chargeOutcome(req, rows[0]);
  };
  // On its own the statement is its own transaction: the account lock lasts one round trip.
  if (!within) return charge(db);
  return db.transaction(async (tx) => {
    const result = await charge(tx);
    await within(tx);
    return result;
  });
}

const CHARGE_STATEMENT = prepared(
  'SELECT outcome, balance FROM charge_credits($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
);

/** What charge_credits (and charge_calls, per call) answers. */
export interface ChargeRow {
  outcome: 'charged' | 'insufficient' | 'unknown' | 'revoked' | (string & {});
  balance: number;
}

/** A charge's numbers, ids and date, checked before they reach the database. */
export function checkChargeRequest(req: Omit<ChargeRequest, 'now'> & { now?: Date }): void {
  checkCount('amount', req.amount, 0);
  checkCount('units', req.units, 0);
  if (!req.requestId) throw new RangeError('A charge needs a request id');
  if (!req.operation) throw new RangeError('A charge needs an operation');
  if (req.now) checkDate('now', req.now);
}

/** The eleven arguments of `charge_credits` for `req`, checked. */
function chargeArguments(req: ChargeRequest): unknown[] {
  checkChargeRequest(req);
  const now = req.now ?? new Date();
  return [
    req.accountId,
    req.amount,
    req.requestId,
    req.operation,
    req.units,
    ...freeTierArguments(req.accountId, now),
    req.keyHash ?? null,
  ];
}

/** The date and the free-tier grant a charge at `now` passes (amount, expiry, reference, note). */
export function freeTierArguments(accountId: number, now: Date): unknown[] {
  return [
    now,
    FREE_TIER_MONTHLY_CREDITS,
    freeTierExpiry(now),
    freeTierReference(accountId, now),
    `Free tier ${now.toISOString().slice(0, 7)}`,
  ];
}

/** The charge's result, or the error that says why nothing was charged. */
export function chargeOutcome(req: Pick<ChargeRequest, 'accountId' | 'amount'>, r: ChargeRow): ChargeResult {
  if (r.outcome === 'revoked') throw new RevokedApiKeyError(req.accountId);
  if (r.outcome === 'unknown') throw new UnknownAccountError(req.accountId);
  if (r.outcome === 'insufficient') throw new InsufficientCreditsError(Number(r.balance), req.amount);
  if (r.outcome !== 'charged') throw new Error(`charge_credits answered ${r.outcome}`);
  return { charged: req.amount, balance: Number(r.balance) };
}

/**
 * Gives back what a request was charged, to the grants it came from; returns the credits given
 * back by this call (0 when already refunded or never charged), so retrying is safe. Credits
 * returned to a grant that has expired since stay expired. The rows stay, marked refunded, so the
 * history still shows the call. `requestId` must be one the server issued: anyone who can choose
 * it can refund someone else's call.
 */
export async function refundCredits(db: Queryable, requestId: string): Promise<number> {
  // One statement: the debits marked and their grants' `spent` given back together.
  const { rows } = await db.query<{ amount: number }>(
    `WITH back AS (
       UPDATE credit_debits SET refunded_at = now()
       WHERE request_id = $1 AND refunded_at IS NULL
       RETURNING grant_id, amount
     ), per_grant AS (
       UPDATE credit_grants g SET spent = g.spent - b.total
       FROM (SELECT grant_id, sum(amount)::integer AS total FROM back GROUP BY grant_id) b
       WHERE g.id = b.grant_id
     )
     SELECT amount FROM back`,
    [requestId],
  );
  return rows.reduce((sum, r) => sum + Number(r.amount), 0);
}

/**
 * Grants whose `spent` differs from the sum of their unrefunded debits: none, unless something
 * wrote the ledger behind charge_credits and refundCredits. The audit the tests run.
 */
export async function ledgerMismatches(
  db: Queryable,
): Promise<{ grantId: number; spent: number; debits: number }[]> {
  const { rows } = await db.query<{ id: string | number; spent: number; debits: string | number }>(
    `SELECT g.id, g.spent, COALESCE(s.total, 0) AS debits
     FROM credit_grants g
     LEFT JOIN (SELECT grant_id, sum(amount) AS total FROM credit_debits
                WHERE refunded_at IS NULL GROUP BY grant_id) s ON s.grant_id = g.id
     WHERE g.spent <> COALESCE(s.total, 0)`,
  );
  return rows.map((r) => ({ grantId: Number(r.id), spent: Number(r.spent), debits: Number(r.debits) }));
}
