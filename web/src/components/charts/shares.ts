/** Market shares as chart slices (part 2 §9 "Pie chart"). */

import { roundPercent } from '@techcensus/contract';

export interface ShareInput {
  name: string;
  url: string | null;
  /** Percent. */
  share: number;
}

export interface Slice extends ShareInput {
  other: boolean;
}

/** Above this many technologies small slices are grouped as Other. */
export const PIE_GROUP_ABOVE = 25;

/**
 * With more than 25 technologies, those under 1 % become one Other slice. The spec lowers the cut
 * to 0.5 % when the share in question (the page's own technology) is between 0.5 and 1 %, so the
 * technology a page is about never disappears into Other.
 */
export function shareSlices(items: ShareInput[], own?: string): Slice[] {
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

/**
 * SVG path of each slice of a pie centred on (cx, cy) with radius r, clockwise from twelve
 * o'clock, in proportion to `values`; a single whole slice is a full circle. Coordinates are
 * rounded to 0.01 so server and browser write the same attribute text.
 */
export function piePaths(values: number[], cx: number, cy: number, r: number): string[] {
  const total = values.reduce((s, v) => s + Math.max(0, v), 0);
  if (total <= 0) return values.map(() => '');
  const at = (turn: number) => {
    const a = turn * 2 * Math.PI;
    return `${round(cx + r * Math.sin(a))} ${round(cy - r * Math.cos(a))}`;
  };
  let start = 0;
  return values.map((v) => {
    const part = Math.max(0, v) / total;
    const end = start + part;
    let d: string;
    if (part <= 0) d = '';
    else if (part >= 0.9999)
      d = `M ${round(cx)} ${round(cy - r)} A ${r} ${r} 0 1 1 ${round(cx - 0.01)} ${round(cy - r)} Z`;
    else d = `M ${round(cx)} ${round(cy)} L ${at(start)} A ${r} ${r} 0 ${part > 0.5 ? 1 : 0} 1 ${at(end)} Z`;
    start = end;
    return d;
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
