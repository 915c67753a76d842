// The technology and category catalogue the product shows, derived from the fingerprint set.

import type { CatalogueCategory, CatalogueTechnology, RawCategory, RawTechnology } from './types.ts';

/** The reference's slug rule: "Google Analytics" → "google-analytics". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/--+/g, '-')
    .replace(/(?:^-|-$)/g, '');
}

export function buildCategories(categories: Record<string, RawCategory>): CatalogueCategory[] {
  return Object.entries(categories).map(([id, c]) => ({
    id: Number(id),
    name: c.name,
    slug: slugify(c.name),
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
  const techs: CatalogueTechnology[] = Object.entries(technologies).map(([name, t]) => ({
    name,
    slug: slugify(name),
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
