import { countOf, PAGE_MESSAGES } from '@techcensus/contract';
import { catalogueNames, iconPath } from '../../catalogue/names.ts';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../page-data/outcome.ts';
import { asnFilters, noAsnSites, parseAsn } from './asn.ts';
import type { AsnChanges } from './types.ts';

/** "Last 3 months" of developments (part 2 §9), counted in days as the technology pages count it. */
const DEVELOPMENT_DAYS = 91;
const DAY_MS = 86_400_000;
/**
 * Change buckets read from the index: a bucket is one action of one technology, so this covers
 * the few hundred technologies a large network's sites touch in three months.
 */
const CHANGE_BUCKETS = 600;
/** Technologies listed, most changed first. */
export const ASN_CHANGE_ROWS = 100;

const ACTIONS = { added: 'Added', dropped: 'Dropped', versionchanged: 'ChangedVersions' } as const;
type Action = keyof typeof ACTIONS;
type Row = AsnChanges['Technologies'][number];

/**
 * /asn/{asn}/changes: the spec links it and shows no content (part 2 §2.1); its ASN entity names
 * TechnologyDevelopments, so the page counts, per technology, the hosted websites that started
 * using it, stopped using it or changed its version in the last 3 months.
 */
export async function asnChangesPage(
  ctx: PageContext,
): Promise<PageOutcome<AsnChanges> | PageOutcome<never>> {
  const asn = parseAsn(ctx.params.asn);
  if (asn === null || !/^\d+$/.test(ctx.params.asn ?? ''))
    return pageNotFound(ctx.viewer, PAGE_MESSAGES.notFoundEntity);
  const { db, siteIndex } = ctx.deps;
  const filters = asnFilters(asn);
  const since = new Date(Date.now() - DEVELOPMENT_DAYS * DAY_MS).toISOString().slice(0, 10);
  const [{ count, sample }, buckets, state] = await Promise.all([
    siteIndex.countSample(filters, 1),
    siteIndex.aggregate(filters, 'change', { size: CHANGE_BUCKETS, since }),
    indexState(ctx),
  ]);
  if (count === 0) return pageNotFound(ctx.viewer, noAsnSites(asn));

  const counts = new Map<string, Record<Action, number>>();
  for (const b of buckets) {
    const [action, slug] = splitKey(b.key);
    if (!action || !slug) continue;
    const row = counts.get(slug) ?? { added: 0, dropped: 0, versionchanged: 0 };
    row[action] += b.count;
    counts.set(slug, row);
  }
  const total = (c: Record<Action, number>) => c.added + c.dropped + c.versionchanged;
  const ranked = [...counts].sort((a, b) => total(b[1]) - total(a[1]) || a[0].localeCompare(b[0]));
  const names = await catalogueNames(
    db,
    ranked.slice(0, ASN_CHANGE_ROWS).map(([slug]) => slug),
    [],
  );
  const Technologies: Row[] = ranked.slice(0, ASN_CHANGE_ROWS).map(([slug, c]) => {
    const info = names.technologies.get(slug);
    return {
      Technology: info?.name ?? slug,
      TechnologyURL: `/technology/${slug}`,
      TechnologyIcon: iconPath(info?.icon, slug),
      Added: c.added,
      Dropped: c.dropped,
      ChangedVersions: c.versionchanged,
    };
  });
  const sum = (a: Action) => ranked.reduce((n, [, c]) => n + c[a], 0);
  const Totals = { Added: sum('added'), Dropped: sum('dropped'), ChangedVersions: sum('versionchanged') };

  const name = sample[0]?.asnName ?? null;
  const title = name ? `AS${asn} ${name}` : `AS${asn}`;
  const path = `/asn/${asn}/changes`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `${title}: technology changes on hosted websites`,
    description:
      `Technologies the ${countOf(count, 'website')} hosted on ${title} started using, ` +
      `stopped using or upgraded since ${since}.`,
    keywords: [`AS${asn}`, ...(name ? [name] : []), 'technology changes', 'hosted websites'],
    path,
    crumbs: [
      ['ASN lookup', '/asn'],
      [`AS${asn}`, `/asn/${asn}`],
      ['Changes', path],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    ...state,
    ASN: `AS${asn}`,
    ASNId: asn,
    ASNName: name,
    DomainCount: count,
    Since: since,
    Totals,
    Technologies,
  });
}

/** `added:wordpress` → ['added', 'wordpress']; a key of another form gives no action. */
function splitKey(key: string): [Action | undefined, string | undefined] {
  const at = key.indexOf(':');
  const action = key.slice(0, at);
  return at > 0 && action in ACTIONS ? [action as Action, key.slice(at + 1)] : [undefined, undefined];
}
