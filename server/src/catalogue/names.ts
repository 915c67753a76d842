import type { Queryable } from '../store/db.ts';
import { loadTechnologyCatalogue } from './catalogue-cache.ts';

export interface TechInfo {
  name: string;
  icon: string;
}
export interface CategoryInfo {
  name: string;
}

/**
 * Icon path of a technology under /s/ti/ (the fingerprint set's icon names); a technology
 * missing from the catalogue asks for `{slug}.svg`, which the icon route answers with its
 * generated fallback.
 */
export const iconPath = (icon: string | null | undefined, slug: string): string =>
  `/s/ti/${encodeURIComponent(icon || `${slug}.svg`)}`;

/** Names and icons of the technologies and categories a page shows (those the catalogue has). */
export async function catalogueNames(
  db: Queryable,
  technologySlugs: string[],
  categorySlugs: string[],
): Promise<{ technologies: Map<string, TechInfo>; categories: Map<string, CategoryInfo> }> {
  const cat = await loadTechnologyCatalogue(db);
  const technologies = new Map<string, TechInfo>();
  for (const slug of technologySlugs) {
    const t = cat.technologies.get(slug);
    if (t) technologies.set(slug, { name: t.name, icon: t.icon });
  }
  const categories = new Map<string, CategoryInfo>();
  for (const slug of categorySlugs) {
    const c = cat.categories.get(slug);
    if (c) categories.set(slug, { name: c.shortName });
  }
  return { technologies, categories };
}
