import { useRouter } from 'wouter';

/**
 * The current path and query string exactly as in the address bar. wouter's own hooks decode
 * them, which would turn `q=a%26b` into `q=a&b` when the query is sent on to the server.
 */
export function useRawLocation(): { pathname: string; search: string } {
  const router = useRouter();
  const [pathname] = router.hook(router);
  const raw = router.searchHook(router);
  return { pathname, search: raw === '' || raw.startsWith('?') ? raw : `?${raw}` };
}

/** Splits `/path?query` as the server passes it to the renderer. */
export function splitUrl(url: string): { pathname: string; search: string } {
  const i = url.indexOf('?');
  if (i < 0) return { pathname: url || '/', search: '' };
  const search = url.slice(i);
  return { pathname: url.slice(0, i) || '/', search: search === '?' ? '' : search };
}
