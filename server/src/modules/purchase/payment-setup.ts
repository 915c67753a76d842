import { type Config, ConfigError, developmentConveniences } from '../../config/index.ts';

export type PaymentSetup = 'stripe' | 'test' | 'off';

/**
 * Which checkout takes payments: Stripe with all three Stripe settings; none of them gives the
 * local test checkout where it is a development convenience (development on a loopback address,
 * or PURCHASE_TEST_CHECKOUT=true, which itself needs a loopback address), and otherwise no
 * purchases at all. Some but not all Stripe settings is a mistake worth stopping for.
 */
export function paymentSetup(config: Config): PaymentSetup {
  const stripe = [config.STRIPE_SECRET_KEY, config.STRIPE_PUBLISHABLE_KEY, config.STRIPE_WEBHOOK_SECRET];
  const set = stripe.filter(Boolean).length;
  if (set === stripe.length) return 'stripe';
  if (set > 0) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together: set all three or none.',
    );
  }
  return developmentConveniences(config).testCheckout ? 'test' : 'off';
}
