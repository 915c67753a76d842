// Purchases: checkout, the signed webhook, fulfilment, /pricing (docs/purchase.md).
import express, { type Express, type Request } from 'express';
import { type Config, publicUrl } from '../../config/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { FeatureModule } from '../../http/feature-module.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../log.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { subscriptionCancellation } from './cancel-subscription.ts';
import type { CheckoutProvider } from './checkout.ts';
import { createEventHandlers } from './events.ts';
import { createFulfilment } from './fulfil.ts';
import { mountCheckoutLinks, type RenderPage } from './navigation.ts';
import { createOrderDesk } from './order-desk.ts';
import { paymentSetup } from './payment-setup.ts';
import { purchaseRouter } from './routes.ts';
import { stripeCheckout } from './stripe-checkout.ts';
import { type TestCheckout, testCheckout } from './test-checkout.ts';
import { testCheckoutActions } from './test-checkout-actions.ts';
import { createWebhookReceiver } from './webhook.ts';

export { accountApiPlan } from './account-rows.ts';

/** Largest webhook body accepted; Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = '1mb';

/**
 * Everything purchases add to the app (docs/purchase.md), built from the app's own parts: the
 * Stripe webhook, the pricing page's checkout links and the contract's purchase routes. Which
 * checkout takes the money — Stripe, the local test checkout, or none — is decided once here.
 */
export function createPurchaseModule(deps: {
  config: Config;
  log: Logger;
  db: Db;
  siteIndex: SiteIndex;
  queue: Queue;
  viewerOf(req: Request): Viewer;
  render: RenderPage;
}) {
  const { config, log, db } = deps;
  const baseUrl = publicUrl(config);
  const setup = paymentSetup(config);
  let test: TestCheckout | null = null;
  let provider: CheckoutProvider | null = null;
  if (setup === 'stripe') {
    provider = stripeCheckout({
      secretKey: config.STRIPE_SECRET_KEY as string,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY as string,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET as string,
    });
  } else if (setup === 'test') {
    test = testCheckout(db, baseUrl);
    provider = test.provider;
    log.info('payments go through the local test checkout: no money is taken');
  } else {
    log.warn('payments are off: no Stripe keys and the test checkout is not enabled');
  }

  const limiter = createRateLimiter(db, {
    prefix: 'purchase',
    message: (retry) => `Too many checkouts opened. Please try again in ${Math.ceil(retry / 60)} minutes.`,
  });
  const desk = createOrderDesk({ db, provider, baseUrl, limiter, log });
  const receiver = provider
    ? createWebhookReceiver({
        db,
        provider,
        handlers: createEventHandlers({
          provider,
          fulfilment: createFulfilment({ queue: deps.queue, log }),
          log,
        }),
        log,
      })
    : null;
  const testActions = test && receiver ? testCheckoutActions({ db, checkout: test, receiver }) : null;
  const cancellation = subscriptionCancellation({ db, provider, log });

  return {
    name: 'purchase',
    setup,
    /** Before an account is deleted: its subscriptions end at the provider, or it is kept. */
    endSubscriptionsOf: (accountId: number) => cancellation.endAllOf(accountId),
    /**
     * POST /stripe/webhook. Mounted before the body parsers, because the signature covers the raw
     * bytes, and before the CSRF guard: Stripe proves itself by the signature, not a header of ours.
     */
    beforeBodyParsers(app: Express) {
      app.post(
        '/stripe/webhook',
        express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
        (req, res, next) => {
          if (!receiver) return next(new HttpError(404, 'Payments are not configured here.', 'not_found'));
          receiver.express(req, res, next);
        },
      );
    },
    /** The pricing page's Buy and Subscribe links; after the session middleware. */
    beforeContract(app: Express) {
      mountCheckoutLinks(app, { db, desk, viewerOf: deps.viewerOf, render: deps.render });
    },
    routes: {
      purchase: purchaseRouter({
        db,
        siteIndex: deps.siteIndex,
        provider,
        desk,
        testActions,
        cancellation,
        viewerOf: deps.viewerOf,
      }),
    },
  } satisfies FeatureModule & Record<string, unknown>;
}

export { orderSummary, pendingCredits, subscriptionSummary } from './account-rows.ts';
export { purchasePageLoaders } from './pages.ts';
export { paymentSetup } from './payment-setup.ts';
export { subscriptionStore } from './subscriptions.ts';
