import type * as schemas from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../../page-data/context.ts';
import type { CveRowLite } from '../page-queries.ts';

/** Results of each page of this area, as the contract's schemas describe them. */
export interface Results {
  cveIndex: z.infer<typeof schemas.CveIndexResults>;
  cveLatest: z.infer<typeof schemas.CveListResults>;
  cveDetail: z.infer<typeof schemas.CveResults>;
  cveWebsites: z.infer<typeof schemas.CveWebsitesResults>;
  cweIndex: z.infer<typeof schemas.CweIndexResults>;
  cweDetail: z.infer<typeof schemas.CweResults>;
  cweWebsites: z.infer<typeof schemas.CweWebsitesResults>;
  security: z.infer<typeof schemas.SecurityResults>;
}
export type ResultsOf<K extends keyof Results> = Results[K];
export type CveListItem = schemas.CveListItem;

/** CVE ids as the lookup accepts them (part 2 §5), upper-cased; GHSA ids of RetireJS entries too. */
const CVE_ID = /^CVE-\d{4}-\d{4,}$/;
const GHSA_ID = /^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/;

export function normaliseCveId(raw: string): string | null {
  const id = raw.trim().toUpperCase();
  if (CVE_ID.test(id)) return id;
  return GHSA_ID.test(raw.trim()) ? raw.trim() : null;
}

/** "79", "CWE-79", "cwe-79" → 79; anything else null. */
export function parseCweId(raw: string): number | null {
  const m = /^(?:CWE-)?(\d{1,5})$/i.exec(raw.trim());
  return m ? Number(m[1]) : null;
}

export const cveListItem = (row: CveRowLite, domainCount: number): CveListItem => ({
  CVEId: row.id,
  Title: row.title,
  DatePublished: row.datePublished,
  Severity: row.severity,
  DomainCount: domainCount,
});

/**
 * The lookup forms' rules (part 2 §5), for `?q=` submitted without script: the CVE or CWE page
 * to go to, or null (the form then does nothing and the overview shows again).
 */
export function lookupTarget(kind: 'cve' | 'cwe', q: string | undefined): string | null {
  const text = (q ?? '').trim();
  if (kind === 'cve') {
    if (/^cve-\d{4}-\d+$/i.test(text)) return `/cve/${text.toUpperCase()}`;
    return /^\d{4}-\d+$/.test(text) ? `/cve/CVE-${text}` : null;
  }
  const m = /^(?:cwe-)?(\d{2,4})$/i.exec(text);
  return m ? `/cwe/${m[1]}` : null;
}

/** A redirect answer: the SSR path sends a 302, page-data callers follow `result302`. */
export function redirectTo(ctx: PageContext, location: string) {
  return { status: 200 as const, body: { result302: { location }, User: { LoggedIn: ctx.viewer.loggedIn } } };
}
