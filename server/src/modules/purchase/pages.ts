import { pricingPage } from './pricing-page.ts';
import { testCheckoutPage } from './test-checkout-page.ts';

/** Page loaders of the purchase area, one per route of contract/src/routes/pages/pricing.ts. */
export const purchasePageLoaders = {
  pricing: pricingPage,
  testCheckout: testCheckoutPage,
};
