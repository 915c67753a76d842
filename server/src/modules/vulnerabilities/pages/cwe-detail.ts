import { cweDetail } from '../../../cve/queries.ts';
import type { PageContext } from '../../../page-data/context.ts';
import { geoData } from '../../../page-data/geo-data.ts';
import { indexState } from '../../../page-data/index-state.ts';
import { pageMeta } from '../../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../../page-data/outcome.ts';
import { cveDomainCounts, cvesByIds, cweCveIds, vulnerableTo } from '../page-queries.ts';
import { cveListItem, parseCweId, type ResultsOf } from './common.ts';

type Results = ResultsOf<'cweDetail'>;

export const UNKNOWN_CWE = 'Unknown CWE number';
const CVE_ROWS = 10;
const BUCKETS = ['10K', '100K', '1M', '10M', '100M'] as const;

export const cweExternalUrl = (id: number) => `https://cwe.mitre.org/data/definitions/${id}.html`;

async function unknownCwe(ctx: PageContext, raw: string): Promise<PageOutcome<Results>> {
  const path = `/cwe/${encodeURIComponent(raw)}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: UNKNOWN_CWE,
    description: `${raw} is not a CWE number we know.`,
    path,
    crumbs: [
      ['CWE', '/cwe'],
      [raw, path],
    ],
  });
  return {
    status: 404,
    body: {
      results: { ...meta, CWE: null, UnknownMessage: UNKNOWN_CWE, ...(await indexState(ctx)) },
      User: { LoggedIn: ctx.viewer.loggedIn },
    },
  };
}

export async function cweDetailPage(ctx: PageContext): Promise<PageOutcome<Results>> {
  const raw = ctx.params.cweid ?? '';
  const id = parseCweId(raw);
  if (id === null) return unknownCwe(ctx, raw);
  const { db, siteIndex } = ctx.deps;
  const [detail, cves] = await Promise.all([cweDetail(db, id, { newest: CVE_ROWS }), cweCveIds(db, id)]);
  // A CWE that CVEs name is real even when the catalogue has not been imported.
  if (!detail && !cves.length) return unknownCwe(ctx, raw);
  const filters = vulnerableTo(cves);
  const [total, counts, geo, buckets, state] = await Promise.all([
    siteIndex.countSample(filters, 0),
    cveDomainCounts(siteIndex, cves),
    geoData(db, siteIndex, filters, ctx.visitorCountry),
    siteIndex.aggregate(filters, 'rankBucket', { size: 5 }),
    indexState(ctx),
  ]);
  const widespread = [...counts.entries()]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, CVE_ROWS);
  const rows = await cvesByIds(db, [...cves.slice(0, CVE_ROWS), ...widespread.map(([c]) => c)]);
  const bucket = (k: (typeof BUCKETS)[number]) => buckets.find((b) => b.key === k)?.count ?? 0;
  const Title = detail?.name ?? `CWE-${id}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `CWE-${id}: ${Title}`,
    description:
      `CWE-${id} ${Title}: ${cves.length.toLocaleString('en-US')} CVEs, ` +
      `${total.count.toLocaleString('en-US')} websites running affected software.`,
    keywords: [`CWE-${id}`, Title, 'weakness', 'CVE'],
    path: `/cwe/${id}`,
    crumbs: [
      ['CWE', '/cwe'],
      [`CWE-${id}`, `/cwe/${id}`],
    ],
  });
  return pageOk(ctx.viewer, meta, {
    CWE: {
      CWEId: id,
      Title,
      Description: detail?.description ?? null,
      ExtendedDescription: detail?.extendedDescription ?? null,
      Top25: (detail?.top25 ?? []).map((t) => ({ Year: t.year, Rank: t.rank })),
      CVECount: cves.length,
      DomainCount: total.count,
      NewestCVEs: cves.slice(0, CVE_ROWS).flatMap((c) => {
        const row = rows.get(c);
        return row ? [cveListItem(row, counts.get(c) ?? 0)] : [];
      }),
      MostWidespreadCVEs: widespread.flatMap(([c, n]) => {
        const row = rows.get(c);
        return row ? [cveListItem(row, n)] : [];
      }),
      ExternalURL: cweExternalUrl(id),
      GeoData: geo,
      Popularity: {
        TotalDomainCount: total.count,
        Top10KUsage: bucket('10K'),
        Top100KUsage: bucket('100K'),
        Top1MUsage: bucket('1M'),
        Top10MUsage: bucket('10M'),
        Top100MUsage: bucket('100M'),
      },
    },
    UnknownMessage: null,
    ...state,
  });
}
