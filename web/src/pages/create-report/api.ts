import {
  type CategorySuggestion,
  categoryItems,
  type HeaderSuggestion,
  headerItems,
  type LanguageSuggestion,
  languageItems,
  type RegionSuggestion,
  regionItems,
  type SuggestionItem,
  type TechnologySuggestion,
  type TechnologyVersionItem,
  type TldSuggestion,
  technologyItems,
  tldItems,
} from '@techcensus/contract';

/**
 * Suggestion and list fetches of the filter panel. Failures are silently ignored (part 1 §8):
 * the list is simply empty and the panel still takes typed values where it can.
 */
async function results<T>(url: string, signal?: AbortSignal): Promise<T[]> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!res.ok) return [];
    const body = (await res.json()) as { results?: T[] };
    return Array.isArray(body.results) ? body.results : [];
  } catch {
    return [];
  }
}

const searchUrl = (path: string, text: string) => `${path}?search=${encodeURIComponent(text)}`;

export const suggestTechnologies = async (text: string, signal?: AbortSignal): Promise<SuggestionItem[]> =>
  technologyItems(await results<TechnologySuggestion>(searchUrl('/api/technology', text), signal));

export const suggestCategories = async (text: string, signal?: AbortSignal): Promise<SuggestionItem[]> =>
  categoryItems(await results<CategorySuggestion>(searchUrl('/api/category', text), signal));

export const suggestHeaders = async (text: string, signal?: AbortSignal): Promise<SuggestionItem[]> =>
  headerItems(await results<HeaderSuggestion>(searchUrl('/api/header', text), signal));

export const technologyVersions = (slug: string) =>
  results<TechnologyVersionItem>(`/api/technology/${encodeURIComponent(slug)}/version`);

export const loadRegions = async () => regionItems(await results<RegionSuggestion>('/api/region'));
export const loadLanguages = async () => languageItems(await results<LanguageSuggestion>('/api/language'));
export const loadTlds = async () => tldItems(await results<TldSuggestion>('/api/tld'));

/** The raw region list, for compiling "Europe or the US" into countries before a purchase. */
export const loadRegionList = () => results<RegionSuggestion>('/api/region');
