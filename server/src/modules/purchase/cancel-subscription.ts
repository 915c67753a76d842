import { ACCOUNT_MESSAGES, PURCHASE_MESSAGES } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import { SUBSCRIPTION_STATUS } from './account-rows.ts';
import type { CheckoutProvider } from './checkout.ts';
import { subscriptionStore } from './subscriptions.ts';

/**
 * Ending subscriptions (docs/purchase.md "Cancelling"): by their owner at the end of the paid
 * period, or at once when the account is deleted. The provider is asked first; only what it
 * accepted is recorded, so a refusal leaves everything as it was.
 */
export function subscriptionCancellation(deps: { db: Db; provider: CheckoutProvider | null; log: Logger }) {
  const { db, provider, log } = deps;

  return {
    /** The account page's Cancel Subscription: no renewal, in force until the paid period ends. */
    async atPeriodEnd(viewer: Viewer, id: string) {
      if (!viewer.account) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
      const sub = await subscriptionStore.ownedInForce(db, viewer.account.id, Number(id));
      if (!sub) throw new HttpError(404, PURCHASE_MESSAGES.noSubscription, 'not_found');
      // A second click, or a retry after a lost answer: already done, the provider is not asked again.
      if (!sub.cancelAtPeriodEnd) {
        if (!provider) throw new HttpError(503, PURCHASE_MESSAGES.notAvailable, 'payments_unavailable');
        try {
          await provider.cancelAtPeriodEnd(sub);
        } catch (err) {
          log.error({ err, subscription: sub.providerRef }, 'the provider refused to cancel a subscription');
          throw new HttpError(503, PURCHASE_MESSAGES.cancelFailed, 'cancel_failed');
        }
        // Stripe's customer.subscription.updated says the same again later; setting it twice is harmless.
        await subscriptionStore.setStatus(db, sub.providerRef, sub.status, { cancelAtPeriodEnd: true });
        log.info(
          { subscription: sub.providerRef, endsAt: sub.currentPeriodEnd },
          'subscription cancelled at period end',
        );
      }
      return {
        Id: String(sub.id),
        Status: SUBSCRIPTION_STATUS[sub.status],
        CancelAtPeriodEnd: true as const,
        EndDate: sub.currentPeriodEnd.toISOString(),
      };
    },

    /**
     * Before an account is deleted: every subscription in force ends now at the provider. If the
     * provider refuses, this throws and the account must be kept: deleting it would leave a
     * subscription charging nobody's account.
     */
    async endAllOf(accountId: number): Promise<void> {
      for (const sub of await subscriptionStore.inForce(db, accountId)) {
        try {
          if (!provider) throw new Error('payments are off: no provider to cancel the subscription with');
          await provider.cancelNow(sub);
        } catch (err) {
          log.error(
            { err, accountId, subscription: sub.providerRef },
            'account kept: its subscription could not be cancelled',
          );
          throw new HttpError(
            503,
            PURCHASE_MESSAGES.deleteBlockedBySubscription,
            'subscription_not_cancelled',
          );
        }
        // Recorded at once, in case the deletion itself then fails: the account is kept without it.
        await subscriptionStore.setStatus(db, sub.providerRef, 'cancelled', { endedAt: new Date() });
      }
    },
  };
}
export type SubscriptionCancellation = ReturnType<typeof subscriptionCancellation>;
