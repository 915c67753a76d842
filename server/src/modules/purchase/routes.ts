import { contract, PURCHASE_MESSAGES } from '@techcensus/contract';
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import type { SubscriptionCancellation } from './cancel-subscription.ts';
import type { CheckoutProvider } from './checkout.ts';
import type { OrderDesk } from './order-desk.ts';
import { orderReport } from './report-purchase.ts';
import type { TestCheckoutActions } from './test-checkout-actions.ts';

const unavailable = {
  status: 503 as const,
  body: { err: PURCHASE_MESSAGES.notAvailable, code: 'payments_unavailable' },
};
const noTestCheckout = () => new HttpError(404, 'There is no such checkout.', 'not_found');

/** The purchase group of the contract. */
export function purchaseRouter(deps: {
  db: Db;
  siteIndex: SiteIndex;
  provider: CheckoutProvider | null;
  desk: OrderDesk;
  testActions: TestCheckoutActions | null;
  cancellation: SubscriptionCancellation;
  viewerOf(req: Request): Viewer;
}) {
  const { provider, testActions, viewerOf } = deps;
  const s = initServer();
  return s.router(contract.purchase, {
    publicKey: async () =>
      provider ? { status: 200, body: { results: { publicKey: provider.publicKey } } } : unavailable,
    report: async ({ req, body }) => {
      const session = await orderReport(deps, viewerOf(req), body);
      return { status: 200, body: { results: { sessionId: session.id, url: session.url } } };
    },
    cancelSubscription: async ({ req, params }) => {
      const results = await deps.cancellation.atPeriodEnd(viewerOf(req), params.subscriptionId);
      return { status: 200, body: { results } };
    },
    testCheckoutPay: async ({ req, params }) => {
      if (!testActions) throw noTestCheckout();
      const redirect = await testActions.pay(viewerOf(req), params.sessionId);
      return { status: 200, body: { results: { redirect } } };
    },
    testCheckoutCancel: async ({ req, params }) => {
      if (!testActions) throw noTestCheckout();
      const redirect = await testActions.cancel(viewerOf(req), params.sessionId);
      return { status: 200, body: { results: { redirect } } };
    },
  });
}
