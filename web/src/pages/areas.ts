import { matchPagePath, type PageKey } from '@techcensus/contract';

/**
 * The website's code is split by area: a page's views are a chunk of their own, loaded by the
 * browser before it hydrates that page or navigates to it, so charts or the report builder are
 * never downloaded for a page that does not show them. Plain data, no React: the server reads it
 * to name the current page's chunk in the document.
 */
export type Area =
  | 'site'
  | 'technology'
  | 'website'
  | 'network'
  | 'vulnerability'
  | 'info'
  | 'blog'
  | 'purchase'
  | 'reportBuilder'
  | 'reports'
  | 'monitoring'
  | 'ownership'
  | 'scans'
  | 'alerts';

/** Each area's views module, as Vite's manifest names it (relative to web/). */
export const AREA_MODULES = {
  site: 'src/pages/site-views.tsx',
  technology: 'src/pages/technology/views.tsx',
  website: 'src/pages/website/views.tsx',
  network: 'src/pages/network/views.tsx',
  vulnerability: 'src/pages/vulnerability/views.tsx',
  info: 'src/pages/info/views.tsx',
  blog: 'src/pages/info/blog-views.tsx',
  purchase: 'src/pages/purchase/views.tsx',
  reportBuilder: 'src/pages/report-builder/views.tsx',
  reports: 'src/pages/reports/views.tsx',
  monitoring: 'src/pages/monitoring/views.tsx',
  ownership: 'src/pages/ownership/views.tsx',
  scans: 'src/pages/scans/views.tsx',
  alerts: 'src/pages/alerts/views.tsx',
} as const satisfies Record<Area, string>;

/** Which area shows each page of the contract: a page added there fails to compile here. */
export const PAGE_AREAS: Record<PageKey, Area> = {
  home: 'site',
  aboutUs: 'site',
  aboutApi: 'site',
  userAccount: 'site',
  userAlerts: 'alerts',
  contactUs: 'site',
  scheduleDemo: 'site',
  search: 'technology',
  technologyTypes: 'technology',
  technologyType: 'technology',
  technologyTypeTechnologies: 'technology',
  technologyTypeWebsites: 'technology',
  technology: 'technology',
  technologyWebsites: 'technology',
  technologyChanges: 'technology',
  technologyVersions: 'technology',
  technologyVersion: 'technology',
  technologyVersionWebsites: 'technology',
  website: 'website',
  websiteTechnologies: 'website',
  websiteAggregated: 'website',
  websiteHistory: 'website',
  websiteSubdomains: 'website',
  websiteAdvertisers: 'website',
  websiteRedirects: 'website',
  websiteBacklinks: 'website',
  websiteBacklinkWebsites: 'website',
  websiteBacklinkIps: 'website',
  asnLookup: 'network',
  asn: 'network',
  asnWebsites: 'network',
  asnChanges: 'network',
  ipLookup: 'network',
  ip: 'network',
  ipWebsites: 'network',
  tagLookup: 'network',
  tag: 'network',
  tagWebsites: 'network',
  advertiser: 'network',
  advertiserWebsites: 'network',
  advertisersLookup: 'network',
  commonResponseHeaders: 'network',
  responseHeader: 'network',
  responseHeaderWebsites: 'network',
  cveIndex: 'vulnerability',
  cveLatest: 'vulnerability',
  cveAll: 'vulnerability',
  cveLatestFirst: 'vulnerability',
  cveAllFirst: 'vulnerability',
  cveDetail: 'vulnerability',
  cveWebsites: 'vulnerability',
  cweIndex: 'vulnerability',
  cweDetail: 'vulnerability',
  cweWebsites: 'vulnerability',
  security: 'vulnerability',
  faq: 'info',
  privacy: 'info',
  terms: 'info',
  bot: 'info',
  blog: 'blog',
  blogPost: 'blog',
  pricing: 'purchase',
  testCheckout: 'purchase',
  createReport: 'reportBuilder',
  report: 'reports',
  monitoring: 'monitoring',
  monitoringSample: 'monitoring',
  monitoringSampleEmail: 'monitoring',
  monitoringAddWebsite: 'monitoring',
  monitoredWebsites: 'monitoring',
  monitoredWebsite: 'monitoring',
  verifiedDomains: 'ownership',
  addVerifiedDomain: 'ownership',
  domainRemoval: 'ownership',
  suggestTechnology: 'ownership',
  technologyScan: 'scans',
  technologyScanResults: 'scans',
  securityScan: 'scans',
  securityScanResults: 'scans',
  cveScan: 'scans',
  cveScanResults: 'scans',
};

/** The area of the page at `pathname`, or null for an address the contract has no page for. */
export function areaOfPath(pathname: string): Area | null {
  const match = matchPagePath(pathname);
  return match ? PAGE_AREAS[match.key] : null;
}
