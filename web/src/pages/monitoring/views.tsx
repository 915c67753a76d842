import type { AreaViews } from '../page-view.ts';
import { MonitoredWebsitePage } from './MonitoredWebsitePage.tsx';
import {
  MonitoredWebsitesPage,
  MonitoringAddWebsitePage,
  MonitoringHomePage,
  MonitoringSampleEmailPage,
} from './MonitoringPages.tsx';

/** Monitoring pages. */
export const monitoringPageViews = {
  monitoring: (r) => <MonitoringHomePage results={r} />,
  monitoringSample: (r) => <MonitoredWebsitePage results={r} />,
  monitoringSampleEmail: (r) => <MonitoringSampleEmailPage results={r} />,
  monitoringAddWebsite: (r) => <MonitoringAddWebsitePage results={r} />,
  monitoredWebsites: (r) => <MonitoredWebsitesPage results={r} />,
  monitoredWebsite: (r) => <MonitoredWebsitePage results={r} />,
} satisfies AreaViews;
