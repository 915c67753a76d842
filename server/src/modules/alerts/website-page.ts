import {
  ALERT_MESSAGES,
  ALERT_NAME_MAX,
  ALERTS_PAGE_PATH,
  type ReportFilter,
  ReportFilters,
  type UserAlertsResults,
} from '@techcensus/contract';
import { catalogueNames, loadGeographyCatalogue } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageOk,
} from '../../page-data/outcome.ts';
import type { Queryable } from '../../store/db.ts';
import { alertStore } from './store.ts';

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

/** The names behind the slugs and codes of `filters`, for the page to show instead of them. */
async function filterNames(
  db: Queryable,
  filters: ReportFilter[],
): Promise<UserAlertsResults['FilterNames']> {
  const values = (module: string) =>
    filters.flatMap((f) => (f.module === module && 'values' in f ? f.values : []));
  const techs = filters.flatMap((f) => ('technology' in f && f.technology ? [f.technology] : []));
  const cats = filters.flatMap((f) => (f.module === 'category' ? [f.category] : []));
  const [{ technologies, categories }, geo] = await Promise.all([
    catalogueNames(db, techs, cats),
    loadGeographyCatalogue(db),
  ]);
  const pick = (codes: string[], name: (code: string) => string | undefined) =>
    Object.fromEntries(codes.flatMap((c) => (name(c) ? [[c, name(c)!]] : [])));
  return {
    technology: Object.fromEntries([...technologies].map(([slug, t]) => [slug, t.name])),
    category: Object.fromEntries([...categories].map(([slug, c]) => [slug, c.name])),
    country: pick(values('country'), (c) => geo.countryNames.get(c)),
    region: pick(values('region'), (r) => geo.regions.get(r)?.name),
    language: pick(values('language'), (l) => geo.languageNames.get(l)),
  };
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
  const alerts = await alertStore.list(ctx.deps.db, ctx.viewer.account.id);
  const filters = [...alerts.flatMap((a) => a.filters), ...(prefill.Prefill?.Filters ?? [])];
  return pageOk(ctx.viewer, meta, {
    ...prefill,
    OpenCreate: ctx.query.create === '1' || prefill.Prefill !== null,
    FilterNames: await filterNames(ctx.deps.db, filters),
  });
}
