import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { type PathPattern, pathPattern } from './path-pattern.ts';

export { matchRoute } from './path-pattern.ts';

export interface RouteEntry extends PathPattern {
  route: AppRoute;
}

/** Flattens a ts-rest router into matchable entries (path-pattern.ts), keeping each route. */
export function routeTable(router: AppRouter, prefix = ''): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const [name, value] of Object.entries(router)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isAppRoute(value)) out.push({ ...pathPattern(key, value.method, value.path), route: value });
    else out.push(...routeTable(value as AppRouter, key));
  }
  return out;
}
