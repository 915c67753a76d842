/**
 * The generator names technologies exactly as the stored catalogue does (slug, display name,
 * long-name category slugs), and follows the fingerprint set's `implies` relations so co-usage
 * comes from the same source detection uses: WordPress → PHP, MySQL; Next.js → React, Webpack.
 */

import { technologyCatalogue, technologyImplies, technologyRelations } from '../catalogue/index.ts';

export interface CatalogueEntry {
  slug: string;
  name: string;
  categories: string[];
  implies: string[];
  /** Present only with all of these (a WordPress plugin needs WordPress). */
  requires: string[];
  /** Present only with some technology of each of these categories. */
  requiresCategories: string[];
  /** Never present with any of these. */
  excludes: string[];
  /** The fingerprint set's own CPE, when NVD files its vulnerabilities under one. */
  cpe: string | null;
}

let cached: Map<string, CatalogueEntry> | undefined;

/** slug → entry, built once per process from the fingerprint set. */
export function demoCatalogue(): Map<string, CatalogueEntry> {
  if (cached) return cached;
  const { technologies, categories } = technologyCatalogue();
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const implies = technologyImplies();
  const relations = technologyRelations();
  const out = new Map<string, CatalogueEntry>();
  for (const t of technologies) {
    out.set(t.slug, {
      slug: t.slug,
      name: t.name,
      categories: t.categoryIds.map((id) => categorySlug.get(id) ?? String(id)),
      implies: implies.get(t.slug) ?? [],
      requires: relations.get(t.slug)?.requires ?? [],
      requiresCategories: relations.get(t.slug)?.requiresCategories ?? [],
      excludes: relations.get(t.slug)?.excludes ?? [],
      cpe: t.cpe,
    });
  }
  cached = out;
  return out;
}

const closures = new Map<string, string[]>();

/** The slugs plus everything they imply, transitively, in a stable order (given first). */
export function withImplied(slugs: readonly string[], cat = demoCatalogue()): string[] {
  if (slugs.length === 1 && cat === cached) {
    const hit = closures.get(slugs[0]);
    if (hit) return hit;
  }
  const seen = new Set<string>();
  const queue = [...slugs];
  while (queue.length) {
    const slug = queue.shift() as string;
    if (seen.has(slug)) continue;
    const entry = cat.get(slug);
    if (!entry) throw new Error(`demo generator names an unknown technology: ${slug}`);
    seen.add(slug);
    queue.push(...entry.implies);
  }
  const out = [...seen];
  if (slugs.length === 1 && cat === cached) closures.set(slugs[0], out);
  return out;
}

/** One slug and everything it implies: withImplied's cached answer, without its arguments. */
export function closureOf(slug: string): string[] {
  return closures.get(slug) ?? withImplied([slug]);
}
