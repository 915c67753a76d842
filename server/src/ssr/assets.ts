import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientEntryAssets, type ViteManifest } from '@techcensus/web';

export type ClientAssets = ReturnType<typeof clientEntryAssets>;

/** The client bundle's entry files, from Vite's manifest in web/dist. */
export function loadClientAssets(distDir: string): ClientAssets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`The website bundle is missing (${manifestPath}); run \`npm run build:web\`.`);
  }
  return clientEntryAssets(JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest);
}
