// Public shapes of the crawler: what one crawl of one site records.

import type { Detection, PageSignals } from '../detect/types.ts';
import type { LanguageSource } from './extract/language.ts';

/**
 * How the fetch of a site ended. Every crawl has exactly one, so a site that could not be read
 * (blocked, offline, refused) is never mistaken for a site without technologies.
 */
export type OutcomeKind =
  /** the page was fetched on the site itself (redirects inside the same site allowed) */
  | 'ok'
  /** the page was fetched, but on another site the domain redirects to */
  | 'redirected'
  /** a bot wall or WAF challenge answered instead of the site */
  | 'blocked'
  /** the site answered with an HTTP error status (4xx/5xx) that is not a bot wall */
  | 'httpError'
  | 'timeout'
  | 'dnsFailure'
  | 'tlsError'
  | 'connectionRefused'
  /** reset, unreachable network, protocol error */
  | 'networkError'
  | 'tooManyRedirects'
  /** robots.txt disallows our user agent from the page */
  | 'robotsDisallowed'
  /** the SSRF guard refused the target (or a redirect hop); no request was sent to it */
  | 'refused'
  /** the page was fetched, but reading it took longer than its time budget (page-work.ts) */
  | 'overBudget';

export interface CrawlOutcome {
  kind: OutcomeKind;
  /** HTTP status of the last response, when there was one */
  status?: number;
  /** human-readable cause: "refused: 127.0.0.1 is a loopback address", "Cloudflare challenge", … */
  reason?: string;
  /** for `blocked`: which wall (see BOT_WALLS) */
  wall?: string;
  /** error code from the network layer (ECONNREFUSED, CERT_HAS_EXPIRED, …) */
  code?: string;
}

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface CertificateInfo {
  issuer: string | null;
  subject: string | null;
  validFrom: string | null;
  /** ISO date-time of notAfter */
  validTo: string | null;
  expired: boolean;
  /** the verification error when the chain or name did not verify (CERT_HAS_EXPIRED, …) */
  error?: string;
}

export interface SiteTag {
  /** a TAG_KINDS key: googleAnalytics, googleTagManager, adsense, facebookPixel, hotjar, … */
  kind: string;
  id: string;
}

export interface Advertiser {
  /** the ad system's domain as written in ads.txt (lower-cased) */
  domain: string;
  publisherId: string;
  relationship: 'DIRECT' | 'RESELLER' | string;
  certificationId?: string;
}

export interface SocialProfiles {
  facebook: string[];
  twitter: string[];
  instagram: string[];
  youtube: string[];
  linkedin: string[];
}

export interface Contacts {
  emails: string[];
  phones: string[];
  address: string | null;
}

export interface SiteFacts {
  title: string | null;
  /** The page's language as the catalogue's ISO 639-1 code ("en"); see extract/language.ts. */
  language: string | null;
  /** The tag the page or server declared ("en-GB"), null when the language was read from the text. */
  languageTag: string | null;
  languageSource: LanguageSource | null;
  keywords: string[];
  description: string | null;
  canonicalUrl: string | null;
  contacts: Contacts;
  social: SocialProfiles;
  tags: SiteTag[];
  /** distinct ad systems named in ads.txt */
  advertisers: string[];
  adsTxt: Advertiser[];
  /** absolute URLs of links that leave the site */
  outgoingLinks: string[];
  /** registrable domains this site links to (each gains a backlink from this site) */
  backlinkDomains: string[];
  /** host names under this site's registrable domain seen in links, scripts and styles */
  subdomainsSeen: string[];
  /** the site answered over plain HTTP only (HTTPS failed or redirected away) */
  accessViaHttp: boolean;
  /** the main page body hit the size cap and was cut */
  truncated: boolean;
}

export interface CrawlResult {
  /** the domain as asked (normalised) */
  domain: string;
  outcome: CrawlOutcome;
  /** the URL the page was finally read from (null when nothing was read) */
  finalUrl: string | null;
  /** host of finalUrl */
  finalHost: string | null;
  redirectChain: RedirectHop[];
  fetchedAt: string;
  /** the address the page's connection went to */
  ip: string | null;
  certificate: CertificateInfo | null;
  /** input for the detection engine; empty-ish when the outcome is not ok/redirected */
  signals: PageSignals;
  site: SiteFacts;
  /** requests sent for this crawl (robots, page, ads.txt, assets) */
  requests: number;
  elapsedMs: number;
  /** time the page's reading took (parsing, site facts, detection), counted against its budget (page-work.ts) */
  pageWorkMs?: number;
  /**
   * The engine's detections on `signals`, made with the site facts where the page was read, when
   * the crawl was given its page work (PageSources.work); `cut` as in index-site's `detectionCut`.
   */
  detected?: { detections: Detection[]; cut: boolean };
  /** set when the visit is an archived capture (indexing/warc) rather than a live fetch */
  archive?: ArchiveVisit;
}

/** What a visit read from an archive is, and what an archive cannot tell. */
export interface ArchiveVisit {
  /** the archive file the capture came from */
  name: string;
  /** facts the archive does not hold: unknown, never absent */
  unknown: ('adsTxt' | 'dns' | 'certificate')[];
}
