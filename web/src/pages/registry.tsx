import { matchPagePath, type PageKey } from '@techcensus/contract';
import type { ReactNode } from 'react';
import type { PageResults } from '../data/outcome.ts';
import { AboutApiPage } from './AboutApiPage.tsx';
import { AboutUsPage } from './AboutUsPage.tsx';
import { AccountPage } from './AccountPage.tsx';
import { ContactPage, ScheduleDemoPage } from './ContactPage.tsx';
import { HomePage } from './HomePage.tsx';
import { infoPageViews } from './info/views.tsx';
import { monitoringPageViews } from './monitoring/views.tsx';
import { networkPageViews } from './network/views.tsx';
import { ownershipPageViews } from './ownership/views.tsx';
import type { AreaViews, PageResultsOf, PageView, PageViews } from './page-view.ts';
import { purchasePageViews } from './purchase/views.tsx';
import { createReportPageViews } from './report-builder/views.tsx';
import { reportPageViews } from './reports/views.tsx';
import { FallbackPage } from './StatusPages.tsx';
import { scanPageViews } from './scans/views.tsx';
import { technologyPageViews } from './technology/views.tsx';
import { vulnerabilityPageViews } from './vulnerability/views.tsx';
import { websitePageViews } from './website/views.tsx';

const sitePageViews = {
  home: (r) => <HomePage results={r} />,
  aboutUs: (r) => <AboutUsPage results={r} />,
  aboutApi: (r) => <AboutApiPage results={r} />,
  userAccount: (r) => <AccountPage results={r} />,
  contactUs: (r) => <ContactPage results={r} />,
  scheduleDemo: (r) => <ScheduleDemoPage results={r} />,
} satisfies AreaViews;

/** Every area's views; together they name each page of the contract once (views.test.ts). */
export const AREA_VIEWS: AreaViews[] = [
  sitePageViews,
  technologyPageViews,
  websitePageViews,
  networkPageViews,
  vulnerabilityPageViews,
  infoPageViews,
  purchasePageViews,
  createReportPageViews,
  reportPageViews,
  monitoringPageViews,
  ownershipPageViews,
  scanPageViews,
];

/** One view per page of the contract: a page added, renamed or removed there fails to compile here. */
const VIEWS: PageViews = {
  ...sitePageViews,
  ...technologyPageViews,
  ...websitePageViews,
  ...networkPageViews,
  ...vulnerabilityPageViews,
  ...infoPageViews,
  ...purchasePageViews,
  ...createReportPageViews,
  ...reportPageViews,
  ...monitoringPageViews,
  ...ownershipPageViews,
  ...scanPageViews,
};

const viewOf = <K extends PageKey>(key: K): PageView<K> => VIEWS[key];

/**
 * The page at `pathname` with its results. Which page it is comes from the contract's matcher,
 * the one the server resolved the address with; the results are that route's, because the
 * server answered this address with that route's loader (and checks them against its schema
 * outside production).
 */
export function renderPage(pathname: string, results: PageResults): ReactNode {
  const match = matchPagePath(pathname);
  if (!match) return <FallbackPage results={results} />;
  return viewOf(match.key)(results as PageResultsOf<typeof match.key>);
}
