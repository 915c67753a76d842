import { CWE_TOP25_2024, CWE_TOP25_YEAR } from '../../../cve/top25.ts';
import type { PageContext } from '../../../page-data/context.ts';
import { indexState } from '../../../page-data/index-state.ts';
import { pageMeta } from '../../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../../page-data/outcome.ts';
import { cweNames, cwesWithCves, recentlyUpdatedCwes } from '../page-queries.ts';
import { lookupTarget, type ResultsOf, redirectTo } from './common.ts';
import { cweDomainCounts } from './cwe-counts.ts';

const TABLE_SIZE = 10;

export async function cweIndexPage(ctx: PageContext): Promise<PageOutcome<ResultsOf<'cweIndex'>>> {
  const target = lookupTarget('cwe', ctx.query.q);
  if (target) return redirectTo(ctx, target);
  const { db, siteIndex } = ctx.deps;
  const [withCves, recent, state] = await Promise.all([
    cwesWithCves(db),
    recentlyUpdatedCwes(db, TABLE_SIZE),
    indexState(ctx),
  ]);
  // Every CWE some CVE names is counted, so "most prevalent" is exact, not estimated.
  const counts = await cweDomainCounts(siteIndex, withCves, withCves.keys());
  const prevalent = [...counts.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, TABLE_SIZE);
  // The Top 25 ships with the code, so the table stands even before the catalogue is imported.
  const names = await cweNames(db, [...CWE_TOP25_2024, ...prevalent.map(([id]) => id)]);
  const item = (id: number, title?: string | null) => ({
    CWEId: id,
    Title: title ?? names.get(id) ?? `CWE-${id}`,
    DomainCount: counts.get(id) ?? 0,
    MostRecentCVE: withCves.get(id)?.newest ?? null,
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'CWE weakness lookup: Top 25 and most prevalent weaknesses',
    description:
      'Look up a CWE weakness to see its CVEs and how many websites run software affected by them. Includes the 2024 CWE Top 25.',
    keywords: ['CWE', 'CWE Top 25', 'software weakness', 'vulnerability'],
    path: '/cwe',
    crumbs: [['CWE', '/cwe']],
  });
  return pageOk(ctx.viewer, meta, {
    Top25Year: CWE_TOP25_YEAR,
    Top25: CWE_TOP25_2024.map((id, i) => ({ ...item(id), Rank: i + 1 })),
    RecentlyUpdated: recent.map((r) => ({ ...item(r.id, r.name), UpdatedOn: r.updatedOn })),
    MostPrevalent: prevalent.map(([id]) => item(id)),
    ...state,
  });
}
