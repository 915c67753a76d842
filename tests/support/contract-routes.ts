import { type AppRouter, isAppRoute } from '@ts-rest/core';

/** Every route of a contract router, nested routers walked, with its dotted key. */
export function contractRoutes(
  router: AppRouter,
  prefix = '',
): { key: string; method: string; path: string }[] {
  return Object.entries(router).flatMap(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return isAppRoute(value)
      ? [{ key, method: value.method, path: value.path }]
      : contractRoutes(value as AppRouter, key);
  });
}
