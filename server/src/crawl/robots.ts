// robots.txt as RFC 9309 reads it: groups by user agent (ours by product token, else `*`), the
// longest matching rule wins, Allow wins a tie, `*` and `$` in paths. Crawl-delay is honoured
// although the RFC leaves it out, because site owners still write it for crawlers like ours.

export interface RobotsRules {
  /** true when the path (with query) may be fetched by the agent the rules were built for */
  isAllowed(pathAndQuery: string): boolean;
  /** seconds, when the matching group asks for a delay */
  crawlDelay: number | null;
  sitemaps: string[];
}

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

const MAX_ROBOTS_BYTES = 500 * 1024; // RFC 9309 §2.5: parse at least 500 KiB

/** The product token of a user agent string: "TechCensusBot/1.0 (+…)" → "techcensusbot". */
export function productToken(userAgent: string): string {
  return userAgent.trim().split(/[/\s]/, 1)[0].toLowerCase();
}

export function parseRobots(text: string, userAgent: string): RobotsRules {
  const token = productToken(userAgent);
  const groups: Group[] = [];
  const sitemaps: string[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.slice(0, MAX_ROBOTS_BYTES).split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      if (value) current.rules.push({ allow: key === 'allow', pattern: value, regex: patternRegex(value) });
    } else if (key === 'crawl-delay') {
      const n = Number(value);
      if (Number.isFinite(n) && n >= 0) current.crawlDelay = n;
    }
  }
  const mine = groups.filter((g) => g.agents.some((a) => productToken(a) === token));
  const chosen = mine.length ? mine : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  const delays = chosen.map((g) => g.crawlDelay).filter((d): d is number => d !== null);
  return {
    crawlDelay: delays.length ? Math.max(...delays) : null,
    sitemaps,
    isAllowed(pathAndQuery: string) {
      const path = pathAndQuery || '/';
      if (path === '/robots.txt') return true;
      let best: Rule | null = null;
      for (const r of rules) {
        if (!r.regex.test(path)) continue;
        if (
          !best ||
          r.pattern.length > best.pattern.length ||
          (r.pattern.length === best.pattern.length && r.allow)
        ) {
          best = r;
        }
      }
      return best ? best.allow : true;
    },
  };
}

/** Rules for a robots.txt that could not be read: everything allowed (see docs/crawler.md). */
export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, crawlDelay: null, sitemaps: [] };

/** Rules that refuse everything (a 401/403-protected robots.txt is not treated this way; see crawl-site). */
export const DISALLOW_ALL: RobotsRules = {
  isAllowed: (p) => p === '/robots.txt',
  crawlDelay: null,
  sitemaps: [],
};

function patternRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => normalisePath(part).replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Percent-encodes what a browser would, so "/caf\u00e9" in robots.txt matches "/caf%C3%A9" in a URL. */
function normalisePath(p: string): string {
  return p.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}
