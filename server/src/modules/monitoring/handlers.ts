import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  MONITORING_MESSAGES,
  type monitoringContract,
} from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request } from 'express';
import { HttpError } from '../../http/errors.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import type { ScanLimits } from '../scans/index.ts';
import { addMonitoredWebsite, deleteMonitoredWebsite, rescanMonitoredWebsite } from './service.ts';

type C = typeof monitoringContract;
type Handlers = { [K in keyof C]: AppRouteImplementation<C[K]> };

function accountOf(viewer: Viewer): number {
  const id = viewer.account?.id;
  if (!id) throw new HttpError(401, MONITORING_MESSAGES.loginRequired, 'login_required');
  return id;
}

/** The monitoring calls (part 2 §7). */
export function monitoringHandlers(deps: {
  db: Db;
  queue: Queue;
  /** The website scans' limits: adding a website runs its first scan at once. */
  scanLimits: ScanLimits;
  viewerOf(req: Request): Viewer;
}): Handlers {
  return {
    addWebsite: async ({ body, req }) => {
      const who = { accountId: accountOf(deps.viewerOf(req)), ip: req.ip ?? 'unknown' };
      const website = await addMonitoredWebsite(deps, who, body);
      return { status: 200, body: { results: { status: 'success' as const, website } } };
    },
    rescanWebsite: async ({ body, req }) => {
      const who = { accountId: accountOf(deps.viewerOf(req)), ip: req.ip ?? 'unknown' };
      await rescanMonitoredWebsite(deps, who, body.website);
      return { status: 200, body: { results: { status: 'success' as const } } };
    },
    deleteWebsite: async ({ query, req }) => {
      // The spec has deletion as a GET; the custom header keeps other sites from triggering it.
      if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE)
        throw new HttpError(403, 'Cross-site requests are not allowed.', 'csrf');
      await deleteMonitoredWebsite(deps.db, accountOf(deps.viewerOf(req)), query.website);
      return { status: 200, body: { results: { status: 'success' as const } } };
    },
  };
}
