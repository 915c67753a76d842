// Which country a site belongs to, for the country filters of reports, the country tables and
// the "Location" of its profile. The rule and why: docs/siteindex.md "A site's country".

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Country-code TLDs registered and used worldwide as if generic: Google's list of ccTLDs it
 * treats as generic for geotargeting, plus .ai. A .io or .co site says nothing about where it is.
 */
export const GENERIC_CCTLDS: ReadonlySet<string> = new Set([
  'ad',
  'ai',
  'as',
  'bz',
  'cc',
  'cd',
  'co',
  'dj',
  'fm',
  'io',
  'la',
  'me',
  'ms',
  'nu',
  'sc',
  'sr',
  'su',
  'tk',
  'tv',
  'ws',
]);

let byTld: Map<string, string> | undefined;

/** Two-letter ccTLDs → ISO 3166-1 alpha-2, from world-countries (so .uk is GB, .eu is none). */
function tldCountries(): Map<string, string> {
  if (byTld) return byTld;
  const world = require('world-countries') as { cca2: string; tld?: string[] }[];
  byTld = new Map();
  for (const c of world) {
    for (const t of c.tld ?? []) {
      const tld = t.replace(/^\./, '');
      // .fr is listed for France and Saint Martin, .us for the US and its minor islands: the
      // country whose code the TLD spells wins.
      if (/^[a-z]{2}$/.test(tld) && (!byTld.has(tld) || tld === c.cca2.toLowerCase())) byTld.set(tld, c.cca2);
    }
  }
  return byTld;
}

/** The country a public suffix names ("co.uk" → GB, "de" → DE); null for generic ones. */
export function countryOfTld(tld: string): string | null {
  const last = tld.split('.').pop() ?? '';
  if (GENERIC_CCTLDS.has(last)) return null;
  return tldCountries().get(last) ?? null;
}

/**
 * A country-code TLD wins: the owner chose it, it is how visitors find the site, and it survives
 * moving to a CDN. Otherwise the hosting country of the address the site answered from. Without
 * an address (a visit that reached no server) the country known before stays.
 */
export function siteCountry(input: {
  tld: string;
  /** What the network database says about the address of this visit; undefined without one. */
  hostingCountry: string | null | undefined;
  previous: string | null;
}): string | null {
  const fromTld = countryOfTld(input.tld);
  if (fromTld) return fromTld;
  return input.hostingCountry === undefined ? input.previous : input.hostingCountry;
}
