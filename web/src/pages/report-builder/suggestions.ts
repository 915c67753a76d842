import {
  categoryItems,
  headerItems,
  languageItems,
  regionItems,
  technologyItems,
  tldItems,
} from '@techcensus/contract';
import { resultsOrEmpty } from '../../data/answers.ts';
import { site } from '../../data/client.ts';

/**
 * Suggestion and list calls of the filter panel, as the panel's items. Failures are silently
 * ignored (part 1 §8): the list is simply empty and the panel still takes typed values where it can.
 */
const calls = site.reportBuilder;

export const suggestTechnologies = async (search: string, signal?: AbortSignal) =>
  technologyItems(
    await resultsOrEmpty(calls.technologySuggestions({ query: { search }, fetchOptions: { signal } })),
  );

export const suggestCategories = async (search: string, signal?: AbortSignal) =>
  categoryItems(
    await resultsOrEmpty(calls.categorySuggestions({ query: { search }, fetchOptions: { signal } })),
  );

export const suggestHeaders = async (search: string, signal?: AbortSignal) =>
  headerItems(await resultsOrEmpty(calls.headerSuggestions({ query: { search }, fetchOptions: { signal } })));

export const technologyVersions = (slug: string) =>
  resultsOrEmpty(calls.technologyVersions({ params: { name: slug } }));

/** The raw region list, for compiling "Europe or the US" into countries before a purchase. */
export const loadRegionList = () => resultsOrEmpty(calls.regions());
export const loadRegions = async () => regionItems(await loadRegionList());
export const loadLanguages = async () => languageItems(await resultsOrEmpty(calls.languages()));
export const loadTlds = async () => tldItems(await resultsOrEmpty(calls.tlds()));
