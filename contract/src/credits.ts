/**
 * The credit cost of a public API route, attached to the route as contract metadata so the
 * server meters it, OpenAPI documents it and the SDK/CLI can show it — from one declaration.
 *
 * - `fixed`: `amount` credits per successful call (0 for free routes).
 * - `perUnit`: `amount` credits per started block of `per` units of `unit` in the answer, e.g.
 *   1 credit per 10 subdomains returned, or 1 per domain in a report.
 */
export type CreditCost = FixedCost | PerUnitCost;
export type FixedCost = { kind: 'fixed'; amount: number };
export type PerUnitCost = {
  kind: 'perUnit';
  amount: number;
  per: number;
  unit: 'domain' | 'subdomain' | 'technology';
};

export interface RouteMetadata {
  /** Present only on metered public API routes. */
  credits?: CreditCost;
  /** Short label for the pricing table and the CLI, e.g. "Domain lookup". */
  pricingLabel?: string;
}

// Each returns its own kind, so a route's type says whether its cost counts units (the server's
// meter asks a per-unit route's handler for them, and only that one).
export const free = (): FixedCost => ({ kind: 'fixed', amount: 0 });
export const fixed = (amount: number): FixedCost => ({ kind: 'fixed', amount });
export const perUnit = (amount: number, per: number, unit: PerUnitCost['unit']): PerUnitCost => ({
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

/**
 * The keyed free tier: every confirmed account gets this many credits each calendar month (UTC),
 * expiring when the month ends, so integrators can try the real API before paying.
 */
export const FREE_TIER_MONTHLY_CREDITS = 50;

/** Where a grant of credits came from. */
export const CREDIT_SOURCES = ['free-tier', 'subscription', 'purchase', 'adjustment'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

function addUtcMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // The same day of the month, or the month's last day when it has fewer (Jan 31 → Feb 28).
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Part 2 §5: subscription credits expire one month after the subscription ends. */
export const subscriptionCreditsExpiry = (subscriptionEndsAt: Date): Date =>
  addUtcMonths(subscriptionEndsAt, 1);

/** Part 2 §5: purchased credits expire three months after purchase. */
export const purchasedCreditsExpiry = (purchasedAt: Date): Date => addUtcMonths(purchasedAt, 3);

/** Free-tier credits of the month holding `at` expire when that month ends (UTC). */
export const freeTierExpiry = (at: Date): Date =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

/**
 * Calls per second an API key may make, by plan; every call counts, free ones included. The
 * per-address limit stops one client from spreading load over many keys.
 */
export const API_RATE_LIMITS = {
  free: { perKeyPerSecond: 10 },
  subscription: { perKeyPerSecond: 50 },
} as const;
export type ApiPlan = keyof typeof API_RATE_LIMITS;
export const API_RATE_LIMIT_PER_ADDRESS_PER_SECOND = 100;
