import type { AreaViews } from '../page-view.ts';
import { PricingPage } from './PricingPage.tsx';
import { TestCheckoutPage } from './TestCheckoutPage.tsx';

/** The pricing page and the local test checkout. */
export const purchasePageViews = {
  pricing: (r) => <PricingPage results={r} />,
  testCheckout: (r) => <TestCheckoutPage results={r} />,
} satisfies AreaViews;
