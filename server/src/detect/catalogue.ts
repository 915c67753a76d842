// The technology and category catalogue the product shows, derived from the fingerprint set.

import { categoryLongName } from './category-names.ts';
import type { CatalogueCategory, CatalogueTechnology, RawCategory, RawTechnology } from './types.ts';

/** The reference's slug rule: "Google Analytics" → "google-analytics". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/--+/g, '-')
    .replace(/(?:^-|-$)/g, '');
}

/** A category's URL slug comes from its long name: "CMS" → "content-management-system". */
export const categorySlug = (name: string) => slugify(categoryLongName(name));

/**
 * One slug per technology: a few names in the set differ only in case ("Timeago", "timeago"),
 * and URLs need them apart. The first in the set's order keeps the plain slug.
 */
export function technologySlugs(names: string[]): Map<string, string> {
  const taken = new Map<string, number>();
  const out = new Map<string, string>();
  for (const name of names) {
    const base = slugify(name);
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    out.set(name, n === 1 ? base : `${base}-${n}`);
  }
  return out;
}

export function buildCategories(categories: Record<string, RawCategory>): CatalogueCategory[] {
  return Object.entries(categories).map(([id, c]) => ({
    id: Number(id),
    name: c.name,
    slug: categorySlug(c.name),
    priority: c.priority ?? 0,
    groups: c.groups ?? [],
  }));
}

export function buildCatalogue(
  technologies: Record<string, RawTechnology>,
  categories: Record<string, RawCategory>,
): { technologies: CatalogueTechnology[]; categories: CatalogueCategory[] } {
  const cats = buildCategories(categories);
  const slugOf = new Map(cats.map((c) => [c.id, c.slug]));
  const techSlugs = technologySlugs(Object.keys(technologies));
  const techs: CatalogueTechnology[] = Object.entries(technologies).map(([name, t]) => ({
    name,
    slug: techSlugs.get(name)!,
    description: t.description ?? null,
    website: t.website ?? null,
    icon: t.icon ?? 'default.svg',
    categories: (t.cats ?? []).map((id) => ({ id: Number(id), slug: slugOf.get(Number(id)) ?? String(id) })),
    cpe: t.cpe ?? null,
    oss: t.oss === true,
    saas: t.saas === true,
    pricing: Array.isArray(t.pricing) ? t.pricing.map(String) : [],
  }));
  return { technologies: techs, categories: cats };
}
