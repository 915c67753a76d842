import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';

export interface RouteEntry {
  key: string;
  method: string;
  path: string;
  regex: RegExp;
  paramNames: string[];
  route: AppRoute;
}

/**
 * Flattens a ts-rest router into matchable entries: `/technology/:id/api` → regex + names. The
 * regexes match as the server's app routes (case-sensitive, strict: no trailing slash), so a
 * guard on the server and the website's page views see an address exactly as the router will.
 */
export function routeTable(router: AppRouter, prefix = ''): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const [name, value] of Object.entries(router)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isAppRoute(value)) {
      const paramNames: string[] = [];
      const pattern = value.path
        .split('/')
        .map((seg) => {
          if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          paramNames.push(seg.slice(1).replace(/\?$/, ''));
          return '([^/]+)';
        })
        .join('/');
      out.push({
        key,
        method: value.method,
        path: value.path,
        regex: new RegExp(`^${pattern}$`),
        paramNames,
        route: value,
      });
    } else {
      out.push(...routeTable(value as AppRouter, key));
    }
  }
  return out;
}

export function matchRoute(
  entries: RouteEntry[],
  path: string,
  method?: string,
): { entry: RouteEntry; params: Record<string, string> } | null {
  for (const entry of entries) {
    if (method && entry.method !== method) continue;
    const m = entry.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    // A malformed escape ("/website/%%%") names nothing: it is no match, never an exception.
    try {
      entry.paramNames.forEach((n, i) => {
        params[n] = decodeURIComponent(m[i + 1]);
      });
    } catch {
      return null;
    }
    return { entry, params };
  }
  return null;
}
