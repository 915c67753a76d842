import { domainVerificationCode, verificationFileUrl } from '@techcensus/contract';
import type { Fetcher } from '../../crawl/fetcher.ts';

export type FileCheck =
  | { ok: true }
  | { ok: false; kind: 'unreadable'; url: string; reason: string }
  | { ok: false; kind: 'mismatch'; url: string };

/** The file holds a few dozen bytes; anything much longer is not a verification file. */
const MAX_FILE_BYTES = 4_096;

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
  if (!res.ok) return { ok: false, kind: 'unreadable', url, reason: res.reason };
  if (res.status !== 200)
    return { ok: false, kind: 'unreadable', url, reason: `the server answered ${res.status}` };
  return res.body.trim() === domainVerificationCode(domain)
    ? { ok: true }
    : { ok: false, kind: 'mismatch', url };
}
