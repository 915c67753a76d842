/**
 * Colours of chart series and slices: distinct hues with at least 3:1 against white (WCAG
 * non-text contrast), the design system's blue first.
 */
export const PALETTE = [
  '#2563eb',
  '#d97706',
  '#15803d',
  '#b91c1c',
  '#7c3aed',
  '#0e7490',
  '#be185d',
  '#4d7c0f',
  '#9a3412',
  '#475569',
] as const;

/** The grouped "Other" slice. */
export const OTHER_COLOUR = '#94a3b8';

export const seriesColour = (i: number): string => PALETTE[i % PALETTE.length];

/** Good news and bad news in any chart (a highlighted version, a gain; a vulnerable version, a loss). */
export const GOOD_COLOUR = PALETTE[2];
export const BAD_COLOUR = PALETTE[3];
