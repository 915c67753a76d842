import type { Request } from 'express';
import type { Captcha } from '../../captcha/captcha.ts';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { scanHandlers } from './handlers.ts';
import type { ScanLimits } from './limits.ts';
import { createScanRequests } from './requests.ts';

/** The website's live scans: start one, poll its results (the workers start from main.ts). */
export function createScansModule(deps: {
  db: Db;
  siteIndex: SiteIndex;
  queue: Queue;
  captcha: Captcha;
  limits: ScanLimits;
  viewerOf(req: Request): Viewer;
}): FeatureModule {
  const { db, siteIndex, viewerOf } = deps;
  const requests = createScanRequests({ db, queue: deps.queue, captcha: deps.captcha, limits: deps.limits });
  return { name: 'scans', routes: { scans: scanHandlers({ db, siteIndex, viewerOf, requests }) } };
}
