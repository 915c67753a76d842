import { alertPageViews } from './alerts/views.tsx';
import type { Area } from './areas.ts';
import { blogPageViews } from './info/blog-views.tsx';
import { infoPageViews } from './info/views.tsx';
import { monitoringPageViews } from './monitoring/views.tsx';
import { networkPageViews } from './network/views.tsx';
import { ownershipPageViews } from './ownership/views.tsx';
import type { AreaViews, PageViews } from './page-view.ts';
import { purchasePageViews } from './purchase/views.tsx';
import { createReportPageViews } from './report-builder/views.tsx';
import { reportPageViews } from './reports/views.tsx';
import { scanPageViews } from './scans/views.tsx';
import { sitePageViews } from './site-views.tsx';
import { technologyPageViews } from './technology/views.tsx';
import { vulnerabilityPageViews } from './vulnerability/views.tsx';
import { websitePageViews } from './website/views.tsx';

/**
 * Every area's views, imported eagerly: the server renders any page synchronously. The browser
 * never imports this module; it loads one area at a time (area-loaders.ts).
 */
export const ALL_AREA_VIEWS = {
  site: sitePageViews,
  technology: technologyPageViews,
  website: websitePageViews,
  network: networkPageViews,
  vulnerability: vulnerabilityPageViews,
  info: infoPageViews,
  blog: blogPageViews,
  purchase: purchasePageViews,
  reportBuilder: createReportPageViews,
  reports: reportPageViews,
  monitoring: monitoringPageViews,
  ownership: ownershipPageViews,
  scans: scanPageViews,
  alerts: alertPageViews,
} satisfies Record<Area, AreaViews>;

/** One view per page of the contract: a page added, renamed or removed there fails to compile here. */
export const ALL_VIEWS: PageViews = {
  ...sitePageViews,
  ...technologyPageViews,
  ...websitePageViews,
  ...networkPageViews,
  ...vulnerabilityPageViews,
  ...infoPageViews,
  ...blogPageViews,
  ...purchasePageViews,
  ...createReportPageViews,
  ...reportPageViews,
  ...monitoringPageViews,
  ...ownershipPageViews,
  ...scanPageViews,
  ...alertPageViews,
};
