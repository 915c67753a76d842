import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { MonitoredWebsitePage, type MonitoringDetailData } from './MonitoredWebsitePage.tsx';
import {
  type MonitoredWebsitesData,
  MonitoredWebsitesPage,
  type MonitoringAddWebsiteData,
  MonitoringAddWebsitePage,
  type MonitoringHomeData,
  MonitoringHomePage,
  type MonitoringSampleEmailData,
  MonitoringSampleEmailPage,
} from './MonitoringPages.tsx';

/** Monitoring pages; the fixed names come before `:website`. */
export const monitoringPageViews: PageView[] = [
  ['/monitoring', (r) => <MonitoringHomePage results={r as PageResults & MonitoringHomeData} />],
  ['/monitoring/sample', (r) => <MonitoredWebsitePage results={r as PageResults & MonitoringDetailData} />],
  [
    '/monitoring/sample-notification-email',
    (r) => <MonitoringSampleEmailPage results={r as PageResults & MonitoringSampleEmailData} />,
  ],
  [
    '/monitoring/add-website',
    (r) => <MonitoringAddWebsitePage results={r as PageResults & MonitoringAddWebsiteData} />,
  ],
  [
    '/monitoring/websites',
    (r) => <MonitoredWebsitesPage results={r as PageResults & MonitoredWebsitesData} />,
  ],
  ['/monitoring/:website', (r) => <MonitoredWebsitePage results={r as PageResults & MonitoringDetailData} />],
];
