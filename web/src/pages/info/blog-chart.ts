import type { BlogChart } from '@techcensus/contract';
import type { z } from 'zod';
import { BAD_COLOUR, type BarItem, GOOD_COLOUR } from '../../components/charts/index.ts';
import { formatCount } from '../../format.ts';

/**
 * A post's chart as bars in the post's order: each bar's length the net change in websites,
 * gains green and declines red, the signed figure written after it. A technology with no net
 * change has no bar to draw.
 */
export function trendBars(chart: z.infer<typeof BlogChart>): BarItem[] {
  return chart.Bars.filter((b) => b.Value !== 0).map((b) => ({
    label: b.Label,
    value: Math.abs(b.Value),
    valueLabel: `${b.Value > 0 ? '+' : '−'}${formatCount(Math.abs(b.Value))}`,
    // Green gains, red losses: the sign reads before the figure.
    colour: b.Value > 0 ? GOOD_COLOUR : BAD_COLOUR,
  }));
}
