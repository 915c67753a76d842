import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { IndexState } from './common.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/** The files a report comes as; CSV is what `/reports/{id}/download` gives without `format`. */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The header of a download carrying the file's SHA-256 (hex), for checking a saved copy. */
export const REPORT_CHECKSUM_HEADER = 'X-Checksum-SHA256';

export const ReportDownload = z.object({
  Format: z.enum(REPORT_FORMATS),
  URL: z.string(),
  Bytes: z.number().int(),
  /** SHA-256 of the file, hex. */
  Sha256: z.string(),
});

/**
 * Part 2 §3 "Report": ReportId, Date, Name, DomainCount; the state of its files and their
 * downloads besides. Date is when the report became ready (when it was bought while it is not).
 * DomainCount is the rows in the file once it is ready, the size bought before.
 */
export const ReportResults = z.object({
  /** What the index holds: the report page says so while its websites are demo data. */
  ...IndexState,
  Report: z.object({
    ReportId: z.string(),
    Date: z.string(),
    Name: z.string(),
    DomainCount: z.number().int(),
    /** pending and building: being prepared; failed: the files could not be built. */
    Status: z.enum(['pending', 'building', 'ready', 'failed']),
    Downloads: z.array(ReportDownload),
  }),
});

/** The report page (part 2 §2.1 /reports/{reportId}), for its owner only. */
export const reportPages = c.router({
  report: {
    method: 'GET',
    path: '/reports/:reportId/api',
    summary:
      'Page data of a bought report (its owner only: 401 with resultLoginRequired when signed out, 404 for anyone else)',
    responses: { ...envelopeResponses(ReportResults), 401: pageEnvelope(ReportResults) },
  },
});
