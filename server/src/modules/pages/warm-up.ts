import type { PageDeps } from './context.ts';
import { resolvePage } from './registry.ts';

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

/** The most used technologies whose pages are computed ahead (the long tail is cheap to ask). */
const TOP_TECHNOLOGIES = 40;

/**
 * Loads the pages visitors land on most — the menu pages, every category with sites, the most
 * used technologies and their versions — once, as an anonymous visitor, so their statistics are
 * computed and kept (in memory and the statistics store) before anyone asks. A page costs an
 * index-wide aggregation the first time; after this, visitors get kept answers and refreshes
 * happen behind them (see siteindex/statistics-cache.ts). Runs one page at a time: on the
 * embedded store every query shares one connection with visitors' requests.
 */
export async function warmLandingPages(
  deps: PageDeps,
  opts: { baseUrl: string; shouldStop: () => boolean },
): Promise<{ pages: number; ms: number; failed: string[] }> {
  const started = performance.now();
  const [categories, technologies] = await Promise.all([
    deps.siteIndex.aggregate([], 'category', { size: 1_000 }),
    deps.siteIndex.aggregate([], 'technology', { size: TOP_TECHNOLOGIES }),
  ]);
  const paths = [
    ...MENU_PAGES,
    ...categories.map((b) => `/technology-type/${b.key}`),
    ...technologies.flatMap((b) => [`/technology/${b.key}`, `/technology/${b.key}/versions`]),
  ];
  let pages = 0;
  // A page that does not answer 200 here is a broken link in the menu or the catalogue.
  const failed: string[] = [];
  for (const path of paths) {
    if (opts.shouldStop()) break;
    const outcome = await resolvePage(path, {
      deps,
      viewer: { loggedIn: false },
      baseUrl: opts.baseUrl,
      query: {},
    });
    if (outcome.status !== 200) failed.push(`${path} ${outcome.status}`);
    pages++;
  }
  return { pages, ms: Math.round(performance.now() - started), failed };
}
