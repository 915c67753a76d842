// Older records (mostly converted from the pre-JSON-5 format) say "n/a" for vendor, product and
// version and name the product only in prose: "jQuery before 3.4.0, as used in Drupal …",
// "nginx 1.3.9 through 1.4.0", "Joomla! 3.7.x before 3.7.1". The product is the first technology
// named right before a version phrase; a product known not to be fingerprinted stops the search.

import { type Automaton, buildAutomaton, scanWindows } from '../detect/index.ts';
import type { Interval } from './intervals.ts';
import type { TechEntry, VocabularyEntry } from './mapping.ts';
import { clauseList, clausesToIntervals, tokenize } from './range-text.ts';

export type DescriptionMatch =
  | { target: TechEntry; intervals: Interval[]; phrase: string }
  | { target: null; reason: string; phrase: string };

// Words allowed between the name and its versions: "Apache HTTP Server versions 2.4.0 through …",
// "Moodle in versions 3.11 to 3.11.4", "Joomla! 3.7.x", "Laravel Framework through".
const GAP =
  /^[\s!,:()]*(?:(?:versions?|in|of|the|package|plugin for \w+|core|framework|cms|server)[\s!,:()]+){0,3}/i;

/** Every mention of `entry` in `text` followed by a version phrase, with its ranges. */
function rangesAfter(
  text: string,
  entry: VocabularyEntry,
): { at: number; intervals: Interval[]; phrase: string }[] {
  const out: { at: number; intervals: Interval[]; phrase: string }[] = [];
  const global = new RegExp(entry.pattern.source, `${entry.pattern.flags.replace('g', '')}g`);
  for (const m of text.matchAll(global)) {
    const after = text.slice(m.index + m[0].length);
    const gap = GAP.exec(after)?.[0] ?? '';
    // "7.5 Initial Release to Sitecore XP 8.2": the name again inside the phrase
    const rest = after.slice(gap.length, gap.length + 300).replace(global, ' ');
    const tokens = tokenize(rest);
    const { clauses, end } = clauseList(tokens);
    if (!clauses.length) continue;
    const first = tokens[0];
    // a version phrase must start right here, not somewhere later in the sentence
    if (!first || (first.t === 'w' && !PHRASE_START.has(first.s))) continue;
    out.push({
      at: m.index,
      intervals: clausesToIntervals(clauses),
      phrase: `${m[0]}${gap}${tokensText(tokens, end)}`,
    });
  }
  return out;
}

const PHRASE_START = new Set([
  'before',
  'below',
  'prior',
  'lower',
  'through',
  'up',
  'since',
  'from',
  'after',
  'greater',
  'versions',
  'version',
  'all',
]);

const tokensText = (tokens: { s: string }[], end: number) =>
  tokens
    .slice(0, end)
    .map((t) => t.s)
    .join(' ');

/**
 * The product and versions a description names. Null when it names no fingerprinted technology
 * next to a version phrase.
 */
export function productFromDescription(text: string, vocabulary: VocabularyEntry[]): DescriptionMatch | null {
  let best: { at: number; match: DescriptionMatch } | null = null;
  const named = namedIn(text, vocabulary);
  for (const entry of named) {
    if (!entry.target) {
      // a known non-fingerprinted product counts where it is named, versions or not
      const m = new RegExp(entry.pattern.source, entry.pattern.flags).exec(text)!;
      if (!best || m.index <= best.at) {
        best = {
          at: m.index,
          match: { target: null, reason: entry.reason ?? 'not fingerprinted', phrase: m[0] },
        };
      }
      continue;
    }
    const all = rangesAfter(text, entry);
    if (!all.length) continue;
    const at = all[0].at;
    // only the sentence of the first mention: a later one is often the fix ("The fix in Apache
    // HTTP Server 2.4.50 was found to be incomplete")
    const sentenceEnd = text.slice(at).search(/\.\s+(?=[A-Z])/);
    const limit = sentenceEnd < 0 ? text.length : at + sentenceEnd;
    const hits = all.filter((h) => h.at <= limit);
    if (!best || at < best.at) {
      const intervals = hits.flatMap((h) => h.intervals);
      best = { at, match: { target: entry.target, intervals, phrase: hits.map((h) => h.phrase).join('; ') } };
    }
  }
  if (best) return best.match;
  return loneMention(text, named);
}

/** The entries whose pattern occurs in `text`, in vocabulary order. */
function namedIn(text: string, vocabulary: VocabularyEntry[]): VocabularyEntry[] {
  const needles = needlesOf(vocabulary);
  const found = new Uint8Array(needles.literals.length);
  // One pass over the text finds every needle it holds; one window, so each is reported once.
  scanWindows(needles, text, 30, new Int32Array(needles.literals.length).fill(-1), (id) => {
    found[id] = 1;
  });
  return vocabulary.filter((e, i) => {
    const id = needles.ids[i];
    return (id === -1 || found[id] === 1) && e.pattern.test(text);
  });
}

type Needles = Automaton & { ids: Int32Array };
const automata = new WeakMap<VocabularyEntry[], Needles>();

/** The vocabulary's needles as one automaton, and each entry's needle id (-1: none). */
function needlesOf(vocabulary: VocabularyEntry[]): Needles {
  const known = automata.get(vocabulary);
  if (known) return known;
  const literals = [...new Set(vocabulary.flatMap((e) => (e.needle ? [e.needle] : [])))];
  const byLiteral = new Map(literals.map((l, i) => [l, i]));
  const ids = Int32Array.from(vocabulary, (e) => (e.needle ? (byLiteral.get(e.needle) as number) : -1));
  const made = { ...buildAutomaton(literals), ids };
  automata.set(vocabulary, made);
  return made;
}

/**
 * "Multiple Sitecore products … through 10.3": one technology named, one version phrase elsewhere.
 * Used only when exactly one fingerprinted name occurs, so the phrase cannot belong to another.
 */
function loneMention(text: string, mentioned: VocabularyEntry[]): DescriptionMatch | null {
  const named = mentioned.filter((e) => e.target);
  const distinct = new Set(named.map((e) => e.target!.slug));
  if (distinct.size !== 1) return null;
  const tokens = tokenize(text);
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].t !== 'w' || !PHRASE_START.has(tokens[k].s)) continue;
    const { clauses, end } = clauseList(tokens, k);
    if (clauses.length && !clauses.every((c) => c.bare)) {
      return {
        target: named[0].target!,
        intervals: clausesToIntervals(clauses),
        phrase: `${named[0].target!.name} … ${tokensText(tokens.slice(k), end - k)}`,
      };
    }
  }
  return null;
}
