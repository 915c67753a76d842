import type { PageContext } from '../../../page-data/context.ts';
import { domainList, pageParam } from '../../../page-data/domain-list.ts';
import { indexState } from '../../../page-data/index-state.ts';
import { pageMeta } from '../../../page-data/meta.ts';
import { type PageOutcome, pageNotFound, pageOk } from '../../../page-data/outcome.ts';
import { cweCveIds, cweNames, vulnerableTo } from '../page-queries.ts';
import { parseCweId, type ResultsOf } from './common.ts';
import { UNKNOWN_CWE } from './cwe-detail.ts';

/** Part 2 §8, word for word. */
export const noCweWebsites = (cwe: string) => `We did not find any websites that are vulnerable to ${cwe}`;

export async function cweWebsitesPage(ctx: PageContext): Promise<PageOutcome<ResultsOf<'cweWebsites'>>> {
  const id = parseCweId(ctx.params.cweid ?? '');
  if (id === null) return pageNotFound(ctx.viewer, UNKNOWN_CWE);
  const { db, siteIndex } = ctx.deps;
  const [names, cves] = await Promise.all([cweNames(db, [id]), cweCveIds(db, id)]);
  if (!names.has(id) && !cves.length) return pageNotFound(ctx.viewer, UNKNOWN_CWE);
  const Title = names.get(id) ?? `CWE-${id}`;
  const page = pageParam(ctx.params);
  const basePath = `/cwe/${id}/websites`;
  const list = await domainList({
    db,
    siteIndex,
    filters: vulnerableTo(cves),
    page,
    basePath,
    viewer: ctx.viewer,
    header: {
      Title: `Websites vulnerable to CWE-${id}`,
      Subtitle: `Websites running software with a ${Title} weakness:`,
      Link: `/cwe/${id}`,
      LinkText: `About CWE-${id}`,
    },
    noDomains: noCweWebsites(`CWE-${id}`),
  });
  if (!list) return pageNotFound(ctx.viewer);
  const meta = pageMeta(ctx.baseUrl, {
    title: `Websites vulnerable to CWE-${id}${page > 1 ? `, page ${page}` : ''}`,
    description: `${list.Header.DomainCount.toLocaleString('en-US')} websites run software with CVEs of CWE-${id} ${Title}.`,
    keywords: [`CWE-${id}`, 'vulnerable websites'],
    path: page > 1 ? `${basePath}/${page}` : basePath,
    crumbs: [
      ['CWE', '/cwe'],
      [`CWE-${id}`, `/cwe/${id}`],
      ['Websites', basePath],
    ],
  });
  return pageOk(ctx.viewer, meta, { CWEId: id, Title, DomainList: list, ...(await indexState(ctx)) });
}
