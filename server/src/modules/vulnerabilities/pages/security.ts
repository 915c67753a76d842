import { cveDataMissing } from '../../../cve/queries.ts';
import type { PageContext } from '../../../page-data/context.ts';
import { indexState } from '../../../page-data/index-state.ts';
import { pageMeta } from '../../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../../page-data/outcome.ts';
import { securityCounts } from '../page-queries.ts';
import type { ResultsOf } from './common.ts';

export async function securityPage(ctx: PageContext): Promise<PageOutcome<ResultsOf<'security'>>> {
  const [counts, sites, state, CveDataMissing] = await Promise.all([
    securityCounts(ctx.deps.db),
    ctx.deps.siteIndex.countSample([{ module: 'vulnerability', mode: 'include' }], 0),
    indexState(ctx),
    cveDataMissing(ctx.deps.db),
  ]);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Website vulnerability scanning',
    description:
      'Find out whether your website runs software versions with known vulnerabilities (CVEs), and get told when that changes.',
    keywords: ['vulnerability scanner', 'website security scan', 'CVE', 'outdated software'],
    path: '/security',
    crumbs: [['Security', '/security']],
  });
  return pageOk(ctx.viewer, meta, {
    VulnerabilitiesAddedLastMonth: counts.addedLastMonth,
    TotalVulnerabilities: counts.total,
    TotalVulnerableTechnologies: counts.technologies,
    TotalVulnerableWebsites: sites.count,
    ...state,
    CveDataMissing,
  });
}
