import { warmSearchCounts } from '../modules/technology/index.ts';
import type { PageDeps } from '../page-data/context.ts';
import { inBackground } from '../store/priority.ts';
import { resolvePage } from './page-registry.ts';

/** Index-wide pages every visitor can reach from the menu. */
const MENU_PAGES = [
  '/',
  '/technology-type',
  '/common-response-headers',
  '/advertisers',
  '/asn',
  '/ip-lookup',
  '/tag',
  '/cve',
  '/cve/latest',
  '/cwe',
  '/security',
];

/**
 * Technologies used by at least this share of the indexed sites get their pages computed ahead.
 * Below it a technology's statistics aggregate few enough sites to be computed on the visit
 * (see docs/technology-pages.md, "Page latency").
 */
const AHEAD_SHARE = 0.005;
/** A ceiling for indexes with a very long list of common technologies. */
const MAX_TECHNOLOGIES = 500;

/**
 * Loads the pages visitors land on most — the menu pages, every category with sites, every
 * technology on at least 0.5 % of the sites and its versions — once, as an anonymous visitor,
 * so their statistics are computed and kept (in memory and the statistics store) before anyone
 * asks. A page costs an index-wide aggregation the first time; after this, visitors get kept
 * answers and refreshes happen behind them (see siteindex/statistics-cache.ts). Runs one page at
 * a time, as background work: its queries wait while a request's query does (on the embedded
 * store every query shares one connection with visitors' requests).
 */
export function warmLandingPages(
  deps: PageDeps,
  opts: { baseUrl: string; shouldStop: () => boolean },
): Promise<{ pages: number; ms: number; failed: string[] }> {
  return inBackground(() => warm(deps, opts));
}

async function warm(
  deps: PageDeps,
  opts: { baseUrl: string; shouldStop: () => boolean },
): Promise<{ pages: number; ms: number; failed: string[] }> {
  const started = performance.now();
  const [categories, used, { count: sites }] = await Promise.all([
    deps.siteIndex.aggregate([], 'category', { size: 1_000 }),
    deps.siteIndex.aggregate([], 'technology', { size: MAX_TECHNOLOGIES }),
    deps.siteIndex.countSample([], 0),
    // What the header search's suggestions count with, so the first keystroke waits for none.
    warmSearchCounts(deps.siteIndex),
  ]);
  const technologies = used.filter((b) => b.count >= sites * AHEAD_SHARE);
  const paths = [
    ...MENU_PAGES,
    ...categories.map((b) => `/technology-type/${b.key}`),
    ...technologies.flatMap((b) => [`/technology/${b.key}`, `/technology/${b.key}/versions`]),
  ];
  let pages = 0;
  // A page that does not answer 200 here is a broken link or a failing store: logged by the caller.
  const failed: string[] = [];
  for (const path of paths) {
    if (opts.shouldStop()) break;
    // One page failing (its store refusing a query) must not keep the others from being computed.
    const status = await resolvePage(path, {
      deps,
      viewer: { loggedIn: false },
      baseUrl: opts.baseUrl,
      query: {},
      // Kept statistics are the visitor-independent ones; a visitor's own country row is one more count.
      visitorCountry: null,
    }).then(
      (outcome) => String(outcome.status),
      (err: Error) => `failed: ${err.message}`,
    );
    if (status !== '200') failed.push(`${path} ${status}`);
    pages++;
  }
  return { pages, ms: Math.round(performance.now() - started), failed };
}
