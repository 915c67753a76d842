import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type alertsWebsiteContract } from '@techcensus/contract';
import type { AppRouteImplementation } from '@ts-rest/express';
import type { Request } from 'express';
import { HttpError } from '../../http/errors.ts';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { AlertWorks, ApiCall } from '../api/index.ts';

type C = typeof alertsWebsiteContract;
type Handlers = { [K in keyof C]: AppRouteImplementation<C[K]> };

/**
 * The Alerts page's calls (contract `alerts`): the same works as /api/v1/alerts, run for the
 * signed-in account instead of an API key's. The session proves who calls, the CSRF guard (every
 * POST) that the page made the call; the works' answers and errors go back unchanged, so a bad
 * filter or a private webhook address reads the same on the page as in the API.
 */
export function alertWebsiteHandlers(deps: { works: AlertWorks; viewerOf(req: Request): Viewer }): Handlers {
  const { works } = deps;
  const callOf = (req: Request): ApiCall => {
    const accountId = deps.viewerOf(req).account?.id;
    if (!accountId) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
    // No key signs these calls; the works use the account and the request only.
    return { accountId, requestId: randomUUID(), keyHash: '' };
  };
  const answer = async <A>(outcome: { answer: A | (() => Promise<A>) }): Promise<A> =>
    typeof outcome.answer === 'function' ? await (outcome.answer as () => Promise<A>)() : outcome.answer;

  return {
    listAlerts: async ({ req }) => answer(await works.listAlerts({ call: callOf(req) })),
    createAlert: async ({ req, body }) => answer(await works.createAlert({ call: callOf(req), body })),
    updateAlert: async ({ req, params, body }) =>
      answer(await works.updateAlert({ call: callOf(req), params, body })),
    deleteAlert: async ({ req, params }) => {
      const done = await answer(await works.deleteAlert({ call: callOf(req), params, body: undefined }));
      // The API's 204 has no body; the page's calls read JSON.
      return done.status === 204 ? { status: 200 as const, body: { ok: true as const } } : done;
    },
    testAlert: async ({ req, params }) =>
      answer(await works.testAlert({ call: callOf(req), params, body: {} })),
    rotateAlertSecret: async ({ req, params }) =>
      answer(await works.rotateAlertSecret({ call: callOf(req), params, body: {} })),
    alertDeliveries: async ({ req, params, query }) =>
      // ts-rest types this route's request apart from Express's; it is the same object.
      answer(await works.alertDeliveries({ call: callOf(req as unknown as Request), params, query })),
  };
}

/** The Alerts page's calls as a feature module; the API module serves the same works by key. */
export function createAlertsWebsiteModule(deps: {
  works: AlertWorks;
  viewerOf(req: Request): Viewer;
}): FeatureModule {
  return { name: 'alerts-website', routes: { alerts: alertWebsiteHandlers(deps) } };
}
