import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';
import { cached, topDomain } from './shared.ts';
import type { AdvertisersLookup } from './types.ts';

const ROWS = 25;

/** /advertisers: the lookup box (it submits to /search?q=) and the ad systems most sites authorise. */
export async function advertisersLookupPage(ctx: PageContext): Promise<PageOutcome<AdvertisersLookup>> {
  const { siteIndex } = ctx.deps;
  const Advertisers = await cached('advertisers', async () => {
    const buckets = await siteIndex.aggregate([], 'advertiser', { size: ROWS });
    return Promise.all(
      buckets.map(async (b) => ({
        Advertiser: b.key,
        HighestRankDomain: await topDomain(siteIndex, [
          { module: 'advertiser', mode: 'include', values: [b.key] },
        ]),
        DomainCount: b.count,
      })),
    );
  });
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Advertiser lookup: ad systems in ads.txt',
    description: 'Which ad systems websites authorise in their ads.txt, and how many websites list each one.',
    keywords: ['ads.txt', 'advertiser lookup', 'ad exchanges', 'authorised sellers'],
    path: '/advertisers',
    crumbs: [['Advertisers', '/advertisers']],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Advertisers });
}
