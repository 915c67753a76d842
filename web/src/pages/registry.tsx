import { matchPagePath, type PageKey } from '@techcensus/contract';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { PageResults } from '../data/outcome.ts';
import { AREA_LOADERS } from './area-loaders.ts';
import { type Area, areaOfPath } from './areas.ts';
import type { AreaViews, PageResultsOf, PageView } from './page-view.ts';
import { FallbackPage } from './StatusPages.tsx';

/** The areas whose views are at hand: all of them on the server, those loaded so far in the browser. */
const loaded = new Map<Area, AreaViews>();
const pending = new Map<Area, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const l of listeners) l();
}

/** Makes areas' views available at once (the server registers every area before rendering). */
export function registerAreas(areas: Partial<Record<Area, AreaViews>>): void {
  for (const [area, views] of Object.entries(areas) as [Area, AreaViews][]) loaded.set(area, views);
  changed();
}

/** Whether the views of the page at `pathname` are loaded (an unknown address needs none). */
export function isAreaLoaded(pathname: string): boolean {
  const area = areaOfPath(pathname);
  return !area || loaded.has(area);
}

/** Loads the chunk of the page at `pathname`, once however often it is asked for. */
export function loadAreaOf(pathname: string): Promise<void> {
  const area = areaOfPath(pathname);
  if (!area || loaded.has(area)) return Promise.resolve();
  let p = pending.get(area);
  if (!p) {
    p = AREA_LOADERS[area]().then(
      (views) => {
        pending.delete(area);
        registerAreas({ [area]: views });
      },
      (err: unknown) => {
        pending.delete(area);
        throw err;
      },
    );
    pending.set(area, p);
  }
  return p;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Whether the page at `pathname` can be shown; if not, its chunk is being loaded and the
 * component renders again when it is there. A chunk that cannot be loaded (a release replaced
 * the files) is fetched the old way: the server renders the whole page.
 */
export function useAreaReady(pathname: string): boolean {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const ready = isAreaLoaded(pathname);
  useEffect(() => {
    if (ready) return;
    loadAreaOf(pathname).catch(() => window.location.assign(window.location.href));
  }, [ready, pathname]);
  return ready;
}

function viewOf<K extends PageKey>(area: AreaViews | undefined, key: K): PageView<K> | undefined {
  return area?.[key] as PageView<K> | undefined;
}

/**
 * The page at `pathname` with its results, or null while its area is not loaded (the caller
 * waits with useAreaReady). Which page it is comes from the contract's matcher, the one the
 * server resolved the address with; the results are that route's, because the server answered
 * this address with that route's loader (and checks them against its schema outside production).
 */
export function renderPage(pathname: string, results: PageResults): ReactNode {
  const match = matchPagePath(pathname);
  const area = areaOfPath(pathname);
  if (!match || !area) return <FallbackPage results={results} />;
  const view = viewOf(loaded.get(area), match.key);
  return view ? view(results as PageResultsOf<typeof match.key>) : null;
}
