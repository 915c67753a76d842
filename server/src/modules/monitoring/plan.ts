import { FREE_MONITORED_WEBSITES, subscriptionPlan } from '@techcensus/contract';
import type { Queryable } from '../../store/db.ts';
import { subscriptionStore } from '../purchase/index.ts';

/**
 * How often each plan's websites are scanned again (the spec leaves it to us): weekly without a
 * subscription, and more often the more a plan costs. MONITORING_INTERVAL_SECONDS replaces all of
 * them (tests, demonstrations).
 */
export const MONITORING_INTERVAL_HOURS: Record<string, number> = {
  free: 7 * 24,
  basic: 24,
  pro: 12,
  team: 6,
};

export interface MonitoringPlan {
  /** Websites the account may monitor at once. */
  max: number;
  intervalSeconds: number;
}

/** The plan in force for `accountId`: its subscription's, or the free allowance. */
export async function monitoringPlanOf(
  db: Queryable,
  accountId: number,
  intervalOverride?: number,
): Promise<MonitoringPlan> {
  const sub = await subscriptionStore.current(db, accountId);
  const plan = sub ? subscriptionPlan(sub.plan) : undefined;
  const hours = MONITORING_INTERVAL_HOURS[plan?.Id ?? 'free'] ?? MONITORING_INTERVAL_HOURS.free;
  return {
    max: plan?.MonitoredWebsites ?? FREE_MONITORED_WEBSITES,
    intervalSeconds: intervalOverride ?? hours * 3600,
  };
}
