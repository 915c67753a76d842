import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { pageEnvelope } from '../../envelope.ts';
import { envelopeResponses } from './envelope-responses.ts';

const c = initContract();

/** What the local test checkout shows: the order being paid and that no money moves. */
export const TestCheckoutResults = z.object({
  SessionId: z.string(),
  Status: z.enum(['open', 'complete', 'expired']),
  ProductName: z.string(),
  /** Whole US dollars. */
  Amount: z.number(),
  Currency: z.string(),
  /** null for a one-time payment. */
  RecurringPeriod: z.enum(['monthly', 'yearly']).nullable(),
});

/** The local test checkout (the pricing page joins it). */
export const purchasePages = c.router({
  testCheckout: {
    method: 'GET',
    path: '/purchase/test-checkout/:sessionId/api',
    pathParams: z.object({ sessionId: z.string().min(1).max(200) }),
    summary: 'Page data of a local test checkout (signed-in owner only; without Stripe keys)',
    responses: { ...envelopeResponses(TestCheckoutResults), 401: pageEnvelope(TestCheckoutResults) },
  },
});
