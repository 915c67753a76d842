import { describe, expect, it } from 'vitest';
import { trendBars } from './blog-chart.ts';

describe("a post's chart as the technology pages' bar chart takes it", () => {
  it('sizes bars by net change, marks declines, and hands them over reversed (the chart draws right to left)', () => {
    const bars = trendBars({
      Title: 'Net change',
      Bars: [
        { Label: 'WordPress', Value: 120 },
        { Label: 'Drupal', Value: 4 },
        { Label: 'Joomla', Value: -57 },
        { Label: 'Nothing', Value: 0 },
      ],
    });
    expect(bars).toEqual([
      { Version: 'Joomla', DomainCount: 57, Vulnerable: true },
      { Version: 'Drupal', DomainCount: 4, Vulnerable: false },
      { Version: 'WordPress', DomainCount: 120, Vulnerable: false },
    ]);
  });
});
