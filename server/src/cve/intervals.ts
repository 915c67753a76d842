// Version intervals and the little set algebra the CVE format needs: affected ranges are united,
// unaffected ranges and points are taken out of them (CVE JSON 5 `status`, `changes`,
// `defaultStatus`). Bounds are kept as the source wrote them; order comes from versionKey.

import { parseVersion, versionKey } from './versions.ts';

export interface Bound {
  version: string;
  inclusive: boolean;
}

/** A missing bound is open: no `from` = from the first version, no `to` = every later version. */
export interface Interval {
  from?: Bound;
  to?: Bound;
}

export const ALL: Interval = {};

export function exact(version: string): Interval {
  return { from: { version, inclusive: true }, to: { version, inclusive: true } };
}

export function range(from: string | undefined, to: string | undefined, toInclusive = false): Interval {
  const out: Interval = {};
  // "0" is how CVE records write "from the first version"
  if (from !== undefined && versionKey(from) !== ZERO) out.from = { version: from, inclusive: true };
  if (to !== undefined) out.to = { version: to, inclusive: toInclusive };
  return out;
}

const key = (b: Bound) => versionKey(b.version);

/** Is `version` inside the interval? */
export function contains(i: Interval, version: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  const k = versionKey(parsed);
  if (i.from) {
    const f = key(i.from);
    if (k < f || (k === f && !i.from.inclusive)) return false;
  }
  if (i.to) {
    const t = key(i.to);
    if (k > t || (k === t && !i.to.inclusive)) return false;
  }
  return true;
}

const ZERO = versionKey('0');

export function isEmpty(i: Interval): boolean {
  // "< 0" is what is left below a range that starts at the first version
  if (i.to && !i.from && !i.to.inclusive && key(i.to) <= ZERO) return true;
  if (!i.from || !i.to) return false;
  const f = key(i.from);
  const t = key(i.to);
  return f > t || (f === t && !(i.from.inclusive && i.to.inclusive));
}

// Lower bounds: open (-∞) first; at one key an inclusive bound starts earlier.
function cmpFrom(a: Interval, b: Interval): number {
  if (!a.from) return b.from ? -1 : 0;
  if (!b.from) return 1;
  const ka = key(a.from);
  const kb = key(b.from);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.from.inclusive === b.from.inclusive ? 0 : a.from.inclusive ? -1 : 1;
}

// Upper bounds: open (+∞) last; at one key an inclusive bound ends later.
function cmpTo(a: Bound | undefined, b: Bound | undefined): number {
  if (!a) return b ? 1 : 0;
  if (!b) return -1;
  const ka = key(a);
  const kb = key(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.inclusive === b.inclusive ? 0 : a.inclusive ? 1 : -1;
}

/** Does `b` (sorted after `a` by lower bound) start inside or right at the end of `a`? */
function touches(a: Interval, b: Interval): boolean {
  if (!a.to || !b.from) return true;
  const ka = key(a.to);
  const kb = key(b.from);
  if (kb < ka) return true;
  return kb === ka && (a.to.inclusive || b.from.inclusive);
}

/** Sorted, non-overlapping intervals covering the same versions. */
export function union(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => !isEmpty(i)).sort(cmpFrom);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && touches(last, i)) {
      if (cmpTo(i.to, last.to) > 0) last.to = i.to;
    } else out.push({ ...i });
  }
  return out;
}

const flip = (b: Bound): Bound => ({ version: b.version, inclusive: !b.inclusive });

/** Versions in `a` and not in `b`. */
export function subtract(a: Interval[], b: Interval[]): Interval[] {
  let current = union(a);
  for (const cut of union(b)) {
    const next: Interval[] = [];
    for (const i of current) {
      if (cut.from) {
        const end = flip(cut.from);
        next.push(withBounds(i.from, cmpTo(i.to, end) <= 0 ? i.to : end));
      }
      if (cut.to) {
        const start = flip(cut.to);
        next.push(withBounds(!i.from || cmpFrom({ from: start }, i) > 0 ? start : i.from, i.to));
      }
    }
    current = union(next);
  }
  return current;
}

function withBounds(from: Bound | undefined, to: Bound | undefined): Interval {
  const out: Interval = {};
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
}

/** "≥ 2.4.0, ≤ 2.4.55" — for messages and the docs, not for parsing. */
export function describe(i: Interval): string {
  if (i.from && i.to && i.from.inclusive && i.to.inclusive && key(i.from) === key(i.to))
    return `= ${i.from.version}`;
  const parts: string[] = [];
  if (i.from) parts.push(`${i.from.inclusive ? '>=' : '>'} ${i.from.version}`);
  if (i.to) parts.push(`${i.to.inclusive ? '<=' : '<'} ${i.to.version}`);
  return parts.length ? parts.join(', ') : 'all versions';
}
