import { websitePage } from './profile.ts';
import {
  websiteAdvertisersPage,
  websiteAggregatedPage,
  websiteBacklinkIpsPage,
  websiteBacklinksPage,
  websiteBacklinkWebsitesPage,
  websiteHistoryPage,
  websiteRedirectsPage,
  websiteSubdomainsPage,
  websiteTechnologiesPage,
} from './subpages.ts';

/** Page loaders of this area: the website profile and its sub-pages, one per page route. */
export const websitePageLoaders = {
  website: websitePage,
  websiteTechnologies: websiteTechnologiesPage,
  websiteAggregated: websiteAggregatedPage,
  websiteHistory: websiteHistoryPage,
  websiteSubdomains: websiteSubdomainsPage,
  websiteRedirects: websiteRedirectsPage,
  websiteAdvertisers: websiteAdvertisersPage,
  websiteBacklinks: websiteBacklinksPage,
  websiteBacklinkWebsites: websiteBacklinkWebsitesPage,
  websiteBacklinkIps: websiteBacklinkIpsPage,
};
