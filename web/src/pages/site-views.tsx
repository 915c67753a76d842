import { AboutApiPage } from './AboutApiPage.tsx';
import { AboutUsPage } from './AboutUsPage.tsx';
import { AccountPage } from './AccountPage.tsx';
import { ContactPage, ScheduleDemoPage } from './ContactPage.tsx';
import { HomePage } from './HomePage.tsx';
import type { AreaViews } from './page-view.ts';

export const sitePageViews = {
  home: (r) => <HomePage results={r} />,
  aboutUs: (r) => <AboutUsPage results={r} />,
  aboutApi: (r) => <AboutApiPage results={r} />,
  userAccount: (r) => <AccountPage results={r} />,
  contactUs: (r) => <ContactPage results={r} />,
  scheduleDemo: (r) => <ScheduleDemoPage results={r} />,
} satisfies AreaViews;
