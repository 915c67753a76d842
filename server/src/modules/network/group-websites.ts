import type { PageContext } from '../../page-data/context.ts';
import { domainList, pageParam } from '../../page-data/domain-list.ts';
import type { SiteFilters } from '../../siteindex/port.ts';

/**
 * The websites a network page is about — those of one AS, IP address, tag ID, ad system or
 * response header — listed the same way on the group's page and on its `/websites` pages.
 */
export interface WebsiteGroup {
  filters: SiteFilters;
  /** The group's page; its lists are at `{base}/websites[/{page}]`. */
  base: string;
  title: string;
  noDomains: string;
}

/** The group's first page of websites, shown on the group's own page with "See all". */
export const groupPreview = (ctx: PageContext, group: WebsiteGroup) =>
  domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: group.filters,
    page: 1,
    basePath: `${group.base}/websites`,
    viewer: ctx.viewer,
    header: {
      Title: group.title,
      Subtitle: 'Websites:',
      Link: `${group.base}/websites`,
      LinkText: 'See all',
    },
    noDomains: group.noDomains,
  });

/** The group's websites at `{base}/websites[/{page}]`, page by page. */
export const groupWebsites = (ctx: PageContext, group: WebsiteGroup) =>
  domainList({
    db: ctx.deps.db,
    siteIndex: ctx.deps.siteIndex,
    filters: group.filters,
    page: pageParam(ctx.params),
    basePath: `${group.base}/websites`,
    viewer: ctx.viewer,
    header: { Title: group.title, Subtitle: 'Websites:' },
    noDomains: group.noDomains,
  });
