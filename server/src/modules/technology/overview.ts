import type { CategoriesOverviewResults } from '@techcensus/contract';
import type { z } from 'zod';
import { categoryRef, loadTechnologyCatalogue, technologyRef } from '../../catalogue/index.ts';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import { type PageOutcome, pageOk } from '../../page-data/outcome.ts';

type Results = z.infer<typeof CategoriesOverviewResults>;
const TOP_PER_CATEGORY = 3;

/** /technology-type: every category by group, with counts and its most used technologies. */
export async function categoriesOverviewPage(ctx: PageContext): Promise<PageOutcome<Results>> {
  const cat = await loadTechnologyCatalogue(ctx.deps.db);
  const [categoryCounts, technologyCounts, state] = await Promise.all([
    ctx.deps.siteIndex.aggregate([], 'category', { size: 1000 }),
    ctx.deps.siteIndex.aggregate([], 'technology', { size: 5000 }),
    indexState(ctx),
  ]);
  const domains = new Map(categoryCounts.map((b) => [b.key, b.count]));
  const usage = new Map(technologyCounts.map((b) => [b.key, b.count]));
  const groups = new Map<string, Results['Groups'][number]['Categories']>();
  for (const c of cat.categories.values()) {
    const group = c.groups[0] ?? 'Other';
    const top = c.technologySlugs
      .filter((s) => (usage.get(s) ?? 0) > 0)
      .sort((a, b) => (usage.get(b) ?? 0) - (usage.get(a) ?? 0))
      .slice(0, TOP_PER_CATEGORY)
      .map((s) => ({ ...technologyRef(cat, s), DomainCount: usage.get(s) ?? 0 }));
    const list = groups.get(group) ?? [];
    list.push({
      ...categoryRef(c),
      TechnologyCount: c.technologySlugs.length,
      DomainCount: domains.get(c.slug) ?? 0,
      TopTechnologies: top,
    });
    groups.set(group, list);
  }
  const Groups = [...groups.entries()]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([Name, Categories]) => ({
      Name,
      Categories: Categories.sort(
        (a, b) => b.DomainCount - a.DomainCount || a.CategoryLongName.localeCompare(b.CategoryLongName),
      ),
    }));
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Web technology categories and their market share',
    description: `Browse ${cat.technologies.size.toLocaleString('en-US')} web technologies in ${cat.categories.size.toLocaleString('en-US')} categories, from web servers to analytics, with usage counts.`,
    keywords: ['web technologies', 'technology categories', 'technology market share'],
    path: '/technology-type',
    crumbs: [['Technologies', '/technology-type']],
  });
  return pageOk(ctx.viewer, meta, {
    TechnologyCount: cat.technologies.size,
    CategoryCount: cat.categories.size,
    Groups,
    ...state,
  });
}
