import type { AnyPageEnvelope } from '@techcensus/contract';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { splitUrl } from './data/location.ts';
import { EmbeddedPageData } from './data/page-load.tsx';
import { createQueryClient } from './data/query-client.ts';

export type { PageDataDocument } from './index.ts';

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
