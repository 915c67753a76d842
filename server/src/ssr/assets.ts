import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AREA_MODULES, type Area, areaOfPath, clientEntryAssets, type ViteManifest } from '@techcensus/web';

export type ClientAssets = ReturnType<typeof clientEntryAssets> & {
  /**
   * The stylesheets' text, the entry's and the page's area's (web/src/pages/area-styles.ts),
   * written into the document's <head>: a linked stylesheet would hold the first paint back by a
   * request (12–15 KiB, 4–5 KiB compressed), and the page is styled without its script.
   */
  inlineCss: string;
};

/** The files a page needs: the client entry's and those of the page's own area. */
export type AssetsFor = (pathname: string) => ClientAssets;

/** The client bundle's files, from Vite's manifest in web/dist. */
export function loadClientAssets(distDir: string): AssetsFor {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`The website bundle is missing (${manifestPath}); run \`npm run build:web\`.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const withCss = (assets: ReturnType<typeof clientEntryAssets>): ClientAssets => ({
    ...assets,
    inlineCss: assets.css.map((href) => readFileSync(join(distDir, href), 'utf8')).join('\n'),
  });
  const entryOnly = withCss(clientEntryAssets(manifest));
  const byArea = new Map<Area, ClientAssets>();
  return (pathname) => {
    const area = areaOfPath(pathname);
    if (!area) return entryOnly;
    let assets = byArea.get(area);
    if (!assets) {
      assets = withCss(clientEntryAssets(manifest, [AREA_MODULES[area]]));
      byArea.set(area, assets);
    }
    return assets;
  };
}
