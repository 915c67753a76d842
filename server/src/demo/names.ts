/**
 * Synthetic domain names: pronounceable (consonant-vowel syllables, like many real brand names:
 * "kotama", "belirupo"), sometimes followed by a common English word ("kotamashop"), with a TLD
 * that fits the site's country — and then the reserved `example` name, so the domain is
 * "kotama.co.uk.example": it reads as the British site it stands for, and no one can hold it
 * (RFC 2606). The record keeps the TLD it stands for ("co.uk"), which is what the TLD facet,
 * filters and reports read.
 *
 * Names are unique within a seed without any bookkeeping: site number i is mapped through a keyed
 * permutation (a small Feistel network with cycle walking) onto distinct numbers, and each number
 * is written in bijective base-70 syllables, which is injective. Suffix words end in a consonant
 * and syllables never do, so "name + word" can never equal another bare name. The permutation
 * also scatters neighbouring site numbers, so consecutive sites do not get similar names.
 *
 * Everything here is a pure function of (seed, count, i): any site can name any other site (links,
 * redirects) without generating it.
 */

import { DEMO_TOP_LEVEL_NAME } from '@techcensus/contract';
import {
  COUNTRIES,
  COUNTRY_BY_CODE,
  type CountryProfile,
  UNKNOWN_COUNTRY_TLDS,
  UNKNOWN_COUNTRY_WEIGHT,
} from './geography.ts';
import { hashKey, mix32, Rng } from './prng.ts';

const CONSONANTS = 'bdfgklmnprstvz';
const VOWELS = 'aeiou';
const SYLLABLES: string[] = [];
for (const c of CONSONANTS) for (const v of VOWELS) SYLLABLES.push(c + v);

const SUFFIXES = [
  'shop',
  'news',
  'tech',
  'labs',
  'hub',
  'works',
  'group',
  'studios',
  'travel',
  'online',
  'blog',
  'health',
  'finance',
  'games',
  'foods',
].filter((w) => !/[aeiou]$/.test(w));

/** Bijective base-70: 0 → "ba", 69 → "zu", 70 → "baba", …; distinct numbers, distinct strings. */
function syllables(n: number): string {
  let out = '';
  let x = n + 1;
  while (x > 0) {
    x -= 1;
    out = SYLLABLES[x % SYLLABLES.length] + out;
    x = Math.floor(x / SYLLABLES.length);
  }
  return out;
}

/**
 * A permutation of [0, 2^bits) keyed by the seed, restricted to [0, size) by cycle walking
 * (re-applying until the value falls inside). `bits` is even and 2^bits < 4·size, so a few steps do.
 */
function permute(i: number, size: number, seed: number): number {
  let bits = 2;
  while (2 ** bits < size) bits += 2;
  const half = bits / 2;
  // Halves stay below 2^16 for any dataset under 4 billion names, so bit operations are exact.
  const mask = (1 << half) - 1;
  let x = i;
  do {
    let left = x >>> half;
    let right = x & mask;
    for (let round = 0; round < 4; round++) {
      const f = mix32(hashKey(seed, round, right)) & mask;
      const next = (left ^ f) & mask;
      left = right;
      right = next;
    }
    x = left * (mask + 1) + right;
  } while (x >= size);
  return x;
}

export interface SiteIdentity {
  /** `${name}.${tld}.example`. */
  domain: string;
  /** The name without its TLD. */
  name: string;
  /** The TLD the site stands for ("de", "co.uk"), without the reserved name after it. */
  tld: string;
  country: string | null;
  language: string | null;
}

const COUNTRY_TABLE: [CountryProfile | null, number][] = [
  ...COUNTRIES.map((c) => [c, c.weight] as [CountryProfile, number]),
  [null, UNKNOWN_COUNTRY_WEIGHT],
];

function pickCountry(rng: Rng): CountryProfile | null {
  return rng.weighted(COUNTRY_TABLE);
}

/**
 * The name space is 4× the site count (at least 4,900 names, i.e. two syllables), so names stay
 * short: two to three syllables for tens of thousands of sites, four for millions.
 */
export function identityOf(seed: number, count: number, i: number): SiteIdentity {
  const rng = Rng.for(seed, i, 'identity');
  const space = Math.max(4 * count, 4_970);
  let name = syllables(permute(i, space, seed));
  if (rng.chance(0.22)) name += rng.pick(SUFFIXES);
  const country = pickCountry(rng);
  const tld = rng.weighted(country ? country.tlds : UNKNOWN_COUNTRY_TLDS);
  const language = country ? rng.weighted(country.languages) : 'en';
  return {
    domain: `${name}.${tld}.${DEMO_TOP_LEVEL_NAME}`,
    name,
    tld,
    country: country?.code ?? null,
    language,
  };
}

export function countryProfile(code: string | null): CountryProfile | undefined {
  return code ? COUNTRY_BY_CODE.get(code) : undefined;
}

/** "kotamashop" → "Kotamashop": how the site calls itself in titles and profiles. */
export function displayName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
