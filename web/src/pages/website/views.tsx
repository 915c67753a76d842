import type { AreaViews } from '../page-view.ts';
import {
  WebsiteAggregatedPage,
  WebsiteBacklinksPage,
  WebsiteBacklinkWebsitesPage,
  WebsiteHistoryPage,
  WebsiteNameListPage,
  WebsiteRedirectsPage,
  WebsiteTechnologiesPage,
} from './SubPages.tsx';
import { WebsitePage } from './WebsitePage.tsx';

/** Which component shows each page of this area. */
export const websitePageViews = {
  website: (r) => <WebsitePage results={r} />,
  websiteTechnologies: (r) => <WebsiteTechnologiesPage results={r} />,
  websiteAggregated: (r) => <WebsiteAggregatedPage results={r} />,
  websiteHistory: (r) => <WebsiteHistoryPage results={r} />,
  websiteSubdomains: (r) => <WebsiteNameListPage results={r} title="Subdomains" column="Subdomain" />,
  websiteAdvertisers: (r) => <WebsiteNameListPage results={r} title="Advertisers" column="Ad system" />,
  websiteRedirects: (r) => <WebsiteRedirectsPage results={r} />,
  websiteBacklinks: (r) => <WebsiteBacklinksPage results={r} />,
  websiteBacklinkWebsites: (r) => <WebsiteBacklinkWebsitesPage results={r} />,
  websiteBacklinkIps: (r) => (
    <WebsiteNameListPage results={r} title="Linking IP addresses" column="IP address" counts />
  ),
} satisfies AreaViews;
