import {
  type CategorySuggestion,
  type HeaderSuggestion,
  type LanguageSuggestion,
  type RegionSuggestion,
  rankSuggestions,
  SUGGESTION_LIMIT,
  type TechnologySuggestion,
  type TechnologyVersionItem,
  type TldSuggestion,
} from '@techcensus/contract';
import { loadGeographyCatalogue, loadTechnologyCatalogue } from '../../catalogue/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { versionBuckets } from '../technology/index.ts';
import { facetCounts } from './facet-counts.ts';

export interface SuggestionDeps {
  db: Queryable;
  siteIndex: SiteIndex;
}

const VERSION_LIMIT = 200;
/** "wordpress 6.4" or "jquery v3": a technology name followed by the start of a version. */
const WITH_VERSION = /^(.+?)\s+v?(\d[\w.+-]*)$/i;

async function versionsOf(siteIndex: SiteIndex, slug: string): Promise<TechnologyVersionItem[]> {
  const buckets = await versionBuckets(siteIndex, slug);
  return buckets.slice(0, VERSION_LIMIT).map((b) => ({ Version: b.key, DomainCount: b.count }));
}

/**
 * Technologies by name or slug, ranked (ranking.ts). Text that ends in a version ("wordpress 6")
 * also offers the technology's matching versions, first: that is what was typed.
 */
export async function technologySuggestions(
  deps: SuggestionDeps,
  search = '',
): Promise<TechnologySuggestion[]> {
  const [catalogue, counts] = await Promise.all([
    loadTechnologyCatalogue(deps.db),
    facetCounts(deps.siteIndex, 'technology'),
  ]);
  const items = [...catalogue.technologies.values()].map((t) => ({
    names: [t.name, t.slug],
    count: counts.get(t.slug) ?? 0,
    t,
  }));
  const suggestion = (
    i: (typeof items)[number],
    Version = '',
    DomainCount = i.count,
  ): TechnologySuggestion => ({
    LongName: i.t.name,
    Technology: i.t.slug,
    Version,
    Icon: i.t.icon,
    DomainCount,
  });
  const ranked = rankSuggestions(items, search, SUGGESTION_LIMIT).map((i) => suggestion(i));
  const versioned = WITH_VERSION.exec(search.trim());
  if (!versioned) return ranked;
  const base = versioned[1].toLowerCase();
  const named = items.find((i) => i.names.some((n) => n.toLowerCase() === base));
  if (!named) return ranked;
  const versions = (await versionsOf(deps.siteIndex, named.t.slug))
    .filter((v) => v.Version.toLowerCase().startsWith(versioned[2].toLowerCase()))
    .map((v) => suggestion(named, v.Version, v.DomainCount));
  return [...versions, suggestion(named), ...ranked.filter((r) => r.Technology !== named.t.slug)].slice(
    0,
    SUGGESTION_LIMIT,
  );
}

/** Versions of a technology seen in the index, most used first; an unknown technology is a 404. */
export async function technologyVersions(
  deps: SuggestionDeps,
  name: string,
): Promise<TechnologyVersionItem[]> {
  const catalogue = await loadTechnologyCatalogue(deps.db);
  const slug = name.toLowerCase();
  if (!catalogue.technologies.has(slug))
    throw new HttpError(404, `Unknown technology "${name}".`, 'not_found');
  return versionsOf(deps.siteIndex, slug);
}

export async function categorySuggestions(deps: SuggestionDeps, search = ''): Promise<CategorySuggestion[]> {
  const [catalogue, counts] = await Promise.all([
    loadTechnologyCatalogue(deps.db),
    facetCounts(deps.siteIndex, 'category'),
  ]);
  const items = [...catalogue.categories.values()].map((c) => ({
    names: [c.longName, c.shortName, c.slug],
    count: counts.get(c.slug) ?? 0,
    c,
  }));
  return rankSuggestions(items, search, SUGGESTION_LIMIT).map(({ c, count }) => ({
    LongName: c.longName,
    Category: c.slug,
    Icon: `category-${c.slug}.svg`,
    DomainCount: count,
  }));
}

/** Header names the index has seen (there is no catalogue of headers), matching the text. */
export async function headerSuggestions(deps: SuggestionDeps, search = ''): Promise<HeaderSuggestion[]> {
  const counts = await facetCounts(deps.siteIndex, 'header');
  const items = [...counts].map(([name, count]) => ({ names: [name], count }));
  return rankSuggestions(items, search, SUGGESTION_LIMIT).map((h) => ({
    LongName: h.names[0],
    Header: h.names[0],
    DomainCount: h.count,
  }));
}

const byCountThenName = (a: { DomainCount: number; LongName: string }, b: typeof a) =>
  b.DomainCount - a.DomainCount || a.LongName.localeCompare(b.LongName);

/** Every region with its countries; a region counts the sites of its countries. */
export async function regionSuggestions(deps: SuggestionDeps): Promise<RegionSuggestion[]> {
  const [geography, counts] = await Promise.all([
    loadGeographyCatalogue(deps.db),
    facetCounts(deps.siteIndex, 'country'),
  ]);
  return [...geography.regions.values()]
    .map((r) => {
      const Countries = r.countryCodes
        .map((code) => ({
          Id: code,
          LongName: geography.countryNames.get(code) ?? code,
          DomainCount: counts.get(code) ?? 0,
        }))
        .sort(byCountThenName);
      return {
        Id: r.id,
        LongName: r.name,
        DomainCount: Countries.reduce((sum, c) => sum + c.DomainCount, 0),
        Countries,
      };
    })
    .sort(byCountThenName);
}

export async function languageSuggestions(deps: SuggestionDeps): Promise<LanguageSuggestion[]> {
  const [geography, counts] = await Promise.all([
    loadGeographyCatalogue(deps.db),
    facetCounts(deps.siteIndex, 'language'),
  ]);
  return [...geography.languageNames]
    .map(([code, name]) => ({ Id: code, LongName: name, Language: code, DomainCount: counts.get(code) ?? 0 }))
    .sort(byCountThenName);
}

/**
 * TLDs of indexed sites (including public suffixes such as co.uk), then the country-code TLDs
 * that have none yet. Generic TLDs without a site are left out: over a thousand names that match
 * nothing; the panel still takes any TLD typed in full.
 */
export async function tldSuggestions(deps: SuggestionDeps): Promise<TldSuggestion[]> {
  const [geography, counts] = await Promise.all([
    loadGeographyCatalogue(deps.db),
    facetCounts(deps.siteIndex, 'tld'),
  ]);
  const countryOf = geography.countryTlds;
  const names = new Set([...counts.keys(), ...countryOf.keys()]);
  return [...names]
    .map((tld) => {
      const country = countryOf.get(tld) ?? countryOf.get(tld.split('.').at(-1) ?? '');
      const name = country ? geography.countryNames.get(country) : undefined;
      return {
        Id: tld,
        LongName: name ? `.${tld} (${name})` : `.${tld}`,
        TLD: tld,
        DomainCount: counts.get(tld) ?? 0,
      };
    })
    .sort((a, b) => b.DomainCount - a.DomainCount || a.TLD.localeCompare(b.TLD));
}
