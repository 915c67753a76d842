import type { AnyPageEnvelope } from '@techcensus/contract';
import { type AssetsFor, loadClientAssets } from './assets.ts';
import { renderDocument } from './document.ts';

type RenderApp = (input: { url: string; envelope: AnyPageEnvelope }) => string;

export interface Renderer {
  render(url: string, envelope: AnyPageEnvelope, fallbackTitle: string): Promise<string>;
}

/**
 * Server-side rendering of the website: the React app from web/ rendered with the page data,
 * wrapped in the document. The app module and the asset manifest are loaded once, on first use.
 */
export function createRenderer(distDir: string): Renderer {
  let loaded: Promise<{ renderApp: RenderApp; assets: AssetsFor }> | undefined;
  const load = () => {
    loaded ??= (async () => {
      const assets = loadClientAssets(distDir);
      const mod = (await import('@techcensus/web/server')) as { renderApp: RenderApp };
      return { renderApp: mod.renderApp, assets };
    })();
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return {
    async render(url, envelope, fallbackTitle) {
      const { renderApp, assets } = await load();
      const pathname = url.split(/[?#]/)[0] || '/';
      const appHtml = renderApp({ url, envelope });
      return renderDocument({ url, envelope, appHtml, assets: assets(pathname), fallbackTitle });
    },
  };
}
