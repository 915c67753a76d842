// One crawl of one site: robots.txt, the home page (HTTPS first, HTTP when HTTPS cannot be
// reached), a bounded number of same-site scripts and style sheets, ads.txt and DNS records;
// then every signal the site profile shows and the engine's PageSignals, with an explicit outcome.

import { normalizeDomain } from '@techcensus/contract';
import { createRecordResolver, type DnsOptions, lookupRecords } from './dns.ts';
import type { Fetcher, FetchFailure, FetchResponse } from './fetcher.ts';
import { detectBotWall, outcomeFromFailure, outcomeFromResponse } from './outcome.ts';
import { looksLikeHtml, readPageInHand, sameSite } from './page-result.ts';
import type { PageWork } from './page-work.ts';
import { ALLOW_ALL, parseRobots, type RobotsRules } from './robots.ts';
import type { RobotsCache, RobotsRead } from './robots-cache.ts';
import type { CertificateInfo, CrawlOutcome, CrawlResult } from './types.ts';

export interface CrawlSiteOptions {
  fetcher: Fetcher;
  /** read and obey robots.txt (default true) */
  robots?: boolean;
  /** robots.txt kept between crawls (default: read once per crawl) */
  robotsCache?: RobotsCache;
  /** same-site scripts and style sheets fetched for the engine's `scripts`/`css` kinds */
  assets?: { scripts?: number; stylesheets?: number; maxBytes?: number };
  /** fetch /ads.txt (default true) */
  adsTxt?: boolean;
  /** DNS records for `dns` patterns; false skips the lookups (default: the system resolver) */
  dns?: DnsOptions | false;
  /** Where the page is read: the server's worker pool, with a budget per page (default: this thread) */
  work?: PageWork;
}

const TRANSPORT_FAILURES = new Set<FetchFailure['kind']>(['connectionRefused', 'timeout', 'network', 'tls']);
const ROBOTS_MAX_BYTES = 500 * 1024;
const ADS_TXT_MAX_BYTES = 1024 * 1024;

interface Attempt {
  page: FetchResponse | FetchFailure;
  robotsText: string | null;
  /** set when robots.txt forbade the page */
  disallowed?: string;
}

export async function crawlSite(domainInput: string, opts: CrawlSiteOptions): Promise<CrawlResult> {
  const started = Date.now();
  const fetchedAt = new Date(started).toISOString();
  const fetcher = opts.fetcher;
  const sentBefore = fetcher.requestsSent;
  const domain = targetHost(domainInput);
  const dnsRecords =
    opts.dns === false || !domain
      ? Promise.resolve({})
      : lookupRecords(domain, createRecordResolver(opts.dns ?? {}));
  const robotsCache = new Map<
    string,
    Promise<{ rules: RobotsRules; text: string | null; failure?: FetchFailure }>
  >();

  const loadRobots = (origin: string) => {
    let hit = robotsCache.get(origin);
    if (!hit) {
      hit = readRobots(fetcher, origin, opts.robots !== false, opts.robotsCache);
      robotsCache.set(origin, hit);
    }
    return hit;
  };

  const attempt = async (scheme: 'https' | 'http', host: string): Promise<Attempt> => {
    const origin = `${scheme}://${host}`;
    const robots = await loadRobots(origin);
    if (robots.failure) return { page: robots.failure, robotsText: null };
    if (!robots.rules.isAllowed('/')) {
      return {
        page: stub(origin),
        robotsText: robots.text,
        disallowed: `robots.txt disallows / for ${host}`,
      };
    }
    const page = await fetcher.fetch(`${origin}/`, {
      beforeHop: async (url) => {
        if (opts.robots === false || url.origin === new URL(origin).origin) return null;
        const other = await loadRobots(url.origin);
        const path = url.pathname + url.search;
        return other.rules.isAllowed(path) ? null : `robots.txt of ${url.hostname} disallows ${path}`;
      },
    });
    return { page, robotsText: robots.text };
  };

  let outcome: CrawlOutcome;
  let page: FetchResponse | null = null;
  let robotsText: string | null = null;
  let certificate: CertificateInfo | null = null;
  let redirectChain: FetchResponse['redirectChain'] = [];

  if (!domain) {
    outcome = { kind: 'refused', reason: `refused: ${JSON.stringify(domainInput)} is not a host name` };
  } else {
    let host = domain;
    let first = await attempt('https', host);
    // A bare name without an address often lives under www. only.
    if (!first.page.ok && first.page.kind === 'dns' && !host.startsWith('www.') && isName(host)) {
      const www = await attempt('https', `www.${host}`);
      if (www.page.ok || www.page.kind !== 'dns') {
        host = `www.${host}`;
        first = www;
      }
    }
    let chosen = first;
    if (!first.disallowed && !first.page.ok && TRANSPORT_FAILURES.has(first.page.kind)) {
      const second = await attempt('http', host);
      // When both fail, a certificate problem says more than the plain-HTTP failure.
      if (second.page.ok || second.disallowed || first.page.kind !== 'tls') chosen = second;
      if (!first.page.ok) certificate = first.page.certificate;
    }
    robotsText = chosen.robotsText;
    redirectChain = chosen.page.redirectChain;
    if (chosen.disallowed) {
      outcome = { kind: 'robotsDisallowed', reason: chosen.disallowed };
    } else if (!chosen.page.ok) {
      outcome = outcomeFromFailure(chosen.page);
      certificate = chosen.page.certificate ?? certificate;
    } else {
      page = chosen.page;
      outcome = outcomeFromResponse(page, sameSite(domain, new URL(page.finalUrl).hostname));
      if (page.certificate) certificate = page.certificate;
    }
  }

  return readPageInHand(
    { domain: domain ?? domainInput, page, outcome, robotsText, certificate, redirectChain, fetchedAt },
    {
      asset: async (url, maxBodyBytes) => {
        const res = await fetcher.fetch(url, { maxBodyBytes, accept: '*/*' });
        return res.ok && res.status >= 200 && res.status < 300 && !looksLikeHtml(res) ? res.body : null;
      },
      adsTxt: opts.adsTxt === false ? async () => '' : (finalUrl) => fetchAdsTxt(fetcher, finalUrl),
      dns: dnsRecords,
      limits: opts.assets,
      work: opts.work,
    },
    { requests: () => fetcher.requestsSent - sentBefore, started },
  );
}

/** The host to crawl: a normalised domain, or (for the guard to judge) whatever host was given. */
function targetHost(input: string): string | null {
  const n = normalizeDomain(input);
  if (n.ok) return n.domain;
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split(/[/?#]/, 1)[0]
    .replace(/\.$/, '');
  if (/^\[[0-9a-f:.]+\]$/.test(host)) return host;
  const bare = host.replace(/:\d{1,5}$/, '');
  return /^[a-z0-9.-]+$/.test(bare) && bare.length <= 253 ? bare : null;
}

function isName(host: string): boolean {
  return /[a-z]/.test(host.split('.').pop() ?? '');
}

function stub(origin: string): FetchFailure {
  return {
    ok: false,
    kind: 'stopped',
    reason: 'robots',
    url: `${origin}/`,
    redirectChain: [],
    certificate: null,
  };
}

async function readRobots(
  fetcher: Fetcher,
  origin: string,
  obey: boolean,
  cache?: RobotsCache,
): Promise<{ rules: RobotsRules; text: string | null; failure?: FetchFailure }> {
  const read = cache
    ? await cache.get(origin, () => fetchRobots(fetcher, origin))
    : await fetchRobots(fetcher, origin);
  // Transport failures decide the scheme; anything else (refused, DNS) ends the crawl the same way.
  if ('failure' in read) return { rules: ALLOW_ALL, text: null, failure: read.failure };
  if (read.text === null) return { rules: ALLOW_ALL, text: null };
  const rules = parseRobots(read.text, fetcher.userAgent);
  if (rules.crawlDelay !== null)
    fetcher.politeness?.setCrawlDelay(new URL(origin).hostname, rules.crawlDelay);
  return { rules: obey ? rules : ALLOW_ALL, text: read.text };
}

async function fetchRobots(fetcher: Fetcher, origin: string): Promise<RobotsRead> {
  const res = await fetcher.fetch(`${origin}/robots.txt`, {
    maxBodyBytes: ROBOTS_MAX_BYTES,
    accept: 'text/plain,*/*;q=0.5',
  });
  if (!res.ok) return { failure: res };
  // 4xx means no rules (RFC 9309); 5xx and bot walls are treated the same, see docs/crawler.md.
  if (res.status < 200 || res.status >= 300 || detectBotWall(res) || looksLikeHtml(res))
    return { text: null };
  return { text: res.body };
}

async function fetchAdsTxt(fetcher: Fetcher, finalUrl: string): Promise<string> {
  const res = await fetcher.fetch(new URL('/ads.txt', finalUrl).href, {
    maxBodyBytes: ADS_TXT_MAX_BYTES,
    accept: 'text/plain,*/*;q=0.5',
  });
  return res.ok && res.status === 200 && !looksLikeHtml(res) ? res.body : '';
}
