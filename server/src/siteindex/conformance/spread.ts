/**
 * A population built to spread every facet's keys over the shards of an OpenSearch index.
 *
 * In each facet one key leads: it is on three sites, every other key on one, and it sorts after
 * all of them (ties go to the smaller key). The sites land on shards by the hash of their domain,
 * so a shard usually holds one or two of the leader's sites among sixteen or so single-site keys:
 * a shard's own top list (the default is 1.5 × size + 10 keys) then leaves the leader out or
 * counts it short, and a merge of those lists names the wrong leader or the wrong count. Each
 * facet puts its leader on other sites, so the facets do not all fall on the same shards.
 */
import type { AggregateOptions, Facet, SiteChange, SiteDoc, SiteFilters, SiteTechnology } from '../port.ts';
import { blankSite } from './dataset.ts';

const SITE_COUNT = 51;
const pad = (n: number) => String(n).padStart(2, '0');

/** The facets laid out separately, each with its leader on its own three sites. */
const LAYOUT = [
  'country',
  'tld',
  'language',
  'ip',
  'asn',
  'technology',
  'version',
  'tag',
  'header',
  'headerValue',
  'advertiser',
  'change',
  'switch',
] as const;

/** Site `site`'s key in `dimension`: null for the leader, else the number of its single-site key. */
function keyOf(dimension: (typeof LAYOUT)[number], site: number): number | null {
  const r = (site + 3 * LAYOUT.indexOf(dimension)) % SITE_COUNT;
  return r < 3 ? null : r - 3;
}

function pick<T>(dimension: (typeof LAYOUT)[number], site: number, single: (k: number) => T, leader: T): T {
  const k = keyOf(dimension, site);
  return k === null ? leader : single(k);
}

const tech = (
  slug: string,
  version: string | null,
  categories: string[],
  cves: string[],
): SiteTechnology => ({
  name: slug,
  slug,
  version,
  categories,
  firstSeen: '2025-01-01',
  lastSeen: '2025-05-28',
  mode: 'static',
  confidence: 100,
  cves,
});

const change = (kind: SiteChange['kind'], slug: string, category: string): SiteChange => ({
  kind,
  slug,
  name: slug,
  categories: [category],
  date: '2025-05-01',
  from: null,
  to: null,
});

function spreadSite(i: number): SiteDoc {
  const base = blankSite(
    `spread-${pad(i)}.test`,
    50_000 + 7 * i,
    pick('country', i, (k) => `C${pad(k)}`, 'ZZ'),
    pick('tld', i, (k) => `t${pad(k)}`, 'zz'),
  );
  const own = pick('technology', i, (k) => `tech-${pad(k)}`, 'zz-tech');
  const ownCategory = pick('technology', i, (k) => `cat-${pad(k)}`, 'zz-cat');
  const version = pick('version', i, (k) => `1.${k}.0`, '9.9.9');
  const cve = pick('version', i, (k) => `CVE-2000-${pad(k)}00`, 'CVE-2099-0001');
  const from = pick('switch', i, (k) => `from-${pad(k)}`, 'zz-from');
  const to = pick('switch', i, (k) => `to-${pad(k)}`, 'zz-to');
  return {
    ...base,
    language: pick('language', i, (k) => `l${pad(k)}`, 'zz'),
    ip: pick('ip', i, (k) => `10.0.0.${k}`, '10.9.9.9'),
    asn: pick('asn', i, (k) => 1000 + k, 9),
    asnName: 'SPREAD',
    technologies: [
      tech('spreadlib', version, ['javascript-libraries'], [cve]),
      tech(own, null, [ownCategory, 'spread'], []),
    ],
    headers: [
      { name: 'x-spread', value: pick('headerValue', i, (k) => `v${pad(k)}`, 'zz') },
      { name: pick('header', i, (k) => `x-k${pad(k)}`, 'x-zz'), value: '1' },
    ],
    tags: [{ kind: 'google-analytics', id: pick('tag', i, (k) => `G-K${pad(k)}`, 'G-ZZ') }],
    advertisers: [pick('advertiser', i, (k) => `ads${pad(k)}.example`, 'zz.example')],
    changes: [
      change(
        'added',
        pick('change', i, (k) => `mod-${pad(k)}`, 'zz-mod'),
        'spread-changes',
      ),
      change('dropped', from, 'spread-switch'),
      change('added', to, 'spread-switch'),
    ],
  };
}

export const SPREAD: SiteDoc[] = Array.from({ length: SITE_COUNT }, (_, i) => spreadSite(i));

/** Category whose switches are spread like the facets: one pair of three sites, the rest of one. */
export const SPREAD_SWITCH_CATEGORY = 'spread-switch';

/** Every keyed facet, at sizes where the leader (or the key after a leader on every site) decides. */
export const SPREAD_CASES: { facet: Facet; opts: AggregateOptions; filters?: SiteFilters }[] = [
  { facet: 'country', opts: { size: 1 } },
  { facet: 'country', opts: { size: 3 } },
  { facet: 'tld', opts: { size: 1 } },
  { facet: 'language', opts: { size: 2 } },
  { facet: 'ip', opts: { size: 1 } },
  { facet: 'asn', opts: { size: 1 } },
  { facet: 'technology', opts: { size: 2 } },
  {
    facet: 'technology',
    opts: { size: 2 },
    filters: [{ module: 'technology', mode: 'include', slug: 'spreadlib' }],
  },
  { facet: 'technology', opts: { size: 1, category: 'spread' } },
  { facet: 'category', opts: { size: 3 } },
  { facet: 'version', opts: { size: 1, technology: 'spreadlib' } },
  { facet: 'cve', opts: { size: 1 } },
  { facet: 'tag', opts: { size: 1 } },
  { facet: 'header', opts: { size: 2 } },
  { facet: 'headerValue', opts: { size: 1, header: 'x-spread' } },
  { facet: 'advertiser', opts: { size: 1 } },
  { facet: 'change', opts: { size: 3 } },
  { facet: 'change', opts: { size: 1, since: '2025-04-01' } },
];
