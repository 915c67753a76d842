import type { Request } from 'express';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import type { ScanLimits } from '../scans/index.ts';
import { monitoringHandlers } from './handlers.ts';

/** Monitored websites: the add and delete calls (the workers start from main.ts). */
export function createMonitoringModule(deps: {
  db: Db;
  queue: Queue;
  scanLimits: ScanLimits;
  viewerOf(req: Request): Viewer;
}): FeatureModule {
  return { name: 'monitoring', routes: { monitoring: monitoringHandlers(deps) } };
}
