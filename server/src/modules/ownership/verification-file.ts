import { domainVerificationCode, verificationFileUrl } from '@techcensus/contract';
import type { Fetcher, FetchFailure } from '../../crawl/fetcher.ts';
import { outcomeFromFailure } from '../../crawl/outcome.ts';
import { scanFailure, VISIT_FAILED } from '../../indexing/scan-failure.ts';

export type FileCheck =
  | { ok: true }
  | {
      ok: false;
      kind: 'unreadable';
      url: string;
      /** What went wrong, in the crawler's words: addresses, resolver codes, redirect targets. */
      reason: string;
      /**
       * The same in the words every visitor may read (docs/scans.md): what a name resolves to
       * inside our network, resolver codes and redirect targets are left out.
       */
      plain: string;
    }
  | { ok: false; kind: 'mismatch'; url: string };

/** The file holds a few dozen bytes; anything much longer is not a verification file. */
const MAX_FILE_BYTES = 4_096;

/** "The domain name does not resolve." as the clause after "We could not read {url}: ". */
const clause = (sentence: string) => sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/\.$/, '');

function plainFailure(failure: FetchFailure, domain: string): string {
  // `stopped` is this check's own rule (below), not robots.txt's.
  if (failure.kind === 'stopped') return `it redirects outside ${domain}`;
  return clause(scanFailure(outcomeFromFailure(failure)) ?? VISIT_FAILED);
}

/**
 * Reads https://{domain}/wts.txt through the crawler's guarded fetcher (never a plain fetch: the
 * name is typed by a visitor and may point at our own network) and compares its trimmed body
 * with the domain's code. Redirects are followed only while they stay on the domain or its
 * www. name: a redirect elsewhere would let another site's file speak for this one.
 */
export async function checkVerificationFile(fetcher: Fetcher, domain: string): Promise<FileCheck> {
  const url = verificationFileUrl(domain);
  const own = new Set([domain, `www.${domain}`]);
  const res = await fetcher.fetch(url, {
    maxBodyBytes: MAX_FILE_BYTES,
    accept: 'text/plain, */*;q=0.5',
    beforeHop: async (hop) =>
      hop.protocol === 'https:' && own.has(hop.hostname.toLowerCase())
        ? null
        : `it redirects to ${hop.origin}, outside ${domain}`,
  });
  if (!res.ok)
    return { ok: false, kind: 'unreadable', url, reason: res.reason, plain: plainFailure(res, domain) };
  if (res.status !== 200)
    return {
      ok: false,
      kind: 'unreadable',
      url,
      reason: `the server answered ${res.status}`,
      plain: clause(scanFailure({ kind: 'httpError', status: res.status }) ?? VISIT_FAILED),
    };
  return res.body.trim() === domainVerificationCode(domain)
    ? { ok: true }
    : { ok: false, kind: 'mismatch', url };
}
