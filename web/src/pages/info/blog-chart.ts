import type { BlogChart } from '@techcensus/contract';
import type { z } from 'zod';
import type { BarItem } from '../../components/charts/index.ts';
import { formatCount } from '../../format.ts';

/** Gains and losses in the palette's green and red, so the sign reads before the figure. */
export const GAIN_COLOUR = '#15803d';
export const LOSS_COLOUR = '#b91c1c';

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
    colour: b.Value > 0 ? GAIN_COLOUR : LOSS_COLOUR,
  }));
}
