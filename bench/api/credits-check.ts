/** Whether a bench run was charged what the contract says, read back through the free balance call. */
import { contract, creditsFor, type RouteMetadata } from '@techcensus/contract';
import type { PhaseResult } from './load.ts';
import { int, log } from './report.ts';

/** The credits left on all the keys, from GET /api/v1/credits (free of charge). */
export async function balance(url: string, keys: string[]): Promise<number> {
  let sum = 0;
  for (const key of keys) {
    const res = await fetch(`${url}/api/v1/credits`, { headers: { 'x-api-key': key } });
    if (!res.ok) throw new Error(`GET /api/v1/credits answered ${res.status}: ${await res.text()}`);
    sum += ((await res.json()) as { balance: number }).balance;
  }
  return sum;
}

/** Calls of the fixed-size phase whose every answer is counted, for the exact credits check. */
export const EXACT_CALLS = 1_000;

/** What one successful lookup costs, from the route's metadata in the contract. */
const LOOKUP_COST = creditsFor((contract.apiV1.domainLookup.metadata as RouteMetadata).credits!, 1);
/** What one website of a list costs. */
const ROW_COST = creditsFor((contract.apiV1.listWebsites.metadata as RouteMetadata).credits!, 1);

/** Lets the calls still in flight at the end of a timed phase finish and commit. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_000));

/**
 * Did the server charge the contract's price for each successful lookup, and only for those? A
 * timed phase ends with up to one call per connection in flight: the server completes and charges
 * those, autocannon no longer counts them, so the timed figure may exceed the counted 2xx by that
 * much (and never fall short). A fixed-size phase counts every answer, so there it must be exact.
 */
export async function checkLookupCredits(opts: {
  engine: string;
  url: string;
  keys: string[];
  /** The balance before the first lookup. */
  before: number;
  /** 2xx lookups autocannon counted in the timed phases. */
  countedOk: number;
  /** Timed phases that ended with calls in flight. */
  phaseEnds: number;
  connections: number;
  runExact: (amount: number) => Promise<PhaseResult>;
}): Promise<{ ok: boolean; after: number }> {
  const { engine, url, keys, before, countedOk, connections, runExact } = opts;
  await settle();
  const afterTimed = await balance(url, keys);
  const timedCharged = before - afterTimed;
  const inFlight = (timedCharged - countedOk * LOOKUP_COST) / LOOKUP_COST;
  const most = opts.phaseEnds * connections;
  const timedOk = Number.isInteger(inFlight) && inFlight >= 0 && inFlight <= most;
  log(
    `${engine} credits, timed lookups: ${int(timedCharged)} charged at ${LOOKUP_COST} per lookup for ` +
      `${int(countedOk)} counted 2xx lookups + ${int(inFlight)} in flight at the phase ends ` +
      `(at most ${most}): ${timedOk ? 'OK' : 'MISMATCH'}`,
  );
  const exact = await runExact(EXACT_CALLS);
  const afterExact = await balance(url, keys);
  const exactCharged = afterTimed - afterExact;
  const exactOk = exactCharged === exact.ok * LOOKUP_COST && exact.ok + exact.non2xx === EXACT_CALLS;
  log(
    `${engine} credits, ${int(EXACT_CALLS)} counted lookups: balance ${int(afterTimed)} → ${int(afterExact)}, ` +
      `${int(exactCharged)} charged for ${int(exact.ok)} 2xx (${int(exact.non2xx)} non-2xx): ${exactOk ? 'OK' : 'MISMATCH'}`,
  );
  return { ok: timedOk && exactOk, after: afterExact };
}

/**
 * The same for website lists, charged per row: the timed phases' charges must cover the counted
 * answers' X-Credits-Charged and exceed them by at most a full page per connection and phase end;
 * in the counted phase the balance must fall by exactly the rows the bodies held, which is also
 * what their X-Credits-Charged headers add up to.
 */
export async function checkListCredits(opts: {
  engine: string;
  url: string;
  keys: string[];
  before: number;
  /** Sum of X-Credits-Charged over the counted 2xx answers of the timed phases. */
  countedCharged: number;
  phaseEnds: number;
  connections: number;
  /** Rows per page. */
  limit: number;
  /** Counts both the charged header and the rows. */
  runExact: (amount: number) => Promise<PhaseResult>;
}): Promise<boolean> {
  const { engine, url, keys, before, countedCharged, connections, limit, runExact } = opts;
  await settle();
  const afterTimed = await balance(url, keys);
  const timedCharged = before - afterTimed;
  const extra = timedCharged - countedCharged;
  const most = opts.phaseEnds * connections * limit * ROW_COST;
  const timedOk = extra >= 0 && extra <= most;
  log(
    `${engine} credits, timed lists: ${int(timedCharged)} charged for ${int(countedCharged)} in the counted ` +
      `2xx answers' X-Credits-Charged + ${int(extra)} in flight at the phase ends (at most ${int(most)}): ` +
      `${timedOk ? 'OK' : 'MISMATCH'}`,
  );
  const exact = await runExact(EXACT_CALLS);
  const afterExact = await balance(url, keys);
  const exactCharged = afterTimed - afterExact;
  const rows = exact.rows ?? -1;
  const exactOk =
    exact.ok + exact.non2xx === EXACT_CALLS &&
    exactCharged === rows * ROW_COST &&
    exactCharged === exact.charged;
  log(
    `${engine} credits, ${int(EXACT_CALLS)} counted lists: balance ${int(afterTimed)} → ${int(afterExact)}, ` +
      `${int(exactCharged)} charged for ${int(rows)} websites in ${int(exact.ok)} 2xx answers ` +
      `(X-Credits-Charged: ${int(exact.charged ?? -1)}; ${int(exact.non2xx)} non-2xx): ${exactOk ? 'OK' : 'MISMATCH'}`,
  );
  return timedOk && exactOk;
}
