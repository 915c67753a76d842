// From raw hits to detections: confidence sums, version choice, requires, excludes, implies.

import type { CompiledSet } from './compile.ts';
import type { Hit } from './match.ts';
import type { Detection, Evidence } from './types.ts';

const MAX_EVIDENCE = 12;
const MAX_VERSION_LENGTH = 15;

interface Found {
  tech: number;
  confidence: number;
  version: string;
  evidence: Evidence[];
  rendered: boolean;
}

/** The reference's choice: the longest version that is not a timestamp-like number. */
function betterVersion(current: string, candidate: string): string {
  return candidate.length > current.length &&
    candidate.length <= MAX_VERSION_LENGTH &&
    (Number.parseInt(candidate, 10) || 0) < 10000
    ? candidate
    : current;
}

function aggregate(set: CompiledSet, tech: number, hits: Hit[]): Found {
  let confidence = 0;
  let version = '';
  let rendered = true;
  const evidence: Evidence[] = [];
  for (const hit of hits) {
    const p = set.patterns[hit.pattern];
    confidence = Math.min(100, confidence + p.confidence);
    version = betterVersion(version, hit.version);
    rendered &&= hit.rendered;
    if (evidence.length < MAX_EVIDENCE) {
      evidence.push({
        kind: p.kind,
        ...(hit.key ? { key: hit.key } : {}),
        pattern: p.raw,
        match: hit.match,
        confidence: p.confidence,
        ...(hit.version ? { version: hit.version } : {}),
      });
    }
  }
  return { tech, confidence, version, evidence, rendered };
}

function gated(set: CompiledSet, tech: number): boolean {
  const t = set.techs[tech];
  return t.requires.length > 0 || t.requiresCategory.length > 0;
}

/**
 * Technologies with `requires`/`requiresCategory` count only once one of their requirements is
 * present (after implies and excludes); enabling one can enable the next, so this runs to a fixed
 * point. Excludes win over implies: an excluded technology is never re-added by implication.
 */
export function resolveDetections(set: CompiledSet, hits: Map<number, Hit[]>): Detection[] {
  const direct = new Map<number, Found>();
  const waiting = new Map<number, Found>();
  for (const [tech, list] of hits) {
    const found = aggregate(set, tech, list);
    (gated(set, tech) ? waiting : direct).set(tech, found);
  }

  let result = closure(set, direct);
  for (;;) {
    const present = new Set(result.keys());
    const presentCategories = new Set<number>();
    for (const tech of present) for (const c of set.techs[tech].categories) presentCategories.add(c);
    let added = false;
    for (const [tech, found] of waiting) {
      const t = set.techs[tech];
      if (
        t.requires.some((r) => present.has(r)) ||
        t.requiresCategory.some((c) => presentCategories.has(c))
      ) {
        direct.set(tech, found);
        waiting.delete(tech);
        added = true;
      }
    }
    if (!added) break;
    result = closure(set, direct);
  }

  return [...result.values()]
    .sort(
      (a, b) => set.techs[a.tech].priority - set.techs[b.tech].priority || compareNames(set, a.tech, b.tech),
    )
    .map((f) => toDetection(set, f));
}

function closure(set: CompiledSet, direct: Map<number, Found>): Map<number, Found> {
  // Excludes named by directly found technologies remove direct and implied ones alike (the
  // reference); excludes named by implied technologies remove only implied ones, so an
  // implication can never delete the evidence that led to it.
  const excludedByDirect = new Set<number>();
  for (const tech of direct.keys()) for (const x of set.techs[tech].excludes) excludedByDirect.add(x);
  const result = new Map<number, Found>();
  for (const [tech, found] of direct) if (!excludedByDirect.has(tech)) result.set(tech, found);

  const excluded = new Set(excludedByDirect);
  const queue = [...result.values()];
  const implied = new Set<number>();
  while (queue.length) {
    const from = queue.shift() as Found;
    for (const imp of set.techs[from.tech].implies) {
      if (result.has(imp.tech) || excluded.has(imp.tech)) continue;
      const found: Found = {
        tech: imp.tech,
        confidence: Math.min(from.confidence, imp.confidence),
        version: imp.version,
        rendered: from.rendered,
        evidence: [
          {
            kind: 'implies',
            pattern: set.techs[from.tech].name,
            match: set.techs[from.tech].name,
            confidence: imp.confidence,
          },
        ],
      };
      result.set(imp.tech, found);
      implied.add(imp.tech);
      for (const x of set.techs[imp.tech].excludes) {
        excluded.add(x);
        if (implied.has(x)) result.delete(x);
      }
      queue.push(found);
    }
  }
  return result;
}

function compareNames(set: CompiledSet, a: number, b: number): number {
  return set.techs[a].name < set.techs[b].name ? -1 : set.techs[a].name > set.techs[b].name ? 1 : 0;
}

function toDetection(set: CompiledSet, f: Found): Detection {
  const t = set.techs[f.tech];
  return {
    name: t.name,
    slug: t.slug,
    version: f.version,
    confidence: f.confidence,
    categories: t.categories.map((id) => {
      const c = set.categories.get(id);
      return { id, slug: c?.slug ?? String(id), name: c?.name ?? String(id) };
    }),
    mode: f.rendered ? 'rendered' : 'static',
    evidence: f.evidence,
  };
}
