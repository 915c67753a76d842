import { QueryClient } from '@tanstack/react-query';

/**
 * Page data is fetched once per visit of an address: never refetched behind the user's back
 * (focus, reconnect), not retried (a failure shows the error page at once), and dropped as
 * soon as the page is left, so coming back fetches fresh data as part 2 §4 describes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 0,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}
