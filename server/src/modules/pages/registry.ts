import { matchPagePath, type PageKey } from '@techcensus/contract';
import { monitoringPageLoaders } from '../monitoring/pages.ts';
import { networkPageLoaders } from '../network/pages.ts';
import { ownershipPageLoaders } from '../ownership/pages.ts';
import { purchasePageLoaders } from '../purchase/pages.ts';
import { createReportPage } from '../report-builder/page.ts';
import { reportPageLoaders } from '../reports/pages.ts';
import { scanPageLoaders } from '../scans/pages.ts';
import { technologyPageLoaders } from '../technology/pages.ts';
import { vulnerabilityPageLoaders } from '../vulnerabilities/pages.ts';
import { websitePageLoaders } from '../websites/pages.ts';
import { aboutApiPage } from './about-api.ts';
import { aboutUsPage } from './about-us.ts';
import { contactUsPage, scheduleDemoPage } from './contact-us.ts';
import type { PageContext } from './context.ts';
import { homePage } from './home.ts';
import { type LoginRequiredOutcome, type PageOutcome, pageNotFound } from './outcome.ts';
import { userAccountPage } from './user-account.ts';

/** One loader per page-data route of the contract; the compiler insists every page has one. */
export const pageLoaders = {
  home: homePage,
  aboutUs: aboutUsPage,
  aboutApi: aboutApiPage,
  userAccount: userAccountPage,
  contactUs: contactUsPage,
  scheduleDemo: scheduleDemoPage,
  createReport: createReportPage,
  ...technologyPageLoaders,
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
