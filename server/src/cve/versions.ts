// Version strings as web technologies really write them: "2.4.49", "1.0.1g" (OpenSSL letters),
// "2.4.3-p1" (Magento patches), "11.0.0-M1" (Tomcat milestones), "10.0.0-beta.1", "7.4.13.u48",
// "15.01.2375.037" (Exchange builds), "4.2.x". One total order over all of them, and a text key
// with the same order so that PostgreSQL can compare versions with plain `<` under COLLATE "C".

export type Segment =
  | { kind: 'num'; value: string }
  | { kind: 'pre'; rank: number; word: string }
  | { kind: 'post'; word: string };

export interface Version {
  raw: string;
  segments: Segment[];
  /** The text ended in a wildcard component ("4.2.x", "8.1.*"): a release line, not one version. */
  wildcard: boolean;
}

// Pre-release words sort below the release they precede, in this order.
const PRE_RANK: Record<string, number> = {
  dev: 0,
  nightly: 0,
  canary: 0,
  next: 0,
  ea: 0,
  alpha: 1,
  a: 1,
  beta: 2,
  b: 2,
  milestone: 3,
  m: 3,
  rc: 4,
  cr: 4,
  pre: 4,
  preview: 4,
  snapshot: 5,
};
// Words that mark a later build of the same release (patch levels, updates, security rebuilds).
const POST_WORDS = new Set([
  'p',
  'patch',
  'pl',
  'sp',
  'u',
  'update',
  'post',
  'security',
  'ext',
  'hotfix',
  'fix',
  'r',
  'fips',
  'ndcpp',
  'lts',
]);
// Words that name the release itself and carry no order.
const NEUTRAL_WORDS = new Set(['ga', 'final', 'release', 'stable']);
// Letters that are pre-release markers only when a number follows ("1.0b2", "11.0.0-M1");
// alone they are OpenSSL-style patch letters ("1.0.1a" comes after "1.0.1").
const SHORT_PRE = new Set(['a', 'b', 'm']);

const NOT_A_VERSION = /^(?:n\/a|na|none|unspecified|unknown|all|any|\*|-|not fixed)$/i;

/** Parses one version; null when the text is not a version at all ("unspecified", "n/a", "*"). */
export function parseVersion(text: string): Version | null {
  const raw = text.trim();
  if (!raw || NOT_A_VERSION.test(raw)) return null;
  let s = raw.toLowerCase().replace(/\\/g, '');
  if (/^v\d/.test(s)) s = s.slice(1);
  if (!/^(?:\d|[a-z]{1,2}\d)/.test(s) || /[^0-9a-z.\-_+~* ]/.test(s)) return null;

  const tokens = s.match(/\d+|[a-z]+|\*|[.\-_+~ ]/g) ?? [];
  const segments: Segment[] = [];
  let wildcard = false;
  let sep = '';
  let build = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (/^[.\-_+~ ]$/.test(t)) {
      sep = t;
      if (t === '+') build = true;
      continue;
    }
    if (t === '*' || (t === 'x' && (sep === '.' || sep === '-') && segments.length > 0)) {
      wildcard = true;
      break;
    }
    if (/^\d/.test(t)) {
      segments.push({ kind: 'num', value: t.replace(/^0+(?=\d)/, '') });
    } else if (NEUTRAL_WORDS.has(t)) {
      // nothing: "7.2.1 GA2" orders like "7.2.1.2"
    } else {
      const next = tokens[i + 1] ?? '';
      const nextIsNum = /^\d/.test(next) || (/^[.\-_]$/.test(next) && /^\d/.test(tokens[i + 2] ?? ''));
      const prev = segments[segments.length - 1];
      if (build || POST_WORDS.has(t)) segments.push({ kind: 'post', word: t });
      else if (t in PRE_RANK && (!SHORT_PRE.has(t) || nextIsNum)) {
        segments.push({ kind: 'pre', rank: PRE_RANK[t], word: t });
      } else if (sep === '-' && prev?.kind === 'num') {
        // semver: an unknown tag after "-" is a pre-release ("14.2.0-canary.5")
        segments.push({ kind: 'pre', rank: 0, word: t });
      } else segments.push({ kind: 'post', word: t });
    }
    sep = '';
  }
  if (!segments.length || segments[0].kind === 'pre') return null;
  return { raw, segments: trimZeros(segments), wildcard };
}

/** "1.0.0" = "1.0" = "1", and "11.0.0-M1" = "11-M1": zeros before a word or the end carry no order. */
function trimZeros(segments: Segment[]): Segment[] {
  const result: Segment[] = [];
  for (const s of segments) {
    if (s.kind !== 'num') while (result.length > 1 && isZero(result[result.length - 1])) result.pop();
    result.push(s);
  }
  while (result.length > 1 && isZero(result[result.length - 1])) result.pop();
  return result;
}

const isZero = (s: Segment | undefined) => s?.kind === 'num' && s.value === '0';

/**
 * A text key whose byte order is the version order: pre-release < end of version < post-release
 * word < number. Numbers carry their length so that 10 sorts after 9.
 */
export function versionKey(v: Version | string): string {
  const version = typeof v === 'string' ? parseVersion(v) : v;
  if (!version) throw new Error(`not a version: ${v as string}`);
  let key = '';
  for (const s of version.segments) {
    if (s.kind === 'num') key += `6${String.fromCharCode(48 + s.value.length)}${s.value}`;
    else if (s.kind === 'pre') key += `1${s.rank}${s.word}!`;
    else key += `4${s.word}!`;
  }
  return `${key}3`;
}

/** Negative, zero or positive like a sort comparator; throws on text that is not a version. */
export function compareVersions(a: Version | string, b: Version | string): number {
  const ka = versionKey(a);
  const kb = versionKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The numeric components before the first word: "2.4.3-p1" → ["2","4","3"]. */
export function numericPrefix(v: Version): string[] {
  const out: string[] = [];
  for (const s of v.segments) {
    if (s.kind !== 'num') break;
    out.push(s.value);
  }
  return out;
}

/** The first version after a release line: "4.2.x" → "4.3", "8.*" → "9". */
export function nextLine(v: Version): Version {
  const nums = numericPrefix(v);
  const parts = nums.length ? nums : ['0'];
  const last = BigInt(parts[parts.length - 1]) + 1n;
  const text = [...parts.slice(0, -1), String(last)].join('.');
  return parseVersion(text)!;
}

/** The start of a release line: "4.2.x" → "4.2". */
export function lineStart(v: Version): Version {
  const nums = numericPrefix(v);
  return parseVersion(nums.length ? nums.join('.') : '0')!;
}
