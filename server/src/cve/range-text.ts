// Version ranges written as text: CNA `version` fields such as ">= 13.4.0, < 14.1.1",
// "0.5.6 - 1.13.2", "All versions prior to 4.17.12", "Fixed in OpenSSL 3.0.2 (Affected 3.0.0,3.0.1)",
// and the phrases of older descriptions: "before 7.58, 8.x before 8.3.9", "2.4.49 and 2.4.50",
// "through 5.5.40", "3.7.x before 3.7.1", "2.153 and earlier", "since 0.5.6 up to and including 1.13.2".

import { exact, type Interval, range, union } from './intervals.ts';
import { lineStart, nextLine, numericPrefix, parseVersion, type Version } from './versions.ts';

type Token = { t: 'v' | 'w' | 'op' | 'p'; s: string };

// A version inside prose: digits with dotted parts, OpenSSL letters, and only well-known suffix
// words after "-" so that "4.0.0-4.2.7" stays two versions.
const SUFFIX = '(?:alpha|beta|rc|m|p|patch|ext|u|update|security|canary|preview|pre|dev|fips|ndcpp|sp)';
const V = `\\d+(?:\\.(?:\\d+|x\\b|\\*))*(?:[a-z]{1,2}\\d*\\b)?(?:[-.+]${SUFFIX}[.-]?\\d*)*(?: update[- ]?\\d+)?`;
const TOKEN = new RegExp(`(>=|<=|>|<|=)|(?<![a-z0-9])(${V})|([a-z][a-z0-9]*)|([,;()])`, 'g');

export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN)) {
    if (m[1]) out.push({ t: 'op', s: m[1] });
    else if (m[2]) out.push({ t: 'v', s: m[2] });
    else if (m[3]) out.push({ t: 'w', s: m[3] });
    else out.push({ t: 'p', s: m[4] });
  }
  return out;
}

/** One parsed clause; one-sided upper bounds remember that so that lists can split into lines. */
interface Clause {
  interval: Interval;
  upperOnly?: { version: string; inclusive: boolean };
  bare?: string;
  fromAndEarlier?: boolean;
}

const FILLER = new Set([
  'versions',
  'version',
  'in',
  'of',
  'the',
  'package',
  'lts',
  'initial',
  'release',
  'ce',
  'ga',
  'releases',
  'all',
  'is',
  'are',
  'including',
]);

class Cursor {
  constructor(
    readonly tokens: Token[],
    public i = 0,
  ) {}
  peek(k = 0): Token | undefined {
    return this.tokens[this.i + k];
  }
  word(...ws: string[]): boolean {
    for (let k = 0; k < ws.length; k++) {
      const t = this.peek(k);
      if (!t || t.t !== 'w' || t.s !== ws[k]) return false;
    }
    this.i += ws.length;
    return true;
  }
  skipFiller(): void {
    while (this.peek()?.t === 'w' && FILLER.has(this.peek()!.s)) this.i++;
  }
  version(): Version | null {
    const save = this.i;
    this.skipFiller();
    const t = this.peek();
    if (t?.t === 'v') {
      const v = parseVersion(t.s);
      if (v) {
        this.i++;
        return v;
      }
    }
    this.i = save;
    return null;
  }
}

function restore(c: Cursor, at: number): null {
  c.i = at;
  return null;
}

function upperKeyword(c: Cursor): { inclusive: boolean } | null {
  if (c.word('before') || c.word('below') || c.word('prior', 'to') || c.word('lower', 'than'))
    return { inclusive: false };
  if (c.word('less', 'than') || c.word('earlier', 'than') || c.word('older', 'than'))
    return { inclusive: false };
  if (c.word('up', 'to', 'and', 'including') || c.word('through') || c.word('up', 'to') || c.word('until'))
    return { inclusive: true };
  const t = c.peek();
  if (t?.t === 'op' && (t.s === '<' || t.s === '<=')) {
    c.i++;
    return { inclusive: t.s === '<=' };
  }
  return null;
}

function lowerKeyword(c: Cursor): { inclusive: boolean } | null {
  if (c.word('greater', 'than', 'or', 'equal', 'to')) return { inclusive: true };
  if (c.word('greater', 'than') || c.word('after')) return { inclusive: false };
  if (c.word('since') || c.word('from') || c.word('next', 'of') || c.word('starting', 'with')) {
    return { inclusive: true };
  }
  const t = c.peek();
  if (t?.t === 'op' && (t.s === '>' || t.s === '>=')) {
    c.i++;
    return { inclusive: t.s === '>=' };
  }
  return null;
}

function lowerOf(v: Version): string {
  return v.wildcard ? lineStart(v).raw : v.raw;
}

function clause(c: Cursor): Clause | null {
  const start = c.i;
  c.skipFiller();
  // "before 3.4.0", "through 1.2", "< 8.0.0"
  const up = upperKeyword(c);
  if (up) {
    const v = c.version();
    if (!v) return restore(c, start);
    const to = v.wildcard ? nextLine(v).raw : v.raw;
    const inclusive = v.wildcard ? false : up.inclusive;
    return { interval: range(undefined, to, inclusive), upperOnly: { version: to, inclusive } };
  }
  // ">= 1.2, < 3.5.0", "greater than or equal to 1.2 and before 3.5.0", "since 0.5.6 up to and including 1.13.2"
  const low = lowerKeyword(c);
  if (low) {
    const v = c.version();
    if (!v) return restore(c, start);
    const from = { version: lowerOf(v), inclusive: low.inclusive || v.wildcard };
    const save = c.i;
    if (c.peek()?.s === ',' || c.peek()?.s === 'and') c.i++;
    const up2 = upperKeyword(c);
    const w = up2 ? c.version() : null;
    if (up2 && w) {
      const to = w.wildcard
        ? { version: nextLine(w).raw, inclusive: false }
        : { version: w.raw, inclusive: up2.inclusive };
      return { interval: { from, to } };
    }
    c.i = save;
    return { interval: { from } };
  }
  if (c.peek()?.t === 'op' && c.peek()?.s === '=') c.i++;
  const v = c.version();
  if (!v) return restore(c, start);
  // "3.7.x before 3.7.1", "3.2 before 3.2.14", "1.0.1 before 1.0.1g", "6.0 LTS before 6.0.10"
  const save = c.i;
  c.skipFiller();
  const up2 = upperKeyword(c);
  if (up2) {
    const w = c.version();
    if (w) {
      const to = w.wildcard ? nextLine(w).raw : w.raw;
      return { interval: range(lowerOf(v), to, w.wildcard ? false : up2.inclusive) };
    }
    c.i = save;
  }
  // "4.87 to 4.91 (inclusive)", "0.5.6 - 1.13.2"
  if (c.word('to')) {
    const w = c.version();
    if (w) {
      if (c.peek()?.s === '(' && c.peek(1)?.s === 'inclusive') c.i += c.peek(2)?.s === ')' ? 3 : 2;
      return { interval: range(lowerOf(v), w.wildcard ? nextLine(w).raw : w.raw, !w.wildcard) };
    }
    c.i = save;
  }
  // "2.153 and earlier", "5.6.1 and lower"
  if (
    c.word('and', 'earlier') ||
    c.word('and', 'lower') ||
    c.word('or', 'earlier') ||
    c.word('and', 'below')
  ) {
    return {
      interval: range(undefined, v.raw, true),
      upperOnly: { version: v.raw, inclusive: true },
      fromAndEarlier: true,
    };
  }
  if (c.word('and', 'later') || c.word('or', 'later') || c.word('and', 'above') || c.word('and', 'higher')) {
    return { interval: { from: { version: v.raw, inclusive: true } } };
  }
  if (v.wildcard) return { interval: range(lineStart(v).raw, nextLine(v).raw) };
  return { interval: exact(v.raw), bare: v.raw };
}

/** A list of clauses joined by ",", "and", "or"; stops at the first thing that is not one. */
export function clauseList(tokens: Token[], from = 0): { clauses: Clause[]; end: number } {
  const c = new Cursor(tokens, from);
  const clauses: Clause[] = [];
  for (;;) {
    const save = c.i;
    if (clauses.length) {
      let sep = false;
      while (
        c.peek() &&
        (c.peek()!.s === ',' || c.peek()!.s === 'and' || c.peek()!.s === 'or' || c.peek()!.s === ';')
      ) {
        c.i++;
        sep = true;
      }
      // "2.4 2.4.49": versions side by side, no separator
      if (!sep && c.peek()?.t !== 'v') break;
    }
    const next = clause(c);
    if (!next) {
      c.i = save;
      break;
    }
    clauses.push(next);
  }
  return { clauses, end: c.i };
}

/**
 * Turns clauses into intervals. Bare versions next to a one-sided bound share it ("before 5.6.15 and
 * 6.6.1", "2.4.7, 2.4.6-p5 and earlier"), and several one-sided bounds each cover their own release
 * line ("< 7.0.3.1, < 6.1.6.1" → [6.1, 6.1.6.1) and [7.0, 7.0.3.1)), the lowest one reaching down.
 */
export function clausesToIntervals(clauses: Clause[]): Interval[] {
  const list = clauses.map((c) => ({ ...c }));
  const trailing = list[list.length - 1];
  if (trailing?.fromAndEarlier) {
    for (const c of list) if (c.bare) Object.assign(c, asUpper(c.bare, true));
  }
  for (let k = 1; k < list.length; k++) {
    const prev = list[k - 1];
    if (list[k].bare && prev.upperOnly && !prev.bare)
      Object.assign(list[k], asUpper(list[k].bare!, prev.upperOnly.inclusive));
  }
  // bare versions where one is the line of another ("2.4 2.4.49"): keep the precise one
  const bares = list.filter((c) => c.bare && !c.upperOnly).map((c) => c.bare!);
  const dropped = new Set(bares.filter((b) => bares.some((o) => o !== b && isLinePrefix(b, o))));
  const uppers = list
    .filter((c) => c.upperOnly)
    .sort((a, b) => compareRaw(a.upperOnly!.version, b.upperOnly!.version));
  for (let k = 1; k < uppers.length; k++) {
    const lower = lineBetween(uppers[k - 1].upperOnly!.version, uppers[k].upperOnly!.version);
    if (lower) uppers[k].interval = { ...uppers[k].interval, from: { version: lower, inclusive: true } };
  }
  return union(list.filter((c) => !(c.bare && !c.upperOnly && dropped.has(c.bare))).map((c) => c.interval));
}

function asUpper(version: string, inclusive: boolean): Partial<Clause> {
  return {
    interval: range(undefined, version, inclusive),
    upperOnly: { version, inclusive },
    bare: undefined,
  };
}

function compareRaw(a: string, b: string): number {
  const pa = numericPrefix(parseVersion(a)!);
  const pb = numericPrefix(parseVersion(b)!);
  for (let k = 0; k < Math.max(pa.length, pb.length); k++) {
    const d = Number(pa[k] ?? 0) - Number(pb[k] ?? 0);
    if (d) return d;
  }
  return 0;
}

function isLinePrefix(short: string, long: string): boolean {
  return long.startsWith(`${short}.`);
}

/**
 * Where the release line of `upper` starts, seen from the previous bound: the components up to the
 * first one that differs. Null when that would be `upper` itself (then the bound reaches down).
 */
function lineBetween(previous: string, upper: string): string | null {
  const p = numericPrefix(parseVersion(previous)!);
  const u = numericPrefix(parseVersion(upper)!);
  let k = 0;
  while (k < u.length && p[k] === u[k]) k++;
  if (k + 1 >= u.length) return null;
  return u.slice(0, k + 1).join('.');
}

export interface TextRange {
  intervals: Interval[];
  /** How the text was read, for the import report. */
  form: 'comparators' | 'fixed-in' | 'phrase' | 'list';
}

/**
 * Reads a CNA `version` field written as text. Null when nothing in it is a range ("n/a",
 * "Not Fixed", "unspecified"), or when the text holds more than a range (then the caller falls
 * back to the description rather than guess).
 */
export function parseRangeText(text: string): TextRange | null {
  let s = text.toLowerCase().replace(/\s+/g, ' ').trim();
  // "<= 1 3.5.6": a stray space inside a number written after an operator
  s = s.replace(/([<>]=?|=)\s*(\d+) (\d+\.\d)/g, '$1 $2$3');
  const fixedIn = /^fixed in\b.*?\(affected (.+)\)$/.exec(s);
  if (fixedIn) {
    const inner = parseRangeText(fixedIn[1].replace(/(\d)-(\d)/g, '$1 - $2'));
    return inner && { intervals: inner.intervals, form: 'fixed-in' };
  }
  const fixedOnly = /^fixed (?:in )?(?:version )?(\S+)$/.exec(s);
  if (fixedOnly && parseVersion(fixedOnly[1])) {
    return { intervals: [range(undefined, fixedOnly[1])], form: 'fixed-in' };
  }
  const hyphen = new RegExp(`^(${V}) ?- ?(${V})$`).exec(s);
  if (hyphen && hyphen[1].includes('.') && hyphen[2].includes('.')) {
    return { intervals: [range(hyphen[1], hyphen[2], true)], form: 'phrase' };
  }
  const tokens = tokenize(s);
  if (!tokens.some((t) => t.t === 'v')) return null;
  if (tokens.every((t) => t.t === 'op' || t.t === 'v' || t.s === ',' || t.s === 'and')) {
    const { clauses, end } = clauseList(tokens);
    if (end === tokens.length && clauses.length) {
      // "7.0.3.1, 6.1.6.1, 6.0.5.1": a bare list, often the fixed releases; the caller decides
      const form = clauses.length > 1 && clauses.every((c) => c.bare) ? 'list' : 'comparators';
      return { intervals: union(clauses.map((c) => c.interval)), form };
    }
  }
  // drop a leading product name ("Apache HTTP Server 2.4 2.4.49", "moodle 3.11.5")
  let first = 0;
  while (first < tokens.length && tokens[first].t === 'w' && !STARTERS.has(tokens[first].s)) first++;
  const { clauses, end } = clauseList(tokens, first);
  if (!clauses.length) return null;
  // trailing words that are not part of a range ("and all old and unsupported versions") are
  // tolerated only when they widen nothing we would have to invent
  const rest = tokens.slice(end).filter((t) => t.t !== 'p');
  if (rest.some((t) => t.t === 'v')) return null;
  const intervals = clausesToIntervals(clauses);
  // "… and all old and unsupported versions": the lowest range reaches down to the first version
  if (rest.some((t) => t.s === 'old' || t.s === 'older' || t.s === 'unsupported') && intervals[0]?.from) {
    intervals[0] = { ...intervals[0] };
    delete intervals[0].from;
  }
  return { intervals, form: 'phrase' };
}

const STARTERS = new Set([
  'before',
  'below',
  'prior',
  'lower',
  'less',
  'through',
  'up',
  'until',
  'since',
  'from',
  'after',
  'next',
  'greater',
  'starting',
  'versions',
  'version',
  'all',
]);
