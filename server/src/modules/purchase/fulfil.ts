import { purchasedCreditsExpiry } from '@techcensus/contract';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Queryable } from '../../store/db.ts';
import { grantCredits } from '../credits/index.ts';
import { createReport, enqueueReportBuild } from '../reports/index.ts';
import {
  CreditsOrderDetails,
  type OrderRow,
  orderStore,
  PlanOrderDetails,
  ReportOrderDetails,
} from './orders.ts';
import { grantSubscriptionMonth, type PaidPeriod, subscriptionStore } from './subscriptions.ts';

/** What the provider says about a payment that went through. */
export interface Payment {
  paidAt: Date;
  /** What was charged, when the event says; a different amount than the order's is not fulfilled. */
  amountCents?: number;
  paymentIntentId?: string | null;
  receiptUrl?: string | null;
  invoiceId?: string | null;
  /** For a subscription order: the subscription it started and its first paid period. */
  subscription?: { ref: string; startedAt: Date; paid: PaidPeriod };
}

/**
 * Delivers what an order bought, in the caller's transaction and in the same one as the order
 * turning paid: the report row and its build job, the credits, or the subscription and its first
 * month's credits. Nothing is delivered twice: only the call that moves the order to paid
 * delivers, and a crash before commit leaves the order unpaid for the provider's retry.
 */
export function createFulfilment(deps: { queue: Queue; log: Logger }) {
  const { queue, log } = deps;

  async function deliver(tx: Queryable, order: OrderRow, p: Payment): Promise<void> {
    switch (order.kind) {
      case 'report': {
        const d = ReportOrderDetails.parse(order.details);
        const report = await createReport(tx, {
          accountId: order.accountId,
          name: d.criteria,
          filters: d.filters,
          size: d.size,
          orderRef: order.id,
        });
        await enqueueReportBuild(queue, tx, report.id);
        await orderStore.fill(tx, order.id, { reportId: report.id });
        return;
      }
      case 'credits': {
        const d = CreditsOrderDetails.parse(order.details);
        await grantCredits(tx, {
          accountId: order.accountId,
          source: 'purchase',
          amount: d.credits,
          grantedAt: p.paidAt,
          expiresAt: purchasedCreditsExpiry(p.paidAt),
          reference: order.id,
          note: order.name,
        });
        return;
      }
      case 'subscription': {
        const d = PlanOrderDetails.parse(order.details);
        if (!p.subscription) throw new Error(`Order ${order.id} was paid without a subscription`);
        const sub = await subscriptionStore.activate(tx, {
          accountId: order.accountId,
          orderId: order.id,
          providerRef: p.subscription.ref,
          plan: d.plan,
          period: d.period,
          startedAt: p.subscription.startedAt,
          paid: p.subscription.paid,
        });
        if (sub.status !== 'cancelled') await grantSubscriptionMonth(tx, sub, p.subscription.paid.start);
        return;
      }
      case 'renewal':
        // Renewals are recorded already paid, by the invoice that paid them.
        return;
    }
  }

  return {
    /** The order is paid: mark it and deliver, unless an earlier event already did. */
    async paid(tx: Queryable, order: OrderRow, p: Payment): Promise<void> {
      if (p.amountCents !== undefined && p.amountCents !== order.amountCents) {
        log.error(
          { orderId: order.id, expected: order.amountCents, charged: p.amountCents },
          'payment amount differs from the order; held for review',
        );
        await orderStore.transition(tx, order.id, ['open', 'processing'], 'review', {
          paidAt: p.paidAt,
          paymentIntentId: p.paymentIntentId ?? null,
        });
        return;
      }
      const paid = await orderStore.transition(tx, order.id, ['open', 'processing'], 'paid', {
        paidAt: p.paidAt,
        paymentIntentId: p.paymentIntentId ?? null,
        invoiceId: p.invoiceId ?? null,
        subscriptionRef: p.subscription?.ref ?? null,
        receiptUrl: p.receiptUrl ?? null,
      });
      if (!paid) {
        // Already paid by an earlier delivery; keep what this one adds (a receipt, an invoice).
        await orderStore.fill(tx, order.id, {
          receiptUrl: p.receiptUrl ?? null,
          invoiceId: p.invoiceId ?? null,
          paymentIntentId: p.paymentIntentId ?? null,
        });
        return;
      }
      await deliver(tx, paid, p);
      log.info(
        { orderId: order.id, kind: order.kind, accountId: order.accountId },
        'order paid and fulfilled',
      );
    },
  };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
