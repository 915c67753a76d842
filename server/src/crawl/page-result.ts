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
  type Finished,
  inThreadPageWork,
  overBudget,
  PageBudget,
  PageOverBudget,
  type PageWork,
  type SiteInput,
  siteFacts,
  withPageSignals,
} from './page-work.ts';
import type { CertificateInfo, CrawlOutcome, CrawlResult, RedirectHop } from './types.ts';

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
  /**
   * Where the page's CPU work runs (default: on this thread). Given, it also detects, on the
   * fingerprint set it loads, with the site facts: the visit's `detected`.
   */
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
  const finalUrl = page ? page.finalUrl : null;
  const finalHost = finalUrl ? new URL(finalUrl).hostname : null;
  const beside: PageSignals = {};
  if (page) {
    beside.url = page.finalUrl;
    beside.status = page.status;
    beside.headers = engineHeaders(page.headers);
    beside.cookies = cookiesFromSetCookie(page.setCookie);
  }
  if (hand.robotsText !== null) beside.robots = hand.robotsText;
  if (Object.keys(dns).length) beside.dns = dns;
  if (hand.certificate?.issuer) beside.certIssuer = hand.certificate.issuer;

  let finished: Finished | null = null;
  if (hasPage(outcome.kind)) {
    try {
      // Work given by the caller detects with the site facts, on the page it holds (PageSources.work).
      finished = await work.finish(
        { site: input, signals: sources.work ? beside : null, css: assets.css },
        budget,
      );
    } catch (err) {
      if (!(err instanceof PageOverBudget)) throw err;
      outcome = overBudget(outcome, err);
      facts = null;
    }
  }
  // Nothing read (or nothing in time): the little left to say takes no reading.
  const site = finished?.site ?? (await siteFacts({ ...input, facts: null, scripts: [], adsTxt: '' }));
  const signals = withPageSignals(beside, { ...input, facts }, assets.css);

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
    ...(finished?.detected ? { detected: finished.detected } : {}),
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
