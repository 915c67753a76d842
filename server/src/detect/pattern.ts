// One fingerprint pattern string: a regular expression followed by `\;key:value` tags.

export interface TaggedPattern {
  /** the regular expression source, quantifiers already bounded */
  source: string;
  confidence: number;
  /** version template such as `\1` or `\1?next:`; empty when the pattern carries none */
  version: string;
}

const EMPTY: TaggedPattern = Object.freeze({ source: '', confidence: 100, version: '' });

export function parseTagged(raw: string | number | boolean): TaggedPattern {
  const text = String(raw);
  if (text === '') return EMPTY;
  const parts = text.split('\\;');
  let confidence = 100;
  let version = '';
  for (const part of parts.slice(1)) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const key = part.slice(0, colon);
    const value = part.slice(colon + 1);
    if (key === 'confidence') {
      const n = Number.parseInt(value, 10);
      if (Number.isFinite(n)) confidence = n;
    } else if (key === 'version') version = value;
  }
  return { source: boundQuantifiers(parts[0]), confidence, version };
}

/**
 * The reference turns `+` into `{1,250}` and `*` into `{0,250}` so that one repetition can never
 * run over a whole page. We keep the bound but apply it only to real quantifiers: the reference's
 * text replacement also rewrites `+`/`*` inside character classes and after a backslash, which
 * changes what those patterns mean.
 */
export function boundQuantifiers(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      out += ch + (source[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      if (source[i + 1] === '^') {
        out += '^';
        i++;
      }
      if (source[i + 1] === ']') {
        out += ']';
        i++;
      }
      continue;
    }
    if (ch === '+') out += '{1,250}';
    else if (ch === '*') out += '{0,250}';
    else out += ch;
  }
  return out;
}

// Groups longer than this are not version numbers (the reference's rule: timestamps, hashes).
const MAX_GROUP_LENGTH = 10;

/**
 * Fill a version template from a match. `\N` is replaced by group N; `\N?a:b` yields `a` when
 * group N matched something and `b` otherwise (either side may be empty, as the set's README
 * describes). Groups longer than 10 characters count as unmatched.
 */
export function resolveVersion(template: string, groups: ArrayLike<string | undefined>): string {
  if (!template) return '';
  const group = (n: number): string => {
    const g = groups[n];
    return g && g.length <= MAX_GROUP_LENGTH ? g : '';
  };
  let out = template.replace(/\\(\d)\?([^:]*):(.*)$/, (_m, n: string, yes: string, no: string) =>
    group(Number(n)) ? yes : no,
  );
  out = out.replace(/\\(\d)/g, (_m, n: string) => group(Number(n)));
  return out.trim();
}
