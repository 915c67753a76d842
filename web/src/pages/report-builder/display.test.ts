import { describe, expect, it } from 'vitest';
import { discoveredText, formatPrice, sampleRankText } from './display.ts';
import { sampleRow as row } from './sample-row-fixture.ts';

describe('what the builder shows (part 1 §3, §9)', () => {
  it('counts with thousands separators, "More then {max}" past the report maximum', () => {
    expect(discoveredText(0, 5_000)).toBe('0');
    expect(discoveredText(4_999, 5_000)).toBe('4,999');
    expect(discoveredText(5_000, 5_000)).toBe('5,000');
    expect(discoveredText(5_001, 5_000)).toBe('More then 5,000');
    expect(discoveredText(120_000_000, 5_000)).toBe('More then 5,000');
  });

  it('ranks: separators, "low rank" for 2,000,000,000, asterisks when hidden', () => {
    expect(sampleRankText(row({ rank: 12_345 }))).toBe('12,345');
    expect(sampleRankText(row({ rank: 2_000_000_000 }))).toBe('low rank');
    expect(sampleRankText(row({ rank: null, rankMask: '**,***', hidden: true }))).toBe('**,***');
    expect(sampleRankText(row({ rank: null, rankMask: null, hidden: true }))).toBe('');
    expect(sampleRankText(row({ rank: 1, synthetic: true }))).toBe('1 · demo ranking');
    expect(sampleRankText(row({ rank: null, rankMask: '*', hidden: true, synthetic: true }))).toBe('*');
  });

  it('prices in whole dollars', () => {
    expect(formatPrice(1_250)).toBe('$1,250');
  });
});
