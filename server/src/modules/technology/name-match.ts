/**
 * How well a name matches typed text (lower case): 0 exact, 1 prefix, 2 a word's prefix, 3
 * anywhere, -1 not at all. The search page and the header's suggestions rank by it, so what the
 * list offers while typing is what the results page shows first.
 */
export function matchScore(name: string, q: string): number {
  const n = name.toLowerCase();
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  if (n.split(/[\s\-./]+/).some((w) => w.startsWith(q))) return 2;
  return n.includes(q) ? 3 : -1;
}

/** The best score among an item's names, -1 when none matches. */
export function bestScore(names: string[], q: string): number {
  const scores = names.map((n) => matchScore(n, q)).filter((s) => s >= 0);
  return scores.length ? Math.min(...scores) : -1;
}
