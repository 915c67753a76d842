import type { CrawlOutcome } from '../crawl/types.ts';

export const VISIT_FAILED = 'The visit failed.';

/**
 * What the person who asked is told, one plain sentence per outcome. The crawler's reason
 * ("refused: intranet.example resolves to 10.0.0.1, a private address", error codes, redirect
 * targets) is for the log only: it would tell anyone what a name resolves to inside our network.
 */
const OUTCOME_WORDS: Record<string, string> = {
  blocked: 'The site blocked the visit.',
  httpError: 'The site answered with an HTTP error.',
  timeout: 'The site did not answer in time.',
  dnsFailure: 'The domain name does not resolve.',
  tlsError: 'The secure connection to the site failed.',
  connectionRefused: 'The site refused the connection.',
  networkError: 'The site could not be reached.',
  tooManyRedirects: 'The site redirects too many times.',
  robotsDisallowed: "The site's robots.txt does not allow the visit.",
  refused: 'The address is not a public web site.',
  overBudget: 'The page took too long to read.',
};

/** Why a visit yields no technologies, in words for the person who asked; null when the page was read. */
export function scanFailure(outcome: CrawlOutcome): string | null {
  if (outcome.kind === 'ok' || outcome.kind === 'redirected') return null;
  if (outcome.kind === 'httpError' && outcome.status)
    return `The site answered with an HTTP error (${outcome.status}).`;
  return OUTCOME_WORDS[outcome.kind] ?? VISIT_FAILED;
}
