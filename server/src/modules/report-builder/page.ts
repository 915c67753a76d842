import {
  type CreateReportResults,
  DEFAULT_MAX_DOMAINS_IN_REPORT,
  parseReportQuery,
} from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { accountStore } from '../accounts/index.ts';
import { withDisplayNames } from './display-names.ts';

/**
 * /create-report (part 1 §2): drawn in the browser from this data — the purchase flag, and the
 * address's filters with display names. The address is the page's state, so the canonical URL
 * keeps no query.
 */
export async function createReportPage(ctx: PageContext): Promise<PageOutcome<CreateReportResults>> {
  const parsed = parseReportQuery(ctx.query);
  const id = ctx.viewer.account?.id;
  const [entries, account] = await Promise.all([
    withDisplayNames(ctx.deps.db, parsed.entries),
    id ? accountStore.byId(ctx.deps.db, id) : null,
  ]);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Create report',
    description:
      'Build a list of websites by the technologies they use, their category, headers, country, language and top-level domain; see how many match and a sample before you buy.',
    keywords: ['website list', 'technology report', 'lead list'],
    path: '/create-report',
    crumbs: [['Create report', '/create-report']],
  });
  return pageOk(ctx.viewer, meta, {
    AllowPurchases: Boolean(ctx.viewer.loggedIn && account?.purchaseEnabled),
    ReportType: parsed.reportType,
    Entries: entries,
    Problems: parsed.problems,
    MaxDomainsInReport: DEFAULT_MAX_DOMAINS_IN_REPORT,
  });
}
