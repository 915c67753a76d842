import type { UsagePoint } from '@techcensus/contract';
import type { MonthlyChanges, SiteIndex } from '../../siteindex/port.ts';

/** Points of a usage-over-time chart: the ends of the last 12 calendar months, this one included. */
export const USAGE_MONTHS = 12;

/** The last `count` months (YYYY-MM, UTC), oldest first, ending with the month of `today`. */
export function recentMonths(today: Date, count = USAGE_MONTHS): string[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - (count - 1 - i), 1)).toISOString().slice(0, 7),
  );
}

/**
 * The first day whose events move the series: everything after the end of the oldest month.
 * Older events cannot change any point, so they are not asked for.
 */
export function seriesSince(months: string[]): string {
  return `${months[1] ?? months[0]}-01`;
}

/**
 * Sites using a technology at each month's end, from today's count walked back through the net
 * change events: the count at the end of a month is the count at the end of the next one minus
 * what that next month added and plus what it dropped. Exact while every site's events for the
 * technology alternate (added, dropped, added), which the index writes; a point is never below
 * zero (today's count and the events are kept answers that may be a few minutes apart).
 */
export function usageSeries(current: number, changes: MonthlyChanges[], months: string[]): UsagePoint[] {
  const net = new Map<string, number>();
  for (const c of changes) net.set(c.month, (net.get(c.month) ?? 0) + c.added - c.dropped);
  const points: UsagePoint[] = [];
  let count = current;
  for (let i = months.length - 1; i >= 0; i--) {
    points.unshift({ Month: months[i], DomainCount: Math.max(0, count) });
    count -= net.get(months[i]) ?? 0;
  }
  return points;
}

/**
 * The series of several technologies, each from its current count, with one question to the index
 * (a kept answer of the statistics cache, like every other statistic of the pages).
 */
export async function usageOverTime(
  siteIndex: SiteIndex,
  technologies: { slug: string; count: number }[],
  today = new Date(),
): Promise<Map<string, UsagePoint[]>> {
  const months = recentMonths(today);
  const slugs = technologies.map((t) => t.slug);
  const changes = slugs.length ? await siteIndex.changesByMonth(slugs, { since: seriesSince(months) }) : [];
  return new Map(
    technologies.map((t) => [
      t.slug,
      usageSeries(
        t.count,
        changes.filter((c) => c.slug === t.slug),
        months,
      ),
    ]),
  );
}
