/**
 * A month's technology trends from the index's dated changes: pure, so the ranking rules are
 * tested on their own. Counts are websites (the change facet counts a site once per key).
 */

import type { Bucket } from '../../siteindex/port.ts';

/** A category with fewer websites changing one of its technologies says nothing: left out. */
export const MIN_CATEGORY_CHANGES = 10;
/** A ranking needs at least two technologies that changed. */
export const MIN_CATEGORY_TECHNOLOGIES = 2;
/** Technologies listed per direction (growing, declining), per category and overall. */
export const LISTED = 5;

export interface TechTrend {
  slug: string;
  name: string;
  added: number;
  dropped: number;
  net: number;
  /** Websites using it when the month began. */
  startUsers: number;
  /** Net change against `startUsers`, in percent with two decimals; null when none used it. */
  changePercent: number | null;
}

export interface CategoryTrend {
  slug: string;
  name: string;
  /** Websites that started or stopped using one of its technologies (a site per technology). */
  changes: number;
  growing: TechTrend[];
  declining: TechTrend[];
}

export interface MonthTrends {
  added: number;
  dropped: number;
  growing: TechTrend[];
  declining: TechTrend[];
  /** Categories with enough data, most changes first. */
  categories: CategoryTrend[];
}

export interface TrendInput {
  /** The change facet over the month (`added:slug`, `dropped:slug`, …). */
  month: Bucket[];
  /** The change facet from the day after the month to now: backs today's users out to the month's end. */
  after: Bucket[];
  /** The technology facet now: websites using each technology. */
  users: Bucket[];
  technologies: ReadonlyMap<string, { name: string; categorySlugs: string[] }>;
  categories: ReadonlyMap<string, { longName: string }>;
}

function byAction(buckets: Bucket[]): Map<string, { added: number; dropped: number }> {
  const out = new Map<string, { added: number; dropped: number }>();
  for (const b of buckets) {
    const i = b.key.indexOf(':');
    const action = b.key.slice(0, i);
    if (action !== 'added' && action !== 'dropped') continue;
    const slug = b.key.slice(i + 1);
    const entry = out.get(slug) ?? { added: 0, dropped: 0 };
    entry[action] += b.count;
    out.set(slug, entry);
  }
  return out;
}

const bySlug = (a: TechTrend, b: TechTrend) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
/** Relative change for tie-breaks: a technology no site used before grew the most of all. */
const relative = (t: TechTrend) => t.changePercent ?? Number.POSITIVE_INFINITY;

/** Most websites gained first; equal gains go to the larger relative growth, then by slug. */
export const growthOrder = (a: TechTrend, b: TechTrend) =>
  b.net - a.net || relative(b) - relative(a) || bySlug(a, b);
/** Most websites lost first; equal losses go to the larger relative loss, then by slug. */
export const declineOrder = (a: TechTrend, b: TechTrend) =>
  a.net - b.net || relative(a) - relative(b) || bySlug(a, b);

function ranked(trends: TechTrend[]): { growing: TechTrend[]; declining: TechTrend[] } {
  return {
    growing: trends
      .filter((t) => t.net > 0)
      .sort(growthOrder)
      .slice(0, LISTED),
    declining: trends
      .filter((t) => t.net < 0)
      .sort(declineOrder)
      .slice(0, LISTED),
  };
}

export function monthTrends(input: TrendInput): MonthTrends {
  const month = byAction(input.month);
  const after = byAction(input.after);
  const users = new Map(input.users.map((b) => [b.key, b.count]));
  const trends: TechTrend[] = [];
  for (const [slug, { added, dropped }] of month) {
    const net = added - dropped;
    const later = after.get(slug) ?? { added: 0, dropped: 0 };
    const endUsers = Math.max(0, (users.get(slug) ?? 0) - later.added + later.dropped);
    const startUsers = Math.max(0, endUsers - net);
    trends.push({
      slug,
      name: input.technologies.get(slug)?.name ?? slug,
      added,
      dropped,
      net,
      startUsers,
      changePercent: startUsers > 0 ? Math.round((net / startUsers) * 10_000) / 100 : null,
    });
  }

  const perCategory = new Map<string, TechTrend[]>();
  for (const t of trends)
    for (const c of input.technologies.get(t.slug)?.categorySlugs ?? []) {
      if (!input.categories.has(c)) continue;
      const list = perCategory.get(c) ?? [];
      list.push(t);
      perCategory.set(c, list);
    }
  const categories: CategoryTrend[] = [];
  for (const [slug, list] of perCategory) {
    const changes = list.reduce((s, t) => s + t.added + t.dropped, 0);
    if (changes < MIN_CATEGORY_CHANGES || list.length < MIN_CATEGORY_TECHNOLOGIES) continue;
    const { growing, declining } = ranked(list);
    if (!growing.length && !declining.length) continue;
    categories.push({
      slug,
      name: input.categories.get(slug)?.longName ?? slug,
      changes,
      growing,
      declining,
    });
  }
  categories.sort((a, b) => b.changes - a.changes || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

  return {
    added: trends.reduce((s, t) => s + t.added, 0),
    dropped: trends.reduce((s, t) => s + t.dropped, 0),
    ...ranked(trends),
    categories,
  };
}
