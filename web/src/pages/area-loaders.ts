import type { Area } from './areas.ts';
import type { AreaViews } from './page-view.ts';

/** The browser's way to each area: one dynamic import, so one chunk, per area. */
export const AREA_LOADERS: Record<Area, () => Promise<AreaViews>> = {
  site: () => import('./site-views.tsx').then((m) => m.sitePageViews),
  technology: () => import('./technology/views.tsx').then((m) => m.technologyPageViews),
  website: () => import('./website/views.tsx').then((m) => m.websitePageViews),
  network: () => import('./network/views.tsx').then((m) => m.networkPageViews),
  vulnerability: () => import('./vulnerability/views.tsx').then((m) => m.vulnerabilityPageViews),
  info: () => import('./info/views.tsx').then((m) => m.infoPageViews),
  // Its own chunk: a post's charts never weigh on the FAQ or the policies.
  blog: () => import('./info/blog-views.tsx').then((m) => m.blogPageViews),
  purchase: () => import('./purchase/views.tsx').then((m) => m.purchasePageViews),
  reportBuilder: () => import('./report-builder/views.tsx').then((m) => m.createReportPageViews),
  reports: () => import('./reports/views.tsx').then((m) => m.reportPageViews),
  monitoring: () => import('./monitoring/views.tsx').then((m) => m.monitoringPageViews),
  ownership: () => import('./ownership/views.tsx').then((m) => m.ownershipPageViews),
  scans: () => import('./scans/views.tsx').then((m) => m.scanPageViews),
  alerts: () => import('./alerts/views.tsx').then((m) => m.alertPageViews),
};
