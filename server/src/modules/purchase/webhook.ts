import type { Request, RequestHandler } from 'express';
import type Stripe from 'stripe';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import type { CheckoutProvider } from './checkout.ts';
import type { EventHandlers } from './events.ts';

export interface WebhookAnswer {
  status: 200 | 400;
  body: { received: true; duplicate?: true } | { err: string; code: string };
}

/**
 * POST /stripe/webhook: the signature is checked on the raw body with the endpoint's secret, then
 * the event is handled once. Its id goes into `stripe_events` in the transaction that applies it,
 * so a redelivery (Stripe delivers at least once) changes nothing, and a failure part-way leaves
 * no trace: the 500 makes Stripe send it again.
 */
export function createWebhookReceiver(deps: {
  db: Db;
  provider: CheckoutProvider;
  handlers: EventHandlers;
  log: Logger;
}) {
  const { db, provider, handlers, log } = deps;

  async function handled(id: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM stripe_events WHERE id = $1', [id]);
    return rows.length > 0;
  }

  async function handle(event: Stripe.Event): Promise<boolean> {
    if (await handled(event.id)) return false;
    const prepared = await handlers.prepare(event, db);
    return db.transaction(async (tx) => {
      const first = await tx.query(
        'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [event.id, event.type],
      );
      // Another delivery of the same event got here first and committed while this one prepared.
      if (!first.rows[0]) return false;
      const acted = await handlers.apply(tx, event, prepared);
      if (!acted) log.debug({ eventId: event.id, type: event.type }, 'stripe event not used');
      return true;
    });
  }

  async function receive(payload: Buffer | string, signature: string | undefined): Promise<WebhookAnswer> {
    if (!signature) {
      return { status: 400, body: { err: 'The Stripe-Signature header is missing.', code: 'bad_signature' } };
    }
    let event: Stripe.Event;
    try {
      event = provider.verifyEvent(payload, signature);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'stripe webhook with a bad signature refused');
      return { status: 400, body: { err: 'The event signature is not valid.', code: 'bad_signature' } };
    }
    const first = await handle(event);
    return { status: 200, body: first ? { received: true } : { received: true, duplicate: true } };
  }

  /** The Express handler; the body must reach it unparsed (express.raw). */
  const express: RequestHandler = (req: Request, res, next) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    receive(body, req.get('stripe-signature')).then((answer) => {
      res.status(answer.status).json(answer.body);
    }, next);
  };

  return { receive, express };
}
export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
