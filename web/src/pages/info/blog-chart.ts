import type { BlogChart } from '@techcensus/contract';
import type { z } from 'zod';
import type { VersionInput } from '../technology/chart-data.ts';

/**
 * A post's chart as the bar chart of technology pages takes it: one bar per technology, its size
 * the net change in websites, declines drawn in that chart's warning colour. The chart draws its
 * input right to left, so it is handed over reversed and reads in the post's order.
 */
export function trendBars(chart: z.infer<typeof BlogChart>): VersionInput[] {
  return chart.Bars.map((b) => ({
    Version: b.Label,
    DomainCount: Math.abs(b.Value),
    Vulnerable: b.Value < 0,
  }))
    .filter((b) => b.DomainCount > 0)
    .reverse();
}
