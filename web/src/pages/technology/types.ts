import type {
  CategoriesOverviewResults,
  CategoryPageResults,
  CategoryTechnologiesResults,
  CategoryWebsitesResults,
  SearchResults,
  TechnologyChangesResults,
  TechnologyPageResults,
  TechnologyVersionResults,
  TechnologyVersionsResults,
  TechnologyVersionWebsitesResults,
  TechnologyWebsitesResults,
} from '@techcensus/contract';
import type { z } from 'zod';

export type TechnologyData = z.infer<typeof TechnologyPageResults>;
export type TechnologyWebsitesData = z.infer<typeof TechnologyWebsitesResults>;
export type TechnologyVersionsData = z.infer<typeof TechnologyVersionsResults>;
export type TechnologyVersionWebsitesData = z.infer<typeof TechnologyVersionWebsitesResults>;
export type TechnologyVersionData = z.infer<typeof TechnologyVersionResults>;
export type TechnologyChangesData = z.infer<typeof TechnologyChangesResults>;
export type CategoryData = z.infer<typeof CategoryPageResults>;
export type CategoryTechnologiesData = z.infer<typeof CategoryTechnologiesResults>;
export type CategoryWebsitesData = z.infer<typeof CategoryWebsitesResults>;
export type OverviewData = z.infer<typeof CategoriesOverviewResults>;
export type SearchData = z.infer<typeof SearchResults>;
