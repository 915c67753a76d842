// The baseline: wappalyzer-core 6.10.66 fed what the Wappalyzer 6.10 browser extension would
// build from a static page, including the extension's second pass for `requires`.

import { createRequire } from 'node:module';
import type { RawCategory, RawTechnology } from '../../server/src/detect/types.ts';
import { browserInputs } from './browser-inputs.ts';

const require = createRequire(new URL('../../server/package.json', import.meta.url));

interface CoreTechnology {
  name: string;
  categories: number[];
}
interface CoreResolved {
  name: string;
  version: string;
  confidence: number;
  categories: { id: number; name: string }[];
}
interface Core {
  setTechnologies(t: Record<string, RawTechnology>): void;
  setCategories(c: Record<string, RawCategory>): void;
  analyze(items: Record<string, unknown>, technologies?: CoreTechnology[]): unknown[];
  resolve(detections: unknown[]): CoreResolved[];
  requires: { name: string; technologies: CoreTechnology[] }[];
  categoryRequires: { categoryId: number; technologies: CoreTechnology[] }[];
}

export interface ReferenceResult {
  name: string;
  version: string;
  confidence: number;
  categories: string[];
}

export function loadReference(
  technologies: Record<string, RawTechnology>,
  categories: Record<string, RawCategory>,
): Core {
  const core = require('wappalyzer-core') as Core;
  core.setTechnologies(technologies);
  core.setCategories(categories);
  return core;
}

/** The extension keeps the first and last 1,500 rows of 2,000 characters, joined by newlines. */
export function extensionHtml(html: string): string {
  const maxCols = 2000;
  const maxRows = 3000;
  const rows = html.length / maxCols;
  const chunks: string[] = [];
  for (let i = 0; i < rows; i += 1) {
    if (i < maxRows / 2 || i > rows - maxRows / 2) chunks.push(html.slice(i * maxCols, (i + 1) * maxCols));
  }
  return chunks.join('\n');
}

export type ReferenceItems = Record<string, unknown>;

/** What the extension's content script hands the analyser for a static page. */
export function referenceItems(html: string, url: string): ReferenceItems {
  const s = browserInputs(html, url);
  const meta: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(s.meta)) meta[k] = [v[v.length - 1]]; // the extension keeps the last
  return {
    url,
    html: extensionHtml(html),
    meta,
    scriptSrc: s.scriptSrc,
    scripts: s.scripts,
    text: s.text,
    css: s.css.join('\n'),
  };
}

export function runReference(core: Core, items: ReferenceItems): ReferenceResult[] {
  let detections = core.analyze(items);
  let resolved = core.resolve(detections);
  const done = new Set<string>();
  // The extension re-runs the page for technologies whose requirement was just found, until no
  // new requirement appears.
  for (;;) {
    const names = new Set(resolved.map((r) => r.name));
    const cats = new Set(resolved.flatMap((r) => r.categories.map((c) => c.id)));
    const next: CoreTechnology[] = [];
    for (const { name, technologies } of core.requires) {
      if (names.has(name) && !done.has(`t:${name}`)) {
        done.add(`t:${name}`);
        next.push(...technologies);
      }
    }
    for (const { categoryId, technologies } of core.categoryRequires) {
      if (cats.has(categoryId) && !done.has(`c:${categoryId}`)) {
        done.add(`c:${categoryId}`);
        next.push(...technologies);
      }
    }
    if (!next.length) break;
    detections = detections.concat(core.analyze(items, next));
    resolved = core.resolve(detections);
  }
  return resolved.map((r) => ({
    name: r.name,
    version: r.version,
    confidence: r.confidence,
    categories: r.categories.map((c) => c.name),
  }));
}
