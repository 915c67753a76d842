/**
 * The catalogue's long tail on generated sites: every technology market-shares.ts does not name,
 * drawn per category with Zipf-like weights (tail-shares.ts says how much and why), and only
 * where the fingerprint set allows it: what a technology `requires` must be on the site (a
 * WordPress plugin only on WordPress, a Shopify app only on Shopify), a category it requires must
 * be present (a shipping carrier only on a shop), it never joins a technology it `excludes`, and
 * it never adds a second technology to a category a site runs one of (a second CMS, a second
 * web server, or a server-side one on a hosted platform).
 *
 * The tables are built once per process from the catalogue; a site then costs one chance per
 * category and a binary search per technology drawn.
 */

import { EXCLUSIVE_CATEGORIES } from '../catalogue/index.ts';
import { type CatalogueEntry, closureOf, demoCatalogue, withImplied } from './catalogue.ts';
import { ADD_ONS, BACKEND, CDN, CMS, WEB_SERVER } from './market-shares.ts';
import { hashString, type Rng } from './prng.ts';
import {
  ADD_ONS_PER_DRAW,
  MAX_ADD_ON_DRAWS,
  MAX_CATEGORY_PERCENT,
  MIN_ADD_ON_DRAWS,
  MIN_CATEGORY_PERCENT,
  ONE_PER_SITE,
  PERCENT_PER_TECHNOLOGY,
  SERVER_SIDE,
  TAIL_PERCENT,
  ZIPF_EXPONENT,
} from './tail-shares.ts';

/** Technologies drawn by rank: the first is the most used. */
interface Pool {
  slugs: string[];
  /** Cumulative Zipf weights, one per slug. */
  cumulative: Float64Array;
}

interface CategoryPool extends Pool {
  category: string;
  /** Chance per site (0–1) of drawing from it. */
  chance: number;
}

/**
 * The categories' chances as a running sum of hazards, −ln(1 − p): the next category a site draws
 * from is the first whose sum passes an exponential variate. That is the same as one chance per
 * category, in three or four random numbers instead of a hundred.
 */
interface CategoryHazards {
  pools: CategoryPool[];
  cumulative: Float64Array;
}

interface AddOnPool extends Pool {
  /** Expected draws per site that has the platform. */
  draws: number;
}

export interface LongTail {
  /** Every category the tail draws from, in a fixed order. */
  categories: CategoryHazards;
  /** Add-ons by the technology they require. */
  addOns: Map<string, AddOnPool>;
  /** Add-ons by a category they require (a shipping carrier needs a shop). */
  categoryAddOns: [string, AddOnPool][];
  /** CMSs beyond the head table, for sites whose CMS the table leaves open. */
  cms: Pool;
}

/** Categories that hold one technology per site. */
const SINGLE = new Set([...EXCLUSIVE_CATEGORIES, ...ONE_PER_SITE]);

/** Slugs the head tables choose, with what they imply: their shares are published, not derived. */
function headSlugs(): Set<string> {
  const named = [
    ...[CMS, WEB_SERVER, CDN, BACKEND].flatMap((t) => t.map(([slug]) => slug)),
    ...ADD_ONS.map((a) => a.slug),
    'jquery',
    'hsts',
    'microsoft-asp-net',
    'let-s-encrypt',
    'digicert',
    'sectigo',
  ].filter((s): s is string => s !== null);
  return new Set(withImplied(named));
}

function pool(slugs: string[], offset: number): Pool {
  const cumulative = new Float64Array(slugs.length);
  let total = 0;
  for (let k = 0; k < slugs.length; k++) {
    total += (k + 1 + offset) ** -ZIPF_EXPONENT;
    cumulative[k] = total;
  }
  return { slugs, cumulative };
}

/**
 * A stable rank order that owes nothing to the alphabet: technologies with a CPE first (NVD files
 * vulnerabilities for software people run), then by a hash of the slug.
 */
function byLikelyUse(cat: Map<string, CatalogueEntry>) {
  return (a: string, b: string) =>
    Number(cat.get(b)?.cpe != null) - Number(cat.get(a)?.cpe != null) || hashString(a) - hashString(b);
}

let cached: LongTail | undefined;

const isPlatform = (t: CatalogueEntry | undefined) =>
  !!t && (t.categories.includes('content-management-system') || t.categories.includes('ecommerce'));

export function longTail(): LongTail {
  if (cached) return cached;
  const cat = demoCatalogue();
  const head = headSlugs();
  const free = new Map<string, string[]>();
  const addOnLists = new Map<string, string[]>();
  const categoryAddOnLists = new Map<string, string[]>();
  const headPerCategory = new Map<string, number>();
  const push = (m: Map<string, string[]>, key: string, slug: string) => {
    const list = m.get(key);
    if (list) list.push(slug);
    else m.set(key, [slug]);
  };
  for (const t of cat.values()) {
    if (head.has(t.slug)) {
      for (const c of t.categories) headPerCategory.set(c, (headPerCategory.get(c) ?? 0) + 1);
      continue;
    }
    // A technology that implies a platform (a Shopify app that says it is Shopify) is that
    // platform's add-on: drawn freely, it would put a second CMS or shop on the site.
    const platform = t.requires[0] ?? closureOf(t.slug).find((s) => s !== t.slug && isPlatform(cat.get(s)));
    if (platform) push(addOnLists, platform, t.slug);
    else if (t.requiresCategories.length) push(categoryAddOnLists, t.requiresCategories[0], t.slug);
    else for (const c of t.categories) push(free, c, t.slug);
  }
  const order = byLikelyUse(cat);
  const categories: CategoryPool[] = [];
  for (const [category, slugs] of [...free].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (category === 'content-management-system') continue;
    const percent =
      TAIL_PERCENT[category] ??
      Math.min(MAX_CATEGORY_PERCENT, Math.max(MIN_CATEGORY_PERCENT, slugs.length * PERCENT_PER_TECHNOLOGY));
    categories.push({
      category,
      chance: percent / 100,
      ...pool(slugs.sort(order), headPerCategory.get(category) ?? 0),
    });
  }
  const addOnPool = (slugs: string[]): AddOnPool => ({
    draws: Math.min(MAX_ADD_ON_DRAWS, Math.max(MIN_ADD_ON_DRAWS, slugs.length / ADD_ONS_PER_DRAW)),
    ...pool(slugs.sort(order), 0),
  });
  const byKey = (m: Map<string, string[]>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
  const hazards = new Float64Array(categories.length);
  let hazard = 0;
  for (let k = 0; k < categories.length; k++) {
    hazard -= Math.log(1 - categories[k].chance);
    hazards[k] = hazard;
  }
  cached = {
    categories: { pools: categories, cumulative: hazards },
    addOns: new Map(byKey(addOnLists).map(([key, slugs]) => [key, addOnPool(slugs)])),
    categoryAddOns: byKey(categoryAddOnLists).map(([key, slugs]) => [key, addOnPool(slugs)]),
    cms: pool(
      (free.get('content-management-system') ?? []).sort(order),
      headPerCategory.get('content-management-system') ?? 0,
    ),
  };
  return cached;
}

/** The first index from `lo` whose running sum exceeds `r` (cumulative.length when none does). */
function firstAbove(cumulative: Float64Array, r: number, lo = 0): number {
  let hi = cumulative.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid] > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** One technology of a pool, by its Zipf weight. */
export function drawFrom(rng: Rng, p: Pool): string {
  const { cumulative } = p;
  return p.slugs[
    Math.min(cumulative.length - 1, firstAbove(cumulative, rng.next() * cumulative[cumulative.length - 1]))
  ];
}

const NONE: readonly string[] = [];
const guarded = new Map<string, readonly string[]>();
let exclusions: Map<string, string[]> | undefined;

/** What the technology is never reported with, whichever of the two says so. */
function excludedWith(slug: string): readonly string[] {
  if (!exclusions) {
    exclusions = new Map();
    for (const t of demoCatalogue().values())
      for (const x of t.excludes) {
        for (const [a, b] of [
          [t.slug, x],
          [x, t.slug],
        ]) {
          const list = exclusions.get(a);
          if (list) list.push(b);
          else exclusions.set(a, [b]);
        }
      }
  }
  return exclusions.get(slug) ?? NONE;
}

/** The technology's categories that can refuse it: one-per-site ones and server-side ones. */
function guardedCategories(slug: string): readonly string[] {
  let g = guarded.get(slug);
  if (!g) {
    const cats = (demoCatalogue().get(slug) as CatalogueEntry).categories.filter(
      (c) => SINGLE.has(c) || SERVER_SIDE.has(c),
    );
    g = cats.length ? cats : NONE;
    guarded.set(slug, g);
  }
  return g;
}

/** What a site runs so far, kept as the tail adds to it. */
export class SiteTechnologies {
  readonly present = new Set<string>();
  readonly categories = new Set<string>();
  /** Technologies added by the tail, in order. */
  readonly added: string[] = [];
  /** An added technology → the ones it requires (it cannot predate them). */
  readonly dependsOn = new Map<string, readonly string[]>();
  private readonly cat = demoCatalogue();

  constructor(
    slugs: readonly string[],
    private readonly hosted: boolean,
  ) {
    for (const slug of slugs) this.note(slug);
  }

  private note(slug: string): void {
    this.present.add(slug);
    for (const c of (this.cat.get(slug) as CatalogueEntry).categories) this.categories.add(c);
  }

  /**
   * Adds the technology and what it implies, unless the site cannot run one of them; true when
   * added. `platform` is the technology the add-on was drawn for, which it cannot predate.
   */
  add(slug: string, platform?: string): boolean {
    if (this.present.has(slug)) return false;
    const closure = closureOf(slug);
    for (const s of closure) {
      if (this.present.has(s)) continue;
      const t = this.cat.get(s) as CatalogueEntry;
      for (const r of t.requires) if (!this.present.has(r) && !closure.includes(r)) return false;
      for (const c of t.requiresCategories) if (!this.categories.has(c)) return false;
      for (const x of excludedWith(s)) if (this.present.has(x)) return false;
      for (const c of guardedCategories(s))
        if ((SINGLE.has(c) && this.categories.has(c)) || (this.hosted && SERVER_SIDE.has(c))) return false;
    }
    // It cannot predate what it, or anything it brings along, requires (JetTabs → Elementor → WordPress).
    const requires = platform ? [platform] : [];
    for (const s of closure) {
      for (const r of (this.cat.get(s) as CatalogueEntry).requires)
        if (!closure.includes(r) && !requires.includes(r)) requires.push(r);
      if (!this.present.has(s)) this.note(s);
    }
    this.added.push(slug);
    if (requires.length) this.dependsOn.set(slug, requires);
    return true;
  }
}

function drawAddOns(rng: Rng, site: SiteTechnologies, p: AddOnPool, platform?: string): void {
  const whole = Math.floor(p.draws);
  const n = whole + (rng.chance(p.draws - whole) ? 1 : 0);
  for (let k = 0; k < n; k++) site.add(drawFrom(rng, p), platform);
}

/** Draws the site's tail technologies: categories in turn, then add-ons of what it runs. */
export function addLongTail(rng: Rng, site: SiteTechnologies): void {
  const tail = longTail();
  const { pools, cumulative } = tail.categories;
  let at = -Math.log(1 - rng.next());
  for (let k = firstAbove(cumulative, at); k < pools.length; k = firstAbove(cumulative, at, k + 1)) {
    site.add(drawFrom(rng, pools[k]));
    at = cumulative[k] - Math.log(1 - rng.next());
  }
  // Add-ons added here are visited too: a WooCommerce extension's own extensions.
  for (const slug of site.present) {
    const p = tail.addOns.get(slug);
    if (p) drawAddOns(rng, site, p, slug);
  }
  for (const [category, p] of tail.categoryAddOns)
    if (site.categories.has(category)) drawAddOns(rng, site, p);
}
