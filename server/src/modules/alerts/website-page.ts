import {
  ALERT_MESSAGES,
  ALERT_NAME_MAX,
  ALERTS_PAGE_PATH,
  ReportFilters,
  type UserAlertsResults,
} from '@techcensus/contract';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageOk,
} from '../../page-data/outcome.ts';

/** The address's prefill (`?filters=` JSON, `?name=`), checked like the create call checks it. */
function prefillOf(query: Record<string, string>): Pick<UserAlertsResults, 'Prefill' | 'PrefillError'> {
  if (query.filters === undefined) return { Prefill: null, PrefillError: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(query.filters);
  } catch {
    parsed = undefined;
  }
  const filters = ReportFilters.safeParse(parsed);
  if (!filters.success) return { Prefill: null, PrefillError: ALERT_MESSAGES.badPrefill };
  const name = (query.name ?? '').trim().slice(0, ALERT_NAME_MAX);
  return { Prefill: { Name: name, Filters: filters.data }, PrefillError: null };
}

/** /user/alerts: the page itself; the alerts and their deliveries come from the alerts calls. */
export async function userAlertsPage(
  ctx: PageContext,
): Promise<PageOutcome<UserAlertsResults> | LoginRequiredOutcome> {
  if (!ctx.viewer.account?.id) return pageLoginRequired();
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Alerts',
    description:
      'Saved filters that tell you by signed webhook or e-mail when websites start or stop matching them.',
    path: ALERTS_PAGE_PATH,
    crumbs: [
      ['Account', '/user/account'],
      ['Alerts', ALERTS_PAGE_PATH],
    ],
  });
  const prefill = prefillOf(ctx.query);
  return pageOk(ctx.viewer, meta, {
    ...prefill,
    OpenCreate: ctx.query.create === '1' || prefill.Prefill !== null,
  });
}
