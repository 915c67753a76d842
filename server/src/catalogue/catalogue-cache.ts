import type { Queryable } from '../store/db.ts';
import { type GeographyCatalogue, readGeographyCatalogue } from './geography-catalogue.ts';
import { readTechnologyCatalogue, type TechnologyCatalogue } from './technology-catalogue.ts';

export interface Catalogue {
  technology: TechnologyCatalogue;
  geography: GeographyCatalogue;
}

/**
 * The stored catalogues, read once per database: they change only on import (which forgets
 * them, import.ts), and nearly every page, filter and API answer needs them, so requests answer
 * from memory instead of joining on each call. A few thousand rows in all.
 */
const cache = new WeakMap<Queryable, Promise<Catalogue>>();

export function loadCatalogue(db: Queryable): Promise<Catalogue> {
  let hit = cache.get(db);
  if (!hit) {
    const read = Promise.all([readTechnologyCatalogue(db), readGeographyCatalogue(db)]).then(
      ([technology, geography]) => ({ technology, geography }),
    );
    hit = read.catch((err) => {
      // A failed read is not kept: the next call tries again (unless an import already replaced it).
      if (cache.get(db) === hit) cache.delete(db);
      throw err;
    });
    cache.set(db, hit);
  }
  return hit;
}

/**
 * Drops what was read from `db`, so the next call reads the catalogue again. The import calls it
 * after it commits; an import by another process (the `catalogue:import` command) only matters
 * once the packages it reads changed, which a running server sees on its next start.
 */
export function forgetCatalogue(db: Queryable): void {
  cache.delete(db);
}

export const loadTechnologyCatalogue = async (db: Queryable): Promise<TechnologyCatalogue> =>
  (await loadCatalogue(db)).technology;

export const loadGeographyCatalogue = async (db: Queryable): Promise<GeographyCatalogue> =>
  (await loadCatalogue(db)).geography;

/** Country code → English name. */
export const loadCountryNames = async (db: Queryable): Promise<Map<string, string>> =>
  (await loadGeographyCatalogue(db)).countryNames;

/** Language code → English name. */
export const loadLanguageNames = async (db: Queryable): Promise<Map<string, string>> =>
  (await loadGeographyCatalogue(db)).languageNames;
