/** Report prices by domain count (part 1 §9): [domains, dollars], ascending. */
export const REPORT_PRICE_TIERS: readonly (readonly [number, number])[] = [
  [0, 0],
  [100, 50],
  [500, 80],
  [1_000, 100],
  [2_000, 110],
  [10_000, 130],
  [20_000, 150],
  [100_000, 200],
  [500_000, 400],
];

export const REPORT_MINIMUM_PRICE = 30;
export const REPORT_MAXIMUM_PRICE = 400;
/** Default maximum number of domains a single report may hold. */
export const DEFAULT_MAX_DOMAINS_IN_REPORT = 5_000;
/** The slider's starting value and the smallest report unless fewer domains were discovered. */
export const DEFAULT_REPORT_SIZE = 1_000;
export const MAX_REPORT_CONDITIONS = 9;

/**
 * Price in whole dollars of a report with `count` domains: linear between tiers, floored,
 * at least 30 for any non-empty report, a flat 400 above the last tier.
 */
export function reportPrice(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  const last = REPORT_PRICE_TIERS[REPORT_PRICE_TIERS.length - 1];
  if (count >= last[0]) return REPORT_MAXIMUM_PRICE;
  for (let i = 1; i < REPORT_PRICE_TIERS.length; i++) {
    const [hiCount, hiPrice] = REPORT_PRICE_TIERS[i];
    if (count <= hiCount) {
      const [loCount, loPrice] = REPORT_PRICE_TIERS[i - 1];
      const price = Math.floor(loPrice + ((count - loCount) * (hiPrice - loPrice)) / (hiCount - loCount));
      return Math.max(REPORT_MINIMUM_PRICE, price);
    }
  }
  return REPORT_MAXIMUM_PRICE;
}

export interface ReportSizeBounds {
  min: number;
  max: number;
  /** The value the size selector starts at. */
  initial: number;
}

/** Part 1 §5: min = min(discovered, 1000), max = min(discovered, report maximum). */
export function reportSizeBounds(
  discovered: number,
  maxDomainsInReport = DEFAULT_MAX_DOMAINS_IN_REPORT,
): ReportSizeBounds {
  const found = Math.max(0, Math.floor(discovered));
  const min = Math.min(found, DEFAULT_REPORT_SIZE);
  const max = Math.min(found, Math.max(0, Math.floor(maxDomainsInReport)));
  return { min, max, initial: clampReportSize(DEFAULT_REPORT_SIZE, { min, max }) };
}

/** The number field's blur rule: whatever was typed ends up inside the bounds. */
export function clampReportSize(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)));
}

/**
 * The report price list in words, for pages that explain prices in prose (FAQ, terms), so
 * they quote the same tiers the builder charges.
 */
export function reportPriceWords(): string {
  const tiers = REPORT_PRICE_TIERS.filter(([count]) => count > 0);
  const listed = tiers.map(([count, price], i) => {
    const size = count.toLocaleString('en-US');
    return `$${price} for ${i === 0 ? `${size} websites` : size}${i === tiers.length - 1 ? ' or more' : ''}`;
  });
  const last = listed.pop();
  return `Reports are paid in US dollars at checkout, priced by the number of websites: ${listed.join(', ')} and ${last}; sizes in between are priced in proportion, and the smallest charge is $${REPORT_MINIMUM_PRICE}.`;
}
