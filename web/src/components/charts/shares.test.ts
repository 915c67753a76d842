import { describe, expect, it } from 'vitest';
import { piePaths, shareSlices } from './shares.ts';

const techs = (shares: number[]) => shares.map((share, i) => ({ name: `T${i}`, url: `t${i}`, share }));

describe('market share slices', () => {
  it('keeps every slice with 25 technologies or fewer', () => {
    const s = shareSlices(techs([50, ...Array(24).fill(0.2)]));
    expect(s).toHaveLength(25);
    expect(s.some((x) => x.other)).toBe(false);
  });
  it('groups slices under 1 % as Other above 25 technologies', () => {
    const s = shareSlices(techs([40, 30, 1, ...Array(30).fill(0.5)]));
    expect(s.map((x) => x.name)).toEqual(['T0', 'T1', 'T2', 'Other']);
    expect(s.at(-1)?.share).toBe(15);
    expect(s.at(-1)?.other).toBe(true);
  });
  it('lowers the cut to 0.5 % when the own technology is between 0.5 and 1 %', () => {
    const s = shareSlices(techs([40, 30, 0.7, 0.6, ...Array(30).fill(0.3)]), 't2');
    expect(s.map((x) => x.name)).toEqual(['T0', 'T1', 'T2', 'T3', 'Other']);
    expect(shareSlices(techs([40, 30, 0.7, 0.6, ...Array(30).fill(0.3)])).map((x) => x.name)).toEqual([
      'T0',
      'T1',
      'Other',
    ]);
  });
});

describe('pie geometry', () => {
  it('starts at twelve o’clock and goes clockwise, half a pie ending at six', () => {
    const [first, second] = piePaths([1, 1], 100, 100, 50);
    expect(first).toBe('M 100 100 L 100 50 A 50 50 0 0 1 100 150 Z');
    expect(second).toBe('M 100 100 L 100 150 A 50 50 0 0 1 100 50 Z');
  });
  it('uses the large arc for a slice over half, a full circle for the only slice, nothing for zero', () => {
    expect(piePaths([3, 1], 100, 100, 50)[0]).toContain(' 0 1 1 ');
    expect(piePaths([5], 100, 100, 50)[0]).toMatch(/^M 100 50 A 50 50 0 1 1 99.99 50 Z$/);
    expect(piePaths([5, 0], 100, 100, 50)[1]).toBe('');
    expect(piePaths([0, 0], 100, 100, 50)).toEqual(['', '']);
  });
});
