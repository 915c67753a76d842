// One crawl of one site: robots.txt, the home page (HTTPS first, HTTP when HTTPS cannot be
// reached), a bounded number of same-site scripts and style sheets, ads.txt and DNS records;
// then every signal the site profile shows and the engine's PageSignals, with an explicit outcome.

import { normalizeDomain } from '@techcensus/contract';
import { getDomain } from 'tldts';
import type { PageSignals } from '../detect/types.ts';
import { createRecordResolver, type DnsOptions, lookupRecords } from './dns.ts';
import { advertiserDomains, parseAdsTxt } from './extract/ads-txt.ts';
import { extractContacts } from './extract/contacts.ts';
import { type HtmlFacts, normaliseLanguage, parseHtml } from './extract/html.ts';
import { cookiesFromSetCookie, engineHeaders } from './extract/http.ts';
import { type LanguageSource, pageLanguage } from './extract/language.ts';
import { analyseLinks } from './extract/links.ts';
import { extractSocial } from './extract/social.ts';
import { extractTags } from './extract/tags.ts';
import type { Fetcher, FetchFailure, FetchResponse } from './fetcher.ts';
import { detectBotWall, hasPage, outcomeFromFailure, outcomeFromResponse } from './outcome.ts';
import { ALLOW_ALL, parseRobots, type RobotsRules } from './robots.ts';
import type { RobotsCache, RobotsRead } from './robots-cache.ts';
import type { CertificateInfo, CrawlOutcome, CrawlResult, SiteFacts } from './types.ts';

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

  const facts =
    page && hasPage(outcome.kind) && looksLikeHtml(page) ? parseHtml(page.body, page.finalUrl) : null;
  const [assets, adsTxt, dns] = await Promise.all([
    facts && page
      ? fetchAssets(fetcher, page, facts, opts.assets)
      : Promise.resolve({ scripts: [], css: [] }),
    page && hasPage(outcome.kind) && opts.adsTxt !== false
      ? fetchAdsTxt(fetcher, page.finalUrl)
      : Promise.resolve(''),
    dnsRecords,
  ]);

  const finalUrl = page ? page.finalUrl : null;
  const finalHost = finalUrl ? new URL(finalUrl).hostname : null;
  const signals: PageSignals = {};
  if (page) {
    signals.url = page.finalUrl;
    signals.status = page.status;
    signals.headers = engineHeaders(page.headers);
    signals.cookies = cookiesFromSetCookie(page.setCookie);
  }
  if (facts && page) {
    signals.html = page.body;
    signals.meta = facts.meta;
    signals.scriptSrc = facts.scriptSrc;
    signals.scripts = [...facts.inlineScripts, ...assets.scripts];
    signals.css = [...facts.inlineCss, ...assets.css];
    signals.text = facts.text;
  }
  if (robotsText !== null) signals.robots = robotsText;
  if (Object.keys(dns).length) signals.dns = dns;
  if (certificate?.issuer) signals.certIssuer = certificate.issuer;

  const headerLanguage = page?.headers['content-language'];
  const declared = {
    declared: facts?.lang ?? null,
    header: typeof headerLanguage === 'string' ? normaliseLanguage(headerLanguage.split(',')[0]) : null,
  };
  const language = facts ? await pageLanguage({ ...declared, text: facts.text }) : null;
  const site = siteFacts(domain ?? domainInput, page, facts, assets.scripts, adsTxt, {
    language: language?.code ?? null,
    languageTag: language?.source === 'html' ? declared.declared : language ? declared.header : null,
    languageSource: language?.source ?? null,
  });
  return {
    domain: domain ?? domainInput,
    outcome,
    finalUrl,
    finalHost,
    redirectChain,
    fetchedAt,
    ip: page?.ip ?? null,
    certificate,
    signals,
    site,
    requests: fetcher.requestsSent - sentBefore,
    elapsedMs: Date.now() - started,
  };
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

function sameSite(domain: string, finalHost: string): boolean {
  const a = getDomain(domain) ?? domain.replace(/^www\./, '');
  const b = getDomain(finalHost) ?? finalHost.replace(/^www\./, '');
  return a === b;
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

function looksLikeHtml(res: FetchResponse): boolean {
  if (/html|xml/i.test(res.contentType)) return true;
  if (res.contentType && !/text\/plain|octet-stream/i.test(res.contentType)) return false;
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(res.body.slice(0, 512));
}

async function fetchAssets(
  fetcher: Fetcher,
  page: FetchResponse,
  facts: HtmlFacts,
  limits: CrawlSiteOptions['assets'] = {},
): Promise<{ scripts: string[]; css: string[] }> {
  const host = new URL(page.finalUrl).hostname;
  const same = (u: string) => sameSite(host, new URL(u).hostname);
  const scripts = unique(facts.scriptSrc.filter(same)).slice(0, limits.scripts ?? 4);
  const sheets = unique(facts.styleHrefs.filter(same)).slice(0, limits.stylesheets ?? 4);
  const maxBodyBytes = limits.maxBytes ?? 256 * 1024;
  const get = async (url: string) => {
    const res = await fetcher.fetch(url, { maxBodyBytes, accept: '*/*' });
    return res.ok && res.status >= 200 && res.status < 300 && !looksLikeHtml(res) ? res.body : null;
  };
  const [s, c] = await Promise.all([Promise.all(scripts.map(get)), Promise.all(sheets.map(get))]);
  return { scripts: s.filter((x): x is string => x !== null), css: c.filter((x): x is string => x !== null) };
}

async function fetchAdsTxt(fetcher: Fetcher, finalUrl: string): Promise<string> {
  const res = await fetcher.fetch(new URL('/ads.txt', finalUrl).href, {
    maxBodyBytes: ADS_TXT_MAX_BYTES,
    accept: 'text/plain,*/*;q=0.5',
  });
  return res.ok && res.status === 200 && !looksLikeHtml(res) ? res.body : '';
}

function siteFacts(
  domain: string,
  page: FetchResponse | null,
  facts: HtmlFacts | null,
  fetchedScripts: string[],
  adsTxt: string,
  language: { language: string | null; languageTag: string | null; languageSource: LanguageSource | null },
): SiteFacts {
  const ads = parseAdsTxt(adsTxt);
  const meta = facts?.meta ?? {};
  const keywords = unique(
    (meta.keywords ?? [])
      .flatMap((k) => k.split(/[,;]/))
      .map((k) => k.trim())
      .filter((k) => k && k.length <= 60),
  ).slice(0, 30);
  const links = facts
    ? analyseLinks(domain, facts.links, [...facts.scriptSrc, ...facts.styleHrefs, ...facts.otherUrls])
    : { outgoingLinks: [], backlinkDomains: [], subdomainsSeen: [] };
  return {
    title: facts?.title ?? null,
    ...language,
    keywords,
    description: meta.description?.[0]?.trim() || meta['og:description']?.[0]?.trim() || null,
    canonicalUrl: facts?.canonical ?? null,
    contacts: facts ? extractContacts(facts) : { emails: [], phones: [], address: null },
    social: extractSocial(facts?.links ?? []),
    tags: facts && page ? extractTags([page.body, ...fetchedScripts]) : [],
    advertisers: advertiserDomains(ads),
    adsTxt: ads,
    ...links,
    accessViaHttp: page ? page.finalUrl.startsWith('http:') : false,
    truncated: page?.truncated ?? false,
  };
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
