import { API_VERSION } from '@techcensus/contract';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HttpError } from '../../http/errors.ts';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Logger } from '../../log.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { recordClientError } from './client-errors.ts';
import { checkHealth } from './health.ts';

/** The health check and the website's crash reports. */
export function createSystemModule(deps: {
  db: Db;
  log: Logger;
  siteIndex: SiteIndex;
  /** Whether the landing pages' statistics have been computed since the start. */
  statistics?: { warm: boolean };
  /** HTTP worker processes serving now (the cluster's primary counts them). */
  workers?: { live: number };
}): FeatureModule {
  const { db, log } = deps;
  const clientErrorLimiter = new RateLimiterMemory({ points: 20, duration: 60 });
  return {
    name: 'system',
    routes: {
      system: {
        healthz: async () =>
          checkHealth(
            db,
            deps.siteIndex,
            API_VERSION,
            deps.statistics ?? { warm: false },
            deps.workers?.live ?? 1,
          ),
        reportClientError: async ({ body, req }) => {
          try {
            await clientErrorLimiter.consume(req.ip ?? 'unknown');
          } catch (e) {
            if (!(e instanceof RateLimiterRes)) throw e;
            const retry = Math.ceil(e.msBeforeNext / 1000);
            throw new HttpError(429, `Too many error reports; try again in ${retry} s.`, 'rate_limited', {
              'Retry-After': String(retry),
            });
          }
          await recordClientError(db, body, req.get('user-agent'));
          log.warn({ url: body.url, message: body.errorMessage }, 'client render error');
          return { status: 200, body: { ok: true as const } };
        },
      },
    },
  };
}
