import {
  advertiserPath,
  normalizeDomain,
  rankSuggestions,
  SEARCH_SUGGEST_WEBSITE_MIN_CHARS,
  SEARCH_SUGGESTION_LIMITS,
  type SearchSuggestion,
} from '@techcensus/contract';
import { categoryRef, iconPath, loadTechnologyCatalogue } from '../../catalogue/index.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Queryable } from '../../store/db.ts';
import { indexCounts } from './index-counts.ts';

export interface SuggestionDeps {
  db: Queryable;
  siteIndex: SiteIndex;
}

interface Candidate {
  names: string[];
  count: number;
  item: SearchSuggestion;
}

/** The best-ranked candidates (contract's `rankSuggestions`: match, then use, then length). */
const best = (candidates: Candidate[], q: string, limit: number): SearchSuggestion[] =>
  rankSuggestions(candidates, q, limit).map((c) => c.item);

/**
 * The start of a domain in the typed text, as the index keys domains (lower-case A-labels, no
 * scheme, no `www.`), or null when the text cannot start one. A full Unicode name is converted;
 * a partial one cannot be (its A-label depends on the whole label).
 */
export function domainPrefix(raw: string): string | null {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split(/[/?#]/, 1)[0]
    .replace(/^www\./, '');
  if (/^[a-z0-9][a-z0-9.-]*$/.test(text)) return text;
  const full = normalizeDomain(raw);
  return full.ok ? full.domain : null;
}

/**
 * The header search's suggestions: technologies, categories and ad systems whose names match,
 * with their counts from the kept statistics, then indexed websites whose domain starts with the
 * text, best rank first. Each kind is capped (SEARCH_SUGGESTION_LIMITS).
 */
export async function searchSuggestions(deps: SuggestionDeps, raw: string): Promise<SearchSuggestion[]> {
  const q = raw.trim().toLowerCase();
  const prefix = domainPrefix(raw);
  const [catalogue, technologies, categories, advertisers, websites] = await Promise.all([
    loadTechnologyCatalogue(deps.db),
    indexCounts(deps.siteIndex, 'technology'),
    indexCounts(deps.siteIndex, 'category'),
    indexCounts(deps.siteIndex, 'advertiser'),
    prefix && prefix.length >= SEARCH_SUGGEST_WEBSITE_MIN_CHARS
      ? deps.siteIndex.domainsStartingWith(prefix, SEARCH_SUGGESTION_LIMITS.website)
      : Promise.resolve([]),
  ]);
  const technologyItems = [...catalogue.technologies.values()].map((t) => {
    const count = technologies.get(t.slug) ?? 0;
    return {
      names: [t.name, t.slug],
      count,
      item: suggestion('technology', t.name, `/technology/${t.slug}`, iconPath(t.icon, t.slug), count),
    };
  });
  const categoryItems = [...catalogue.categories.values()].map((c) => {
    const count = categories.get(c.slug) ?? 0;
    const icon = iconPath(categoryRef(c).CategoryIcon, c.slug);
    return {
      names: [c.longName, c.shortName, c.slug],
      count,
      item: suggestion('category', c.longName, `/technology-type/${c.slug}`, icon, count),
    };
  });
  const advertiserItems = [...advertisers].map(([name, count]) => ({
    names: [name],
    count,
    item: suggestion('advertiser', name, advertiserPath(name), null, count),
  }));
  return [
    ...best(technologyItems, q, SEARCH_SUGGESTION_LIMITS.technology),
    ...best(categoryItems, q, SEARCH_SUGGESTION_LIMITS.category),
    ...best(advertiserItems, q, SEARCH_SUGGESTION_LIMITS.advertiser),
    ...websites.map((w) => ({
      kind: 'website' as const,
      name: w.domain,
      url: `/website/${w.domain}`,
      icon: null,
      count: null,
      rank: w.rank,
    })),
  ];
}

const suggestion = (
  kind: SearchSuggestion['kind'],
  name: string,
  url: string,
  icon: string | null,
  count: number,
): SearchSuggestion => ({ kind, name, url, icon, count, rank: null });
