import { BAD_COLOUR, GOOD_COLOUR, PALETTE } from './palette.ts';
/** The version distribution chart (part 2 §9 "Version chart"). */

export interface VersionInput {
  Version: string;
  DomainCount: number;
  Vulnerable: boolean;
  Highlight?: boolean;
}

/** The spec's colours, as the design system's tokens: vulnerable red, highlighted green, others blue. */
export const VERSION_COLOURS = {
  vulnerable: BAD_COLOUR,
  highlighted: GOOD_COLOUR,
  normal: PALETTE[0],
} as const;

/** Bar outline width: 4, 2 when over 60 versions, 1 when over 200. */
export function versionOutlineWidth(count: number): number {
  if (count > 200) return 1;
  if (count > 60) return 2;
  return 4;
}

export interface VersionBar {
  version: string;
  count: number;
  colour: string;
  kind: keyof typeof VERSION_COLOURS;
  outline: number;
}

/**
 * Bars of the version distribution, in the order given: versions at or under a tenth of the
 * average count are left out unless highlighted; vulnerable red, highlighted green, others blue.
 */
export function versionBars(versions: VersionInput[]): VersionBar[] {
  const avg = versions.length ? versions.reduce((s, v) => s + v.DomainCount, 0) / versions.length : 0;
  const outline = versionOutlineWidth(versions.length);
  return versions
    .filter((v) => v.Highlight || v.DomainCount > avg / 10)
    .map((v) => {
      const kind = v.Highlight ? 'highlighted' : v.Vulnerable ? 'vulnerable' : 'normal';
      return { version: v.Version, count: v.DomainCount, colour: VERSION_COLOURS[kind], kind, outline };
    });
}
