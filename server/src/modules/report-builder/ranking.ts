/**
 * How well a name matches typed text: 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere, -1 not
 * at all — the order the site's search uses, so the panel and /search agree.
 */
export function matchScore(name: string, query: string): number {
  const n = name.toLowerCase();
  if (n === query) return 0;
  if (n.startsWith(query)) return 1;
  if (n.split(/[\s\-./_()]+/).some((w) => w.startsWith(query))) return 2;
  return n.includes(query) ? 3 : -1;
}

export interface Rankable {
  names: string[];
  count: number;
}

/**
 * Suggestions, best first: match quality, then sites using it (the one people mean is usually
 * the common one), then the shorter name. An empty query ranks by sites alone.
 */
export function rankSuggestions<T extends Rankable>(items: T[], query: string, limit: number): T[] {
  const q = query.trim().toLowerCase();
  return items
    .map((item) => {
      const scores = q ? item.names.map((n) => matchScore(n, q)).filter((s) => s >= 0) : [0];
      return { item, score: scores.length ? Math.min(...scores) : -1 };
    })
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
