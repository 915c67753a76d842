import type { TestCheckoutResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { PageContext } from '../../page-data/context.ts';
import { pageMeta } from '../../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageNotFound,
  pageOk,
} from '../../page-data/outcome.ts';
import { paymentSetup } from './payment-setup.ts';
import { ownedTestSession } from './test-checkout-actions.ts';

/**
 * /purchase/test-checkout/{sessionId}: the local stand-in for Stripe's payment page, shown to the
 * order's owner only, and only when the test checkout is what takes payments.
 */
export async function testCheckoutPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof TestCheckoutResults>> | LoginRequiredOutcome> {
  if (paymentSetup(ctx.deps.config) !== 'test') return pageNotFound(ctx.viewer);
  if (!ctx.viewer.account) return pageLoginRequired();
  const owned = await ownedTestSession(ctx.deps.db, ctx.viewer, ctx.params.sessionId ?? '');
  if (!owned) return pageNotFound(ctx.viewer);
  const { session, order } = owned;
  const status = session.status === 'open' && session.expiresAt <= new Date() ? 'expired' : session.status;
  const path = `/purchase/test-checkout/${encodeURIComponent(session.id)}`;
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Test checkout',
    description: 'A local test checkout: no payment is taken.',
    path,
    crumbs: [['Test checkout', path]],
  });
  const period = order.details.period;
  return pageOk(ctx.viewer, meta, {
    SessionId: session.id,
    Status: status,
    ProductName: order.name,
    Amount: order.amountCents / 100,
    Currency: order.currency.toUpperCase(),
    RecurringPeriod:
      session.mode === 'subscription' && (period === 'monthly' || period === 'yearly') ? period : null,
  });
}
