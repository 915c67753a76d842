/**
 * What we sell besides reports: subscriptions and credit packages (part 2 §3 entities). The
 * spec leaves the numbers to us; they live here only, and every page, call and checkout reads
 * them from here. Prices are whole US dollars.
 */
export interface SubscriptionPlan {
  Id: string;
  DisplayName: string;
  MonthlyPrice: number;
  /** Paid once a year; cheaper than twelve months. */
  AnnualPrice: number;
  /** API credits granted at the start of every month of the subscription. */
  MonthlyCredits: number;
  /** Websites the plan may monitor at once. */
  MonitoredWebsites: number;
  /** Alerts the plan may keep at once (docs/alerts.md). */
  Alerts: number;
  /** Alert events delivered a day (UTC), over all the account's alerts; the rest are dropped and logged. */
  AlertEventsPerDay: number;
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    Id: 'basic',
    DisplayName: 'Basic',
    MonthlyPrice: 49,
    AnnualPrice: 490,
    MonthlyCredits: 1_000,
    MonitoredWebsites: 10,
    Alerts: 25,
    AlertEventsPerDay: 2_000,
  },
  {
    Id: 'pro',
    DisplayName: 'Pro',
    MonthlyPrice: 149,
    AnnualPrice: 1_490,
    MonthlyCredits: 5_000,
    MonitoredWebsites: 50,
    Alerts: 100,
    AlertEventsPerDay: 20_000,
  },
  {
    Id: 'team',
    DisplayName: 'Team',
    MonthlyPrice: 399,
    AnnualPrice: 3_990,
    MonthlyCredits: 20_000,
    MonitoredWebsites: 200,
    Alerts: 500,
    AlertEventsPerDay: 100_000,
  },
];

export interface CreditPackage {
  Id: string;
  Credits: number;
  Price: number;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { Id: 'credits-1000', Credits: 1_000, Price: 25 },
  { Id: 'credits-5000', Credits: 5_000, Price: 100 },
  { Id: 'credits-25000', Credits: 25_000, Price: 400 },
];

/** Websites an account without a subscription may monitor. */
export const FREE_MONITORED_WEBSITES = 1;
/** Alerts, and alert events a day, of an account without a subscription. */
export const FREE_ALERTS = 3;
export const FREE_ALERT_EVENTS_PER_DAY = 100;

/** The alert limits of a plan id (`null`: no subscription). */
export function alertLimitsOf(planId: string | null | undefined): { alerts: number; eventsPerDay: number } {
  const plan = planId ? subscriptionPlan(planId) : undefined;
  return plan
    ? { alerts: plan.Alerts, eventsPerDay: plan.AlertEventsPerDay }
    : { alerts: FREE_ALERTS, eventsPerDay: FREE_ALERT_EVENTS_PER_DAY };
}

export const subscriptionPlan = (id: string): SubscriptionPlan | undefined =>
  SUBSCRIPTION_PLANS.find((p) => p.Id === id);
export const creditPackage = (id: string): CreditPackage | undefined =>
  CREDIT_PACKAGES.find((p) => p.Id === id);

/** Every price above is in this currency; Stripe wants it in lower case. */
export const PURCHASE_CURRENCY = 'usd';

/** How often a subscription is paid for. */
export const RECURRING_PERIODS = ['monthly', 'yearly'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];

/** What one period of `plan` costs in whole dollars. */
export const subscriptionPrice = (plan: SubscriptionPlan, period: RecurringPeriod): number =>
  period === 'yearly' ? plan.AnnualPrice : plan.MonthlyPrice;

/** Whole dollars to the smallest currency unit, as payment providers count. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
