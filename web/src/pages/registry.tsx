import type { ReactNode } from 'react';
import type { PageResults } from '../data/outcome.ts';
import { type AboutUsData, AboutUsPage } from './AboutUsPage.tsx';
import { type AccountData, AccountPage } from './AccountPage.tsx';
import { type ContactData, ContactPage, ScheduleDemoPage } from './ContactPage.tsx';
import { type HomeData, HomePage } from './HomePage.tsx';
import { FallbackPage } from './StatusPages.tsx';

/**
 * Which component shows a route's results. The server validated the results against the
 * route's schema in the contract, so the cast is to that schema's type.
 */
const PAGES: Record<string, (results: PageResults) => ReactNode> = {
  '/': (results) => <HomePage results={results as PageResults & HomeData} />,
  '/about-us': (results) => <AboutUsPage results={results as PageResults & AboutUsData} />,
  '/user/account': (results) => <AccountPage results={results as PageResults & AccountData} />,
  '/contact-us': (results) => <ContactPage results={results as PageResults & ContactData} />,
  '/schedule-demo': (results) => <ScheduleDemoPage results={results as PageResults & ContactData} />,
};

export function renderPage(pathname: string, results: PageResults): ReactNode {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = PAGES[path];
  return page ? page(results) : <FallbackPage results={results} />;
}
