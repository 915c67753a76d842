/**
 * A small seeded PRNG. Every site draws from its own stream, keyed by (seed, site number, purpose),
 * so a site's document depends only on those numbers: generation can start at any site (resuming
 * a seed, splitting a benchmark load across workers) and still produce byte-identical documents.
 * Math.random is never used.
 */

/** 32-bit avalanche mix (the finaliser of MurmurHash3): nearby inputs give unrelated outputs. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Combines numbers into one 32-bit key; order matters. */
export function hashKey(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) h = mix32(h ^ mix32((p >>> 0) ^ Math.floor(p / 0x1_0000_0000)));
  return h;
}

/** FNV-1a of a string, for naming streams ("identity", "technologies") instead of numbering them. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const purposeKeys = new Map<string, number>();

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A stream for one purpose of one site: independent of every other purpose's draws. */
  static for(seed: number, site: number, purpose: string): Rng {
    let key = purposeKeys.get(purpose);
    if (key === undefined) {
      key = hashString(purpose);
      purposeKeys.set(purpose, key);
    }
    return new Rng(hashKey(seed, site, key));
  }

  /** mulberry32: 32 bits of state, passes the usual statistical batteries for this kind of use. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** One item of a [item, weight] table; weights need not sum to anything in particular. */
  weighted<T>(table: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of table) total += w;
    let r = this.next() * total;
    for (const [item, w] of table) {
      r -= w;
      if (r < 0) return item;
    }
    return table[table.length - 1][0];
  }

  /** Up to `n` distinct items, in table order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    const want = Math.min(n, items.length);
    while (chosen.size < want) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]);
  }

  /** Lower-case letters and digits, for tag and publisher ids. */
  token(length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}
