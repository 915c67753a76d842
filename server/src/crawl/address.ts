// Classification of IP addresses for the SSRF guard: which ranges a crawler must never reach.
// Pure; no DNS. IPv4 is held as a uint32 number, IPv6 as a 128-bit bigint, so one prefix test
// serves every table and the reason can name the range that matched.

import { isIPv4, isIPv6 } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'multicast'
  | 'unspecified'
  | 'broadcast'
  | 'shared'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'protocol-assignment'
  | 'unique-local'
  | 'site-local'
  | 'ipv4-mapped'
  | 'nat64-private'
  | '6to4-private'
  | 'teredo-private'
  | 'discard';

/** Words for reasons: "127.0.0.1 is a loopback address". */
export const CLASS_PHRASE: Record<AddressClass, string> = {
  public: 'a public address',
  loopback: 'a loopback address',
  private: 'a private address',
  'link-local': 'a link-local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  shared: 'a shared (carrier-grade NAT) address',
  reserved: 'a reserved address',
  documentation: 'a documentation address',
  benchmarking: 'a benchmarking address',
  'protocol-assignment': 'an IETF protocol-assignment address',
  'unique-local': 'a unique-local IPv6 address',
  'site-local': 'a site-local IPv6 address',
  'ipv4-mapped': 'an IPv4-mapped IPv6 address',
  'nat64-private': 'a NAT64 address embedding a non-public IPv4 address',
  '6to4-private': 'a 6to4 address embedding a non-public IPv4 address',
  'teredo-private': 'a Teredo address embedding a non-public IPv4 address',
  discard: 'a discard-only IPv6 address',
};

type V4Range = [base: number, bits: number, cls: AddressClass];
type V6Range = [base: bigint, bits: number, cls: AddressClass];

// Most specific first: the first match names the reason.
const V4_RANGES: V4Range[] = (
  [
    ['0.0.0.0', 32, 'unspecified'],
    ['255.255.255.255', 32, 'broadcast'],
    ['0.0.0.0', 8, 'unspecified'],
    ['10.0.0.0', 8, 'private'],
    ['100.64.0.0', 10, 'shared'],
    ['127.0.0.0', 8, 'loopback'],
    ['169.254.0.0', 16, 'link-local'],
    ['172.16.0.0', 12, 'private'],
    ['192.0.0.0', 24, 'protocol-assignment'],
    ['192.0.2.0', 24, 'documentation'],
    ['192.31.196.0', 24, 'protocol-assignment'],
    ['192.52.193.0', 24, 'protocol-assignment'],
    ['192.88.99.0', 24, 'reserved'],
    ['192.168.0.0', 16, 'private'],
    ['192.175.48.0', 24, 'protocol-assignment'],
    ['198.18.0.0', 15, 'benchmarking'],
    ['198.51.100.0', 24, 'documentation'],
    ['203.0.113.0', 24, 'documentation'],
    ['224.0.0.0', 4, 'multicast'],
    ['240.0.0.0', 4, 'reserved'],
  ] as const
).map(([a, bits, cls]) => [v4ToNumber(a)!, bits, cls]);

const V6_RANGES: V6Range[] = (
  [
    ['::', 128, 'unspecified'],
    ['::1', 128, 'loopback'],
    ['::ffff:0:0', 96, 'ipv4-mapped'],
    ['::ffff:0:0:0', 96, 'ipv4-mapped'], // SIIT "IPv4-translated"
    ['100::', 64, 'discard'],
    ['64:ff9b:1::', 48, 'reserved'], // local-use NAT64
    ['2001:2::', 48, 'benchmarking'],
    ['2001:db8::', 32, 'documentation'],
    ['2001:10::', 28, 'reserved'], // ORCHID
    ['2001:20::', 28, 'reserved'], // ORCHIDv2
    ['3fff::', 20, 'documentation'],
    ['fc00::', 7, 'unique-local'],
    ['fe80::', 10, 'link-local'],
    ['fec0::', 10, 'site-local'],
    ['ff00::', 8, 'multicast'],
  ] as const
).map(([a, bits, cls]) => [v6ToBigInt(a)!, bits, cls]);

const NAT64 = v6ToBigInt('64:ff9b::')!;
const SIX_TO_FOUR = v6ToBigInt('2002::')!;
const TEREDO = v6ToBigInt('2001::')!;
const GLOBAL_UNICAST = v6ToBigInt('2000::')!;

export interface Classification {
  cls: AddressClass;
  /** the canonical address (dotted IPv4, or compressed IPv6 as node prints it) */
  address: string;
  /** for addresses that embed an IPv4 address, that address */
  embedded?: string;
}

/** Classifies a literal IP address (v4 dotted quad or v6, brackets and zone id tolerated). */
export function classifyAddress(input: string): Classification | null {
  let text = input.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIPv4(text)) return { cls: classifyV4(v4ToNumber(text)!), address: text };
  if (!isIPv6(text)) return null;
  const n = v6ToBigInt(text);
  if (n === null) return null;
  return classifyV6(n, text.toLowerCase());
}

function classifyV4(n: number): AddressClass {
  for (const [base, bits, cls] of V4_RANGES) if (inV4(n, base, bits)) return cls;
  return 'public';
}

function classifyV6(n: bigint, address: string): Classification {
  for (const [base, bits, cls] of V6_RANGES) {
    if (inV6(n, base, bits)) {
      if (cls === 'ipv4-mapped') return { cls, address, embedded: numberToV4(Number(n & 0xffffffffn)) };
      return { cls, address };
    }
  }
  // Deprecated IPv4-compatible addresses (::a.b.c.d) reach v4 space through some stacks.
  if (n >> 32n === 0n) return { cls: 'reserved', address, embedded: numberToV4(Number(n)) };
  if (inV6(n, NAT64, 96)) return embedding(n & 0xffffffffn, 'nat64-private', address);
  if (inV6(n, SIX_TO_FOUR, 16)) return embedding((n >> 80n) & 0xffffffffn, '6to4-private', address);
  if (inV6(n, TEREDO, 32)) {
    // Teredo carries the server address in clear and the client address inverted.
    const server = embedding((n >> 64n) & 0xffffffffn, 'teredo-private', address);
    if (server.cls !== 'public') return server;
    return embedding(~n & 0xffffffffn, 'teredo-private', address);
  }
  if (inV6(n, TEREDO, 23)) return { cls: 'protocol-assignment', address };
  // Only 2000::/3 is allocated as global unicast; everything else is unassigned or special.
  if (!inV6(n, GLOBAL_UNICAST, 3)) return { cls: 'reserved', address };
  return { cls: 'public', address };
}

function embedding(v4: bigint, cls: AddressClass, address: string): Classification {
  const embedded = numberToV4(Number(v4));
  return classifyV4(Number(v4)) === 'public'
    ? { cls: 'public', address, embedded }
    : { cls, address, embedded };
}

function inV4(n: number, base: number, bits: number): boolean {
  if (bits === 0) return true;
  const shift = 32 - bits;
  return n >>> shift === base >>> shift;
}

function inV6(n: bigint, base: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return n >> shift === base >> shift;
}

export function v4ToNumber(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

export function numberToV4(n: number): string {
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

export function v6ToBigInt(text: string): bigint | null {
  let s = text.toLowerCase();
  // A trailing dotted quad stands for the last two groups.
  const dotted = s.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = v4ToNumber(dotted[2]);
    if (v4 === null) return null;
    s = `${dotted[1]}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  let n = 0n;
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    n = (n << 16n) | BigInt(Number.parseInt(g, 16));
  }
  return n;
}

/**
 * Reads a host the way the C library's inet_aton does, which is how "127.1", "2130706433",
 * "0x7f000001" and "0177.0.0.1" all reach 127.0.0.1: one to four parts, each decimal, octal
 * (leading 0) or hex (0x), the last part filling the remaining bytes. Returns the dotted quad,
 * or null when the text is not such a number.
 */
export function parseLooseIPv4(host: string): string | null {
  const text = host.endsWith('.') ? host.slice(0, -1) : host;
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const p of parts) {
    let v: number;
    if (/^0x[0-9a-f]*$/i.test(p)) v = p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) v = Number.parseInt(p.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(p)) v = Number(p);
    else return null;
    if (!Number.isFinite(v)) return null;
    values.push(v);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  if (last >= 256 ** (4 - values.length)) return null;
  let n = 0;
  for (const v of values) n = n * 256 + v;
  n = n * 256 ** (4 - values.length) + last;
  return numberToV4(n);
}
