/**
 * A share in percent as page data carries it: two decimals kept. The display rules (part 2 §9:
 * market share "less than 0.1" or two decimals, the CVE page's whole numbers, header occurrence
 * "<0.01"; web/src/format.ts) never show more than two decimals, so rounding once here means the
 * page data and the page it renders cannot differ by a digit.
 */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0;
}

/** A percentage already computed (e.g. a sum of shares), to the same two decimals. */
export const roundPercent = (value: number): number => Math.round(value * 100) / 100;
