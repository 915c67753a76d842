import { AnyPageEnvelope } from '@techcensus/contract';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { EmbeddedPageData } from './data/page-load.tsx';
import { createQueryClient } from './data/query-client.ts';
import { PAGE_DATA_SCRIPT_ID, ROOT_ELEMENT_ID } from './index.ts';
import { loadAreaOf } from './pages/registry.tsx';
import './styles.css';
import './styles/components.css';
import './styles/report-builder.css';
import './styles/technology.css';
import './styles/website.css';
import './styles/monitoring.css';
import './styles/network.css';
import './styles/ownership.css';
import './styles/purchase.css';
import './styles/vulnerability.css';
import './styles/alerts.css';

/**
 * Without readable embedded data (a cached or hand-made document) the app still starts: the
 * envelope is then fetched like after a navigation.
 */
function readEmbeddedEnvelope(): AnyPageEnvelope | null {
  const text = document.getElementById(PAGE_DATA_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = AnyPageEnvelope.safeParse((JSON.parse(text) as { envelope?: unknown }).envelope);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const root = document.getElementById(ROOT_ELEMENT_ID);
// The page's own chunk first (the document preloads it): hydrating without it would render a
// spinner where the server rendered the page. If it cannot be loaded the server's page stays,
// its links working as plain links.
if (root)
  loadAreaOf(window.location.pathname).then(() => {
    const envelope = readEmbeddedEnvelope();
    hydrateRoot(
      root,
      <App
        queryClient={createQueryClient()}
        envelope={envelope ?? { User: { LoggedIn: false } }}
        embedded={new EmbeddedPageData(envelope)}
      />,
    );
  }, console.error);
