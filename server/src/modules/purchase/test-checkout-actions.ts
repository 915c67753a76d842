import { ACCOUNT_MESSAGES, PURCHASE_MESSAGES } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import { type OrderRow, orderStore } from './orders.ts';
import {
  type TestCheckout,
  type TestSessionRow,
  testSessionById,
  testSessionStore,
} from './test-checkout.ts';
import { expiredEvent, paidEvents } from './test-checkout-events.ts';
import type { WebhookReceiver } from './webhook.ts';

/** A test checkout and its order, when the viewer owns them. */
export async function ownedTestSession(
  db: Db,
  viewer: Viewer,
  sessionId: string,
): Promise<{ session: TestSessionRow; order: OrderRow } | null> {
  const session = await testSessionById(db, sessionId);
  const order = session ? await orderStore.byId(db, session.orderId) : null;
  if (!session || !order || order.accountId !== viewer.account?.id) return null;
  return { session, order };
}

/**
 * Pay and Cancel of the test checkout. Each signs the events a real checkout would send and hands
 * them to the webhook receiver, which verifies the signature like any other delivery.
 */
export function testCheckoutActions(deps: { db: Db; checkout: TestCheckout; receiver: WebhookReceiver }) {
  const { db, checkout, receiver } = deps;

  async function load(viewer: Viewer, sessionId: string) {
    if (!viewer.account) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
    const owned = await ownedTestSession(db, viewer, sessionId);
    if (!owned) throw new HttpError(404, 'There is no such checkout.', 'not_found');
    if (owned.session.status !== 'open')
      throw new HttpError(409, PURCHASE_MESSAGES.checkoutClosed, 'checkout_closed');
    return { ...owned, email: viewer.account.email };
  }

  async function deliver(events: Record<string, unknown>[]): Promise<void> {
    for (const event of events) {
      const { payload, signature } = checkout.sign(event);
      const answer = await receiver.receive(payload, signature);
      if (answer.status !== 200) throw new Error(`test checkout event ${String(event.id)} was refused`);
    }
  }

  return {
    /** Pays: the order is fulfilled before this answers; the page then goes to the success URL. */
    async pay(viewer: Viewer, sessionId: string): Promise<string> {
      const { session, order, email } = await load(viewer, sessionId);
      // Whole seconds, as Stripe's timestamps are.
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      if (session.expiresAt <= now) {
        await deliver([expiredEvent(session, order, email, now)]);
        await testSessionStore.close(db, session.id, 'expired');
        throw new HttpError(409, PURCHASE_MESSAGES.checkoutClosed, 'checkout_closed');
      }
      const prepared = await testSessionStore.preparePayment(db, session, order, now);
      await deliver(paidEvents(prepared, order, email, now));
      await testSessionStore.close(db, session.id, 'complete');
      return session.successUrl;
    },

    /** Leaves without paying: the session expires at once, and the order with it. */
    async cancel(viewer: Viewer, sessionId: string): Promise<string> {
      const { session, order, email } = await load(viewer, sessionId);
      await deliver([expiredEvent(session, order, email, new Date())]);
      await testSessionStore.close(db, session.id, 'expired');
      return session.cancelUrl;
    },
  };
}
export type TestCheckoutActions = ReturnType<typeof testCheckoutActions>;
