// Where a page points: links leaving the site (each gives the target a backlink from this site)
// and host names under the site's own registrable domain (subdomains seen).

import { getDomain, getHostname } from 'tldts';

export interface LinkFacts {
  outgoingLinks: string[];
  backlinkDomains: string[];
  subdomainsSeen: string[];
}

const MAX_LINKS = 500;

/**
 * `siteDomain` is the crawled domain ("example.com"); `anchors` are the page's <a> hrefs; `other`
 * are script, style, iframe and image URLs, which reveal subdomains but are not links.
 */
export function analyseLinks(siteDomain: string, anchors: string[], other: string[]): LinkFacts {
  const root = getDomain(siteDomain) ?? siteDomain;
  const outgoing = new Map<string, string>();
  const backlinks = new Set<string>();
  const subdomains = new Set<string>();

  const consider = (href: string, isAnchor: boolean) => {
    const host = getHostname(href)?.toLowerCase();
    if (!host) return;
    const domain = getDomain(host, { allowPrivateDomains: false });
    if (!domain) return;
    if (domain === root) {
      if (host !== root && host !== `www.${root}` && host !== siteDomain && subdomains.size < MAX_LINKS) {
        subdomains.add(host);
      }
      return;
    }
    if (!isAnchor) return;
    if (outgoing.size < MAX_LINKS) outgoing.set(stripHash(href), stripHash(href));
    if (backlinks.size < MAX_LINKS) backlinks.add(domain);
  };
  for (const a of anchors) consider(a, true);
  for (const o of other) consider(o, false);
  return {
    outgoingLinks: [...outgoing.values()],
    backlinkDomains: [...backlinks].sort(),
    subdomainsSeen: [...subdomains].sort(),
  };
}

function stripHash(href: string): string {
  const i = href.indexOf('#');
  return i >= 0 ? href.slice(0, i) : href;
}
