import { categoryLongName } from '../detect/category-names.ts';
import { catalogue, readRawSet, slugify } from '../detect/index.ts';
import { CATEGORY_GROUPS } from './category-groups.ts';

export interface CategoryRow {
  id: number;
  slug: string;
  shortName: string;
  longName: string;
  priority: number;
  groupIds: number[];
}

export interface TechnologyRow {
  slug: string;
  name: string;
  description: string | null;
  website: string | null;
  icon: string;
  cpe: string | null;
  oss: boolean;
  saas: boolean;
  pricing: string[];
  categoryIds: number[];
}

/** The technology catalogue as the product stores it: the fingerprint set's, with long category names. */
export function technologyCatalogue() {
  const { technologies, categories } = catalogue();
  const groups = Object.entries(CATEGORY_GROUPS).map(([id, name]) => ({
    id: Number(id),
    name,
    slug: slugify(name),
  }));
  const categoryRows: CategoryRow[] = categories.map((c) => {
    const longName = categoryLongName(c.name);
    return {
      id: c.id,
      slug: slugify(longName),
      shortName: c.name,
      longName,
      priority: c.priority,
      groupIds: c.groups,
    };
  });
  const technologyRows: TechnologyRow[] = technologies.map((t) => ({
    slug: t.slug,
    name: t.name,
    description: t.description,
    website: t.website,
    icon: t.icon,
    cpe: t.cpe,
    oss: t.oss,
    saas: t.saas,
    pricing: t.pricing,
    categoryIds: t.categories.map((c) => c.id),
  }));
  return { groups, categories: categoryRows, technologies: technologyRows };
}

let implies: Map<string, string[]> | undefined;

/**
 * slug → the slugs the fingerprint set says always come with it (its `implies`), built once per
 * process: WordPress → PHP, MySQL; Next.js → React, Webpack.
 */
export function technologyImplies(): Map<string, string[]> {
  if (implies) return implies;
  const { technologies } = technologyCatalogue();
  const slugByName = new Map(technologies.map((t) => [t.name, t.slug]));
  const raw = readRawSet().technologies;
  implies = new Map();
  for (const t of technologies) {
    const named = raw[t.name]?.implies;
    const names = named === undefined ? [] : Array.isArray(named) ? named : [named];
    // "PHP\;confidence:50" → "PHP": a site either has the implied technology or not.
    implies.set(
      t.slug,
      names.map((n) => slugByName.get(n.split('\\;')[0])).filter((s): s is string => s !== undefined),
    );
  }
  return implies;
}
