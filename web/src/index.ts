/**
 * What the server needs to know about the web bundle without loading React: the ids the
 * document must carry, the shape of the embedded page data and how to find the client entry's
 * files in Vite's manifest. The renderer itself is `@techcensus/web/server`.
 */
import type { AnyPageEnvelope } from '@techcensus/contract';

/** The element the app renders into and hydrates: `<div id="root">…</div>`. */
export const ROOT_ELEMENT_ID = 'root';

/** `<script id="page-data" type="application/json">` holding a {@link PageDataDocument}. */
export const PAGE_DATA_SCRIPT_ID = 'page-data';

/** The first load's data, embedded so the browser does not fetch it again. */
export interface PageDataDocument {
  /** Path and query string the envelope belongs to, e.g. `/search?q=nginx`. */
  url: string;
  envelope: AnyPageEnvelope;
}

/** The client entry's key in `web/dist/.vite/manifest.json`. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export { AREA_MODULES, type Area, areaOfPath } from './pages/areas.ts';

/**
 * Public URLs of the entry script, the chunks to preload and the stylesheets: the entry's, and
 * those of `modules` (the current page's area, loaded by the entry before it hydrates).
 */
export function clientEntryAssets(
  manifest: ViteManifest,
  modules: string[] = [],
): {
  script: string;
  preload: string[];
  css: string[];
} {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest`);
  const css = new Set(entry.css ?? []);
  const preload: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    preload.push(`/${chunk.file}`);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  seen.add(CLIENT_ENTRY);
  for (const i of entry.imports ?? []) visit(i);
  for (const m of modules) visit(m);
  return { script: `/${entry.file}`, preload, css: [...css].map((c) => `/${c}`) };
}

/**
 * JSON for a `<script>` data element (page data, JSON-LD): `<` is escaped so that no string
 * inside the data can close the element early; JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function serializePageData(doc: PageDataDocument): string {
  return scriptSafeJson(doc);
}
