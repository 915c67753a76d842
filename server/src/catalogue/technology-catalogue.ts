import type { CategoryRef, TechnologyRef } from '@techcensus/contract';
import type { Queryable } from '../store/db.ts';
import { technologyImplies } from './technologies.ts';

export interface CatalogueTechnology {
  slug: string;
  name: string;
  description: string | null;
  website: string | null;
  icon: string;
  /** The CPE name NVD files the technology's vulnerabilities under, when the set gives one. */
  cpe: string | null;
  oss: boolean;
  saas: boolean;
  pricing: string[];
  categorySlugs: string[];
}

export interface CatalogueCategory {
  id: number;
  slug: string;
  shortName: string;
  longName: string;
  priority: number;
  groups: string[];
  technologySlugs: string[];
}

export interface TechnologyCatalogue {
  technologies: Map<string, CatalogueTechnology>;
  categories: Map<string, CatalogueCategory>;
}

/** The technologies and categories as stored; callers go through the cache (catalogue-cache.ts). */
export async function readTechnologyCatalogue(db: Queryable): Promise<TechnologyCatalogue> {
  const [tech, cats, links, groups] = await Promise.all([
    db.query<{
      slug: string;
      name: string;
      description: string | null;
      website: string | null;
      icon: string;
      cpe: string | null;
      oss: boolean;
      saas: boolean;
      pricing: string[];
    }>('SELECT slug, name, description, website, icon, cpe, oss, saas, pricing FROM technologies'),
    db.query<{
      id: number;
      slug: string;
      short_name: string;
      long_name: string;
      priority: number;
      group_ids: number[];
    }>('SELECT id, slug, short_name, long_name, priority, group_ids FROM categories'),
    db.query<{ technology_slug: string; category_id: number }>(
      'SELECT technology_slug, category_id FROM technology_categories',
    ),
    db.query<{ id: number; name: string }>('SELECT id, name FROM category_groups'),
  ]);
  const groupName = new Map(groups.rows.map((g) => [g.id, g.name]));
  const categories = new Map<string, CatalogueCategory>();
  const byId = new Map<number, CatalogueCategory>();
  for (const c of cats.rows) {
    const entry: CatalogueCategory = {
      id: c.id,
      slug: c.slug,
      shortName: c.short_name,
      longName: c.long_name,
      priority: c.priority,
      groups: (c.group_ids ?? []).map((id) => groupName.get(id)).filter((n): n is string => !!n),
      technologySlugs: [],
    };
    categories.set(c.slug, entry);
    byId.set(c.id, entry);
  }
  const technologies = new Map<string, CatalogueTechnology>();
  for (const t of tech.rows)
    technologies.set(t.slug, {
      slug: t.slug,
      name: t.name,
      description: t.description,
      website: t.website,
      icon: t.icon,
      cpe: t.cpe,
      oss: t.oss,
      saas: t.saas,
      pricing: t.pricing,
      categorySlugs: [],
    });
  for (const l of links.rows) {
    const c = byId.get(l.category_id);
    const t = technologies.get(l.technology_slug);
    if (!c || !t) continue;
    c.technologySlugs.push(t.slug);
    t.categorySlugs.push(c.slug);
  }
  return { technologies, categories };
}

/** A slug seen in the index but missing from the catalogue still gets a readable link. */
export function technologyRef(cat: TechnologyCatalogue, slug: string, name?: string): TechnologyRef {
  const t = cat.technologies.get(slug);
  return {
    TechnologyShortName: t?.name ?? name ?? slug,
    TechnologyURL: slug,
    TechnologyIcon: t?.icon ?? 'default.svg',
  };
}

/** Category icons are the generated kind (see icons.ts): named after the category. */
export function categoryRef(c: CatalogueCategory): CategoryRef {
  return {
    CategoryShortName: c.shortName,
    CategoryLongName: c.longName,
    CategoryURL: c.slug,
    CategoryIcon: `category-${c.slug}.svg`,
  };
}

/** Technologies the fingerprint set says always come with this one (its `implies`). */
export function impliedTechnologies(slug: string): string[] {
  return technologyImplies().get(slug) ?? [];
}

/**
 * Categories where a website normally runs one technology at a time, so shares add up to 100 %
 * and a switch from one to another means something. The spec leaves "exclusive" open; these are
 * the categories whose technologies replace each other rather than combine.
 */
export const EXCLUSIVE_CATEGORIES = new Set([
  'content-management-system',
  'ecommerce',
  'web-servers',
  'blogs',
  'wikis',
  'message-boards',
  'learning-management-system',
  'hosting-panels',
  'operating-systems',
  'paas',
  'platform-as-a-service',
  'photo-galleries',
  'static-site-generator',
  'page-builders',
  'issue-trackers',
  'document-management-system',
  'webmail',
]);

export const isExclusive = (slug: string) => EXCLUSIVE_CATEGORIES.has(slug);

/** The category that frames a technology's market: its first exclusive one, else its first. */
export function primaryCategory(cat: TechnologyCatalogue, t: CatalogueTechnology): CatalogueCategory | null {
  const all = t.categorySlugs.map((s) => cat.categories.get(s)).filter((c): c is CatalogueCategory => !!c);
  // The exclusive list is in order of preference: WordPress frames as a CMS before a blog.
  for (const slug of EXCLUSIVE_CATEGORIES) {
    const hit = all.find((c) => c.slug === slug);
    if (hit) return hit;
  }
  return all[0] ?? null;
}
