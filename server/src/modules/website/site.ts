import { normalizeDomain, PAGE_MESSAGES } from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { type PageOutcome, pageNotFound } from '../../page-data/outcome.ts';
import type { SiteDoc, SiteFilters } from '../../siteindex/port.ts';

/**
 * The site a /website/{domain} address names, or the 404 outcome: an unreadable name and a
 * name not in the index both answer "The technology or website you were looking for was not
 * found." (part 2 §8), never a 500.
 */
export async function siteOf(ctx: PageContext): Promise<SiteDoc | PageOutcome<never>> {
  const raw = ctx.params.websiteid ?? '';
  const checked = raw.length <= 253 ? normalizeDomain(raw) : null;
  if (!checked?.ok) return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const doc = await ctx.deps.siteIndex.get(checked.domain);
  return doc ?? pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
}

export const isOutcome = (v: SiteDoc | PageOutcome<never>): v is PageOutcome<never> => 'status' in v;

const FAILURES: Record<string, (status: number | null) => string> = {
  blocked: (s) => `the website blocked our crawler${s ? ` (HTTP ${s})` : ''}`,
  httpError: (s) => `the server answered with an error${s ? ` (HTTP ${s})` : ''}`,
  timeout: () => 'the website did not answer in time',
  dnsFailure: () => 'the domain name did not resolve',
  tlsError: () => 'the secure connection could not be set up',
  connectionRefused: () => 'the server refused the connection',
  networkError: () => 'a network error interrupted it',
  tooManyRedirects: () => 'the website redirected too many times',
  robotsDisallowed: () => "the website's robots.txt does not allow our crawler",
  refused: () => 'crawling this website is not permitted',
  overBudget: () => 'its page took too long to read',
};

/** The fetch outcome as the page shows it: a failed visit is said, never passed off as an empty site. */
export function fetchInfo(doc: SiteDoc) {
  const f = doc.fetch;
  const day = f.checkedAt.slice(0, 10);
  const failure = FAILURES[f.outcome];
  let Message: string | null = null;
  if (failure)
    Message =
      `Our last visit on ${day} did not succeed: ${failure(f.status)}. ` +
      (doc.technologies.length
        ? 'The technologies below are those detected on earlier visits.'
        : 'No technologies could be detected, which does not mean the website uses none.');
  else if (f.outcome === 'redirected' && doc.redirectsTo)
    Message = `At our last visit on ${day} this website redirected to ${doc.redirectsTo}.`;
  return { Outcome: f.outcome, Status: f.status, CheckedAt: f.checkedAt, Message };
}

/** The fields every website page starts with. */
export function heading(doc: SiteDoc) {
  return { Domain: doc.domain, Fetch: fetchInfo(doc), DemoData: doc.synthetic };
}

/** The sites whose visits ended on this one: a redirect ends on a host, and the site's own name and its www. form both mean this website. */
export const redirectSources = (doc: SiteDoc): SiteFilters => [
  { module: 'redirectsTo', mode: 'include', values: [doc.domain, `www.${doc.domain}`] },
];
