import type { AreaViews } from '../page-view.ts';
import { CategoryPage, CategoryTechnologiesPage, CategoryWebsitesPage } from './CategoryPages.tsx';
import { OverviewPage } from './OverviewPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import {
  TechnologyChangesPage,
  TechnologyVersionPage,
  TechnologyVersionsPage,
  TechnologyVersionWebsitesPage,
  TechnologyWebsitesPage,
} from './TechnologyLists.tsx';
import { TechnologyPage } from './TechnologyPage.tsx';

/** Which component shows each page of this area. */
export const technologyPageViews = {
  search: (r) => <SearchPage results={r} />,
  technologyTypes: (r) => <OverviewPage results={r} />,
  technologyType: (r) => <CategoryPage results={r} />,
  technologyTypeTechnologies: (r) => <CategoryTechnologiesPage results={r} />,
  technologyTypeWebsites: (r) => <CategoryWebsitesPage results={r} />,
  technology: (r) => <TechnologyPage results={r} />,
  technologyWebsites: (r) => <TechnologyWebsitesPage results={r} />,
  technologyChanges: (r) => <TechnologyChangesPage results={r} />,
  technologyVersions: (r) => <TechnologyVersionsPage results={r} />,
  technologyVersion: (r) => <TechnologyVersionPage results={r} />,
  technologyVersionWebsites: (r) => <TechnologyVersionWebsitesPage results={r} />,
} satisfies AreaViews;
