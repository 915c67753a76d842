/**
 * Twelve months of history that agrees with the site as it is now:
 *
 * - every technology has a firstSeen; about one in ten was adopted within the year, and those get
 *   an `added` event on exactly that day (what "started using X" reports count);
 * - implied technologies are first seen with whatever implies them (PHP arrives with WordPress),
 *   unless something present earlier already implied them;
 * - a few sites switched within a category (Joomla → WordPress, Apache → Nginx): the old
 *   technology and what only it implied are `dropped` on the day the new one is `added`, and what
 *   both imply (PHP for Joomla and WordPress) stays with its older firstSeen;
 * - some sites dropped a technology without replacement (the old Facebook Pixel); a dropped
 *   technology is never present now;
 * - some versions changed during the year (`versionchanged` from an older release of the same
 *   pool to the current one, after the technology was first seen).
 *
 * Days are integers (days since 1970-01-01, UTC) until the document is written.
 */

import { compareVersions } from '../cve/versions.ts';
import { closureOf } from './catalogue.ts';
import { DROPPABLE, SWITCHES } from './market-shares.ts';
import type { Rng } from './prng.ts';
import type { Stack } from './stack.ts';
import { VERSION_POOLS } from './versions.ts';

export const WINDOW_DAYS = 365;
const ADOPTED_IN_WINDOW = 0.1;
const SWITCHED = { cms: 0.05, server: 0.03 } as const;
const DROPPED_ONE = 0.08;
const VERSION_CHANGED = 0.12;

export interface DayChange {
  kind: 'added' | 'dropped' | 'versionchanged';
  slug: string;
  day: number;
  from: string | null;
  to: string | null;
}

export interface History {
  firstSeen: Map<string, number>;
  changes: DayChange[];
}

const olderCache = new Map<string, string[]>();

/** Releases of the pool older than `version`, computed once per slug@version. */
function olderVersions(slug: string, version: string): string[] {
  const key = `${slug}@${version}`;
  let older = olderCache.get(key);
  if (!older) {
    older = (VERSION_POOLS[slug]?.versions ?? [])
      .map(([v]) => v)
      .filter((v) => compareVersions(v, version) < 0);
    olderCache.set(key, older);
  }
  return older;
}

/** A day in [from, to], both inclusive. */
const dayIn = (rng: Rng, from: number, to: number) => rng.int(from, Math.max(from, to));

export function buildHistory(
  rng: Rng,
  stack: Stack,
  present: readonly string[],
  versions: ReadonlyMap<string, string | null>,
  lastSeenDay: number,
): History {
  const windowStart = lastSeenDay - WINDOW_DAYS + 1;
  const before = () => dayIn(rng, lastSeenDay - 6 * 365, windowStart - 1);
  const inWindow = () => dayIn(rng, windowStart, lastSeenDay - 1);
  const presentSet = new Set(present);
  const firstSeen = new Map<string, number>();
  const changes: DayChange[] = [];

  // Roots first: the chosen technologies; then each implied one inherits its earliest implier.
  const own = new Map<string, number>();
  for (const slug of stack.picks) own.set(slug, rng.chance(ADOPTED_IN_WINDOW) ? inWindow() : before());
  for (const slug of present) if (!own.has(slug)) own.set(slug, Number.POSITIVE_INFINITY);
  if (stack.cms) {
    const cmsDay = own.get(stack.cms) as number;
    for (const slug of stack.cmsDependent) own.set(slug, Math.max(own.get(slug) as number, cmsDay));
  }

  // A switch within a category replaces an older technology on one day.
  const switched: { from: string; to: string; day: number } | null = (() => {
    for (const [slot, current] of [
      ['cms', stack.cms],
      ['server', stack.server],
    ] as const) {
      if (!current || !rng.chance(SWITCHED[slot])) continue;
      const options = SWITCHES[slot].filter(([from, to]) => to === current && !presentSet.has(from));
      if (!options.length) continue;
      const from = rng.weighted(options.map(([f, , w]) => [f, w] as const));
      const day = inWindow();
      own.set(current, day);
      if (slot === 'cms')
        for (const slug of stack.cmsDependent) own.set(slug, Math.max(own.get(slug) as number, day));
      return { from, to: current, day };
    }
    return null;
  })();

  // A tail add-on arrives no earlier than what it requires, whether that was chosen or implied.
  for (const [slug, requires] of stack.dependsOn) {
    for (const required of requires) {
      let since = own.get(required) ?? Number.POSITIVE_INFINITY;
      if (!Number.isFinite(since))
        for (const [other, day] of own) if (day < since && closureOf(other).includes(required)) since = day;
      if (Number.isFinite(since)) own.set(slug, Math.max(own.get(slug) as number, since));
    }
  }

  for (const [slug, day] of own) {
    for (const implied of closureOf(slug)) {
      firstSeen.set(implied, Math.min(firstSeen.get(implied) ?? Number.POSITIVE_INFINITY, day));
    }
  }
  for (const slug of present)
    if (!Number.isFinite(firstSeen.get(slug) as number)) firstSeen.set(slug, before());

  if (switched) {
    const oldSince = before();
    for (const slug of closureOf(switched.from)) {
      if (presentSet.has(slug)) {
        // Shared with the old technology (PHP under Joomla and WordPress): it was there all along.
        firstSeen.set(slug, Math.min(firstSeen.get(slug) as number, oldSince));
      } else {
        changes.push({ kind: 'dropped', slug, day: switched.day, from: null, to: null });
      }
    }
  }

  if (rng.chance(DROPPED_ONE)) {
    const candidates = DROPPABLE.filter((s) => !presentSet.has(s));
    if (candidates.length) {
      const day = inWindow();
      for (const slug of closureOf(rng.pick(candidates))) {
        if (!presentSet.has(slug) && !changes.some((c) => c.slug === slug)) {
          changes.push({ kind: 'dropped', slug, day, from: null, to: null });
        }
      }
    }
  }

  for (const slug of present) {
    const day = firstSeen.get(slug) as number;
    if (day >= windowStart) changes.push({ kind: 'added', slug, day, from: null, to: null });
    const version = versions.get(slug);
    const pool = VERSION_POOLS[slug];
    if (!version || !pool || !rng.chance(VERSION_CHANGED)) continue;
    const older = olderVersions(slug, version);
    const start = Math.max(day + 1, windowStart);
    if (!older.length || start > lastSeenDay) continue;
    changes.push({
      kind: 'versionchanged',
      slug,
      day: dayIn(rng, start, lastSeenDay),
      from: rng.pick(older),
      to: version,
    });
  }

  const order = { dropped: 0, added: 1, versionchanged: 2 };
  changes.sort(
    (a, b) =>
      a.day - b.day || order[a.kind] - order[b.kind] || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0),
  );
  return { firstSeen, changes };
}
