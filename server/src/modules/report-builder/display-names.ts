import { conditionEntry, type FilterEntry, parseCondition } from '@techcensus/contract';
import { loadCatalogue } from '../../catalogue/index.ts';
import type { Queryable } from '../../store/db.ts';

/**
 * The entries the address names, titled the way the panel titles what it adds ("WordPress",
 * "Germany", "English"). Names not in the catalogues keep their value as title; counting them
 * answers with the reason.
 */
export async function withDisplayNames(db: Queryable, entries: FilterEntry[]): Promise<FilterEntry[]> {
  const { technology: catalogue, geography } = await loadCatalogue(db);
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
        return {
          ...e,
          title:
            (e.child ? geography.countryNames.get(e.value) : geography.regions.get(e.value)?.name) ?? e.value,
        };
      case 'Language':
        return { ...e, title: geography.languageNames.get(e.value) ?? e.value };
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
