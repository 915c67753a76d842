import type { AreaViews } from '../page-view.ts';
import { AlertsPage } from './AlertsPage.tsx';

/** The account's Alerts page. */
export const alertPageViews = {
  userAlerts: (r) => <AlertsPage results={r} />,
} satisfies AreaViews;
