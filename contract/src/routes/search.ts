import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { AUTOCOMPLETE_MIN_CHARS, SEARCH_INPUT_HINT, SEARCH_INPUT_REGEX } from '../search.ts';
import { text } from '../text.ts';

const c = initContract();

/**
 * Suggestions are a few names to pick from while typing, not a way to read the index: each kind
 * gives at most this many, and longer text is refused (nobody types 100 characters to be helped).
 */
export const SEARCH_SUGGESTION_LIMITS = {
  technology: 6,
  category: 4,
  advertiser: 4,
  website: 4,
} as const;
export const SEARCH_SUGGEST_MAX_LENGTH = 100;
/**
 * Websites are looked up from this many characters: a two-letter start is a few percent of the
 * whole index to sort by rank, where a technology name of two letters is one catalogue scan.
 */
export const SEARCH_SUGGEST_WEBSITE_MIN_CHARS = 3;

export const SEARCH_SUGGESTION_KINDS = ['technology', 'category', 'advertiser', 'website'] as const;
export type SearchSuggestionKind = (typeof SEARCH_SUGGESTION_KINDS)[number];

/** What the text must be before the service suggests anything (the header search's own rule). */
export const SEARCH_SUGGEST_MESSAGES = {
  tooShort: `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters.`,
  tooLong: `Type at most ${SEARCH_SUGGEST_MAX_LENGTH} characters.`,
} as const;

export const SearchSuggestion = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  /** The technology's or category's name, the ad system's domain, the website's domain. */
  name: z.string(),
  /** Its page on this site. */
  url: z.string(),
  /** Address of its icon (technologies and categories), else null. */
  icon: z.string().nullable(),
  /**
   * Websites using the technology or category, or authorising the ad system, from the kept
   * statistics (up to a few minutes old); null for a website.
   */
  count: z.number().int().nullable(),
  /** A website's rank (2,000,000,000 reads "low rank"); null for the other kinds. */
  rank: z.number().int().nullable(),
});
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

const SuggestQuery = z.object({
  q: text()
    .max(SEARCH_SUGGEST_MAX_LENGTH, SEARCH_SUGGEST_MESSAGES.tooLong)
    .refine((q) => q.trim().length >= AUTOCOMPLETE_MIN_CHARS, SEARCH_SUGGEST_MESSAGES.tooShort)
    // The \p{L} class needs the u flag, which an OpenAPI pattern may not get: checked here only.
    .refine((q) => SEARCH_INPUT_REGEX.test(q), SEARCH_INPUT_HINT)
    .describe('The typed text, at least 2 characters: letters, digits, whitespace and - / . ( ) : _ & @ ? ='),
});

const L = SEARCH_SUGGESTION_LIMITS;

/** The header search's suggestions (part 1 §5: from 2 characters, after a 100 ms pause). */
export const searchContract = c.router({
  suggestions: {
    method: 'GET',
    path: '/search/api-suggestions',
    query: SuggestQuery,
    summary: 'Technologies, categories, ad systems and indexed websites whose names match, with their counts',
    description: `A website call (no key, no credits), limited per address. Results come grouped in this order: at most ${L.technology} technologies, ${L.category} categories and ${L.advertiser} ad systems (ads.txt) whose names match, best match first, then the most used; then at most ${L.website} indexed websites whose domain starts with the text (from ${SEARCH_SUGGEST_WEBSITE_MIN_CHARS} characters), best rank first. Counts come from the kept statistics and may be a few minutes old.`,
    responses: {
      200: z.object({ results: z.array(SearchSuggestion) }),
      400: ApiError,
      429: ApiError,
    },
  },
});
