import { conditionEntry, type FilterEntry, parseCondition } from '@techcensus/contract';
import { loadTechnologyCatalogue } from '../../catalogue/technology-catalogue.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * The entries the address names, titled the way the panel titles what it adds ("WordPress",
 * "Germany", "English"). Names not in the catalogues keep their value as title; counting them
 * answers with the reason.
 */
export async function withDisplayNames(db: Queryable, entries: FilterEntry[]): Promise<FilterEntry[]> {
  const needs = (module: FilterEntry['module']) => entries.some((e) => e.module === module);
  const [catalogue, countries, regions, languages] = await Promise.all([
    loadTechnologyCatalogue(db),
    needs('Region')
      ? db.query<{ code: string; name: string }>('SELECT code, name FROM countries')
      : { rows: [] },
    needs('Region') ? db.query<{ id: string; name: string }>('SELECT id, name FROM regions') : { rows: [] },
    needs('Language')
      ? db.query<{ code: string; name: string }>('SELECT code, name FROM languages')
      : { rows: [] },
  ]);
  const countryName = new Map(countries.rows.map((c) => [c.code.trim(), c.name]));
  const regionName = new Map(regions.rows.map((r) => [r.id, r.name]));
  const languageName = new Map(languages.rows.map((l) => [l.code, l.name]));
  return entries.map((e): FilterEntry => {
    switch (e.module) {
      case 'Technology': {
        const t = catalogue.technologies.get(e.value);
        return t ? { ...e, title: t.name, icon: t.icon } : e;
      }
      case 'Category': {
        const c = catalogue.categories.get(e.value);
        return c ? { ...e, title: c.longName, icon: `category-${c.slug}.svg` } : e;
      }
      case 'Region':
        return { ...e, title: (e.child ? countryName.get(e.value) : regionName.get(e.value)) ?? e.value };
      case 'Language':
        return { ...e, title: languageName.get(e.value) ?? e.value };
      case 'Custom': {
        const c = parseCondition(e.value);
        const name = c && catalogue.technologies.get(c.technology)?.name;
        return c && name ? { ...conditionEntry(c, name), type: e.type, noedit: e.noedit } : e;
      }
      default:
        return e;
    }
  });
}
