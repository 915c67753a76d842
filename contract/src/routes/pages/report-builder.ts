import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { FilterEntry } from '../../report-builder/entry.ts';
import { REPORT_TYPES } from '../../report-builder/query.ts';
import { SearchStatus } from '../report-builder.ts';
import { IndexState } from './common.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/**
 * /create-report (part 1 §2): the flag that allows purchases, the address's filters with their
 * display names and the first search of them, so the page is drawn whole on the server and the
 * browser starts from there. The login state is the envelope's `User.LoggedIn`.
 */
export const CreateReportResults = z.object({
  ...IndexState,
  /** Signed in with an account that may buy. */
  AllowPurchases: z.boolean(),
  /** What the address says the report is about; null for a "Generic Report". */
  ReportType: z.enum(REPORT_TYPES).nullable(),
  Entries: z.array(FilterEntry),
  /** What of the address could not be read or is not in the catalogues, in words; left out of Entries. */
  Problems: z.array(z.string()),
  MaxDomainsInReport: z.number().int(),
  /**
   * The search of Entries, as the status call answers it: complete when it finished while the
   * page was prepared, else to be polled by its searchId; failed (no searchId) for a list the
   * filter language refuses.
   */
  Search: SearchStatus,
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
