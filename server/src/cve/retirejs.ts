// The RetireJS repository (jsrepository-v4.json): per JavaScript library, vulnerabilities with a
// version range [atOrAbove, below), a severity word, CWE ids, CVE/GHSA identifiers and links.

import { type Interval, range } from './intervals.ts';
import { parseVersion } from './versions.ts';

export interface RetireVulnerability {
  library: string;
  /** CVE ids, or the GHSA id when the entry has no CVE; empty when it has neither. */
  ids: string[];
  interval: Interval;
  severity: string | null;
  cwes: number[];
  summary: string | null;
  info: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: raw JSON of a public format
type Json = any;

export function parseRetireRepository(json: Json): {
  libraries: string[];
  vulnerabilities: RetireVulnerability[];
} {
  if (!json || typeof json !== 'object') throw new Error('not a RetireJS repository');
  const vulnerabilities: RetireVulnerability[] = [];
  const libraries: string[] = [];
  for (const [library, entry] of Object.entries<Json>(json)) {
    if (!Array.isArray(entry?.vulnerabilities)) continue;
    libraries.push(library);
    for (const v of entry.vulnerabilities) {
      const ids: string[] = v.identifiers?.CVE?.length
        ? v.identifiers.CVE.filter((id: string) => /^CVE-\d{4}-\d+$/.test(id))
        : v.identifiers?.githubID
          ? [v.identifiers.githubID]
          : [];
      // RetireJS bounds are versions by construction; one that is not is left open, and said so
      const from = typeof v.atOrAbove === 'string' && parseVersion(v.atOrAbove) ? v.atOrAbove : undefined;
      const to = typeof v.below === 'string' && parseVersion(v.below) ? v.below : undefined;
      vulnerabilities.push({
        library,
        ids,
        interval: range(from, to),
        severity: typeof v.severity === 'string' ? v.severity : null,
        cwes: (v.cwe ?? [])
          .map((c: string) => /CWE-(\d+)/.exec(c)?.[1])
          .filter(Boolean)
          .map(Number),
        summary: typeof v.identifiers?.summary === 'string' ? v.identifiers.summary.trim() : null,
        info: Array.isArray(v.info) ? v.info.filter((u: unknown) => typeof u === 'string') : [],
      });
    }
  }
  return { libraries, vulnerabilities };
}
