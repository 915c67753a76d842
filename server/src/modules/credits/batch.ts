import { type Db, prepared } from '../../store/db.ts';
import {
  type ChargeRequest,
  type ChargeResult,
  type ChargeRow,
  chargeOutcome,
  checkChargeRequest,
  freeTierArguments,
} from './ledger.ts';

/** A call to charge (at the time its statement runs), and optionally the site whose document it pays for (read in the same statement). */
export interface CallCharge extends Omit<ChargeRequest, 'now'> {
  /** A domain (as stored): its document is read with the charge; when there is none, nothing is charged. */
  domain?: string;
}

/** A call charged (with the document it named), or one whose site was missing and charged nothing. */
export type CallOutcome = { charged: ChargeResult; doc: unknown } | { missing: true };

const STATEMENT = prepared(
  `SELECT doc, outcome, balance FROM charge_calls($1, $2, $3, $4, $5, $6,
     $7::integer[], $8::text[], $9::text[], $10::integer[], $11::text[], $12::text[])`,
);

/** Calls charged in one statement at most; more wait for the next. */
const MAX_BATCH = 200;

interface Waiting {
  call: CallCharge;
  resolve(outcome: CallOutcome): void;
  reject(err: unknown): void;
}

/**
 * Charges the calls of the metered API, one statement per account at a time: while an account's
 * statement runs, its next calls wait and then go together in the one after (charge_calls,
 * migration 028). Every call is charged in its own right — its own debit rows under its request
 * id, its own key check, its own refusal when the credits are short, in the order the calls
 * came — and answered only once the statement that charged it has committed, so nothing is
 * answered that was not charged, whatever stops the process. What it saves is the account lock
 * taken and the round trip made once per statement instead of once per call: parallel calls of
 * one account no longer queue at the lock one transaction at a time.
 *
 * Charges with a record of their own (chargeCredits' `within`) are not batched.
 */
export function createCallCharger(db: Db) {
  const waiting = new Map<number, Waiting[]>();
  const running = new Set<number>();

  async function send(accountId: number, calls: Waiting[]): Promise<void> {
    const { rows } = await db.query<ChargeRow & { doc: unknown }>(STATEMENT, [
      accountId,
      ...freeTierArguments(accountId, new Date()),
      calls.map((w) => w.call.amount),
      calls.map((w) => w.call.requestId),
      calls.map((w) => w.call.operation),
      calls.map((w) => w.call.units),
      calls.map((w) => w.call.keyHash ?? null),
      calls.map((w) => w.call.domain ?? null),
    ]);
    if (rows.length !== calls.length)
      throw new Error(`charge_calls answered ${rows.length} of ${calls.length} calls`);
    for (const [i, w] of calls.entries()) {
      const row = rows[i];
      try {
        w.resolve(
          row.outcome === 'missing'
            ? { missing: true }
            : { charged: chargeOutcome(w.call, row), doc: row.doc },
        );
      } catch (err) {
        w.reject(err);
      }
    }
  }

  async function drain(accountId: number): Promise<void> {
    running.add(accountId);
    try {
      for (;;) {
        const queue = waiting.get(accountId);
        if (!queue?.length) break;
        const calls = queue.splice(0, MAX_BATCH);
        if (!queue.length) waiting.delete(accountId);
        await send(accountId, calls).catch((err) => {
          for (const w of calls) w.reject(err);
        });
      }
    } finally {
      running.delete(accountId);
    }
  }

  return {
    /** Charges one call; throws InsufficientCreditsError, UnknownAccountError or RevokedApiKeyError as chargeCredits does. */
    charge(call: CallCharge): Promise<CallOutcome> {
      checkChargeRequest(call);
      return new Promise<CallOutcome>((resolve, reject) => {
        const queue = waiting.get(call.accountId);
        if (queue) queue.push({ call, resolve, reject });
        else waiting.set(call.accountId, [{ call, resolve, reject }]);
        if (!running.has(call.accountId)) void drain(call.accountId);
      });
    },
  };
}
export type CallCharger = ReturnType<typeof createCallCharger>;
