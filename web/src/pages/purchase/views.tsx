import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { type PricingData, PricingPage } from './PricingPage.tsx';
import { type TestCheckoutData, TestCheckoutPage } from './TestCheckoutPage.tsx';

/** The pricing page and the local test checkout. */
export const purchasePageViews: PageView[] = [
  ['/pricing', (r) => <PricingPage results={r as PageResults & PricingData} />],
  [
    '/purchase/test-checkout/:sessionId',
    (r) => <TestCheckoutPage results={r as PageResults & TestCheckoutData} />,
  ],
];
