import { createRequire } from 'node:module';
import ISO6391 from 'iso-639-1';

const require = createRequire(import.meta.url);

export interface RegionRow {
  id: string;
  name: string;
}
export interface CountryRow {
  code: string;
  name: string;
  officialName: string;
  regionId: string;
  subregion: string | null;
  tlds: string[];
  languages: string[];
}
export interface LanguageRow {
  code: string;
  name: string;
  nativeName: string;
}
export interface TldRow {
  tld: string;
  kind: 'country-code' | 'generic';
  countryCode: string | null;
}

interface WorldCountry {
  cca2: string;
  name: { common: string; official: string };
  region: string;
  subregion?: string;
  tld?: string[];
  languages?: Record<string, string>;
}

const regionId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Countries and the regions that hold them, from the world-countries package. */
export function geoCatalogue(): { regions: RegionRow[]; countries: CountryRow[] } {
  const world = require('world-countries') as WorldCountry[];
  const regions = new Map<string, RegionRow>();
  const countries = world.map((c) => {
    const id = regionId(c.region);
    if (!regions.has(id)) regions.set(id, { id, name: c.region });
    return {
      code: c.cca2.toUpperCase(),
      name: c.name.common,
      officialName: c.name.official,
      regionId: id,
      subregion: c.subregion || null,
      tlds: (c.tld ?? []).map((t) => t.replace(/^\./, '').toLowerCase()),
      // world-countries keys languages by ISO 639-3; the site uses ISO 639-1 where one exists.
      languages: Object.values(c.languages ?? {})
        .map((name) => ISO6391.getCode(name) as string)
        .filter((code) => code !== ''),
    };
  });
  return { regions: [...regions.values()].sort((a, b) => a.name.localeCompare(b.name)), countries };
}

export function languageCatalogue(): LanguageRow[] {
  return ISO6391.getAllCodes().map((code) => ({
    code,
    name: ISO6391.getName(code),
    nativeName: ISO6391.getNativeName(code),
  }));
}

/** Every delegated top-level domain (the tlds package), with its country for ccTLDs. */
export function tldCatalogue(countries: CountryRow[]): TldRow[] {
  const list = require('tlds') as string[];
  const byTld = new Map<string, string>();
  for (const c of countries) for (const t of c.tlds) byTld.set(t, c.code);
  return list.map((tld) => {
    const country = byTld.get(tld) ?? null;
    return { tld, kind: country ? 'country-code' : 'generic', countryCode: country };
  });
}
