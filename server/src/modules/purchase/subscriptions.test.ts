import { describe, expect, it } from 'vitest';
import { apiPlanOf } from './subscriptions.ts';

describe('apiPlanOf', () => {
  it('puts a paid-up subscription on the subscription plan', () => {
    expect(apiPlanOf({ status: 'active' })).toBe('subscription');
  });

  it('leaves a past-due or cancelled subscription, or none, on the free plan', () => {
    expect(apiPlanOf({ status: 'past_due' })).toBe('free');
    expect(apiPlanOf({ status: 'cancelled' })).toBe('free');
    expect(apiPlanOf(null)).toBe('free');
  });
});
