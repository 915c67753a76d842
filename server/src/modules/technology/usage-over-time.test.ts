import { describe, expect, it } from 'vitest';
import { recentMonths, seriesSince, usageSeries } from './usage-over-time.ts';

describe('usage over time', () => {
  it('names the last 12 months, oldest first, across a year boundary', () => {
    const months = recentMonths(new Date('2026-02-14T10:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
    expect(months).toContain('2025-12');
    expect(months).toContain('2026-01');
  });

  it('asks for the events after the oldest month ends', () => {
    expect(seriesSince(recentMonths(new Date('2026-02-14T10:00:00Z')))).toBe('2025-04-01');
  });

  it('walks back from today through the net change of each later month', () => {
    const months = ['2026-01', '2026-02', '2026-03', '2026-04'];
    const series = usageSeries(
      100,
      [
        { slug: 'x', month: '2026-04', added: 10, dropped: 2 },
        { slug: 'x', month: '2026-02', added: 1, dropped: 6 },
      ],
      months,
    );
    expect(series).toEqual([
      // End of January: 97 before February lost 5 net.
      { Month: '2026-01', DomainCount: 97 },
      { Month: '2026-02', DomainCount: 92 },
      { Month: '2026-03', DomainCount: 92 },
      // This month so far is today's count.
      { Month: '2026-04', DomainCount: 100 },
    ]);
  });

  it('is flat without events and never goes below zero', () => {
    expect(usageSeries(7, [], ['2026-01', '2026-02']).map((p) => p.DomainCount)).toEqual([7, 7]);
    expect(
      usageSeries(1, [{ slug: 'x', month: '2026-02', added: 5, dropped: 0 }], ['2026-01', '2026-02']).map(
        (p) => p.DomainCount,
      ),
    ).toEqual([0, 1]);
  });
});
