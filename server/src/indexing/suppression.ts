import { getDomain } from 'tldts';
import type { SiteDoc, SiteIndex } from '../siteindex/port.ts';
import type { Queryable } from '../store/db.ts';
import type { IndexDeps } from './index-site.ts';

/** `domain` itself or any parent of it below the public suffix: a.b.example.com → b.example.com, example.com. */
export function selfAndParents(domain: string): string[] {
  const site = getDomain(domain, { allowPrivateDomains: true });
  if (!site) return [domain];
  const out = [domain];
  let rest = domain;
  while (rest !== site && rest.includes('.')) {
    rest = rest.slice(rest.indexOf('.') + 1);
    out.push(rest);
  }
  return out;
}

/**
 * Whether the owner of `domain`, or of a domain above it, asked for its removal: removing
 * example.com also keeps shop.example.com out, as the file at example.com proves control of both.
 */
export async function isSuppressed(db: Queryable, domain: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM domain_suppressions WHERE domain = ANY($1) LIMIT 1', [
    selfAndParents(domain.toLowerCase()),
  ]);
  return rows.length > 0;
}

/** The suppression check as the indexer, the crawl queue and the generator take it. */
export const suppressionCheck = (db: Queryable) => (domain: string) => isSuppressed(db, domain);

/** Of `domains`, the ones suppressed (themselves or through a parent), in one query. */
export async function suppressedAmong(db: Queryable, domains: string[]): Promise<Set<string>> {
  if (!domains.length) return new Set();
  const candidates = new Map<string, string[]>();
  for (const d of domains)
    for (const name of selfAndParents(d)) candidates.set(name, [...(candidates.get(name) ?? []), d]);
  const { rows } = await db.query<{ domain: string }>(
    'SELECT domain FROM domain_suppressions WHERE domain = ANY($1)',
    [[...candidates.keys()]],
  );
  return new Set(rows.flatMap((r) => candidates.get(r.domain) ?? []));
}

/**
 * Keeps the domain out from now on and takes it, and the subdomains its document lists, out of
 * the index. The row comes first: a crawl finishing meanwhile is refused by it, and a failed
 * removal is retried by asking again (the request is idempotent).
 */
export async function suppressDomain(
  db: Queryable,
  siteIndex: SiteIndex,
  domain: string,
  email: string,
  /** Told of each document taken out, as for a write (alerts send `site.unmatched`). */
  written?: IndexDeps['written'],
): Promise<void> {
  await db.query(
    `INSERT INTO domain_suppressions (domain, email) VALUES ($1, $2)
     ON CONFLICT (domain) DO UPDATE SET email = EXCLUDED.email, requested_at = now()`,
    [domain, email],
  );
  const doc = await siteIndex.get(domain);
  const subdomains = (doc?.subdomains ?? []).filter((s) => s.endsWith(`.${domain}`));
  const removed: SiteDoc[] = [];
  for (const name of [domain, `www.${domain}`, ...subdomains]) {
    const before = name === domain ? doc : await siteIndex.get(name);
    if ((await siteIndex.remove(name)) && before) removed.push(before);
  }
  await siteIndex.refresh();
  for (const before of removed) await written?.({ before, after: null });
}
