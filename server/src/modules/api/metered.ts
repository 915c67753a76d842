import { type AlertOperation, apiV1Contract } from '@techcensus/contract';
import type { AppRoute, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { AppRouteOptions } from '@ts-rest/express';
import type { Request, RequestHandler, Response } from 'express';
import { UNKNOWN_QUERY_PARAMETER_MESSAGE, validationFailed } from '../../http/errors.ts';
import type { Queryable } from '../../store/db.ts';
import type { CallCharge, CallCharger, ChargeResult } from '../credits/index.ts';
import { type ApiCall, type ApiGate, type ApiOperation, costOf } from './gate.ts';

type Routes = typeof apiV1Contract;
type Answer<K extends ApiOperation> = ServerInferResponses<Routes[K]>;

/** Routes whose contract cost counts units of the answer (`perUnit`): their work must count them. */
type CountsUnits<K extends ApiOperation> = Routes[K] extends { metadata: { credits: { kind: 'perUnit' } } }
  ? true
  : false;

/** What a route's work gives the meter; the meter charges for it and then answers. */
export type Outcome<K extends ApiOperation> = {
  /** The answer, or how to make it once the charge (and the record with it) is written. */
  answer: Answer<K> | (() => Promise<Answer<K>>);
  /** Written in the charge's own transaction: a call refused for want of credits leaves no record. */
  record?: (tx: Queryable) => Promise<void>;
  /**
   * The work's read and the charge in one statement, run by the meter in place of its own
   * charge (one round trip instead of two): `charger.charge({ ...charge, domain })`. It throws
   * the work's error, charging nothing, when the read finds nothing; the answer is made after
   * it (`answer` as a function).
   */
  chargeWith?: (charge: CallCharge, charger: CallCharger) => Promise<ChargeResult>;
  /** Headers of the answer besides the meter's own. */
  headers?: Record<string, string>;
} & (CountsUnits<K> extends true ? { units: number } : { units?: never });

/**
 * The work of one /api/v1 route: the request as the contract parses it and the call that passed
 * the gate in, an Outcome out. It sees neither the response nor the gate, so it cannot answer
 * by itself, and it never says which route it is: the key it is filed under in `Works` does.
 */
export type Work<K extends ApiOperation> = (
  request: ServerInferRequest<Routes[K]> & { call: ApiCall },
) => Promise<Outcome<K>>;

/** One work for every route of the contract: a route added there does not compile without one. */
export type Works = { [K in ApiOperation]: Work<K> };
/** The alerts routes' works: the alerts feature gives them, the API serves them with its own. */
export type AlertWorks = Pick<Works, AlertOperation>;

declare const meteredMark: unique symbol;
/** The ts-rest routes of /api/v1 (their middleware and handler); only metered() makes them. */
export type MeteredHandlers = { [K in ApiOperation]: AppRouteOptions<Routes[K]> } & {
  readonly [meteredMark]: true;
};

/**
 * The query parameters a route takes, by name; null when its query schema is not a plain object,
 * so nothing is refused by name. A route without a query schema takes none.
 */
function queryNames(route: AppRoute): Set<string> | null {
  if (!route.query) return new Set();
  const shape = (route.query as { shape?: Record<string, unknown> }).shape;
  return shape ? new Set(Object.keys(shape)) : null;
}

/**
 * Every /api/v1 route, in the order a call is judged: who sent it, then what it sent, then the
 * work, then the charge. The middleware opens the gate (address limit, key, plan limit), then
 * reads the request (`readRequest`: its address text, its body) and refuses query parameters the
 * route does not take; ts-rest then checks the request against the contract (unknown body fields
 * refused there), the work runs, and the route's contract cost is charged by the route's key —
 * units from the work for a per-unit cost, one call for a fixed one — with the X-Credits-*
 * headers. So a refused call still counts towards the limits, and nothing a caller without a key
 * sends is read. A work that throws is not charged; a charge that fails (402, a replaced key)
 * writes nothing, record included.
 */
export function metered(gate: ApiGate, works: Works, readRequest: RequestHandler[]): MeteredHandlers {
  const handlers: Record<string, unknown> = {};
  const calls = new WeakMap<Request, ApiCall>();
  const open: RequestHandler = (req, res, next) => {
    gate.open(req, res).then((call) => {
      calls.set(req, call);
      next();
    }, next);
  };
  for (const route of Object.keys(apiV1Contract) as ApiOperation[]) {
    // A route without a cost or a work fails at start, not on its first call.
    const cost = costOf(route);
    const work = works[route] as Work<ApiOperation> | undefined;
    if (!work) throw new Error(`${route} has no work`);
    const taken = queryNames(apiV1Contract[route]);
    const refuseUnknownQuery: RequestHandler = (req, _res, next) => {
      const unknown = taken ? Object.keys(req.query).filter((name) => !taken.has(name)) : [];
      if (!unknown.length) return next();
      next(validationFailed(unknown.map((path) => ({ path, message: UNKNOWN_QUERY_PARAMETER_MESSAGE }))));
    };
    handlers[route] = {
      middleware: [open, ...readRequest, refuseUnknownQuery],
      handler: async ({ req, res, ...request }: { req: Request; res: Response }) => {
        const call = calls.get(req);
        if (!call) throw new Error(`${route} was reached without passing the gate`);
        const outcome = await work({ ...(request as ServerInferRequest<Routes[ApiOperation]>), call });
        const units = cost.kind === 'perUnit' ? (outcome.units ?? 0) : 1;
        await gate.charge(call, res, route, units, {
          record: outcome.record,
          chargeWith: outcome.chargeWith,
        });
        const answer = typeof outcome.answer === 'function' ? await outcome.answer() : outcome.answer;
        if (outcome.headers) res.set(outcome.headers);
        return answer;
      },
    };
  }
  return handlers as MeteredHandlers;
}
