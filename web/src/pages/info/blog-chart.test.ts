import { describe, expect, it } from 'vitest';
import { BAD_COLOUR, GOOD_COLOUR } from '../../components/charts/index.ts';
import { trendBars } from './blog-chart.ts';

describe("a post's chart as bars", () => {
  it('sizes bars by net change, colours gains and declines, keeps the post’s order and drops no-change rows', () => {
    const bars = trendBars({
      Title: 'Net change',
      Bars: [
        { Label: 'WordPress', Value: 1200 },
        { Label: 'Drupal', Value: 4 },
        { Label: 'Joomla', Value: -57 },
        { Label: 'Nothing', Value: 0 },
      ],
    });
    expect(bars).toEqual([
      { label: 'WordPress', value: 1200, valueLabel: '+1,200', colour: GOOD_COLOUR },
      { label: 'Drupal', value: 4, valueLabel: '+4', colour: GOOD_COLOUR },
      { label: 'Joomla', value: 57, valueLabel: '−57', colour: BAD_COLOUR },
    ]);
  });
});
