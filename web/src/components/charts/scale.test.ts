import { describe, expect, it } from 'vitest';
import {
  compactCount,
  monthName,
  monthTick,
  niceTicks,
  position,
  shorten,
  tickLabels,
  valueTicks,
} from './scale.ts';

describe('chart scales', () => {
  it('gives round ticks covering the range', () => {
    expect(niceTicks(0, 97)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceTicks(0, 3, 5, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 0, 5, true)).toEqual([0, 1]);
  });
  it('starts counts at zero, also when they move a little around a large level', () => {
    expect(valueTicks([10, 50, 100])[0]).toBe(0);
    const ticks = valueTicks([1_100, 1_103, 1_107]);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1_107);
  });
  it('never repeats an axis label: short where they stay apart, else in full', () => {
    expect(tickLabels([0, 500, 1_000, 1_500])).toEqual(['0', '500', '1K', '1.5K']);
    expect(tickLabels([1_100, 1_102, 1_104])).toEqual(['1,100', '1,102', '1,104']);
  });
  it('places a value between the first and last tick', () => {
    expect(position(50, [0, 50, 100])).toBe(0.5);
    expect(position(3, [3])).toBe(0);
  });
  it('writes axis labels short, months by name, long names cut', () => {
    expect(compactCount(950)).toBe('950');
    expect(compactCount(1_250)).toBe('1.3K');
    expect(compactCount(3_400_000)).toBe('3.4M');
    expect(monthName('2025-03')).toBe('Mar 2025');
    expect(monthTick('2025-03')).toBe('Mar');
    expect(monthTick('2026-01')).toBe('Jan 26');
    expect(shorten('Content Management System', 10)).toBe('Content M…');
    expect(shorten('Nginx', 10)).toBe('Nginx');
  });
});
