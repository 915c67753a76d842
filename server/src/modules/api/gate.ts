import {
  API_RATE_LIMIT_PER_ADDRESS_PER_SECOND,
  API_RATE_LIMITS,
  type ApiPlan,
  apiV1Contract,
  creditsFor,
  type RouteMetadata,
} from '@techcensus/contract';
import type { Response } from 'express';
import { HttpError } from '../../http/errors.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { requestIdOf } from '../../http/request-id.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { forgetApiKey, isApiKeyOf } from '../accounts/index.ts';
import {
  type CallCharge,
  type CallCharger,
  type ChargeResult,
  chargeCredits,
  createCallCharger,
  InsufficientCreditsError,
  RevokedApiKeyError,
  UnknownAccountError,
} from '../credits/index.ts';
import { accountApiPlan } from '../purchase/index.ts';
import { type ApiRequest, authenticate, invalidKey } from './auth.ts';

/** A route of the public API, by its contract key: the name its cost and its debits go by. */
export type ApiOperation = keyof typeof apiV1Contract;

/** A call that passed the gate: who pays, and the id its debit and records carry. */
export interface ApiCall {
  accountId: number;
  requestId: string;
  /** SHA-256 of the key the call came with. */
  keyHash: string;
}

export function costOf(operation: ApiOperation) {
  const credits = (apiV1Contract[operation].metadata as RouteMetadata).credits;
  if (!credits) throw new Error(`${operation} has no credit cost in the contract`);
  return credits;
}

/** A plan changes on a purchase or a cancellation; the limit may follow half a minute later. */
const PLAN_CACHE_MS = 30_000;
// One per store: account ids are the store's own, and a process may serve more than one (tests).
const planCaches = new WeakMap<Queryable, Map<number, { plan: ApiPlan; at: number }>>();

async function cachedPlan(db: Queryable, accountId: number): Promise<ApiPlan> {
  const planCache = planCaches.get(db) ?? new Map<number, { plan: ApiPlan; at: number }>();
  planCaches.set(db, planCache);
  const hit = planCache.get(accountId);
  if (hit && Date.now() - hit.at < PLAN_CACHE_MS) return hit.plan;
  const plan = await accountApiPlan(db, accountId);
  if (planCache.size >= 10_000) planCache.delete(planCache.keys().next().value as number);
  planCache.set(accountId, { plan, at: Date.now() });
  return plan;
}

/**
 * The two ends of every metered call, used only by metered() (docs/api.md, "The metered call"):
 * rate limit by address, API key, rate limit by key and plan; then — after the work, so a failed
 * call costs nothing — the debit of the cost the contract gives the route, in one transaction
 * with the work's own record when it has one.
 */
export function createApiGate(db: Db, opts: { rateLimitMultiplier: number }) {
  const message = (retry: number) =>
    `Too many requests. Please retry in ${retry} second${retry === 1 ? '' : 's'}.`;
  // The plan's limit is a quota shared by every process (Postgres); the per-address limit is a
  // flood guard, counted in each process so that it costs no write per call.
  const limiter = createRateLimiter(db, { prefix: 'api', message });
  const addressLimiter = createRateLimiter(db, { prefix: 'api-ip', message, shared: false });
  const charger = createCallCharger(db);
  /** A call that names no site: charged with the account's other calls of the moment. */
  const chargeAlone = async (request: CallCharge): Promise<ChargeResult> => {
    const outcome = await charger.charge(request);
    if ('missing' in outcome) throw new Error('a call that names no site cannot miss one');
    return outcome.charged;
  };
  const scaled = (perSecond: number) => ({
    points: Math.max(1, Math.round(perSecond * opts.rateLimitMultiplier)),
    seconds: 1,
  });

  return {
    async open(req: ApiRequest, res: Response): Promise<ApiCall> {
      const requestId = requestIdOf(res);
      // By address before the key lookup, so guessing keys is throttled too.
      await addressLimiter.consume(
        `ip:${req.ip ?? 'unknown'}`,
        scaled(API_RATE_LIMIT_PER_ADDRESS_PER_SECOND),
      );
      const { accountId, keyHash } = await authenticate(db, req);
      const plan = await cachedPlan(db, accountId);
      const state = await limiter.consume(`key:${accountId}`, scaled(API_RATE_LIMITS[plan].perKeyPerSecond));
      res.set({
        'RateLimit-Limit': String(state.limit),
        'RateLimit-Remaining': String(state.remaining),
        'RateLimit-Reset': String(state.resetSeconds),
      });
      return { accountId, requestId, keyHash };
    },

    /**
     * Debits what `units` cost on `operation` (nothing for free routes) and runs `record` in the
     * same transaction; 402 with balance and cost when the credits do not cover it. Without a
     * record the charge goes with the account's other calls of the moment, in one statement
     * (credits' createCallCharger); `chargeWith` makes it so, with the work's own read in that
     * statement, and throws the work's error when the read finds nothing (nothing charged).
     */
    async charge(
      call: ApiCall,
      res: Response,
      operation: ApiOperation,
      units: number,
      how: {
        record?: (tx: Queryable) => Promise<void>;
        chargeWith?: (charge: CallCharge, charger: CallCharger) => Promise<ChargeResult>;
      } = {},
    ): Promise<number> {
      const { record, chargeWith } = how;
      const cost = creditsFor(costOf(operation), units);
      // The key → account cache may be older than a replacement or deletion made by another
      // process: before an answer goes out, the key is checked once more, inside the charge's
      // own statement, or by one probe when the call charges nothing.
      if (cost === 0 && !record && !chargeWith) {
        if (!(await isApiKeyOf(db, call.keyHash, call.accountId))) {
          forgetApiKey(call.keyHash);
          throw invalidKey();
        }
        res.set('X-Credits-Charged', '0');
        return 0;
      }
      try {
        const request: CallCharge = {
          accountId: call.accountId,
          amount: cost,
          requestId: call.requestId,
          operation,
          units,
          keyHash: call.keyHash,
        };
        const r = chargeWith
          ? await chargeWith(request, charger)
          : record
            ? await chargeCredits(db, request, record)
            : await chargeAlone(request);
        res.set({ 'X-Credits-Charged': String(r.charged), 'X-Credits-Remaining': String(r.balance) });
        return r.charged;
      } catch (e) {
        if (e instanceof UnknownAccountError || e instanceof RevokedApiKeyError) {
          forgetApiKey(call.keyHash);
          throw invalidKey();
        }
        if (!(e instanceof InsufficientCreditsError)) throw e;
        throw new HttpError(
          402,
          `This call costs ${cost} credit${cost === 1 ? '' : 's'} and the balance is ${e.balance}. Credits are sold at /pricing#credits.`,
          'insufficient_credits',
          {},
          { balance: e.balance, cost },
        );
      }
    },

    close: () => {
      limiter.close();
      addressLimiter.close();
    },
  };
}
export type ApiGate = ReturnType<typeof createApiGate>;
