// The CPU side of a visit, apart from its network side: reading the page's HTML, the site facts
// drawn from it, and the engine's detections. In the server these run in a pool of worker
// threads with a time budget per page (page-pool.ts), so no page can hold the thread that answers
// requests; the crawl command, fleet workers and archive imports run them on their own thread.

import {
  type CompiledSet,
  type Detection,
  detectWithReport,
  loadFingerprintSet,
  type PageSignals,
} from '../detect/index.ts';
import { DEFAULT_BUDGET_MS } from '../detect/limits.ts';
import { advertiserDomains, parseAdsTxt } from './extract/ads-txt.ts';
import { extractContacts } from './extract/contacts.ts';
import { type HtmlFacts, normaliseLanguage, parseHtml } from './extract/html.ts';
import { pageLanguage } from './extract/language.ts';
import { analyseLinks } from './extract/links.ts';
import { extractSocial } from './extract/social.ts';
import { extractTags } from './extract/tags.ts';
import type { CrawlOutcome, SiteFacts } from './types.ts';

/** What the site facts are drawn from: the page as read, its fetched scripts and ads.txt. */
export interface SiteInput {
  /** the domain as asked */
  domain: string;
  page: { finalUrl: string; body: string; truncated: boolean; contentLanguage: string | null } | null;
  facts: HtmlFacts | null;
  scripts: string[];
  adsTxt: string;
}

export interface DetectOutput {
  detections: Detection[];
  /** the engine's own budget cut detection short (see detectAll) */
  cut: boolean;
}

/**
 * The last step of a read page: its site facts and, when the visit's signals are given, its
 * detections. One step, so a worker that read the page answers both from the facts it holds.
 */
export interface FinishInput {
  site: SiteInput;
  /**
   * What the visit learnt beside the page (url, status, headers, cookies, robots.txt, DNS, the
   * certificate's issuer); the page's own signals are added from `site`. Null: no detection here.
   */
  signals: PageSignals | null;
  /** the fetched same-site style sheets (the scripts are `site.scripts`) */
  css: string[];
}

export interface Finished {
  site: SiteFacts;
  detected: DetectOutput | null;
}

/**
 * Time one page may take, shared by all of its work: what one step spends, the next has no
 * longer. Time waiting for the network or for a free worker is not counted.
 */
export class PageBudget {
  spentMs = 0;
  constructor(readonly ms: number) {}
  get leftMs(): number {
    return this.ms - this.spentMs;
  }
}

/** A page's work went past its budget: the worker doing it was stopped. */
export class PageOverBudget extends Error {
  constructor(
    readonly budgetMs: number,
    why = `reading the page took longer than its budget of ${budgetMs} ms`,
  ) {
    super(why);
    this.name = 'PageOverBudget';
  }
}

/** A page that answered but could not be read in its budget: recorded as such, with its status. */
export function overBudget(outcome: CrawlOutcome, err: PageOverBudget): CrawlOutcome {
  return {
    kind: 'overBudget',
    ...(outcome.status !== undefined ? { status: outcome.status } : {}),
    reason: err.message,
  };
}

export interface PageWork {
  /** Per-page budget in milliseconds; Infinity where nothing can stop the work. */
  readonly budgetMs: number;
  facts(body: string, url: string, budget: PageBudget): Promise<HtmlFacts>;
  /** Site facts and detections of the page `facts` read (see FinishInput). */
  finish(input: FinishInput, budget: PageBudget): Promise<Finished>;
  /** The engine on the loaded fingerprint set (the one `loadFingerprintSet()` returns). */
  detect(signals: PageSignals, budget: PageBudget): Promise<DetectOutput>;
}

/** The work itself, as each thread runs it. */
export const PAGE_TASKS = {
  facts: (body: string, url: string): HtmlFacts => parseHtml(body, url),
  finish: async (input: FinishInput, set: CompiledSet = loadFingerprintSet()): Promise<Finished> => ({
    site: await siteFacts(input.site),
    detected: input.signals ? detectAll(set, withPageSignals(input.signals, input.site, input.css)) : null,
  }),
  detect: (signals: PageSignals, set: CompiledSet = loadFingerprintSet()): DetectOutput =>
    detectAll(set, signals),
};

export type PageOp = keyof typeof PAGE_TASKS;

/**
 * A visit's signals with the page's own added: its HTML, and the facts read from it with the
 * fetched scripts and style sheets after the inline ones.
 */
export function withPageSignals(signals: PageSignals, site: SiteInput, css: string[]): PageSignals {
  const { page, facts } = site;
  if (!page || !facts) return signals;
  return {
    ...signals,
    html: page.body,
    meta: facts.meta,
    scriptSrc: facts.scriptSrc,
    scripts: [...facts.inlineScripts, ...site.scripts],
    css: [...facts.inlineCss, ...css],
    text: facts.text,
  };
}

/**
 * What a task holds of its page: the HTML and (the last step) the facts read from it. A worker
 * that already holds them (it did the page's earlier step) is not sent them again:
 * `withPage(op, args, {})` leaves them out, and the worker puts back the ones it holds.
 */
export interface PageParts {
  body?: string;
  facts?: HtmlFacts | null;
}

export function pageOf(op: PageOp, args: unknown[]): PageParts {
  if (op === 'facts') return { body: args[0] as string };
  if (op === 'finish') {
    const { site } = args[0] as FinishInput;
    return { body: site.page?.body, facts: site.facts };
  }
  return { body: (args[0] as PageSignals).html };
}

export function withPage(op: PageOp, args: unknown[], parts: PageParts): unknown[] {
  if (op === 'facts') return [parts.body, ...args.slice(1)];
  if (op === 'finish') {
    const input = args[0] as FinishInput;
    const { page } = input.site;
    return [
      {
        ...input,
        site: { ...input.site, page: page && { ...page, body: parts.body }, facts: parts.facts },
      },
    ];
  }
  return [{ ...(args[0] as PageSignals), html: parts.body }];
}

/** What a thread loads once rather than inside the first page's budget. */
export async function preparePageWork(): Promise<void> {
  loadFingerprintSet();
  await pageLanguage({ declared: null, header: null, text: 'Loaded once, before the first page.' });
}

/** The work on the calling thread: no budget can be kept there, so none is. */
export function inThreadPageWork(set?: CompiledSet): PageWork {
  const timed = async <T>(budget: PageBudget, run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await run();
    } finally {
      budget.spentMs += performance.now() - started;
    }
  };
  return {
    budgetMs: Number.POSITIVE_INFINITY,
    facts: (body, url, budget) => timed(budget, () => PAGE_TASKS.facts(body, url)),
    finish: (input, budget) => timed(budget, () => PAGE_TASKS.finish(input, set)),
    detect: (signals, budget) => timed(budget, () => PAGE_TASKS.detect(signals, set)),
  };
}

/**
 * All of one page's work with nothing fetched beside it (no scripts, no ads.txt): what the
 * benchmark and the shape tests measure.
 */
export async function workOnPage(
  work: PageWork,
  page: { url: string; html: string },
  budget = new PageBudget(work.budgetMs),
): Promise<{ facts: HtmlFacts } & Finished> {
  const facts = await work.facts(page.html, page.url, budget);
  const finished = await work.finish(
    {
      site: {
        domain: new URL(page.url).hostname,
        page: { finalUrl: page.url, body: page.html, truncated: false, contentLanguage: null },
        facts,
        scripts: [],
        adsTxt: '',
      },
      signals: { url: page.url },
      css: [],
    },
    budget,
  );
  return { facts, ...finished };
}

/** Runs of one page's detection at most (see detectAll). */
const DETECT_RUNS = 8;

/**
 * The engine's budget is wall-clock time, so an ordinary page can run out of it: the first pages
 * a process reads compile the set's expressions as they go (tens of milliseconds, against a few
 * once compiled), and a loaded machine takes time from any page. A run cut short is run again
 * until the page has had the budget in this thread's CPU time: the machine's waits are not the
 * page's work, and a page too heavy for the budget still stops after about one budget of it.
 */
export function detectAll(set: CompiledSet, signals: PageSignals): DetectOutput {
  let cpuMs = 0;
  for (let run = 1; ; run++) {
    const before = process.cpuUsage();
    const report = detectWithReport(set, signals);
    const used = process.cpuUsage(before);
    cpuMs += (used.user + used.system) / 1000;
    if (!report.budgetExceeded || cpuMs >= DEFAULT_BUDGET_MS || run === DETECT_RUNS)
      return { detections: report.detections, cut: report.budgetExceeded };
  }
}

/** The site facts of a visit; with no facts, what little there is to say takes no reading. */
export async function siteFacts(input: SiteInput): Promise<SiteFacts> {
  const { domain, page, facts, scripts, adsTxt } = input;
  const declared = {
    declared: facts?.lang ?? null,
    header: page?.contentLanguage ? normaliseLanguage(page.contentLanguage.split(',')[0]) : null,
  };
  const language = facts ? await pageLanguage({ ...declared, text: facts.text }) : null;
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
    language: language?.code ?? null,
    languageTag: language?.source === 'html' ? declared.declared : language ? declared.header : null,
    languageSource: language?.source ?? null,
    keywords,
    description: meta.description?.[0]?.trim() || meta['og:description']?.[0]?.trim() || null,
    canonicalUrl: facts?.canonical ?? null,
    contacts: facts ? extractContacts(facts) : { emails: [], phones: [], address: null },
    social: extractSocial(facts?.links ?? []),
    tags: facts && page ? extractTags([page.body, ...scripts]) : [],
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
