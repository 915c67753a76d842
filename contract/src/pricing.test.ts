import { describe, expect, it } from 'vitest';
import {
  clampReportSize,
  REPORT_PRICE_TIERS,
  reportPrice,
  reportPriceWords,
  reportSizeBounds,
} from './pricing.ts';

describe('reportPrice', () => {
  it.each([
    [0, 0],
    [100, 50],
    [500, 80],
    [1_000, 100],
    [2_000, 110],
    [10_000, 130],
    [20_000, 150],
    [100_000, 200],
    [500_000, 400],
  ])('charges the tier price at exactly %i domains', (count, price) => {
    expect(reportPrice(count)).toBe(price);
  });

  it('holds every tier of the spec table', () => {
    expect(REPORT_PRICE_TIERS.map(([n]) => n)).toEqual([
      0, 100, 500, 1_000, 2_000, 10_000, 20_000, 100_000, 500_000,
    ]);
  });

  it.each([
    [300, 65],
    [750, 90],
    [1_500, 105],
    [6_000, 120],
    [15_000, 140],
    [60_000, 175],
    [300_000, 300],
  ])('interpolates linearly between tiers: %i → %i', (count, price) => {
    expect(reportPrice(count)).toBe(price);
  });

  it.each([
    [101, 50],
    [499_999, 399],
    [1_999, 109],
    [99_999, 199],
  ])('floors to whole dollars: %i → %i', (count, price) => {
    expect(reportPrice(count)).toBe(price);
  });

  it.each([
    [1, 30],
    [59, 30],
    [60, 30],
    [61, 30],
    [62, 31],
  ])('charges at least 30 above zero: %i → %i', (count, price) => {
    expect(reportPrice(count)).toBe(price);
  });

  it.each([500_001, 1_000_000, 120_000_000])('is a flat 400 above 500,000 (%i)', (count) => {
    expect(reportPrice(count)).toBe(400);
  });

  it.each([-1, Number.NaN, Number.NEGATIVE_INFINITY])(
    'is 0 for a count that is not positive (%s)',
    (count) => {
      expect(reportPrice(count)).toBe(0);
    },
  );

  it('never decreases as the count grows', () => {
    let last = 0;
    for (let n = 0; n <= 600_000; n += 137) {
      const p = reportPrice(n);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});

describe('report size', () => {
  it.each([
    [0, 5_000, { min: 0, max: 0, initial: 0 }],
    [500, 5_000, { min: 500, max: 500, initial: 500 }],
    [1_000, 5_000, { min: 1_000, max: 1_000, initial: 1_000 }],
    [3_000, 5_000, { min: 1_000, max: 3_000, initial: 1_000 }],
    [10_000, 5_000, { min: 1_000, max: 5_000, initial: 1_000 }],
    [50_000, 20_000, { min: 1_000, max: 20_000, initial: 1_000 }],
  ])('bounds for %i discovered with maximum %i', (found, max, bounds) => {
    expect(reportSizeBounds(found, max)).toEqual(bounds);
  });

  it('uses the default report maximum of 5,000', () => {
    expect(reportSizeBounds(1_000_000).max).toBe(5_000);
  });

  it.each([
    [50, 1_000],
    [99_999, 5_000],
    [1_500.7, 1_500],
    [Number.NaN, 1_000],
    [2_500, 2_500],
  ])('clamps %s into the bounds on blur', (value, expected) => {
    expect(clampReportSize(value, { min: 1_000, max: 5_000 })).toBe(expected);
  });
});

describe('reportPriceWords', () => {
  it('quotes what reportPrice charges at every tier', () => {
    const words = reportPriceWords();
    for (const [count] of REPORT_PRICE_TIERS.slice(1)) {
      expect(words).toContain(`$${reportPrice(count)} for ${count.toLocaleString('en-US')}`);
    }
  });
});
