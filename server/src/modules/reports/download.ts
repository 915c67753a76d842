import { REPORT_CHECKSUM_HEADER, REPORT_FORMATS, type ReportFormat } from '@techcensus/contract';
import { type Request, Router } from 'express';
import { clientLeft, HttpError, responseKind } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import { storedFilePath } from './files.ts';
import { type ReportRow, reportOf } from './store.ts';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface DownloadDeps {
  db: Db;
  log: Logger;
  /** REPORTS_DIR. */
  dir: string;
  viewerOf(req: Request): Viewer;
  /** The website's page for a signed-out visitor: the sign-in panel opens on it. */
  renderLoginRequired(req: Request): Promise<string>;
}

function formatOf(req: Request): ReportFormat {
  const format = req.query.format ?? 'csv';
  if (typeof format === 'string' && (REPORT_FORMATS as readonly string[]).includes(format))
    return format as ReportFormat;
  throw new HttpError(
    400,
    `Unknown format; use ${REPORT_FORMATS.join(' or ')}.`,
    'validation_failed',
    {},
    {
      details: [{ path: 'format', message: `must be one of ${REPORT_FORMATS.join(', ')}` }],
    },
  );
}

/** "Technology: WordPress" bought on 2025-06-01 → techcensus-technology-wordpress-2025-06-01. */
export function downloadName(report: ReportRow, format: ReportFormat): string {
  const slug = report.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const day = (report.readyAt ?? report.createdAt).toISOString().slice(0, 10);
  return `techcensus-${slug || 'report'}-${day}.${format}`;
}

/**
 * GET /reports/{reportId}/download[?format=csv|xlsx] (part 2 §7): the file, to its owner only,
 * with its SHA-256 in `Repr-Digest` (RFC 9530) and, hex as `sha256sum` prints it, in
 * X-Checksum-SHA256. Range requests are served, so a broken download of a large file resumes.
 */
export function reportDownloads(deps: DownloadDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/reports/:reportId/download', async (req, res, next) => {
    try {
      const viewer = deps.viewerOf(req);
      if (!viewer.account) {
        if (responseKind(req) === 'html') {
          res
            .status(401)
            .type('html')
            .send(await deps.renderLoginRequired(req));
          return;
        }
        throw new HttpError(
          401,
          'Please log in to download this report.',
          'login_required',
          {},
          {
            resultLoginRequired: true,
          },
        );
      }
      const format = formatOf(req);
      const report = await reportOf(deps.db, req.params.reportId, viewer.account.id);
      if (!report) throw new HttpError(404, 'No such report.', 'not_found');
      if (report.status !== 'ready' || !report.files) {
        throw report.status === 'failed'
          ? new HttpError(409, 'This report could not be prepared. Please contact us.', 'report_failed')
          : new HttpError(
              409,
              'This report is being prepared. It can be downloaded when it is ready.',
              'report_pending',
              { 'Retry-After': '30' },
            );
      }
      const file = report.files[format];
      res.attachment(downloadName(report, format));
      res.set({
        'Content-Type': CONTENT_TYPES[format],
        'Cache-Control': 'private, no-cache',
        'Repr-Digest': `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`,
        [REPORT_CHECKSUM_HEADER]: file.sha256,
      });
      res.sendFile(storedFilePath(deps.dir, file.name), { dotfiles: 'deny' }, (err) => {
        if (!err || res.headersSent) return;
        // A client that left before the file started: nothing of ours broke.
        if ((err as { code?: string }).code === 'ECONNABORTED') return next(clientLeft());
        // The row says ready, so a missing file is ours to fix, not the visitor's.
        deps.log.error({ err, reportId: report.id, file: file.name }, 'report file unreadable');
        res.removeHeader('Content-Disposition');
        res.removeHeader(REPORT_CHECKSUM_HEADER);
        res.removeHeader('Repr-Digest');
        next(new Error('report file unreadable'));
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
