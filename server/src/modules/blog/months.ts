/** Calendar months in UTC, as the index dates its changes (YYYY-MM-DD). */

export interface Month {
  /** YYYY-MM */
  key: string;
  /** Its first day, YYYY-MM-DD. */
  since: string;
  /** The first day of the next month, YYYY-MM-DD: the end, excluded. */
  until: string;
}

const firstDay = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1));
const day = (d: Date) => d.toISOString().slice(0, 10);

export function monthAt(year: number, monthIndex: number): Month {
  const start = firstDay(year, monthIndex);
  return { key: day(start).slice(0, 7), since: day(start), until: day(firstDay(year, monthIndex + 1)) };
}

/**
 * The `count` complete months before the one `now` is in, oldest first. Changes are kept for
 * twelve months (CHANGE_HISTORY_DAYS), so eleven complete months are always whole in the index.
 */
export function completeMonths(now: Date, count: number): Month[] {
  const out: Month[] = [];
  for (let i = count; i >= 1; i--) out.push(monthAt(now.getUTCFullYear(), now.getUTCMonth() - i));
  return out;
}

/** "October 2026" */
export function monthName(key: string): string {
  const [y, m] = key.split('-').map(Number);
  return firstDay(y, m - 1).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
