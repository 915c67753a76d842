import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import {
  WebsiteAggregatedPage,
  WebsiteBacklinksPage,
  WebsiteBacklinkWebsitesPage,
  WebsiteHistoryPage,
  WebsiteNameListPage,
  WebsiteRedirectsPage,
  WebsiteTechnologiesPage,
} from './SubPages.tsx';
import type * as T from './types.ts';
import { WebsitePage } from './WebsitePage.tsx';

// The server validated each route's results against its schema; the casts name that schema.
const as = <D,>(r: PageResults) => r as PageResults & D;

/** Which component shows each page of this area, by route pattern. */
export const websitePageViews: PageView[] = [
  ['/website/:websiteid', (r) => <WebsitePage results={as<T.WebsiteData>(r)} />],
  [
    '/website/:websiteid/technologies/:page?',
    (r) => <WebsiteTechnologiesPage results={as<T.TechnologiesData>(r)} />,
  ],
  ['/website/:websiteid/aggregated', (r) => <WebsiteAggregatedPage results={as<T.AggregatedData>(r)} />],
  ['/website/:websiteid/history/:page?', (r) => <WebsiteHistoryPage results={as<T.HistoryData>(r)} />],
  [
    '/website/:websiteid/subdomains/:page?',
    (r) => <WebsiteNameListPage results={as<T.NameListData>(r)} title="Subdomains" column="Subdomain" />,
  ],
  [
    '/website/:websiteid/advertisers/:page?',
    (r) => <WebsiteNameListPage results={as<T.NameListData>(r)} title="Advertisers" column="Ad system" />,
  ],
  ['/website/:websiteid/redirects/:page?', (r) => <WebsiteRedirectsPage results={as<T.RedirectsData>(r)} />],
  ['/website/:websiteid/backlinks', (r) => <WebsiteBacklinksPage results={as<T.BacklinksData>(r)} />],
  [
    '/website/:websiteid/backlinks/websites/:page?',
    (r) => <WebsiteBacklinkWebsitesPage results={as<T.DomainListData>(r)} />,
  ],
  [
    '/website/:websiteid/backlinks/ipaddresses/:page?',
    (r) => (
      <WebsiteNameListPage
        results={as<T.NameListData>(r)}
        title="Linking IP addresses"
        column="IP address"
        counts
      />
    ),
  ],
];
