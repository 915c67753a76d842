/**
 * A route's address as something to match: `/technology/:id/api` → regex + parameter names. The
 * regexes match as the server's app routes (case-sensitive, strict: no trailing slash), so a
 * guard on the server and the website's page views see an address exactly as the router will.
 * Free of ts-rest and zod: the website's first script matches page addresses with it.
 */
export interface PathPattern {
  key: string;
  method: string;
  path: string;
  regex: RegExp;
  paramNames: string[];
}

export function pathPattern(key: string, method: string, path: string): PathPattern {
  const paramNames: string[] = [];
  const pattern = path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(seg.slice(1).replace(/\?$/, ''));
      return '([^/]+)';
    })
    .join('/');
  return { key, method, path, regex: new RegExp(`^${pattern}$`), paramNames };
}

export function matchRoute<E extends PathPattern>(
  entries: E[],
  path: string,
  method?: string,
): { entry: E; params: Record<string, string> } | null {
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
