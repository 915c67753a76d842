import type { RequestHandler } from 'express';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { apiCors } from './cors.ts';
import { createApiGate } from './gate.ts';
import { apiV1Handlers } from './handlers.ts';
import type { AlertWorks } from './metered.ts';

/**
 * The metered public API v1 (docs/api.md): CORS for any origin, then every route through metered(),
 * which reads a call's address and body only after its gate.
 */
export function createApiModule(deps: {
  db: Db;
  siteIndex: SiteIndex;
  queue: Queue;
  rateLimitMultiplier: number;
  /** The alerts routes' works, from the alerts feature. */
  alerts: AlertWorks;
  /** The free test lookup's domain; unset: the index's best-ranked site. */
  testDomain?: string;
  /** How a call's address text and body are read; each route reads them after its gate. */
  readRequest: RequestHandler[];
}): FeatureModule {
  return {
    name: 'api',
    beforeBodyParsers: (app) => app.use(apiCors),
    routes: {
      apiV1: apiV1Handlers({
        db: deps.db,
        siteIndex: deps.siteIndex,
        queue: deps.queue,
        gate: createApiGate(deps.db, { rateLimitMultiplier: deps.rateLimitMultiplier }),
        alerts: deps.alerts,
        testDomain: deps.testDomain,
        readRequest: deps.readRequest,
      }),
    },
  };
}
