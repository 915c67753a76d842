import type { Queryable } from '../store/db.ts';

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

/** Names and icons of the technologies and categories a page shows, in two queries. */
export async function catalogueNames(
  db: Queryable,
  technologySlugs: string[],
  categorySlugs: string[],
): Promise<{ technologies: Map<string, TechInfo>; categories: Map<string, CategoryInfo> }> {
  const [t, c] = await Promise.all([
    technologySlugs.length
      ? db.query<{ slug: string; name: string; icon: string }>(
          'SELECT slug, name, icon FROM technologies WHERE slug = ANY($1)',
          [technologySlugs],
        )
      : Promise.resolve({ rows: [] }),
    categorySlugs.length
      ? db.query<{ slug: string; short_name: string }>(
          'SELECT slug, short_name FROM categories WHERE slug = ANY($1)',
          [categorySlugs],
        )
      : Promise.resolve({ rows: [] }),
  ]);
  return {
    technologies: new Map(t.rows.map((r) => [r.slug, { name: r.name, icon: r.icon }])),
    categories: new Map(c.rows.map((r) => [r.slug, { name: r.short_name }])),
  };
}

let languageNames: Promise<Map<string, string>> | undefined;

/** Language code → English name from the catalogue, loaded once per process. */
export function loadLanguageNames(db: Queryable): Promise<Map<string, string>> {
  languageNames ??= db
    .query<{ code: string; name: string }>('SELECT code, name FROM languages')
    .then((r) => new Map(r.rows.map((l) => [l.code, l.name])))
    .catch((err) => {
      languageNames = undefined;
      throw err;
    });
  return languageNames;
}
