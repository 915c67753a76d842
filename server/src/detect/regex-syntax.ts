// A small reader for the JavaScript regular expressions used in fingerprints (non-unicode mode).
// It is not a validator: `new RegExp` stays the judge of what is legal. It exists to answer two
// questions the engine asks of every pattern at compile time: which literal substrings must appear
// in any text the pattern matches (the prefilter), and how risky the pattern is to run (the
// safety bounds).

export type RegexNode =
  | { t: 'char'; c: string } // one literal character (lower-cased when ASCII)
  | { t: 'set' } // a class, a dot or a class escape: one character, not a literal
  | { t: 'assert'; a: '^' | '$' | 'b' | 'B' }
  | { t: 'backref' }
  | { t: 'group'; body: RegexNode; look: boolean }
  | { t: 'quant'; body: RegexNode; min: number; max: number }
  | { t: 'seq'; items: RegexNode[] }
  | { t: 'alt'; branches: RegexNode[] };

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v', '0': '\0' };

export function parseRegex(source: string): RegexNode {
  const reader = new Reader(source);
  const root = reader.alt();
  // A stray `)` would stop the reader early; the rest is then unknown, so give up on literals.
  if (reader.i < source.length) {
    return { t: 'seq', items: [root, { t: 'quant', body: { t: 'set' }, min: 0, max: 1 }] };
  }
  return root;
}

const SET: RegexNode = { t: 'set' };

class Reader {
  i = 0;
  constructor(readonly s: string) {}

  alt(): RegexNode {
    const branches: RegexNode[] = [this.seq()];
    while (this.s[this.i] === '|') {
      this.i++;
      branches.push(this.seq());
    }
    return branches.length === 1 ? branches[0] : { t: 'alt', branches };
  }

  seq(): RegexNode {
    const items: RegexNode[] = [];
    const s = this.s;
    while (this.i < s.length && s[this.i] !== '|' && s[this.i] !== ')') {
      items.push(this.quantifier(this.atom()));
    }
    return { t: 'seq', items };
  }

  quantifier(atom: RegexNode): RegexNode {
    const s = this.s;
    let node = atom;
    for (;;) {
      const ch = s[this.i];
      let min: number;
      let max: number;
      if (ch === '*') {
        min = 0;
        max = Infinity;
        this.i++;
      } else if (ch === '+') {
        min = 1;
        max = Infinity;
        this.i++;
      } else if (ch === '?') {
        min = 0;
        max = 1;
        this.i++;
      } else if (ch === '{') {
        const b = this.brace();
        if (!b) return node; // a lone brace is a literal in non-unicode mode
        [min, max] = b;
      } else {
        return node;
      }
      if (s[this.i] === '?') this.i++; // lazy
      node = { t: 'quant', body: node, min, max };
    }
  }

  /** `{n}`, `{n,}` or `{n,m}` at the cursor, consumed; null (nothing consumed) otherwise. */
  brace(): [number, number] | null {
    const s = this.s;
    let j = this.i + 1;
    let min = 0;
    let digits = 0;
    while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) {
      min = min * 10 + s.charCodeAt(j++) - 48;
      digits++;
    }
    if (!digits) return null;
    let max = min;
    if (s[j] === ',') {
      j++;
      let m = 0;
      let d = 0;
      while (j < s.length && s.charCodeAt(j) >= 48 && s.charCodeAt(j) <= 57) {
        m = m * 10 + s.charCodeAt(j++) - 48;
        d++;
      }
      max = d ? m : Infinity;
    }
    if (s[j] !== '}') return null;
    this.i = j + 1;
    return [min, max];
  }

  atom(): RegexNode {
    const s = this.s;
    const ch = s[this.i];
    if (ch === '(') {
      this.i++;
      let look = false;
      if (s[this.i] === '?') {
        const next = s[this.i + 1];
        if (next === ':') this.i += 2;
        else if (next === '=' || next === '!') {
          look = true;
          this.i += 2;
        } else if (next === '<' && (s[this.i + 2] === '=' || s[this.i + 2] === '!')) {
          look = true;
          this.i += 3;
        } else if (next === '<') {
          const close = s.indexOf('>', this.i);
          this.i = close === -1 ? this.i + 2 : close + 1;
        }
      }
      const body = this.alt();
      if (s[this.i] === ')') this.i++;
      return { t: 'group', body, look };
    }
    if (ch === '[') {
      this.i++;
      if (s[this.i] === '^') this.i++;
      if (s[this.i] === ']') this.i++; // a bracket right after the opener is literal
      while (this.i < s.length && s[this.i] !== ']') this.i += s[this.i] === '\\' ? 2 : 1;
      this.i++;
      return SET;
    }
    if (ch === '.') {
      this.i++;
      return SET;
    }
    if (ch === '^' || ch === '$') {
      this.i++;
      return { t: 'assert', a: ch };
    }
    if (ch === '\\') {
      const e = s[this.i + 1] ?? '\\';
      this.i += 2;
      if (e === 'b' || e === 'B') return { t: 'assert', a: e };
      if ('dDwWsS'.includes(e)) return SET;
      if (e >= '1' && e <= '9') {
        while (s[this.i] >= '0' && s[this.i] <= '9') this.i++;
        return { t: 'backref' };
      }
      if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(s.slice(this.i, this.i + 2))) {
        const c = String.fromCharCode(Number.parseInt(s.slice(this.i, this.i + 2), 16));
        this.i += 2;
        return literal(c);
      }
      if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(s.slice(this.i, this.i + 4))) {
        const c = String.fromCharCode(Number.parseInt(s.slice(this.i, this.i + 4), 16));
        this.i += 4;
        return literal(c);
      }
      if ('ckpPxu'.includes(e)) return SET;
      if (e in SIMPLE_ESCAPES) return literal(SIMPLE_ESCAPES[e]);
      return literal(e);
    }
    this.i++;
    return literal(ch);
  }
}

function literal(c: string): RegexNode {
  // Only ASCII survives as a literal: the prefilter lower-cases the input, and case folding
  // outside ASCII is not something a substring test can promise to mirror.
  if (c.charCodeAt(0) > 127) return SET;
  return { t: 'char', c: c.toLowerCase() };
}

/**
 * Literals of which at least one occurs (lower-cased) in any text the pattern matches, or null
 * when no such set exists (the pattern must then always run).
 */
export function requiredLiterals(node: RegexNode, minLength = 3): string[] | null {
  const best = need(node);
  if (!best) return null;
  for (const l of best) if (l.length < minLength) return null;
  // A member that contains another member adds nothing: the shorter one is found whenever it is.
  const unique = [...new Set(best)];
  return unique.filter((l) => !unique.some((o) => o !== l && l.includes(o)));
}

function need(n: RegexNode): string[] | null {
  const alts = alternatives(n);
  if (alts) return alts;
  switch (n.t) {
    case 'group':
      return n.look ? null : need(n.body);
    case 'quant':
      return n.min < 1 ? null : need(n.body);
    case 'alt': {
      const all: string[] = [];
      for (const b of n.branches) {
        const r = need(b);
        if (!r) return null;
        all.push(...r);
      }
      return all;
    }
    case 'seq': {
      let pick: string[] | null = null;
      let run: string[] = [''];
      for (const item of n.items) {
        const alts = alternatives(item);
        if (alts) {
          const joined = cross(run, alts);
          if (joined) run = joined;
          else {
            pick = better(pick, run);
            run = alts;
          }
          continue;
        }
        if (item.t === 'assert') continue; // zero width: the run continues across it
        pick = better(pick, run);
        run = [''];
        pick = better(pick, need(item));
      }
      return better(pick, run);
    }
    default:
      return null;
  }
}

const MAX_ALTERNATIVES = 16;

/** Every string a node can match, when that is a short finite list (`s?`, `(?:a|b)c`); else null. */
function alternatives(n: RegexNode): string[] | null {
  switch (n.t) {
    case 'char':
      return [n.c];
    case 'group':
      return n.look ? null : alternatives(n.body);
    case 'seq': {
      let out: string[] | null = [''];
      for (const item of n.items) {
        if (item.t === 'assert') return null;
        const a = alternatives(item);
        if (!a) return null;
        out = cross(out, a);
        if (!out) return null;
      }
      return out;
    }
    case 'alt': {
      const out: string[] = [];
      for (const b of n.branches) {
        const a = alternatives(b);
        if (!a) return null;
        out.push(...a);
      }
      return out.length <= MAX_ALTERNATIVES ? out : null;
    }
    case 'quant': {
      const a = alternatives(n.body);
      if (!a) return null;
      if (n.min === 0 && n.max === 1) return a.length < MAX_ALTERNATIVES ? ['', ...a] : null;
      if (n.min === n.max && n.min <= 16 && a.length === 1) return [a[0].repeat(n.min)];
      return null;
    }
    default:
      return null;
  }
}

function cross(left: string[], right: string[]): string[] | null {
  if (left.length * right.length > MAX_ALTERNATIVES) return null;
  const out: string[] = [];
  for (const l of left) for (const r of right) out.push(l + r);
  return out;
}

function better(a: string[] | null, b: string[] | null): string[] | null {
  if (!b) return a;
  if (!a) return b;
  return score(b) > score(a) ? b : a;
}

// Markup found on most pages: a literal that is part of it filters almost nothing.
const BOILERPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="x-ua-compatible" content="ie=edge">',
  '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="',
  '<meta property="og:title" content="<link rel="stylesheet" type="text/css" media="all" href="https://www.',
  '<link rel="preload" as="script" href="/<link rel="icon" href="/favicon.ico"><title></title></head><body class="',
  '<script type="text/javascript" src="https://cdn.<script async src="//<script defer src="/static/js/main.min.js?ver=1.0">',
  '</script><div class="container" id="main" style="display:none"><span class="<a href="https://<a target="_blank" ',
  'rel="noopener noreferrer" href="<img src="data-src="<ul><li><p><iframe src="<input type="hidden" name="value="',
  '<form action="method="post"><button type="submit" class="<section><footer><nav>/css/style.min.css</div></body></html>',
  'function(){var window.document.createelement("script");return true;false;null;undefined;this.',
  'https://fonts.googleapis.com/',
].join('\n');

/**
 * Any substring of a required literal is required too. Keep at most `max` characters, taken from
 * the end: the distinctive part of `<div class="posterous` is its tail, not the markup before it.
 */
export function trimLiteral(literal: string, max: number): string {
  if (literal.length <= max) return literal;
  const tail = literal.slice(-max);
  return BOILERPLATE.includes(tail) ? literal.slice(0, max) : tail;
}

// The shortest member decides how selective a set is; a set with many members costs more.
function score(set: string[]): number {
  let min = Infinity;
  for (const s of set) min = Math.min(min, BOILERPLATE.includes(s) ? s.length / 3 : s.length);
  return min * 4 - Math.log2(set.length);
}

export interface RegexRisk {
  /** a repeated group that itself contains a repetition: may backtrack exponentially */
  nested: boolean;
  /** the largest number of wide repetitions that follow one another in a sequence */
  chain: number;
  anchoredStart: boolean;
  anchoredEnd: boolean;
  lookbehindOrBackref: boolean;
}

const WIDE = 16;

export function regexRisk(node: RegexNode): RegexRisk {
  const risk: RegexRisk = {
    nested: false,
    chain: 0,
    anchoredStart: false,
    anchoredEnd: false,
    lookbehindOrBackref: false,
  };
  walkRisk(node, false, risk);
  return risk;
}

function walkRisk(n: RegexNode, insideRepeat: boolean, risk: RegexRisk): void {
  switch (n.t) {
    case 'assert':
      if (n.a === '^') risk.anchoredStart = true;
      if (n.a === '$') risk.anchoredEnd = true;
      return;
    case 'backref':
      risk.lookbehindOrBackref = true;
      return;
    case 'group':
      walkRisk(n.body, insideRepeat, risk);
      return;
    case 'quant':
      // A wide repetition inside another repetition can split the same text in very many ways.
      // `(?:\.\d+)+` is common and harmless: the literal in each round keeps rounds apart, so only
      // repeated bodies without a mandatory literal character count.
      if (insideRepeat && n.max > WIDE) risk.nested = true;
      walkRisk(n.body, insideRepeat || (n.max > 1 && !hasMandatoryChar(n.body)), risk);
      return;
    case 'alt':
      for (const b of n.branches) walkRisk(b, insideRepeat, risk);
      return;
    case 'seq': {
      let chain = 0;
      for (const item of n.items) {
        if (item.t === 'quant' && item.max > WIDE) chain++;
        else if (item.t !== 'assert' && item.t !== 'set') chain = 0;
        if (chain > risk.chain) risk.chain = chain;
        walkRisk(item, insideRepeat, risk);
      }
      return;
    }
    default:
      return;
  }
}

function hasMandatoryChar(n: RegexNode): boolean {
  switch (n.t) {
    case 'char':
      return true;
    case 'group':
      return !n.look && hasMandatoryChar(n.body);
    case 'seq':
      return n.items.some(hasMandatoryChar);
    case 'quant':
      // characters a repetition consumes can be shared between rounds: not a separator
      return n.min > 0 && n.max <= 1 && hasMandatoryChar(n.body);
    case 'alt':
      return n.branches.every(hasMandatoryChar);
    default:
      return false;
  }
}
