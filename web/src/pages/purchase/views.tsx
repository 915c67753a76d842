import type { PageResults } from '../../data/outcome.ts';
import type { PageView } from '../registry.tsx';
import { type TestCheckoutData, TestCheckoutPage } from './TestCheckoutPage.tsx';

/** The local test checkout. */
export const purchasePageViews: PageView[] = [
  [
    '/purchase/test-checkout/:sessionId',
    (r) => <TestCheckoutPage results={r as PageResults & TestCheckoutData} />,
  ],
];
