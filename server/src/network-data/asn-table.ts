// Address ranges → autonomous system, from the `-num.csv` files of @ip-location-db/asn
// ("start,end,asn,name", ranges inclusive, sorted, not overlapping). Held in typed arrays and
// searched by bisection: 412,000 IPv4 and 103,000 IPv6 ranges cost about 9 MB, where objects
// per row would cost ten times that.

import { readFile } from 'node:fs/promises';

export interface AsnTable {
  /** The autonomous system announcing the address (IPv4 as a uint32, IPv6 as a 128-bit bigint). */
  v4(address: number): number | null;
  v6(address: bigint): number | null;
  /** The registered name of an AS number, e.g. "Google LLC". */
  name(asn: number): string | null;
  readonly ranges: number;
}

/** Rows parsed between two yields to the event loop, so a server keeps answering while it loads. */
const ROWS_PER_SLICE = 25_000;
const U64 = (1n << 64n) - 1n;

export async function loadAsnTable(files: { v4: string; v6: string }): Promise<AsnTable> {
  const names = new Map<number, string>();
  const v4 = await parseRanges(await readFile(files.v4, 'utf8'), names, (s) => Number(s));
  const v6 = await parseRanges(await readFile(files.v6, 'utf8'), names, (s) => BigInt(s));

  const v4Start = Uint32Array.from(v4.starts as number[]);
  const v4End = Uint32Array.from(v4.ends as number[]);
  const v4Asn = Uint32Array.from(v4.asns);
  // 128-bit bounds as high and low 64-bit halves: typed arrays, not 200,000 bigint objects.
  const half = (xs: bigint[], high: boolean) =>
    BigUint64Array.from(xs as bigint[], (n) => (high ? n >> 64n : n & U64));
  const v6StartHi = half(v6.starts as bigint[], true);
  const v6StartLo = half(v6.starts as bigint[], false);
  const v6EndHi = half(v6.ends as bigint[], true);
  const v6EndLo = half(v6.ends as bigint[], false);
  const v6Asn = Uint32Array.from(v6.asns);

  return {
    ranges: v4Asn.length + v6Asn.length,
    v4(address) {
      const i = lastAtMost(v4Asn.length, (k) => v4Start[k] <= address);
      return i >= 0 && address <= v4End[i] ? v4Asn[i] : null;
    },
    v6(address) {
      const hi = address >> 64n;
      const lo = address & U64;
      const i = lastAtMost(
        v6Asn.length,
        (k) => v6StartHi[k] < hi || (v6StartHi[k] === hi && v6StartLo[k] <= lo),
      );
      if (i < 0) return null;
      const inside = hi < v6EndHi[i] || (hi === v6EndHi[i] && lo <= v6EndLo[i]);
      return inside ? v6Asn[i] : null;
    },
    name: (asn) => names.get(asn) ?? null,
  };
}

/** The last index whose row satisfies `atMost` (rows sorted, so the predicate flips once). */
function lastAtMost(length: number, atMost: (k: number) => boolean): number {
  let lo = 0;
  let hi = length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (atMost(mid)) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

async function parseRanges<N extends number | bigint>(
  text: string,
  names: Map<number, string>,
  bound: (s: string) => N,
): Promise<{ starts: N[]; ends: N[]; asns: number[] }> {
  const starts: N[] = [];
  const ends: N[] = [];
  const asns: number[] = [];
  let at = 0;
  let rows = 0;
  while (at < text.length) {
    let eol = text.indexOf('\n', at);
    if (eol < 0) eol = text.length;
    const c1 = text.indexOf(',', at);
    const c2 = text.indexOf(',', c1 + 1);
    const c3 = text.indexOf(',', c2 + 1);
    if (c1 > at && c3 > c2 && c3 < eol) {
      const asn = Number(text.slice(c2 + 1, c3));
      starts.push(bound(text.slice(at, c1)));
      ends.push(bound(text.slice(c1 + 1, c2)));
      asns.push(asn);
      if (!names.has(asn)) names.set(asn, ownCopy(unquote(text.slice(c3 + 1, eol).replace(/\r$/, ''))));
    }
    at = eol + 1;
    if (++rows % ROWS_PER_SLICE === 0) await new Promise((r) => setImmediate(r));
  }
  return { starts, ends, asns };
}

/**
 * V8 keeps a slice of a long string as a view into it, so a name sliced from the file would hold
 * the whole 21 MB file in memory for as long as the name lives.
 */
function ownCopy(s: string): string {
  return Buffer.from(s, 'utf8').toString('utf8');
}

/** A CSV field: `"LLC ""SPUTNIK"""` → `LLC "SPUTNIK"`. */
function unquote(field: string): string {
  return field.startsWith('"') && field.endsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}
