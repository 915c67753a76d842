import type { HomeResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { homeTechnologyBlocks } from './home-blocks.ts';

export async function homePage(ctx: PageContext): Promise<PageOutcome<z.infer<typeof HomeResults>>> {
  const [{ count: SiteCount }, state, catalogue, blocks] = await Promise.all([
    ctx.deps.siteIndex.countSample([], 0),
    indexState(ctx),
    ctx.deps.catalogue.stats(),
    homeTechnologyBlocks(ctx),
  ]);
  const meta = pageMeta(ctx.baseUrl, {
    title: 'TechCensus: what the web is built with',
    description:
      `Look up the technologies behind any website: ${catalogue.catalogueTechnologyCount.toLocaleString('en-US')} technologies ` +
      `in ${catalogue.catalogueCategoryCount.toLocaleString('en-US')} categories, with versions, market share and lists of websites using them.`,
    keywords: ['web technology lookup', 'website technology', 'technology market share', 'lead lists'],
    path: '/',
  });
  return pageOk(ctx.viewer, meta, {
    TechnologyCount: catalogue.technologyCount,
    CategoryCount: catalogue.categoryCount,
    AdvertisersCount: catalogue.advertiserCount,
    CatalogueTechnologyCount: catalogue.catalogueTechnologyCount,
    CatalogueCategoryCount: catalogue.catalogueCategoryCount,
    SiteCount,
    ...state,
    ...blocks,
  });
}
