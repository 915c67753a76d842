// Bounds on the work one page can cause. Inputs past these sizes are cut; see docs/detect.md.

export const LIMITS = {
  /** html keeps its first and last half of this many characters (the reference drops the middle too) */
  html: 2_000_000,
  /** each script body, and all script bodies together */
  script: 512 * 1024,
  scriptsTotal: 2_000_000,
  css: 1_000_000,
  text: 512 * 1024,
  robots: 64 * 1024,
  /** url, script URLs, header/cookie/meta values, DNS records, js values, dom answers */
  value: 8 * 1024,
  /** how many values of one list kind (script URLs, xhr hosts, dom answers per selector, …) */
  listItems: 1000,
  probeBody: 64 * 1024,
} as const;

/** Large inputs are matched window by window around the prefilter's hits. */
export const WINDOW_SHIFT = 11; // 2048-character windows
export const WINDOW = 1 << WINDOW_SHIFT;
/** how far a match may reach outside the window in which its literal was seen */
export const MARGIN = 768;
/** contiguous candidate windows are run as one region, up to this many */
export const MAX_MERGED_WINDOWS = 8;
/** inputs up to this size are matched whole */
export const SMALL_INPUT = WINDOW + 2 * MARGIN;

export const DEFAULT_BUDGET_MS = 300;
/** check the clock after this many expression runs */
export const CLOCK_EVERY = 4;

/** The input itself, or its first and last `max / 2` characters as two slices. */
export function headTail(s: string, max: number): string[] {
  if (s.length <= max) return [s];
  const half = max >> 1;
  return [s.slice(0, half), s.slice(s.length - half)];
}

export function cap(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max);
}
