import type { AnyPageEnvelope } from '@techcensus/contract';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { splitUrl } from './data/location.ts';
import { EmbeddedPageData } from './data/page-load.tsx';
import { createQueryClient } from './data/query-client.ts';
import { ALL_AREA_VIEWS } from './pages/all-areas.ts';
import { registerAreas } from './pages/registry.tsx';

export type { PageDataDocument } from './index.ts';

// The server renders any page synchronously, so it holds every area from the start.
registerAreas(ALL_AREA_VIEWS);

/**
 * Renders the website at `url` (path and query string) with its page data already at hand, for
 * the server to place inside `<div id="root">`. Nothing is fetched. The same `{url, envelope}`
 * must be embedded in the document (`#page-data`) so the browser hydrates the same tree.
 */
export function renderApp(input: { url: string; envelope: AnyPageEnvelope }): string {
  const { pathname, search } = splitUrl(input.url);
  const queryClient = createQueryClient();
  try {
    return renderToString(
      <App
        queryClient={queryClient}
        envelope={input.envelope}
        embedded={new EmbeddedPageData(input.envelope)}
        ssr={{ path: pathname, search }}
      />,
    );
  } finally {
    queryClient.clear();
  }
}
