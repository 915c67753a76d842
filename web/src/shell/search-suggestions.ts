import { SEARCH_INPUT_REGEX, SEARCH_SUGGEST_MAX_LENGTH, type SearchSuggestion } from '@techcensus/contract';
import { resultsOrEmpty } from '../data/answers.ts';
import { site } from '../data/client.ts';

/**
 * The header search's suggestions. Text the server would refuse is not sent (the form's own
 * pattern tells the visitor); a failed call is an empty list (part 1 §8).
 */
export async function suggestSearch(text: string, signal: AbortSignal): Promise<SearchSuggestion[]> {
  if (text.length > SEARCH_SUGGEST_MAX_LENGTH || !SEARCH_INPUT_REGEX.test(text)) return [];
  return resultsOrEmpty(site.search.suggestions({ query: { q: text }, fetchOptions: { signal } }));
}
