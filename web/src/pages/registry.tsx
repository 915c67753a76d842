import type { ReactNode } from 'react';
import type { PageResults } from '../data/outcome.ts';
import { type AboutApiData, AboutApiPage } from './AboutApiPage.tsx';
import { type AboutUsData, AboutUsPage } from './AboutUsPage.tsx';
import { type AccountData, AccountPage } from './AccountPage.tsx';
import { type ContactData, ContactPage, ScheduleDemoPage } from './ContactPage.tsx';
import { createReportPageViews } from './create-report/views.tsx';
import { type HomeData, HomePage } from './HomePage.tsx';
import { infoPageViews } from './info/views.tsx';
import { monitoringPageViews } from './monitoring/views.tsx';
import { networkPageViews } from './network/views.tsx';
import { ownershipPageViews } from './ownership/views.tsx';
import { purchasePageViews } from './purchase/views.tsx';
import { reportPageViews } from './reports/views.tsx';
import { FallbackPage } from './StatusPages.tsx';
import { scanPageViews } from './scans/views.tsx';
import { technologyPageViews } from './technology/views.tsx';
import { vulnerabilityPageViews } from './vulnerability/views.tsx';
import { websitePageViews } from './website/views.tsx';

/** A route pattern ("/technology/:technologyid/websites/:page?") and what shows its results. */
export type PageView = [
  pattern: string,
  view: (results: PageResults, params: Record<string, string>) => ReactNode,
];

/**
 * Which component shows a route's results. The server validated the results against the
 * route's schema in the contract, so the cast is to that schema's type.
 */
const PAGES: Record<string, (results: PageResults) => ReactNode> = {
  '/': (results) => <HomePage results={results as PageResults & HomeData} />,
  '/about-us': (results) => <AboutUsPage results={results as PageResults & AboutUsData} />,
  '/about-api': (results) => <AboutApiPage results={results as PageResults & AboutApiData} />,
  '/user/account': (results) => <AccountPage results={results as PageResults & AccountData} />,
  '/contact-us': (results) => <ContactPage results={results as PageResults & ContactData} />,
  '/schedule-demo': (results) => <ScheduleDemoPage results={results as PageResults & ContactData} />,
};

const PATTERN_VIEWS: PageView[] = [
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
];

/** Params of `pathname` under `pattern`, or null; a trailing `?` makes the last segment optional. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const optional = want.at(-1)?.endsWith('?') ? 1 : 0;
  if (have.length > want.length || have.length < want.length - optional) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part.startsWith(':')) {
      if (have[i] === undefined) continue;
      params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(have[i]);
    } else if (part !== have[i]) return null;
  }
  return params;
}

export function renderPage(pathname: string, results: PageResults): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGES[path];
  if (page) return page(results);
  for (const [pattern, view] of PATTERN_VIEWS) {
    const params = matchPattern(pattern, path);
    if (params) return view(results, params);
  }
  return <FallbackPage results={results} />;
}
