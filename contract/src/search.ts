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

/**
 * How well a name matches typed text (already lower case): 0 exact, 1 prefix, 2 a word's prefix,
 * 3 anywhere, -1 not at all. The search page, the header's suggestions and the report builder's
 * filter suggestions all rank by it, so what a list offers while typing is what /search shows first.
 */
export function matchScore(name: string, q: string): number {
  const n = name.toLowerCase();
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.split(/[\s\-./_()]+/).some((w) => w.startsWith(q))) return 2;
  return n.includes(q) ? 3 : -1;
}

/** The best score among an item's names, -1 when none matches. */
export function bestScore(names: string[], q: string): number {
  const scores = names.map((n) => matchScore(n, q)).filter((s) => s >= 0);
  return scores.length ? Math.min(...scores) : -1;
}

/**
 * Suggestions, best first: match quality, then sites using it (the one people mean is usually the
 * common one), then the shorter name. An empty query ranks by sites alone.
 */
export function rankSuggestions<T extends { names: string[]; count: number }>(
  items: T[],
  query: string,
  limit: number,
): T[] {
  const q = query.trim().toLowerCase();
  return items
    .map((item) => ({ item, score: q ? bestScore(item.names, q) : 0 }))
    .filter((x) => x.score >= 0)
    .sort(
      (a, b) =>
        a.score - b.score ||
        b.item.count - a.item.count ||
        a.item.names[0].length - b.item.names[0].length ||
        a.item.names[0].localeCompare(b.item.names[0]),
    )
    .slice(0, limit)
    .map((x) => x.item);
}
