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
let relations: Map<string, TechnologyRelations> | undefined;

/** What the fingerprint set says a technology needs beside it, and what it cannot run with. */
export interface TechnologyRelations {
  /** Slugs that must be present for this one to be detected (a WordPress plugin needs WordPress). */
  requires: string[];
  /** Category slugs of which some technology must be present (a shipping carrier needs a shop). */
  requiresCategories: string[];
  /** Slugs that are never detected together with this one. */
  excludes: string[];
}

/** Names in the raw set (one or a list, "PHP\\;confidence:50") as slugs of the catalogue. */
function slugsOf(named: string | string[] | undefined, slugByName: Map<string, string>): string[] {
  const names = named === undefined ? [] : Array.isArray(named) ? named : [named];
  // A site either has the named technology or not: the confidence suffix does not matter here.
  return names.map((n) => slugByName.get(n.split('\\;')[0])).filter((s): s is string => s !== undefined);
}

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
  for (const t of technologies) implies.set(t.slug, slugsOf(raw[t.name]?.implies, slugByName));
  return implies;
}

/** slug → its `requires`, `requiresCategory` and `excludes`, built once per process. */
export function technologyRelations(): Map<string, TechnologyRelations> {
  if (relations) return relations;
  const { technologies, categories } = technologyCatalogue();
  const slugByName = new Map(technologies.map((t) => [t.name, t.slug]));
  const categorySlug = new Map(categories.map((c) => [c.id, c.slug]));
  const raw = readRawSet().technologies;
  relations = new Map();
  for (const t of technologies) {
    const r = raw[t.name];
    const ids = r?.requiresCategory === undefined ? [] : [r.requiresCategory].flat();
    relations.set(t.slug, {
      requires: slugsOf(r?.requires, slugByName),
      requiresCategories: ids.map((id) => categorySlug.get(Number(id))).filter((s): s is string => !!s),
      excludes: slugsOf(r?.excludes, slugByName),
    });
  }
  return relations;
}
