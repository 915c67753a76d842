import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnyPageEnvelope } from '@techcensus/contract';
import { Router } from 'wouter';
import { type EmbeddedPageData, EmbeddedPageDataProvider } from './data/page-load.tsx';
import { Footer } from './shell/Footer.tsx';
import { Header } from './shell/Header.tsx';
import { Overlays } from './shell/Overlays.tsx';
import { PageHost } from './shell/PageHost.tsx';
import { PanelsProvider } from './shell/panels.tsx';
import { SessionProvider } from './shell/session.tsx';

export interface AppProps {
  queryClient: QueryClient;
  /** The first page's envelope, embedded by the server. */
  envelope: AnyPageEnvelope;
  embedded: EmbeddedPageData;
  /** Server only: the address being rendered. In the browser the address bar is used. */
  ssr?: { path: string; search: string };
}

/** The whole website, identical on the server and in the browser so hydration matches. */
export function App(props: AppProps) {
  return (
    <Router ssrPath={props.ssr?.path} ssrSearch={props.ssr?.search}>
      <QueryClientProvider client={props.queryClient}>
        <EmbeddedPageDataProvider value={props.embedded}>
          <SessionProvider initialLoggedIn={props.envelope.User.LoggedIn}>
            <PanelsProvider>
              <a href="#content" className="skip-link">
                Skip to content
              </a>
              <Header />
              <PageHost />
              <Footer />
              <Overlays />
            </PanelsProvider>
          </SessionProvider>
        </EmbeddedPageDataProvider>
      </QueryClientProvider>
    </Router>
  );
}
