import { describe, expect, it } from 'vitest';
import { bucketOf, percentNewer } from './freshness.ts';
import { certificateState, threeMonthsBefore } from './profile.ts';

describe('version freshness', () => {
  const dist = {
    versions: [
      { version: '6.5', count: 50 },
      { version: '6.4.3', count: 30 },
      { version: '5.9', count: 15 },
      { version: '4.0', count: 5 },
    ],
    total: 100,
  };
  it('is the share of sites on a newer version', () => {
    expect(percentNewer(dist, '6.5')).toBe(0);
    expect(percentNewer(dist, '6.4.3')).toBe(50);
    expect(percentNewer(dist, '5.9')).toBe(80);
    expect(percentNewer(dist, '4.0')).toBe(95);
    expect(percentNewer(dist, 'unknown')).toBeNull();
  });
  it('maps shares to the four buckets at 10 / 35 / 65 %', () => {
    expect([0, 10, 10.01, 35, 35.5, 65, 66, 100].map(bucketOf)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });
});

describe('certificate state', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  it('is Expired, Expiring soon (30 days) or Valid', () => {
    expect(certificateState('2025-05-31T23:59:59Z', now)).toBe('Expired');
    expect(certificateState('2025-06-01T00:00:01Z', now)).toBe('Expiring soon');
    expect(certificateState('2025-07-01T00:00:00Z', now)).toBe('Expiring soon');
    expect(certificateState('2025-07-01T00:00:01Z', now)).toBe('Valid');
  });
  it('counts changes of the last three calendar months', () => {
    expect(threeMonthsBefore(now)).toBe('2025-03-01');
  });
});
