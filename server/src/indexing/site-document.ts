import { parse } from 'tldts';
import type { CrawlResult } from '../crawl/types.ts';
import type { Detection } from '../detect/types.ts';
import type { RankSource, SiteChange, SiteDoc, SiteTechnology } from '../siteindex/port.ts';
import { siteCountry } from './site-country.ts';

export const LOW_RANK = 2_000_000_000;
/**
 * Crawler visits in a row that found no one answering (OFFLINE_OUTCOMES) before a site counts as
 * offline: the profile's Offline warning, and out of every count until it answers again.
 */
export const OFFLINE_AFTER_VISITS = 3;
/** Outcomes where nothing answered at all; a bot wall, an error page or a bad certificate did answer. */
export const OFFLINE_OUTCOMES: ReadonlySet<string> = new Set([
  'dnsFailure',
  'connectionRefused',
  'timeout',
  'networkError',
]);
/** Change events older than this are dropped from the document (the pages show a year). */
export const CHANGE_HISTORY_DAYS = 366;
/** Evidence kept per detected technology: enough to say why, without bloating the document. */
export const EVIDENCE_KEPT = 5;

export interface VersionVulnerabilities {
  cves: string[];
  /** Highest CVSS base score among `cves`, null when unrated or none. */
  maxSeverity: number | null;
}

export interface BuildInput {
  crawl: CrawlResult;
  detections: Detection[];
  /** What the index held for the domain before this crawl. */
  previous: SiteDoc | null;
  /** CVEs of each detected (slug, version); looked up before building so the builder stays pure. */
  vulnerabilities: Map<string, VersionVulnerabilities>;
  /** Rank from a ranking list, when the caller has one, with the list it comes from. */
  rank?: number;
  rankSource?: RankSource | null;
  /**
   * Whether this is the crawler's own visit: only those count towards going offline (a visitor's
   * failed scan writes nothing at all).
   */
  crawlerVisit?: boolean;
  /**
   * What the network database says about `crawl.ip` (looked up before building, like the CVEs);
   * null or absent when the visit connected to no address or nothing is known about it.
   */
  network?: { asn: number | null; asnName: string | null; country: string | null } | null;
  now: Date;
}

export const vulnerabilityKey = (slug: string, version: string | null) => `${slug}@${version ?? ''}`;

const day = (d: Date) => d.toISOString().slice(0, 10);
/** The day a visit saw the site: the capture date of an archived one, else the day it ran. */
const visitDay = (input: BuildInput) =>
  input.crawl.archive ? input.crawl.fetchedAt.slice(0, 10) : day(input.now);
const readPage = (kind: string) => kind === 'ok' || kind === 'redirected';
const uniq = <T>(xs: T[]) => [...new Set(xs)];

function headerList(headers: Record<string, string | string[]> | undefined): SiteDoc['headers'] {
  const out: SiteDoc['headers'] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    for (const v of Array.isArray(value) ? value : [value])
      out.push({ name: name.toLowerCase(), value: v.slice(0, 512) });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The technologies after this crawl, and what changed. Only a crawl that read the page may add
 * or drop technologies: a blocked, failed or refused visit keeps what the index knew, so a site
 * behind a bot wall never looks like a site with no technologies.
 */
function mergeTechnologies(input: BuildInput): { technologies: SiteTechnology[]; changes: SiteChange[] } {
  const today = visitDay(input);
  const before = new Map((input.previous?.technologies ?? []).map((t) => [t.slug, t]));
  if (!readPage(input.crawl.outcome.kind))
    return { technologies: input.previous?.technologies ?? [], changes: [] };

  const changes: SiteChange[] = [];
  const technologies: SiteTechnology[] = input.detections.map((d) => {
    const version = d.version || null;
    const prior = before.get(d.slug);
    const categories = d.categories.map((c) => c.slug);
    const change = { slug: d.slug, name: d.name, categories, date: today };
    if (!prior) changes.push({ ...change, kind: 'added', from: null, to: version });
    else if (version && prior.version && version !== prior.version) {
      changes.push({ ...change, kind: 'versionchanged', from: prior.version, to: version });
    }
    const vulns = input.vulnerabilities.get(vulnerabilityKey(d.slug, version));
    return {
      name: d.name,
      slug: d.slug,
      // A page that stops showing a version number has not downgraded; keep the last one seen.
      version: version ?? prior?.version ?? null,
      categories,
      firstSeen: prior?.firstSeen ?? today,
      lastSeen: today,
      mode: d.mode,
      confidence: d.confidence,
      cves: vulns?.cves ?? [],
      evidence: d.evidence.slice(0, EVIDENCE_KEPT).map((e) => ({
        kind: e.kind,
        ...(e.key ? { key: e.key } : {}),
        pattern: e.pattern,
        match: e.match,
        ...(e.version ? { version: e.version } : {}),
      })),
    };
  });
  const now = new Set(technologies.map((t) => t.slug));
  for (const t of before.values()) {
    if (!now.has(t.slug)) {
      changes.push({
        kind: 'dropped',
        slug: t.slug,
        name: t.name,
        categories: t.categories,
        date: today,
        from: t.version,
        to: null,
      });
    }
  }
  return { technologies, changes };
}

/**
 * The site document after one crawl, and what this crawl changed: pure, so the rules above are
 * tested without a network.
 */
export function buildSiteDoc(input: BuildInput): { doc: SiteDoc; changes: SiteChange[] } {
  const { crawl, previous, now } = input;
  const tld = parse(crawl.domain).publicSuffix ?? crawl.domain.split('.').pop()!;
  const { technologies, changes } = mergeTechnologies(input);
  const cutoff = day(new Date(now.getTime() - CHANGE_HISTORY_DAYS * 86_400_000));
  const history = [...(previous?.changes ?? []), ...changes].filter((c) => c.date >= cutoff);
  const scores = technologies
    .map((t) => input.vulnerabilities.get(vulnerabilityKey(t.slug, t.version))?.maxSeverity ?? null)
    .filter((s): s is number => s !== null);
  const read = readPage(crawl.outcome.kind);
  // Only a visit where nothing answered adds to the count; any answer starts it again.
  const offlineVisits = OFFLINE_OUTCOMES.has(crawl.outcome.kind)
    ? (previous?.fetch.offlineVisits ?? 0) + (input.crawlerVisit ? 1 : 0)
    : 0;
  const facts = crawl.site;
  const first = (xs: string[]) => xs[0] ?? null;
  const finalDomain = crawl.finalHost ? (parse(crawl.finalHost).domain ?? crawl.finalHost) : null;
  const ownDomain = parse(crawl.domain).domain ?? crawl.domain;
  // The network facts belong to the address this visit reached; a visit that reached none keeps
  // the last ones known.
  const reached = crawl.ip !== null;
  const network = input.network ?? null;

  // Facts a failed visit cannot tell are kept from the previous document.
  const keep = <K extends keyof SiteDoc>(key: K, fresh: SiteDoc[K], fallback: SiteDoc[K]): SiteDoc[K] =>
    read ? fresh : (previous?.[key] ?? fallback);

  const doc: SiteDoc = {
    domain: crawl.domain,
    rank: input.rank ?? previous?.rank ?? LOW_RANK,
    rankSource: input.rank !== undefined ? (input.rankSource ?? null) : (previous?.rankSource ?? null),
    country: siteCountry({
      tld,
      hostingCountry: reached ? (network?.country ?? null) : undefined,
      previous: previous?.country ?? null,
    }),
    tld,
    language: keep('language', facts.language, null),
    ip: crawl.ip ?? previous?.ip ?? null,
    asn: reached ? (network?.asn ?? null) : (previous?.asn ?? null),
    asnName: reached ? (network?.asnName ?? null) : (previous?.asnName ?? null),
    technologies,
    headers: keep('headers', headerList(crawl.signals.headers), []),
    tags: keep(
      'tags',
      uniq(facts.tags.map((t) => `${t.kind}\u0000${t.id}`)).map((k) => {
        const [kind, id] = k.split('\u0000');
        return { kind, id };
      }),
      [],
    ),
    // An archive without the site's ads.txt says nothing about its advertisers.
    advertisers: crawl.archive?.unknown.includes('adsTxt')
      ? (previous?.advertisers ?? [])
      : keep('advertisers', uniq(facts.advertisers), []),
    contacts: keep('contacts', facts.contacts, { emails: [], phones: [], address: null }),
    social: keep(
      'social',
      {
        facebook: first(facts.social.facebook),
        twitter: first(facts.social.twitter),
        instagram: first(facts.social.instagram),
        youtube: first(facts.social.youtube),
        linkedin: first(facts.social.linkedin),
      },
      { facebook: null, twitter: null, instagram: null, youtube: null, linkedin: null },
    ),
    title: keep('title', facts.title, null),
    description: keep('description', facts.description, null),
    keywords: keep('keywords', facts.keywords, []),
    subdomains: uniq([...(previous?.subdomains ?? []), ...facts.subdomainsSeen]).sort(),
    links: keep('links', uniq(facts.backlinkDomains).sort(), []),
    redirectsTo: read
      ? finalDomain && finalDomain !== ownDomain
        ? crawl.finalHost
        : null
      : (previous?.redirectsTo ?? null),
    certificate:
      crawl.certificate?.issuer && crawl.certificate.validTo
        ? { issuer: crawl.certificate.issuer, validTo: crawl.certificate.validTo }
        : (previous?.certificate ?? null),
    fetch: {
      outcome: crawl.outcome.kind,
      status: crawl.outcome.status ?? null,
      checkedAt: crawl.fetchedAt,
      offlineVisits,
      ...(crawl.archive
        ? { archive: { name: crawl.archive.name, unknown: [...crawl.archive.unknown] } }
        : {}),
    },
    offline: offlineVisits >= OFFLINE_AFTER_VISITS,
    maxSeverity: scores.length ? Math.max(...scores) : null,
    changes: history,
    synthetic: false,
    updatedAt: now.toISOString(),
  };
  return { doc, changes };
}
