import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../envelope.ts';
import { AccountResults, ContactPageResults } from './accounts.ts';
import { aboutApiPages } from './pages/about-api.ts';
import { alertPages } from './pages/alerts.ts';
import { IndexState } from './pages/common.ts';
import { envelopeResponses } from './pages/envelope-responses.ts';
import { infoPages } from './pages/info.ts';
import { monitoringPages } from './pages/monitoring.ts';
import { networkPages } from './pages/network.ts';
import { ownershipPages } from './pages/ownership.ts';
import { purchasePages } from './pages/pricing.ts';
import { createReportPages } from './pages/report-builder.ts';
import { reportPages } from './pages/reports.ts';
import { scanPages } from './pages/scans.ts';
import { HomeTechnologyBlocks, technologyPages } from './pages/technology.ts';
import { vulnerabilityPages } from './pages/vulnerability.ts';
import { websitePages } from './pages/website.ts';

const c = initContract();

export const HomeResults = z
  .object({
    /** Technologies found on at least one website of the index: the headline's count. */
    TechnologyCount: z.number().int(),
    /** Categories with at least one website in the index. */
    CategoryCount: z.number().int(),
    AdvertisersCount: z.number().int(),
    /** Technologies the catalogue can detect, whether or not any indexed website runs them. */
    CatalogueTechnologyCount: z.number().int(),
    /** Categories of the catalogue. */
    CatalogueCategoryCount: z.number().int(),
    /** Websites in the index right now: the headline's count. */
    SiteCount: z.number().int(),
    ...IndexState,
  })
  .merge(HomeTechnologyBlocks);

export const AboutUsResults = z.object({
  Paragraphs: z.array(z.string()),
  ContactEmail: z.string(),
});

/**
 * Page data: every website route `P` has its data at `P/api` (part 2 §7); listing routes that
 * take a page number are fetched with the number (`/1/api` when the address has none).
 */
export const pagesContract = c.router({
  home: {
    method: 'GET',
    path: '/api',
    summary: 'Page data of the home page',
    responses: envelopeResponses(HomeResults),
  },
  aboutUs: {
    method: 'GET',
    path: '/about-us/api',
    summary: 'Page data of the about page',
    responses: envelopeResponses(AboutUsResults),
  },
  userAccount: {
    method: 'GET',
    path: '/user/account/api',
    summary: 'Page data of the account page (signed-in only: 401 with resultLoginRequired otherwise)',
    responses: { ...envelopeResponses(AccountResults), 401: pageEnvelope(AccountResults) },
  },
  contactUs: {
    method: 'GET',
    path: '/contact-us/api',
    summary: 'Page data of the contact page',
    responses: envelopeResponses(ContactPageResults),
  },
  scheduleDemo: {
    method: 'GET',
    path: '/schedule-demo/api',
    summary: 'Page data of the demo booking page',
    responses: envelopeResponses(ContactPageResults),
  },
  ...technologyPages,
  ...websitePages,
  ...networkPages,
  ...vulnerabilityPages,
  ...infoPages,
  ...purchasePages,
  ...aboutApiPages,
  ...createReportPages,
  ...reportPages,
  ...monitoringPages,
  ...scanPages,
  ...ownershipPages,
  ...alertPages,
});
