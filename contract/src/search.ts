/**
 * The search input (part 1 §5, part 2 §5): letters, digits, whitespace and - / . ( ) : _ & @ ? =.
 * "Letters" includes every script, so names such as "Único" or IDN domains are searchable.
 */
export const SEARCH_INPUT_REGEX = /^[\p{L}\p{N}\s\-/.():_&@?=]+$/u;

/**
 * The same rule for an HTML `pattern` attribute, which browsers compile with the `v` flag and
 * anchor themselves; `v` requires the class syntax characters to be escaped.
 */
export const SEARCH_INPUT_PATTERN = '[\\p{L}\\p{N}\\s\\-\\/.\\(\\):_&@?=]+';

export const SEARCH_INPUT_HINT =
  'Type the technology or domain name without special characters or quotation marks.';
export const SEARCH_INPUT_PLACEHOLDER = 'Enter a website or technology';
export const SEARCH_QUERY_MAX_LENGTH = 200;

export function isValidSearchInput(q: string): boolean {
  return q.trim().length > 0 && q.length <= SEARCH_QUERY_MAX_LENGTH && SEARCH_INPUT_REGEX.test(q);
}

/** Autocomplete starts at this many typed characters, after this debounce. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_DEBOUNCE_MS = 100;
