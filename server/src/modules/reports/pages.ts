import { REPORT_FORMATS, type ReportResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { indexState } from '../../page-data/index-state.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageNotFound,
  pageOk,
} from '../../page-data/outcome.ts';
import { type ReportRow, reportOf } from './store.ts';

type Results = z.infer<typeof ReportResults>;

export const downloadPath = (reportId: string, format: (typeof REPORT_FORMATS)[number]) =>
  `/reports/${reportId}/download${format === 'csv' ? '' : `?format=${format}`}`;

export function reportResults(report: ReportRow): Results['Report'] {
  const files = report.status === 'ready' ? report.files : null;
  return {
    ReportId: report.id,
    Date: (report.readyAt ?? report.createdAt).toISOString(),
    Name: report.name,
    DomainCount: report.rowCount ?? report.size,
    Status: report.status,
    Downloads: files
      ? REPORT_FORMATS.map((format) => ({
          Format: format,
          URL: downloadPath(report.id, format),
          Bytes: files[format].bytes,
          Sha256: files[format].sha256,
        }))
      : [],
  };
}

/**
 * /reports/{reportId} (part 2 §2.2 "Report page"): its owner only. Signed out is the login
 * answer of every account page; another account's report, or an id that is no report, is the
 * same 404, so ids cannot be probed.
 */
async function reportPage(ctx: PageContext): Promise<PageOutcome<Results> | LoginRequiredOutcome> {
  const accountId = ctx.viewer.account?.id;
  if (!accountId) return pageLoginRequired();
  const report = await reportOf(ctx.deps.db, ctx.params.reportId ?? '', accountId);
  if (!report) return pageNotFound(ctx.viewer);
  const path = `/reports/${report.id}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: `Report: ${report.name}`,
    description: `Your TechCensus report "${report.name}": the list of websites, as CSV and Excel files.`,
    path,
    crumbs: [
      ['Account', '/user/account'],
      [report.name, path],
    ],
  });
  return pageOk(ctx.viewer, meta, { ...(await indexState(ctx)), Report: reportResults(report) });
}

export const reportPageLoaders = { report: reportPage };
