import { describe, expect, it } from 'vitest';
import { retryable, retryDelayMs } from './retry.ts';

const first = new Date('2026-11-27T00:00:00Z');
const at = (seconds: number) => new Date(first.getTime() + seconds * 1000);
const opts = (random: number) => ({ baseSeconds: 30, windowSeconds: 86_400, random: () => random });

describe('the retry schedule of a failed delivery', () => {
  it('doubles from the base, cut by up to half at random', () => {
    expect(retryDelayMs(1, first, first, opts(0))).toBe(30_000);
    expect(retryDelayMs(1, first, first, opts(1))).toBe(15_000);
    expect(retryDelayMs(2, first, at(30), opts(0))).toBe(60_000);
    expect(retryDelayMs(5, first, at(900), opts(0))).toBe(480_000);
  });

  it('waits at most six hours between attempts', () => {
    expect(retryDelayMs(14, first, at(3600), opts(0))).toBe(6 * 3_600_000);
  });

  it('gives up when the next attempt would fall after a day from the first', () => {
    expect(retryDelayMs(12, first, at(80_000), opts(0))).toBeNull();
    expect(retryDelayMs(1, first, at(86_390), opts(0))).toBeNull();
  });

  it('retries no answer, 429 and 5xx, never another 4xx or a redirect', () => {
    for (const s of [null, 429, 500, 502, 503]) expect(retryable(s)).toBe(true);
    for (const s of [301, 400, 401, 404, 410, 422]) expect(retryable(s)).toBe(false);
  });
});
