import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FilterEntry } from '../../report-builder/entry.ts';
import { REPORT_TYPES } from '../../report-builder/query.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/**
 * /create-report (part 1 §2): the page is drawn in the browser; its data carries the flag that
 * allows purchases and the address's filters with their display names. The login state is the
 * envelope's `User.LoggedIn`.
 */
export const CreateReportResults = z.object({
  /** Signed in with an account that may buy. */
  AllowPurchases: z.boolean(),
  /** What the address says the report is about; null starts an empty builder. */
  ReportType: z.enum(REPORT_TYPES).nullable(),
  Entries: z.array(FilterEntry),
  /** Address parameters that could not be read, in words. */
  Problems: z.array(z.string()),
  MaxDomainsInReport: z.number().int(),
});
export type CreateReportResults = z.infer<typeof CreateReportResults>;

export const createReportPages = c.router({
  createReport: {
    method: 'GET',
    path: '/create-report/api',
    summary: 'Page data of the report builder (the address query string carries the filters)',
    responses: envelopeResponses(CreateReportResults),
  },
});
