// Page-by-page agreement between the baseline and the engine, with the reason for each known
// deliberate difference (checked, not assumed: the baseline is re-run without the quirk).

import type { RawSet } from '../../server/src/detect/load.ts';
import { loadReference, referenceItems, runReference } from './reference.ts';
import { bytesOf, corpus, type PageResult } from './worker.ts';

export interface Difference {
  side: 'baseline-only' | 'engine-only';
  page: string;
  technology: string;
  reason?: string;
}

export interface Agreement {
  both: number;
  baselineOnly: Difference[];
  engineOnly: Difference[];
  versionDiffers: { page: string; technology: string; baseline: string; engine: string }[];
  confidenceDiffers: { page: string; technology: string; baseline: number; engine: number }[];
  /** technology → pages where both, only the baseline, only the engine found it */
  perTechnology: Map<string, { both: number; baselineOnly: number; engineOnly: number }>;
}

export function compare(
  baseline: Record<string, PageResult[]>,
  engine: Record<string, PageResult[]>,
): Agreement {
  const a: Agreement = {
    both: 0,
    baselineOnly: [],
    engineOnly: [],
    versionDiffers: [],
    confidenceDiffers: [],
    perTechnology: new Map(),
  };
  const tally = (tech: string) => {
    let t = a.perTechnology.get(tech);
    if (!t) {
      t = { both: 0, baselineOnly: 0, engineOnly: 0 };
      a.perTechnology.set(tech, t);
    }
    return t;
  };
  for (const page of Object.keys(baseline).sort()) {
    const b = new Map(baseline[page].map((r) => [r.name, r]));
    const e = new Map((engine[page] ?? []).map((r) => [r.name, r]));
    for (const [name, r] of b) {
      const mine = e.get(name);
      if (!mine) {
        a.baselineOnly.push({ side: 'baseline-only', page, technology: name });
        tally(name).baselineOnly++;
        continue;
      }
      a.both++;
      tally(name).both++;
      if (mine.version !== r.version)
        a.versionDiffers.push({ page, technology: name, baseline: r.version, engine: mine.version });
      if (mine.confidence !== r.confidence)
        a.confidenceDiffers.push({ page, technology: name, baseline: r.confidence, engine: mine.confidence });
    }
    for (const name of e.keys()) {
      if (b.has(name)) continue;
      a.engineOnly.push({ side: 'engine-only', page, technology: name });
      tally(name).engineOnly++;
    }
  }
  return a;
}

export const ROW_BOUNDARY =
  'the baseline cuts the HTML into 2,000-character rows joined by newlines (as the extension does); the match crosses a row boundary';

/** Re-run the baseline on the pages that differ, without its row chunking, to confirm the cause. */
export function explainDifferences(a: Agreement, raw: RawSet): void {
  if (!a.engineOnly.length && !a.baselineOnly.length) return;
  const core = loadReference(raw.technologies, raw.categories);
  const pages = new Map(corpus().map((p) => [p.file, p]));
  for (const d of a.engineOnly) {
    const p = pages.get(d.page);
    if (!p) continue;
    const html = bytesOf(p).toString('utf8');
    const items = { ...referenceItems(html, p.url), html };
    if (runReference(core, items).some((r) => r.name === d.technology)) d.reason = ROW_BOUNDARY;
  }
}
