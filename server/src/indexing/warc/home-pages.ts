// Which archived responses stand for a site's home page. A segment holds mostly deep pages; for
// each registrable domain the home page is the response on the domain itself or its www. host with
// the shortest path, `/` first, and every capture of that URL is a visit, oldest first. A home page
// that answered with a redirect is followed through the archive when the target was captured.

import { normalizeDomain } from '@techcensus/contract';
import { getDomain } from 'tldts';
import type { ArchivedMeta } from './read-warc.ts';

export const MAX_REDIRECTS = 10;

/** One archived visit of a site's home page: the hops it took and the response it ended on. */
export interface HomeCapture {
  domain: string;
  /** the capture date of the first hop: the visit's date */
  date: string;
  hops: ArchivedMeta[];
  page: ArchivedMeta;
}

export interface HomePages {
  captures: HomeCapture[];
  /** home pages that redirected to a URL the archive did not capture */
  redirectsNotArchived: number;
}

const isRedirect = (m: ArchivedMeta) => m.status >= 300 && m.status < 400 && m.location !== null;
// A response with no Content-Type may still be a page (the engine sniffs it, as a live crawl does).
const mayBePage = (m: ArchivedMeta) => !m.contentType || /html|xml/i.test(m.contentType);

function rankOf(url: URL, domain: string): number[] {
  const path = url.pathname + url.search;
  return [
    path === '/' ? 0 : 1,
    path.length,
    url.hostname === domain ? 0 : 1,
    url.protocol === 'https:' ? 0 : 1,
  ];
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** The site a URL's host is the home of: its registrable domain, for the host itself or www. only. */
function homeSite(url: URL): string | null {
  const n = normalizeDomain(url.hostname);
  if (!n.ok) return null;
  const registrable = getDomain(n.domain);
  return registrable === n.domain ? n.domain : null;
}

/**
 * The home captures of a segment's responses. `byUrl` also serves the second pass (redirect
 * targets, scripts, ads.txt), so it is returned with them.
 */
export function homePages(responses: ArchivedMeta[]): HomePages & { byUrl: Map<string, ArchivedMeta[]> } {
  const byUrl = new Map<string, ArchivedMeta[]>();
  const best = new Map<string, { url: string; rank: number[] }>();
  for (const m of responses) {
    let url: URL;
    try {
      url = new URL(m.url);
    } catch {
      continue;
    }
    const list = byUrl.get(url.href);
    if (list) list.push(m);
    else byUrl.set(url.href, [m]);
    if (!(m.status >= 200 && m.status < 300 && mayBePage(m)) && !isRedirect(m)) continue;
    const domain = homeSite(url);
    if (!domain) continue;
    const rank = rankOf(url, domain);
    const held = best.get(domain);
    if (!held || better(rank, held.rank)) best.set(domain, { url: url.href, rank });
  }
  for (const list of byUrl.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const captures: HomeCapture[] = [];
  let redirectsNotArchived = 0;
  for (const [domain, { url }] of best) {
    for (const first of byUrl.get(url) ?? []) {
      if (!(first.status >= 200 && first.status < 300 && mayBePage(first)) && !isRedirect(first)) continue;
      const hops = followRedirects(first, byUrl);
      if (!hops) {
        redirectsNotArchived++;
        continue;
      }
      captures.push({ domain, date: first.date, hops: hops.slice(0, -1), page: hops[hops.length - 1] });
    }
  }
  captures.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { captures, redirectsNotArchived, byUrl };
}

/**
 * The chain from a capture to the response it ends on, each target the capture of its URL
 * nearest in time to the hop before it; null when a target was not archived or the chain loops.
 */
function followRedirects(first: ArchivedMeta, byUrl: Map<string, ArchivedMeta[]>): ArchivedMeta[] | null {
  const chain = [first];
  const seen = new Set([first.url]);
  let at = first;
  while (isRedirect(at)) {
    if (chain.length > MAX_REDIRECTS) return null;
    let target: string;
    try {
      target = new URL(at.location!, at.url).href;
    } catch {
      return null;
    }
    if (seen.has(target)) return null;
    const captured = byUrl.get(target);
    if (!captured?.length) return null;
    const when = Date.parse(at.date);
    at = captured.reduce((a, b) =>
      Math.abs(Date.parse(b.date) - when) < Math.abs(Date.parse(a.date) - when) ? b : a,
    );
    seen.add(target);
    chain.push(at);
  }
  return chain;
}
