// Everything a visit does once the home page's response is in hand: the page's facts, its
// same-site scripts and style sheets, ads.txt, DNS, the engine's PageSignals and the profile's
// SiteFacts. A live crawl gets those extras from the network; an archived capture (indexing/warc)
// from the archive, so both run exactly the same extraction.

import { getDomain } from 'tldts';
import type { PageSignals } from '../detect/types.ts';
import { advertiserDomains, parseAdsTxt } from './extract/ads-txt.ts';
import { extractContacts } from './extract/contacts.ts';
import { type HtmlFacts, normaliseLanguage, parseHtml } from './extract/html.ts';
import { cookiesFromSetCookie, engineHeaders } from './extract/http.ts';
import { type LanguageSource, pageLanguage } from './extract/language.ts';
import { analyseLinks } from './extract/links.ts';
import { extractSocial } from './extract/social.ts';
import { extractTags } from './extract/tags.ts';
import type { FetchResponse } from './fetcher.ts';
import { hasPage } from './outcome.ts';
import type { CertificateInfo, CrawlOutcome, CrawlResult, RedirectHop, SiteFacts } from './types.ts';

/** The home page's response as a visit ended on it, and what was learnt on the way. */
export interface PageInHand {
  /** the domain as asked (normalised) */
  domain: string;
  page: FetchResponse | null;
  outcome: CrawlOutcome;
  robotsText: string | null;
  certificate: CertificateInfo | null;
  redirectChain: RedirectHop[];
  fetchedAt: string;
}

/** Where the extras of a page come from: the network for a live crawl, the archive for a capture. */
export interface PageSources {
  /** A same-site script or style sheet's text, or null when it cannot be had. */
  asset(url: string, maxBytes: number): Promise<string | null>;
  /** The site's ads.txt; '' when it has none or it cannot be had. */
  adsTxt(finalUrl: string): Promise<string>;
  dns: Promise<Record<string, string[]>>;
  limits?: { scripts?: number; stylesheets?: number; maxBytes?: number };
}

export async function readPageInHand(
  hand: PageInHand,
  sources: PageSources,
  cost: { requests: () => number; started: number },
): Promise<CrawlResult> {
  const { page, outcome } = hand;
  const facts =
    page && hasPage(outcome.kind) && looksLikeHtml(page) ? parseHtml(page.body, page.finalUrl) : null;
  const [assets, adsTxt, dns] = await Promise.all([
    facts && page ? readAssets(sources, page, facts) : Promise.resolve({ scripts: [], css: [] }),
    page && hasPage(outcome.kind) ? sources.adsTxt(page.finalUrl) : Promise.resolve(''),
    sources.dns,
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
  if (hand.robotsText !== null) signals.robots = hand.robotsText;
  if (Object.keys(dns).length) signals.dns = dns;
  if (hand.certificate?.issuer) signals.certIssuer = hand.certificate.issuer;

  const headerLanguage = page?.headers['content-language'];
  const declared = {
    declared: facts?.lang ?? null,
    header: typeof headerLanguage === 'string' ? normaliseLanguage(headerLanguage.split(',')[0]) : null,
  };
  const language = facts ? await pageLanguage({ ...declared, text: facts.text }) : null;
  const site = siteFacts(hand.domain, page, facts, assets.scripts, adsTxt, {
    language: language?.code ?? null,
    languageTag: language?.source === 'html' ? declared.declared : language ? declared.header : null,
    languageSource: language?.source ?? null,
  });
  return {
    domain: hand.domain,
    outcome,
    finalUrl,
    finalHost,
    redirectChain: hand.redirectChain,
    fetchedAt: hand.fetchedAt,
    ip: page?.ip ?? null,
    certificate: hand.certificate,
    signals,
    site,
    requests: cost.requests(),
    elapsedMs: Date.now() - cost.started,
  };
}

export function sameSite(domain: string, finalHost: string): boolean {
  const a = getDomain(domain) ?? domain.replace(/^www\./, '');
  const b = getDomain(finalHost) ?? finalHost.replace(/^www\./, '');
  return a === b;
}

export function looksLikeHtml(res: Pick<FetchResponse, 'contentType' | 'body'>): boolean {
  if (/html|xml/i.test(res.contentType)) return true;
  if (res.contentType && !/text\/plain|octet-stream/i.test(res.contentType)) return false;
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(res.body.slice(0, 512));
}

async function readAssets(
  sources: PageSources,
  page: FetchResponse,
  facts: HtmlFacts,
): Promise<{ scripts: string[]; css: string[] }> {
  const limits = sources.limits ?? {};
  const host = new URL(page.finalUrl).hostname;
  const same = (u: string) => sameSite(host, new URL(u).hostname);
  const scripts = unique(facts.scriptSrc.filter(same)).slice(0, limits.scripts ?? 4);
  const sheets = unique(facts.styleHrefs.filter(same)).slice(0, limits.stylesheets ?? 4);
  const maxBytes = limits.maxBytes ?? 256 * 1024;
  const get = (url: string) => sources.asset(url, maxBytes);
  const [s, c] = await Promise.all([Promise.all(scripts.map(get)), Promise.all(sheets.map(get))]);
  return { scripts: s.filter((x): x is string => x !== null), css: c.filter((x): x is string => x !== null) };
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
