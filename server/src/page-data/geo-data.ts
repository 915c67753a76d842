import type { GeoData } from '@techcensus/contract';
import { loadCountryNames } from '../catalogue/index.ts';
import type { SiteFilters, SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';

/** Top 10 countries and TLDs of the matching sites; the visitor's country first when present. */
export async function geoData(
  db: Queryable,
  siteIndex: SiteIndex,
  filters: SiteFilters,
  userCountry: string | null,
): Promise<GeoData> {
  const [countries, tlds, names] = await Promise.all([
    siteIndex.aggregate(filters, 'country', { size: 10 }),
    siteIndex.aggregate(filters, 'tld', { size: 10 }),
    loadCountryNames(db),
  ]);
  let rows = countries.map((b) => ({
    Country: { ShortName: b.key, Name: names.get(b.key) ?? b.key },
    DomainCount: b.count,
  }));
  if (userCountry) {
    const mine = rows.find((r) => r.Country.ShortName === userCountry);
    if (mine) rows = [mine, ...rows.filter((r) => r !== mine)];
    else {
      const [own] = await siteIndex.aggregate(
        [...filters, { module: 'country', mode: 'include', values: [userCountry] }],
        'country',
        { size: 1 },
      );
      if (own)
        rows = [
          { Country: { ShortName: own.key, Name: names.get(own.key) ?? own.key }, DomainCount: own.count },
          ...rows.slice(0, 9),
        ];
    }
  }
  return {
    Countries: rows,
    UserCountry: userCountry,
    TLDs: tlds.map((b) => ({ TLD: b.key, DomainCount: b.count })),
  };
}
