import type { SsrfGuard } from '../../crawl/ssrf.ts';

/**
 * A webhook address through the crawler's SSRF guard: https only (plain http for allow-listed
 * hosts, the test fixtures), no credentials, and a public address — checked when an alert is
 * made or changed and again before every delivery (a name may resolve elsewhere by then).
 * Returns the refusal in words for the integrator, or null when the address may be used.
 */
export async function webhookUrlProblem(guard: SsrfGuard, raw: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The webhook URL is not a valid URL.';
  }
  const allowListed = guard.isAllowListed(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowListed))
    return 'The webhook URL must use https.';
  if (url.username || url.password) return 'The webhook URL must not contain a user name or password.';
  const verdict = await guard.checkUrl(url);
  if (verdict.ok) return null;
  const why = verdict.reason.replace(/^refused: /, '');
  return verdict.kind === 'dns'
    ? `The webhook URL's host cannot be resolved (${why}).`
    : `The webhook URL must point to a public address: ${why}.`;
}
