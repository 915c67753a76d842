import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { ReportFilters } from '../api/filters.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

export const UserAlertsResults = z.object({
  /**
   * The create form's starting values from the address (`?create=1&filters=…&name=…`, made by the
   * report builder's "Create alert" button); null when the address brings none.
   */
  Prefill: z.object({ Name: z.string(), Filters: ReportFilters }).nullable(),
  /** Why the address's filters were not taken, or null. */
  PrefillError: z.string().nullable(),
  /** The form opens at once (`?create=1`). */
  OpenCreate: z.boolean(),
  /**
   * Names of the slugs and codes the account's alerts and the prefill use, so their filters read
   * "WordPress", "Germany"; a slug missing here (an alert made since) is shown as it is.
   */
  FilterNames: z.object({
    technology: z.record(z.string()),
    category: z.record(z.string()),
    country: z.record(z.string()),
    region: z.record(z.string()),
    language: z.record(z.string()),
  }),
});
export type UserAlertsResults = z.infer<typeof UserAlertsResults>;

/** The account's Alerts page; its alerts and deliveries come from the alerts calls. */
export const alertPages = c.router({
  userAlerts: {
    method: 'GET',
    path: '/user/alerts/api',
    summary: 'Page data of the Alerts page (signed-in only: 401 with resultLoginRequired otherwise)',
    responses: { ...envelopeResponses(UserAlertsResults), 401: pageEnvelope(UserAlertsResults) },
  },
});
