import { matchPagePath, type PageKey } from '@techcensus/contract';
import { userAlertsPage } from '../modules/alerts/index.ts';
import { blogPageLoaders } from '../modules/blog/index.ts';
import { aboutApiPage, aboutUsPage, contactUsPage, scheduleDemoPage } from '../modules/info/index.ts';
import { monitoringPageLoaders } from '../modules/monitoring/index.ts';
import { networkPageLoaders } from '../modules/network/index.ts';
import { ownershipPageLoaders } from '../modules/ownership/index.ts';
import { purchasePageLoaders } from '../modules/purchase/index.ts';
import { createReportPage } from '../modules/report-builder/index.ts';
import { reportPageLoaders } from '../modules/reports/index.ts';
import { scanPageLoaders } from '../modules/scans/index.ts';
import { homePage, technologyPageLoaders } from '../modules/technology/index.ts';
import { vulnerabilityPageLoaders } from '../modules/vulnerability/index.ts';
import { websitePageLoaders } from '../modules/website/index.ts';
import type { PageContext } from '../page-data/context.ts';
import { type LoginRequiredOutcome, type PageOutcome, pageNotFound } from '../page-data/outcome.ts';
import { userAccountPage } from './account-page.ts';

/** One loader per page-data route of the contract; the compiler insists every page has one. */
export const pageLoaders = {
  home: homePage,
  aboutUs: aboutUsPage,
  aboutApi: aboutApiPage,
  userAccount: userAccountPage,
  userAlerts: userAlertsPage,
  contactUs: contactUsPage,
  scheduleDemo: scheduleDemoPage,
  createReport: createReportPage,
  ...technologyPageLoaders,
  ...blogPageLoaders,
  ...websitePageLoaders,
  ...networkPageLoaders,
  ...vulnerabilityPageLoaders,
  ...purchasePageLoaders,
  ...reportPageLoaders,
  ...monitoringPageLoaders,
  ...scanPageLoaders,
  ...ownershipPageLoaders,
} satisfies Record<
  PageKey,
  (ctx: PageContext) => Promise<PageOutcome<never> | PageOutcome<unknown> | LoginRequiredOutcome>
>;

/**
 * The page for a website path, as the server renders it on first load: the same loader the
 * `{path}/api` call runs, so SSR and client navigation can never disagree.
 */
export async function resolvePage(
  path: string,
  ctx: Omit<PageContext, 'params'>,
): Promise<PageOutcome | LoginRequiredOutcome> {
  const match = matchPagePath(path);
  if (!match) return pageNotFound(ctx.viewer);
  return (await pageLoaders[match.key]({ ...ctx, params: match.params })) as
    | PageOutcome
    | LoginRequiredOutcome;
}
