// Everything a visit does once the home page's response is in hand: the page's facts, its
// same-site scripts and style sheets, ads.txt, DNS, the engine's PageSignals and the profile's
// SiteFacts. A live crawl gets those extras from the network; an archived capture (indexing/warc)
// from the archive, so both run exactly the same extraction.

import { getDomain } from 'tldts';
import type { PageSignals } from '../detect/types.ts';
import type { HtmlFacts } from './extract/html.ts';
import { cookiesFromSetCookie, engineHeaders } from './extract/http.ts';
import type { FetchResponse } from './fetcher.ts';
import { hasPage } from './outcome.ts';
import {
  inThreadPageWork,
  overBudget,
  PAGE_TASKS,
  PageBudget,
  PageOverBudget,
  type PageWork,
  type SiteInput,
} from './page-work.ts';
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
  /** Where the page's CPU work runs (default: on this thread). */
  work?: PageWork;
}

export async function readPageInHand(
  hand: PageInHand,
  sources: PageSources,
  cost: { requests: () => number; started: number },
): Promise<CrawlResult> {
  const { page } = hand;
  let { outcome } = hand;
  const work = sources.work ?? inThreadPageWork();
  const budget = new PageBudget(work.budgetMs);
  const html = page && hasPage(outcome.kind) && looksLikeHtml(page) ? page : null;
  let facts: HtmlFacts | null = null;
  try {
    facts = html ? await work.facts(html.body, html.finalUrl, budget) : null;
  } catch (err) {
    if (!(err instanceof PageOverBudget)) throw err;
    outcome = overBudget(outcome, err);
  }
  const [assets, adsTxt, dns] = await Promise.all([
    facts && page ? readAssets(sources, page, facts) : Promise.resolve({ scripts: [], css: [] }),
    page && hasPage(outcome.kind) ? sources.adsTxt(page.finalUrl) : Promise.resolve(''),
    sources.dns,
  ]);
  const contentLanguage = page?.headers['content-language'];
  const input: SiteInput = {
    domain: hand.domain,
    page: page && {
      finalUrl: page.finalUrl,
      body: page.body,
      truncated: page.truncated,
      contentLanguage: typeof contentLanguage === 'string' ? contentLanguage : null,
    },
    facts,
    scripts: assets.scripts,
    adsTxt,
  };
  let site: SiteFacts | null = null;
  if (hasPage(outcome.kind)) {
    try {
      site = await work.site(input, budget);
    } catch (err) {
      if (!(err instanceof PageOverBudget)) throw err;
      outcome = overBudget(outcome, err);
      facts = null;
    }
  }
  // Nothing read (or nothing in time): the little left to say takes no reading.
  site ??= await PAGE_TASKS.site({ ...input, facts: null, scripts: [], adsTxt: '' });

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
    pageWorkMs: budget.spentMs,
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

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
