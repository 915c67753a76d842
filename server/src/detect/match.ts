// Runs the compiled patterns over one page's inputs and collects raw hits per technology.

import { scanWindows } from './aho-corasick.ts';
import { type CompiledPattern, type CompiledSet, type ItemKind, type KeyedKind, regexOf } from './compile.ts';
import { CLOCK_EVERY, MARGIN, MAX_MERGED_WINDOWS, SMALL_INPUT, WINDOW, WINDOW_SHIFT } from './limits.ts';
import { resolveVersion } from './pattern.ts';
import type { DomAnswer } from './types.ts';

export interface Hit {
  pattern: number;
  key: string;
  match: string;
  version: string;
  /** the input needed a browser (js, xhr, dom answers from a rendered page) */
  rendered: boolean;
}

const EVIDENCE_CHARS = 120;
const RISKY_MARGIN = 256;
const SMALL_SHIFT = 30; // one window covers any small input

export class MatchRun {
  readonly hits = new Map<number, Hit[]>();
  regexRuns = 0;
  budgetExceeded = false;
  private readonly deadline: number;
  /** patterns that already matched, for kinds where the reference counts a pattern once */
  private readonly once = new Set<number>();

  constructor(
    private readonly set: CompiledSet,
    budgetMs: number,
  ) {
    this.deadline = performance.now() + budgetMs;
  }

  /** Run one expression; null when it does not match, is broken, or the budget is spent. */
  exec(p: CompiledPattern, text: string): RegExpExecArray | null {
    if (this.budgetExceeded) return null;
    const re = regexOf(this.set, p);
    if (!re) return null;
    if (++this.regexRuns % CLOCK_EVERY === 0 && performance.now() > this.deadline) {
      this.budgetExceeded = true;
      return null;
    }
    return re.exec(text);
  }

  record(id: number, key: string, m: RegExpExecArray, rendered = false): void {
    const p = this.set.patterns[id];
    const hit: Hit = {
      pattern: id,
      key,
      match: m[0].length > EVIDENCE_CHARS ? `${m[0].slice(0, EVIDENCE_CHARS)}…` : m[0],
      version: resolveVersion(p.version, m),
      rendered,
    };
    const list = this.hits.get(p.tech);
    if (list) list.push(hit);
    else this.hits.set(p.tech, [hit]);
  }

  /**
   * Match a list kind. `perItem` keeps the reference's one-to-many counting (script URLs: every
   * URL that matches adds its confidence); otherwise a pattern counts once per page.
   */
  items(kind: ItemKind, values: string[], perItem: boolean, rendered = false): void {
    const index = this.set.items[kind];
    const lastWindow = new Int32Array(index.automaton.literals.length);
    for (const value of values) {
      if (!value) continue;
      if (value.length <= SMALL_INPUT) this.small(index, value, perItem, lastWindow, rendered);
      else this.large(index, value, perItem, lastWindow, rendered);
      if (this.budgetExceeded) return;
    }
  }

  private small(
    index: CompiledSet['items'][ItemKind],
    value: string,
    perItem: boolean,
    lastWindow: Int32Array,
    rendered: boolean,
  ): void {
    lastWindow.fill(-1);
    const candidates: number[] = [];
    scanWindows(index.automaton, value, SMALL_SHIFT, lastWindow, (lit) => {
      for (const id of index.literalPatterns[lit]) candidates.push(id);
    });
    for (const id of index.unfiltered) candidates.push(id);
    let previous = -1;
    if (candidates.length > 1) candidates.sort((a, b) => a - b);
    for (const id of candidates) {
      if (id === previous) continue;
      previous = id;
      if (!perItem && this.once.has(id)) continue;
      const m = this.exec(this.set.patterns[id], value);
      if (m) {
        this.once.add(id);
        this.record(id, '', m, rendered);
      }
    }
  }

  private large(
    index: CompiledSet['items'][ItemKind],
    value: string,
    perItem: boolean,
    lastWindow: Int32Array,
    rendered: boolean,
  ): void {
    lastWindow.fill(-1);
    // Windows per literal; patterns look theirs up afterwards, so the scan itself stays cheap.
    const litWindows: number[][] = [];
    const hitLiterals: number[] = [];
    scanWindows(index.automaton, value, WINDOW_SHIFT, lastWindow, (lit, w) => {
      const list = litWindows[lit];
      if (list) list.push(w);
      else {
        litWindows[lit] = [w];
        hitLiterals.push(lit);
      }
    });
    const candidates: number[] = [...index.unfiltered];
    for (const lit of hitLiterals) for (const id of index.literalPatterns[lit]) candidates.push(id);
    candidates.sort((a, b) => a - b);
    const lastIndex = (value.length - 1) >> WINDOW_SHIFT;
    let all: number[] | undefined;
    let previous = -1;
    for (const id of candidates) {
      if (id === previous) continue;
      previous = id;
      if (!perItem && this.once.has(id)) continue;
      const p = this.set.patterns[id];
      let windows: number[];
      if (!p.literals) {
        all ??= Array.from({ length: lastIndex + 1 }, (_, i) => i);
        windows = all;
      } else {
        windows = windowsOf(p.literals, index, litWindows);
      }
      const m = this.firstInWindows(p, value, windows, lastIndex);
      if (m) {
        this.once.add(id);
        this.record(id, '', m, rendered);
      }
      if (this.budgetExceeded) return;
    }
  }

  private firstInWindows(
    p: CompiledPattern,
    value: string,
    windows: number[],
    lastIndex: number,
  ): RegExpExecArray | null {
    const margin = p.risky ? RISKY_MARGIN : MARGIN;
    // Anchored patterns only ever match at the ends, whatever the prefilter saw in between.
    if (p.anchoredStart && !p.anchoredEnd) return this.exec(p, value.slice(0, WINDOW + margin));
    if (p.anchoredEnd && !p.anchoredStart) return this.exec(p, value.slice(value.length - WINDOW - margin));
    if (p.anchoredStart && p.anchoredEnd) return null; // a whole large input is never one token
    const maxMerge = p.risky ? 1 : MAX_MERGED_WINDOWS;
    let i = 0;
    while (i < windows.length) {
      const first = windows[i];
      let last = first;
      while (i + 1 < windows.length && windows[i + 1] <= last + 1 && windows[i + 1] - first < maxMerge) {
        last = windows[++i];
      }
      i++;
      const start = Math.max(0, first * WINDOW - margin);
      const end = Math.min(value.length, (Math.min(last, lastIndex) + 1) * WINDOW + margin);
      const m = this.exec(p, value.slice(start, end));
      if (m || this.budgetExceeded) return m;
    }
    return null;
  }

  /** Match a keyed kind: every value of every present key, each matching value counts. */
  keyed(kind: KeyedKind, entries: [string, string[]][], rendered = false): void {
    const map = this.set.keyed[kind];
    for (const [key, values] of entries) {
      const ids = map.get(key);
      if (!ids) continue;
      for (const id of ids) {
        const p = this.set.patterns[id];
        for (const value of values) {
          const m = this.exec(p, value);
          if (m) this.record(id, key, m, rendered);
        }
      }
    }
  }

  /** Match dom patterns against per-selector answers. */
  dom(answers: Record<string, DomAnswer[]>, rendered: boolean): void {
    for (const [selector, ids] of this.set.dom) {
      const found = answers[selector];
      if (!found || found.length === 0) continue;
      for (const id of ids) {
        const p = this.set.patterns[id];
        if (p.domPart === 'exists') {
          // Presence is the whole test; the pattern carries only tags.
          const m = Object.assign([selector], { index: 0, input: selector }) as unknown as RegExpExecArray;
          this.record(id, selector, m, rendered);
          continue;
        }
        for (const answer of found) {
          const value = domValue(p, answer);
          if (value === undefined) continue;
          const m = this.exec(p, value);
          if (m) {
            this.record(id, domKey(p), m, rendered);
            break;
          }
        }
      }
    }
  }
}

/** The sorted windows in which any of a pattern's literals was seen. */
function windowsOf(
  literals: string[],
  index: CompiledSet['items'][ItemKind],
  litWindows: number[][],
): number[] {
  if (literals.length === 1) return litWindows[index.literalIds.get(literals[0]) as number] ?? [];
  const merged = new Set<number>();
  for (const l of literals)
    for (const w of litWindows[index.literalIds.get(l) as number] ?? []) merged.add(w);
  return [...merged].sort((a, b) => a - b);
}

function domValue(p: CompiledPattern, answer: DomAnswer): string | undefined {
  if (p.domPart === 'text') {
    const text = answer.text?.trim();
    return text ? text : undefined; // the reference ignores elements without text
  }
  const bag = p.domPart === 'attributes' ? answer.attributes : answer.properties;
  if (!bag || !p.domName || !Object.hasOwn(bag, p.domName)) return undefined;
  const value = bag[p.domName];
  return value === undefined || value === null ? undefined : String(value);
}

function domKey(p: CompiledPattern): string {
  return p.domPart === 'text'
    ? `${p.key} text`
    : `${p.key} [${p.domPart === 'attributes' ? '' : '.'}${p.domName}]`;
}
