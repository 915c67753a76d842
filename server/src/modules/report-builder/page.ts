import {
  type CreateReportResults,
  DEFAULT_MAX_DOMAINS_IN_REPORT,
  parseReportQuery,
  reportTypeOf,
} from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { accountStore } from '../accounts/index.ts';
import { withDisplayNames } from './display-names.ts';
import { firstSearch } from './page-search.ts';

/**
 * /create-report (part 1 §2): the address's filters with display names, what could not be read
 * of it, the purchase flag and the first search of the list — so the server draws the whole
 * builder, count and sample included. The address is the page's state, so the canonical URL
 * keeps no query.
 */
export async function createReportPage(ctx: PageContext): Promise<PageOutcome<CreateReportResults>> {
  const parsed = parseReportQuery(ctx.query);
  const id = ctx.viewer.account?.id;
  const [named, account, state] = await Promise.all([
    withDisplayNames(ctx.deps.db, parsed.entries),
    id ? accountStore.byId(ctx.deps.db, id) : null,
    indexState(ctx),
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
    ...state,
    AllowPurchases: Boolean(ctx.viewer.loggedIn && account?.purchaseEnabled),
    ReportType: reportTypeOf(named.entries),
    Entries: named.entries,
    Problems: [...parsed.problems, ...named.problems],
    MaxDomainsInReport: DEFAULT_MAX_DOMAINS_IN_REPORT,
    Search: await firstSearch(ctx, named.entries),
  });
}
