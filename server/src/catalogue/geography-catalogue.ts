import type { Queryable } from '../store/db.ts';

export interface CatalogueRegion {
  id: string;
  name: string;
  /** Codes of the region's countries; a region without countries keeps an empty list. */
  countryCodes: string[];
}

/** The countries, regions, languages and country-code TLDs as stored by the geography import. */
export interface GeographyCatalogue {
  /** Country code (ISO 3166-1 alpha-2) → English short name. */
  countryNames: Map<string, string>;
  regions: Map<string, CatalogueRegion>;
  /** Language code (ISO 639-1) → English name. */
  languageNames: Map<string, string>;
  /** Country-code TLD, without its dot → the country's code. */
  countryTlds: Map<string, string>;
}

/** Country codes are `char(2)`; trimmed so a padded value can never miss a lookup. */
const code = (c: string) => c.trim();

/** The geography catalogue as stored; callers go through the cache (catalogue-cache.ts). */
export async function readGeographyCatalogue(db: Queryable): Promise<GeographyCatalogue> {
  const [regions, countries, languages, tlds] = await Promise.all([
    db.query<{ id: string; name: string }>('SELECT id, name FROM regions ORDER BY id'),
    // No ORDER BY: a region's countries compile to a country filter in the table's own order, as
    // they always have.
    db.query<{ code: string; name: string; region_id: string }>(
      'SELECT code, name, region_id FROM countries',
    ),
    db.query<{ code: string; name: string }>('SELECT code, name FROM languages ORDER BY code'),
    db.query<{ tld: string; country_code: string }>(
      `SELECT tld, country_code FROM tlds WHERE kind = 'country-code' AND country_code IS NOT NULL ORDER BY tld`,
    ),
  ]);
  const byId = new Map<string, CatalogueRegion>(
    regions.rows.map((r) => [r.id, { id: r.id, name: r.name, countryCodes: [] }]),
  );
  for (const c of countries.rows) byId.get(c.region_id)?.countryCodes.push(code(c.code));
  return {
    countryNames: new Map(countries.rows.map((c) => [code(c.code), c.name])),
    regions: byId,
    languageNames: new Map(languages.rows.map((l) => [l.code, l.name])),
    countryTlds: new Map(tlds.rows.map((t) => [t.tld, code(t.country_code)])),
  };
}
