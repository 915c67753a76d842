/** Axis arithmetic of the charts: pure, so the server and the browser draw the same ticks. */

/**
 * Evenly spaced round ticks covering [min, max]: steps of 1, 2, 2.5 or 5 times a power of ten,
 * about `count` of them. `integer` keeps steps whole (counts of websites).
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): number[] {
  const lo0 = Math.min(min, max);
  const hi0 = Math.max(min, max, lo0 + (integer ? 1 : Number.EPSILON));
  const rough = (hi0 - lo0) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
  if (integer) step = Math.max(1, Math.round(step));
  const lo = Math.floor(lo0 / step) * step;
  const hi = Math.ceil(hi0 / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's decimals: 0.1 + 0.2 must read 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toFixed(decimals)));
  return ticks;
}

/**
 * The value axis of a count over time: always from zero. Started just below the smallest value,
 * a line from 1,100 to 1,107 filled the chart's height and read as a surge.
 */
export function valueTicks(values: number[], count = 5): number[] {
  return niceTicks(0, Math.max(0, ...values), count, true);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Axis labels: 950, 1.2K, 3.4M. A fixed locale, so server and browser agree. */
export const compactCount = (n: number): string => compact.format(n);

/** An axis's labels, short where they stay apart; in full where short ones would repeat ("1.1K" twice). */
export function tickLabels(ticks: number[]): string[] {
  const short = ticks.map(compactCount);
  return new Set(short).size === short.length ? short : ticks.map((t) => whole.format(t));
}

/** Where `value` falls between the first and last tick, 0 to 1. */
export function position(value: number, ticks: number[]): number {
  const lo = ticks[0] ?? 0;
  const hi = ticks.at(-1) ?? 1;
  return hi === lo ? 0 : (value - lo) / (hi - lo);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03" → "Mar 2025". */
export function monthName(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** Axis label of a month: the short name, with the year on January ("Jan 26"). */
export function monthTick(month: string): string {
  const [year, m] = month.split('-');
  const name = MONTHS[Number(m) - 1] ?? m;
  return m === '01' ? `${name} ${year.slice(2)}` : name;
}

/** A name cut to `max` characters with an ellipsis; the full name stays in the chart's <title>. */
export function shorten(name: string, max: number): string {
  return name.length <= max ? name : `${name.slice(0, max - 1)}…`;
}
