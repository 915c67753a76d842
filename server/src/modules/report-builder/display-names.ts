import { conditionEntry, type FilterEntry, parseCondition } from '@techcensus/contract';
import { loadCatalogue } from '../../catalogue/index.ts';
import type { Queryable } from '../../store/db.ts';

export interface NamedEntries {
  entries: FilterEntry[];
  /** Names the catalogues do not have, in words; those entries are left out of `entries`. */
  problems: string[];
}

/**
 * The entries the address names, titled the way the panel titles what it adds ("WordPress",
 * "Germany", "English"). A technology, category, region, country or language the catalogues
 * do not know is left out and named: counting it could only fail, and leaving it out silently
 * would count another report. Headers, TLDs and CVEs have no closed list.
 */
export async function withDisplayNames(db: Queryable, entries: FilterEntry[]): Promise<NamedEntries> {
  const { technology: catalogue, geography } = await loadCatalogue(db);
  const problems: string[] = [];
  const named = entries.flatMap((e): FilterEntry[] => {
    const unknown = (what: string, value = e.value) => {
      problems.push(`There is no ${what} "${value}".`);
      return [];
    };
    switch (e.module) {
      case 'Technology': {
        const t = catalogue.technologies.get(e.value);
        return t ? [{ ...e, title: t.name, icon: t.icon }] : unknown('technology');
      }
      case 'Category': {
        const c = catalogue.categories.get(e.value);
        return c ? [{ ...e, title: c.longName, icon: `category-${c.slug}.svg` }] : unknown('category');
      }
      case 'Region': {
        const title = e.child ? geography.countryNames.get(e.value) : geography.regions.get(e.value)?.name;
        return title ? [{ ...e, title }] : unknown(e.child ? 'country code' : 'region');
      }
      case 'Language': {
        const title = geography.languageNames.get(e.value);
        return title ? [{ ...e, title }] : unknown('language code');
      }
      case 'Custom': {
        const c = parseCondition(e.value);
        const name = c && catalogue.technologies.get(c.technology)?.name;
        if (!c || !name) return unknown('technology', c?.technology);
        return [{ ...conditionEntry(c, name), type: e.type, noedit: e.noedit }];
      }
      default:
        return [e];
    }
  });
  return { entries: named, problems };
}
