import { infoPageLoaders } from '../info/index.ts';
import { cveDetailPage } from './pages/cve-detail.ts';
import { cveAllPage, cveIndexPage, cveLatestPage } from './pages/cve-lists.ts';
import { cveWebsitesPage } from './pages/cve-websites.ts';
import { cweDetailPage } from './pages/cwe-detail.ts';
import { cweIndexPage } from './pages/cwe-index.ts';
import { cweWebsitesPage } from './pages/cwe-websites.ts';
import { securityPage } from './pages/security.ts';

/** Page loaders of this area: CVE, CWE and security pages, and the information pages. One per page route of the contract's area file. */
export const vulnerabilityPageLoaders = {
  cveIndex: cveIndexPage,
  cveLatest: cveLatestPage,
  cveAll: cveAllPage,
  cveLatestFirst: cveLatestPage,
  cveAllFirst: cveAllPage,
  cveDetail: cveDetailPage,
  cveWebsites: cveWebsitesPage,
  cweIndex: cweIndexPage,
  cweDetail: cweDetailPage,
  cweWebsites: cweWebsitesPage,
  security: securityPage,
  ...infoPageLoaders,
};
