import { type HomeTechnologyBlocks, percent } from '@techcensus/contract';
import type { z } from 'zod';
import {
  categoryRef,
  loadCountryNames,
  loadTechnologyCatalogue,
  technologyRef,
} from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { countryRef } from '../../page-data/domain-list.ts';
import { monthlyChanges } from './category-page.ts';
import { categoryFilter, technologyFilter } from './shared.ts';

type Blocks = z.infer<typeof HomeTechnologyBlocks>;

const CAROUSEL_SITES = 6;
const CAROUSEL_TECHNOLOGIES = 8;
const MARKET_ROWS = 6;
const TREND_ROWS = 5;
const SAMPLE_TECHNOLOGY = 'wordpress';
const MARKET_CATEGORY = 'content-management-system';

/** The home page's blocks of this area: sample report, website carousel, market share, trends. */
export async function homeTechnologyBlocks(ctx: PageContext): Promise<Blocks> {
  const { db, siteIndex } = ctx.deps;
  const cat = await loadTechnologyCatalogue(db);
  const category = cat.categories.get(MARKET_CATEGORY);
  const [sample, top, market, marketTotal, changes, names] = await Promise.all([
    siteIndex.countSample([technologyFilter(SAMPLE_TECHNOLOGY)], 0),
    siteIndex.countSample([], CAROUSEL_SITES),
    category ? siteIndex.aggregate([], 'technology', { size: MARKET_ROWS, category: MARKET_CATEGORY }) : [],
    category ? siteIndex.countSample([categoryFilter(MARKET_CATEGORY)], 0) : { count: 0 },
    monthlyChanges(ctx),
    loadCountryNames(db),
  ]);
  const trends = [...changes.entries()]
    .filter(([slug, n]) => n > 0 && cat.technologies.has(slug))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TREND_ROWS)
    .map(([slug, n]) => ({ ...technologyRef(cat, slug), DomainCount: n }));
  return {
    SampleReport: cat.technologies.has(SAMPLE_TECHNOLOGY)
      ? {
          Technology: technologyRef(cat, SAMPLE_TECHNOLOGY),
          DomainCount: sample.count,
          ReportURL: `/create-report?technology=${SAMPLE_TECHNOLOGY}`,
          CsvURL: `/technology/${SAMPLE_TECHNOLOGY}/sample-report.csv`,
        }
      : null,
    Carousel: top.sample.map((doc) => ({
      Domain: doc.domain,
      Rank: doc.rank,
      Synthetic: doc.synthetic,
      Country: countryRef(doc.country, names),
      Technologies: doc.technologies.slice(0, CAROUSEL_TECHNOLOGIES).map((t) => {
        const c = cat.categories.get(t.categories[0] ?? '');
        return { ...technologyRef(cat, t.slug, t.name), Category: c?.longName ?? null };
      }),
    })),
    MarketShare:
      category && market.length
        ? {
            Category: categoryRef(category),
            Technologies: market.map((b) => ({
              ...technologyRef(cat, b.key),
              DomainCount: b.count,
              MarketShare: percent(b.count, marketTotal.count),
            })),
          }
        : null,
    Trends: trends,
    StructuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'TechCensus',
      url: `${ctx.baseUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ctx.baseUrl}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
