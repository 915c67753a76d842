import { categoryLongName } from '../../detect/category-names.ts';
import { catalogue, slugify } from '../../detect/index.ts';
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
