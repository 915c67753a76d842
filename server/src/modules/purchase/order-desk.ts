import { PURCHASE_CURRENCY, PURCHASE_MESSAGES, type RecurringPeriod, toCents } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { CheckoutProvider, CheckoutSessionRef } from './checkout.ts';
import { newOrderId } from './ids.ts';
import { type OrderKind, orderStore } from './orders.ts';

/** Checkouts one account may open per hour: enough for any buyer, few enough to stop a loop. */
const CHECKOUTS_PER_HOUR = 30;

export interface OrderRequest {
  kind: Exclude<OrderKind, 'renewal'>;
  name: string;
  description?: string;
  /** Whole dollars. */
  price: number;
  details: Record<string, unknown>;
  recurring?: RecurringPeriod;
  /** Path on this site the buyer returns to when leaving the checkout without paying. */
  cancelPath: string;
}

/**
 * Turns a priced request into an order and a checkout session. The order exists before the
 * session, so the session's metadata can name it; if the provider cannot be reached, the order
 * is removed again (nobody could have paid for it) and the buyer is told to retry.
 */
export function createOrderDesk(deps: {
  db: Db;
  provider: CheckoutProvider | null;
  baseUrl: string;
  limiter: RateLimiter;
  log: Logger;
}) {
  const { db, provider, baseUrl, limiter, log } = deps;

  return {
    get available() {
      return provider !== null;
    },

    async open(account: AccountRow, req: OrderRequest): Promise<CheckoutSessionRef> {
      if (!provider) throw new HttpError(503, PURCHASE_MESSAGES.notAvailable, 'payments_unavailable');
      await limiter.consume(`checkout:${account.id}`, { points: CHECKOUTS_PER_HOUR, seconds: 3600 });
      const order = await orderStore.insert(db, {
        id: newOrderId(),
        accountId: account.id,
        kind: req.kind,
        name: req.name,
        amountCents: toCents(req.price),
        currency: PURCHASE_CURRENCY,
        provider: provider.kind,
        details: req.details,
      });
      if (!order) throw new Error('order insert returned nothing');
      let session: CheckoutSessionRef;
      try {
        session = await provider.openSession({
          order,
          email: account.email,
          productName: req.name,
          description: req.description,
          recurring: req.recurring,
          successUrl: `${baseUrl}/user/account?order=${order.id}`,
          cancelUrl: `${baseUrl}${req.cancelPath}`,
        });
      } catch (err) {
        log.error({ err, orderId: order.id }, 'checkout session could not be opened');
        await db.query('DELETE FROM orders WHERE id = $1', [order.id]);
        throw new HttpError(503, PURCHASE_MESSAGES.notAvailable, 'payments_unavailable');
      }
      await orderStore.setCheckoutSession(db, order.id, session.id);
      return session;
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
