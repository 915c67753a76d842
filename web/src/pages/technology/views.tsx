import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
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
import type * as T from './types.ts';

// The server validated each route's results against its schema; the casts name that schema.
const as = <D,>(r: PageResults) => r as PageResults & D;

/** Which component shows each page of this area, by route pattern. */
export const technologyPageViews: PageView[] = [
  ['/search', (r) => <SearchPage results={as<T.SearchData>(r)} />],
  ['/technology-type', (r) => <OverviewPage results={as<T.OverviewData>(r)} />],
  ['/technology-type/:categoryid', (r) => <CategoryPage results={as<T.CategoryData>(r)} />],
  [
    '/technology-type/:categoryid/technologies/:page?',
    (r) => <CategoryTechnologiesPage results={as<T.CategoryTechnologiesData>(r)} />,
  ],
  [
    '/technology-type/:categoryid/websites/:page?',
    (r) => <CategoryWebsitesPage results={as<T.CategoryWebsitesData>(r)} />,
  ],
  ['/technology/:technologyid', (r) => <TechnologyPage results={as<T.TechnologyData>(r)} />],
  [
    '/technology/:technologyid/websites/:page?',
    (r) => <TechnologyWebsitesPage results={as<T.TechnologyWebsitesData>(r)} />,
  ],
  [
    '/technology/:technologyid/changes',
    (r) => <TechnologyChangesPage results={as<T.TechnologyChangesData>(r)} />,
  ],
  [
    '/technology/:technologyid/versions',
    (r) => <TechnologyVersionsPage results={as<T.TechnologyVersionsData>(r)} />,
  ],
  [
    '/technology/:technologyid/version/:versionid',
    (r) => <TechnologyVersionPage results={as<T.TechnologyVersionData>(r)} />,
  ],
  [
    '/technology/:technologyid/version/:version/websites/:page?',
    (r) => <TechnologyVersionWebsitesPage results={as<T.TechnologyVersionWebsitesData>(r)} />,
  ],
];
