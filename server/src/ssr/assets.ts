import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ClientAssets {
  /** Module scripts to load, in order. */
  scripts: string[];
  styles: string[];
}

/** The client bundle's entry files, from Vite's manifest in web/dist. */
export function loadClientAssets(distDir: string): ClientAssets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`The website bundle is missing (${manifestPath}); run \`npm run build:web\`.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const entries = Object.values(manifest).filter((m) => m.isEntry);
  return {
    scripts: entries.map((e) => `/${e.file}`),
    styles: entries.flatMap((e) => (e.css ?? []).map((c) => `/${c}`)),
  };
}
