/**
 * The credit cost of a public API route, attached to the route as contract metadata so the
 * server meters it, OpenAPI documents it and the SDK/CLI can show it — from one declaration.
 *
 * - `fixed`: `amount` credits per successful call (0 for free routes).
 * - `perUnit`: `amount` credits per started block of `per` units of `unit` in the answer, e.g.
 *   1 credit per 10 subdomains returned, or 1 per domain in a report.
 */
export type CreditCost =
  | { kind: 'fixed'; amount: number }
  | { kind: 'perUnit'; amount: number; per: number; unit: 'domain' | 'subdomain' | 'technology' };

export interface RouteMetadata {
  /** Present only on metered public API routes. */
  credits?: CreditCost;
  /** Short label for the pricing table and the CLI, e.g. "Domain lookup". */
  pricingLabel?: string;
}

export const free = (): CreditCost => ({ kind: 'fixed', amount: 0 });
export const fixed = (amount: number): CreditCost => ({ kind: 'fixed', amount });
export const perUnit = (
  amount: number,
  per: number,
  unit: 'domain' | 'subdomain' | 'technology',
): CreditCost => ({
  kind: 'perUnit',
  amount,
  per,
  unit,
});

/** Credits a call costs given how many units it returned (ignored for fixed costs). */
export function creditsFor(cost: CreditCost, units = 0): number {
  if (cost.kind === 'fixed') return cost.amount;
  if (units <= 0) return 0;
  return Math.ceil(units / cost.per) * cost.amount;
}

/** Human wording used in OpenAPI descriptions and on the pricing page. */
export function describeCost(cost: CreditCost): string {
  if (cost.kind === 'fixed') {
    return cost.amount === 0
      ? 'Free (counts towards rate limits)'
      : `${cost.amount} credit${cost.amount === 1 ? '' : 's'} per call`;
  }
  const block = cost.per === 1 ? cost.unit : `${cost.per} ${cost.unit}s`;
  return `${cost.amount} credit${cost.amount === 1 ? '' : 's'} per ${block} returned`;
}
