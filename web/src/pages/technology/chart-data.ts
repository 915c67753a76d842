/** Shapes of the area's charts (part 2 §9), kept apart from React so each rule is unit-tested. */

import { roundPercent } from '@techcensus/contract';

export interface ShareInput {
  name: string;
  url: string | null;
  /** Percent. */
  share: number;
}

export interface PieSlice extends ShareInput {
  other: boolean;
}

/** Above this many technologies small slices are grouped as Other. */
export const PIE_GROUP_ABOVE = 25;

/**
 * Market-share pie slices: with more than 25 technologies, those under 1 % become one Other
 * slice. The spec lowers the cut to 0.5 % when the share in question (the page's own technology)
 * is between 0.5 and 1 %, so the technology a page is about never disappears into Other.
 */
export function pieSlices(items: ShareInput[], own?: string): PieSlice[] {
  if (items.length <= PIE_GROUP_ABOVE) return items.map((i) => ({ ...i, other: false }));
  const mine = own ? items.find((i) => i.url === own) : undefined;
  const cut = mine && mine.share >= 0.5 && mine.share < 1 ? 0.5 : 1;
  const kept = items.filter((i) => i.share >= cut);
  const rest = items.filter((i) => i.share < cut);
  const otherShare = roundPercent(rest.reduce((s, i) => s + i.share, 0));
  return [
    ...kept.map((i) => ({ ...i, other: false })),
    ...(rest.length ? [{ name: 'Other', url: null, share: otherShare, other: true }] : []),
  ];
}

export interface VersionInput {
  Version: string;
  DomainCount: number;
  Vulnerable: boolean;
  Highlight?: boolean;
}

export const VERSION_COLOURS = { vulnerable: '#d32f2f', highlighted: '#2e7d32', normal: '#1e66c5' } as const;

/** Bar outline width: 4, 2 when over 60 versions, 1 when over 200. */
export function versionOutlineWidth(count: number): number {
  if (count > 200) return 1;
  if (count > 60) return 2;
  return 4;
}

/**
 * Bars of the version distribution: versions under a tenth of the average count are left out
 * unless highlighted; vulnerable red (only when any version has CVEs), highlighted green, others blue.
 */
export function versionBars(versions: VersionInput[]) {
  const avg = versions.length ? versions.reduce((s, v) => s + v.DomainCount, 0) / versions.length : 0;
  const outline = versionOutlineWidth(versions.length);
  return versions
    .filter((v) => v.Highlight || v.DomainCount > avg / 10)
    .map((v) => ({
      version: v.Version,
      count: v.DomainCount,
      colour: v.Highlight
        ? VERSION_COLOURS.highlighted
        : v.Vulnerable
          ? VERSION_COLOURS.vulnerable
          : VERSION_COLOURS.normal,
      outline,
    }));
}

/** The technology page's vulnerabilities heading (part 2 §2.2). */
export function vulnerabilitiesHeading(name: string, total: number, shown: number): string {
  return total > shown ? `Top ${shown} of ${total} ${name} security issues` : `${name} known security issues`;
}

/** Technology and category icons live under /s/ti/; "google:" icons are a domain's favicon. */
export function iconUrl(icon: string): string {
  if (icon.startsWith('google:'))
    return `https://www.google.com/s2/favicons?domain=${encodeURIComponent(icon.slice(7))}&sz=32`;
  return `/s/ti/${encodeURIComponent(icon)}`;
}
