import { categoryTechnologiesPage, categoryWebsitesPage } from './category-lists.ts';
import { categoryPage } from './category-page.ts';
import { categoriesOverviewPage } from './overview.ts';
import { searchPage } from './search.ts';
import {
  technologyChangesPage,
  technologyVersionPage,
  technologyVersionsPage,
  technologyVersionWebsitesPage,
  technologyWebsitesPage,
} from './technology-lists.ts';
import { technologyPage } from './technology-page.ts';

/** Page loaders of this area: Technologies, categories and search. One per page route of the contract's area file. */
export const technologyPageLoaders = {
  technologyTypes: categoriesOverviewPage,
  technologyType: categoryPage,
  technologyTypeTechnologies: categoryTechnologiesPage,
  technologyTypeWebsites: categoryWebsitesPage,
  technology: technologyPage,
  technologyWebsites: technologyWebsitesPage,
  technologyChanges: technologyChangesPage,
  technologyVersions: technologyVersionsPage,
  technologyVersion: technologyVersionPage,
  technologyVersionWebsites: technologyVersionWebsitesPage,
  search: searchPage,
};
