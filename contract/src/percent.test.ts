import { describe, expect, it } from 'vitest';
import { percent, roundPercent } from './percent.ts';

describe('percent', () => {
  it('keeps two decimals, rounding half up', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(1, 800)).toBe(0.13);
    expect(percent(1, 1600)).toBe(0.06);
  });

  it('gives whole and empty shares exactly', () => {
    expect(percent(7, 7)).toBe(100);
    expect(percent(0, 7)).toBe(0);
  });

  it('is 0 when there is nothing to take a share of', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });

  it('rounds a share below a hundredth to 0, which the display rules show as under 0.01 or 0.1', () => {
    expect(percent(1, 1_000_000)).toBe(0);
    expect(percent(49, 1_000_000)).toBe(0);
    expect(percent(50, 1_000_000)).toBe(0.01);
  });

  it('rounds a computed percentage to the same two decimals', () => {
    expect(roundPercent(0.3 + 0.6)).toBe(0.9);
    expect(roundPercent(12.345678)).toBe(12.35);
    expect(roundPercent(99.994)).toBe(99.99);
  });
});
