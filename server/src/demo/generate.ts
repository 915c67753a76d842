/**
 * The demo-data generator: N synthetic websites as SiteDoc batches. Pure and deterministic — the
 * same (count, seed, now) always gives byte-identical documents — and lazy: batches are produced
 * as they are consumed, so ten million sites never sit in memory. Each site depends only on
 * (count, seed, now, its number), so generation can start at any site number.
 */

import type { SiteChange, SiteDoc, SiteTechnology } from '../siteindex/port.ts';
import { demoCatalogue } from './catalogue.ts';
import { buildHistory } from './history.ts';
import {
  AKAMAI,
  AMAZON_CLOUDFRONT,
  AUTOMATTIC,
  addressIn,
  CERT_ISSUERS,
  CLOUDFLARE,
  FASTLY,
  HOSTING,
  issuerTechnology,
  LOCAL_HOSTING,
  type Network,
  SHOPIFY,
  SQUARESPACE,
  WEBFLOW,
  WIX,
} from './hosting.ts';
import { countryProfile, identityOf } from './names.ts';
import { contacts, pageText, responseHeaders, socialProfiles } from './page.ts';
import { Rng } from './prng.ts';
import { LOW_RANK, LOW_RANK_SHARE, rankOf } from './ranks.ts';
import { chooseStack, type Stack } from './stack.ts';
import { advertisers, siteTags } from './tags.ts';
import { VERSION_POOLS } from './versions.ts';

/** CVE ids and highest CVSS score per "slug@version", computed once from the store (version-cves.ts). */
export type VersionCves = ReadonlyMap<string, { cves: string[]; maxSeverity: number | null }>;

export interface GenerateOptions {
  count: number;
  seed: number;
  /** The crawl date everything is relative to; pass a fixed value for reproducible output. */
  now: Date;
  /** Sites per batch (default 1,000). */
  batchSize?: number;
  /** First site number (default 0): resume a seed or split one across workers. */
  start?: number;
  /** Without it (or with an empty map) no site carries CVEs. */
  versionCves?: VersionCves;
}

const DAY_MS = 86_400_000;
const SUBDOMAINS = [
  'blog',
  'shop',
  'mail',
  'm',
  'app',
  'api',
  'cdn',
  'help',
  'status',
  'dev',
  'news',
  'store',
];

// A dataset spans a few thousand distinct days; formatting each once keeps Date out of the loop.
const dayStrings = new Map<number, string>();
function dayString(day: number): string {
  let s = dayStrings.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(day, s);
  }
  return s;
}

export function* generateSites(opts: GenerateOptions): Generator<SiteDoc[], void, undefined> {
  const { count } = opts;
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  const batchSize = opts.batchSize ?? 1000;
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError('batchSize must be a positive integer');
  let batch: SiteDoc[] = [];
  for (let i = opts.start ?? 0; i < count; i++) {
    batch.push(generateSite(i, opts));
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

function hostingFor(stack: Stack, rng: Rng, country: string | null): Network {
  if (stack.cms === 'shopify') return SHOPIFY;
  if (stack.cms === 'wix') return WIX;
  if (stack.cms === 'squarespace') return SQUARESPACE;
  if (stack.cms === 'webflow') return WEBFLOW;
  if (stack.cdn === 'cloudflare') return CLOUDFLARE;
  if (stack.cdn === 'amazon-cloudfront') return AMAZON_CLOUDFRONT;
  if (stack.cdn === 'fastly') return FASTLY;
  if (stack.cdn === 'akamai') return AKAMAI;
  if (stack.cms === 'wordpress' && rng.chance(0.03)) return AUTOMATTIC;
  const local = country ? LOCAL_HOSTING[country] : undefined;
  if (local && rng.chance(0.3)) return local;
  return rng.weighted(HOSTING);
}

/** One site, by number. Exported for tests and for tools that need a single document. */
export function generateSite(i: number, opts: GenerateOptions): SiteDoc {
  const { count, seed } = opts;
  const id = identityOf(seed, count, i);
  const profile = countryProfile(id.country);
  const rng = (purpose: string) => Rng.for(seed, i, purpose);
  const catalogue = demoCatalogue();

  const rank = rng('rank').chance(LOW_RANK_SHARE) ? LOW_RANK : rankOf(i, count);

  // When the site was last visited, and how that went.
  const fetchRng = rng('fetch');
  const checkedAt = new Date(opts.now.getTime() - fetchRng.int(0, 29 * 24 * 60) * 60_000);
  const lastSeenDay = Math.floor(checkedAt.getTime() / DAY_MS);
  const redirectsTo =
    i > 0 && fetchRng.chance(0.03) ? identityOf(seed, count, fetchRng.int(0, i - 1)).domain : null;
  const outcome = redirectsTo
    ? ({ outcome: 'redirected', status: 301 } as const)
    : fetchRng.weighted([
        [{ outcome: 'ok', status: 200 }, 935],
        [{ outcome: 'blocked', status: 403 }, 25],
        [{ outcome: 'timeout', status: null }, 15],
        [{ outcome: 'httpError', status: 503 }, 10],
        [{ outcome: 'dnsFailure', status: null }, 10],
        [{ outcome: 'tlsError', status: null }, 5],
      ] as const);

  // Technologies now, their versions, and the certificate authority's own entry.
  const stackRng = rng('stack');
  const stack = chooseStack(stackRng, id.country);
  const certRng = rng('certificate');
  let certificate: SiteDoc['certificate'] = null;
  if (certRng.chance(0.93)) {
    const issuer =
      stack.cms === 'shopify'
        ? "Let's Encrypt R11"
        : stack.cdn === 'cloudflare'
          ? certRng.pick(['Google Trust Services WE1', "Let's Encrypt E5"])
          : certRng.weighted(CERT_ISSUERS);
    // Let's Encrypt and Google certificates last 90 days and renew at 60; commercial ones a year.
    const lifetime = issuer.startsWith("Let's") || issuer.startsWith('Google') ? 90 : 365;
    const expired = certRng.chance(0.03);
    const remaining = expired
      ? -certRng.int(1, 200)
      : certRng.chance(0.06)
        ? certRng.int(0, 13)
        : certRng.int(14, lifetime - 1);
    const validTo = new Date((lastSeenDay + remaining) * DAY_MS + certRng.int(0, 86_399) * 1000);
    certificate = { issuer, validTo: validTo.toISOString() };
  }
  const issuerTech = certificate ? issuerTechnology(certificate.issuer) : null;
  const present = issuerTech && !stack.all.includes(issuerTech) ? [...stack.all, issuerTech] : stack.all;

  const versionRng = rng('versions');
  const versions = new Map<string, string | null>();
  for (const slug of present) {
    const pool = VERSION_POOLS[slug];
    versions.set(slug, pool && versionRng.chance(pool.shown) ? versionRng.weighted(pool.versions) : null);
  }

  const history = buildHistory(rng('history'), stack, present, versions, lastSeenDay);
  let maxSeverity: number | null = null;
  const technologies: SiteTechnology[] = present.map((slug) => {
    const entry = catalogue.get(slug);
    if (!entry) throw new Error(`unknown technology ${slug}`);
    const version = versions.get(slug) ?? null;
    const known = version ? opts.versionCves?.get(`${slug}@${version}`) : undefined;
    if (known?.maxSeverity != null && (maxSeverity === null || known.maxSeverity > maxSeverity))
      maxSeverity = known.maxSeverity;
    return {
      name: entry.name,
      slug,
      version,
      categories: entry.categories,
      firstSeen: dayString(history.firstSeen.get(slug) as number),
      lastSeen: dayString(lastSeenDay),
      // Front-end frameworks are often only visible once scripts run.
      mode:
        entry.categories.includes('javascript-frameworks') && versionRng.chance(0.3) ? 'rendered' : 'static',
      confidence: 100,
      cves: known?.cves ?? [],
    };
  });
  const changes: SiteChange[] = history.changes.map((c) => ({
    kind: c.kind,
    slug: c.slug,
    name: catalogue.get(c.slug)?.name ?? c.slug,
    categories: catalogue.get(c.slug)?.categories ?? [],
    date: dayString(c.day),
    from: c.from,
    to: c.to,
  }));

  const hostRng = rng('hosting');
  const network = hostingFor(stack, hostRng, id.country);
  const ip = addressIn(network, hostRng, count * 0.1);

  const textRng = rng('text');
  const text = pageText(textRng, id.name, id.language, stack);

  const linkRng = rng('links');
  // Links favour better-ranked sites: u³ puts most targets among the first (best) site numbers.
  const links = new Set<string>();
  const linkCount =
    count > 1
      ? linkRng.weighted([
          [0, 25],
          [1, 20],
          [2, 15],
          [4, 15],
          [8, 15],
          [15, 10],
        ] as const)
      : 0;
  for (let n = 0; n < linkCount; n++) {
    const u = linkRng.next();
    const target = Math.floor(u * u * u * count);
    if (target !== i) links.add(identityOf(seed, count, target).domain);
  }
  const subdomains: string[] = [];
  if (linkRng.chance(0.85)) subdomains.push(`www.${id.domain}`);
  for (const sub of linkRng.sample(
    SUBDOMAINS,
    linkRng.weighted([
      [0, 50],
      [1, 25],
      [2, 15],
      [4, 10],
    ] as const),
  ))
    subdomains.push(`${sub}.${id.domain}`);

  return {
    domain: id.domain,
    rank,
    country: id.country,
    tld: id.tld,
    language: id.language,
    ip,
    asn: network.asn,
    asnName: network.name,
    technologies,
    headers: responseHeaders(rng('headers'), stack, versions),
    tags: siteTags(rng('tags'), seed, count, stack),
    advertisers: advertisers(rng('advertisers'), stack),
    contacts: contacts(rng('contacts'), id.domain, id.country, profile?.city ?? null),
    social: socialProfiles(rng('social'), id.name),
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    subdomains,
    links: [...links],
    redirectsTo,
    certificate,
    fetch: { outcome: outcome.outcome, status: outcome.status, checkedAt: checkedAt.toISOString() },
    maxSeverity,
    changes,
    synthetic: true,
    updatedAt: checkedAt.toISOString(),
  };
}

/** The domain of site number i, without generating the site (links, checks, clean-up). */
export function demoDomain(seed: number, count: number, i: number): string {
  return identityOf(seed, count, i).domain;
}
