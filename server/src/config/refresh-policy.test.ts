import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.ts';
import {
  BACKOFF_CAP_SECONDS,
  BACKOFF_CLASSES,
  DEFAULT_REFRESH,
  delaySeconds,
  intervalSeconds,
  MAX_REFRESH_RULES,
  nextVisit,
  parseRefreshPolicy,
} from './refresh-policy.ts';

const DAY = 86_400;

describe('CRAWL_REFRESH', () => {
  const policy = parseRefreshPolicy(DEFAULT_REFRESH);

  it('the default: top 10K daily, top 1M weekly, everything else monthly', () => {
    expect(intervalSeconds(policy, 1)).toBe(DAY);
    expect(intervalSeconds(policy, 10_000)).toBe(DAY);
    expect(intervalSeconds(policy, 10_001)).toBe(7 * DAY);
    expect(intervalSeconds(policy, 1_000_000)).toBe(7 * DAY);
    expect(intervalSeconds(policy, 1_000_001)).toBe(30 * DAY);
    // A site no list ranks takes the * interval.
    expect(intervalSeconds(policy, null)).toBe(30 * DAY);
  });

  it('units s, m, h, d; bounds apply in rank order whatever order they are written in', () => {
    const p = parseRefreshPolicy('*:2h, 100:30s ,5000:15m');
    expect(intervalSeconds(p, 50)).toBe(30);
    expect(intervalSeconds(p, 101)).toBe(900);
    expect(intervalSeconds(p, 5001)).toBe(7_200);
    expect(intervalSeconds(p, null)).toBe(7_200);
  });

  it('*:0s makes every site due at once', () => {
    const p = parseRefreshPolicy('*:0s');
    const now = new Date('2026-11-22T10:00:00Z');
    expect(nextVisit(p, 1, 0, now)).toEqual(now);
    expect(nextVisit(p, null, 0, now)).toEqual(now);
  });

  it('without *, sites past every bound wait 30 days', () => {
    expect(intervalSeconds(parseRefreshPolicy('1000:1d'), 5000)).toBe(30 * DAY);
  });

  it('has at most MAX_REFRESH_RULES rules: each is a tier every claim of due sites reads', () => {
    const rules = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}:1d`).join(',');
    expect(parseRefreshPolicy(rules(MAX_REFRESH_RULES))).toHaveLength(MAX_REFRESH_RULES);
    expect(() => parseRefreshPolicy(rules(MAX_REFRESH_RULES + 1))).toThrow(/at most 16/);
  });

  it.each(['', '1000', '1000:1w', 'x:1d', '0:1d', '10:1d,10:2d', '-5:1d', '1000:1.5d'])(
    'refuses "%s", naming the part',
    (text) => {
      expect(() => parseRefreshPolicy(text)).toThrow(/"/);
    },
  );

  it('is read and checked with the rest of the configuration', () => {
    expect(loadConfig({}).CRAWL_REFRESH).toEqual(policy);
    expect(loadConfig({ CRAWL_REFRESH: '*:0s' }).CRAWL_REFRESH).toEqual([{ maxRank: null, seconds: 0 }]);
    expect(() => loadConfig({ CRAWL_REFRESH: '10000:1 day' })).toThrow(/CRAWL_REFRESH/);
  });
});

describe('back-off of failing sites', () => {
  const policy = parseRefreshPolicy(DEFAULT_REFRESH);

  it('doubles from the interval with each failed visit in a row, up to 90 days', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map((f) => delaySeconds(policy, 500, f) / DAY)).toEqual([
      1, 1, 2, 4, 8, 16, 32, 64, 90, 90,
    ]);
    expect([1, 2, 3, 4].map((f) => delaySeconds(policy, 50_000, f) / DAY)).toEqual([7, 14, 28, 56]);
    expect([1, 2, 3].map((f) => delaySeconds(policy, null, f) / DAY)).toEqual([30, 60, 90]);
  });

  it('a failing site is not retried within the hour, even under *:0s', () => {
    const p = parseRefreshPolicy('*:0s');
    expect(delaySeconds(p, 1, 0)).toBe(0);
    expect([1, 2, 3].map((f) => delaySeconds(p, 1, f))).toEqual([3_600, 7_200, 14_400]);
  });

  it('an interval longer than the cap is not shortened by it', () => {
    const p = parseRefreshPolicy('*:180d');
    expect(delaySeconds(p, null, 3)).toBe(180 * DAY);
    expect(BACKOFF_CAP_SECONDS).toBe(90 * DAY);
  });

  it('from BACKOFF_CLASSES failures in a row on, the wait no longer grows, whatever the interval', () => {
    // Migration 027's due index reads LEAST(failures, 13).
    expect(BACKOFF_CLASSES).toBe(13);
    for (const text of ['*:0s', '*:1h', '*:1d', '*:30d', '*:89d', '*:180d']) {
      const p = parseRefreshPolicy(text);
      expect(delaySeconds(p, null, 40), text).toBe(delaySeconds(p, null, BACKOFF_CLASSES));
    }
    expect(delaySeconds(parseRefreshPolicy('*:0s'), null, BACKOFF_CLASSES - 1)).toBeLessThan(
      BACKOFF_CAP_SECONDS,
    );
  });

  it('a visit that reads the page again starts from the plain interval', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(nextVisit(policy, 10, 0, now).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(nextVisit(policy, 10, 3, now).toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });
});
