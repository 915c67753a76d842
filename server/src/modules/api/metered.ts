import { type AlertOperation, apiV1Contract } from '@techcensus/contract';
import type { ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request, Response } from 'express';
import type { Queryable } from '../../store/db.ts';
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
/** The ts-rest handlers of /api/v1; only metered() makes them. */
export type MeteredHandlers = { [K in ApiOperation]: AppRouteImplementation<Routes[K]> } & {
  readonly [meteredMark]: true;
};

/**
 * Every /api/v1 route's handler: the gate opens (address limit, key, plan limit), the work runs,
 * then the route's contract cost is charged by the route's key — units from the work for a
 * per-unit cost, one call for a fixed one — with the X-Credits-* headers. A work that throws is
 * not charged; a charge that fails (402, a replaced key) writes nothing, record included.
 */
export function metered(gate: ApiGate, works: Works): MeteredHandlers {
  const handlers: Record<string, unknown> = {};
  for (const route of Object.keys(apiV1Contract) as ApiOperation[]) {
    // A route without a cost or a work fails at start, not on its first call.
    const cost = costOf(route);
    const work = works[route] as Work<ApiOperation> | undefined;
    if (!work) throw new Error(`${route} has no work`);
    handlers[route] = async ({ req, res, ...request }: { req: Request; res: Response }) => {
      const call = await gate.open(req, res);
      const outcome = await work({ ...(request as ServerInferRequest<Routes[ApiOperation]>), call });
      const units = cost.kind === 'perUnit' ? (outcome.units ?? 0) : 1;
      await gate.charge(call, res, route, units, outcome.record);
      const answer = typeof outcome.answer === 'function' ? await outcome.answer() : outcome.answer;
      if (outcome.headers) res.set(outcome.headers);
      return answer;
    };
  }
  return handlers as MeteredHandlers;
}
