import type { SiteIndex } from '../../../siteindex/port.ts';
import { vulnerableTo } from '../page-queries.ts';

/**
 * Websites vulnerable to each CWE: one count per CWE over its CVEs, since one site may carry
 * several CVEs of one CWE (summing per-CVE counts would count it twice).
 */
export async function cweDomainCounts(
  siteIndex: SiteIndex,
  cwes: Map<number, { cves: string[] }>,
  ids: Iterable<number>,
): Promise<Map<number, number>> {
  const wanted = [...new Set(ids)].filter((id) => cwes.has(id));
  const counts = await Promise.all(
    wanted.map((id) => siteIndex.countSample(vulnerableTo(cwes.get(id)!.cves), 0)),
  );
  return new Map(wanted.map((id, i) => [id, counts[i].count]));
}
