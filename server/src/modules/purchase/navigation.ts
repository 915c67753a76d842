import type { AnyPageEnvelope } from '@techcensus/contract';
import type { Express, Request, RequestHandler } from 'express';
import { HttpError, responseKind } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Db } from '../../store/db.ts';
import type { CheckoutSessionRef } from './checkout.ts';
import type { OrderDesk } from './order-desk.ts';
import { orderCredits, orderSubscription } from './plan-purchase.ts';

export type RenderPage = (url: string, envelope: AnyPageEnvelope, fallbackTitle: string) => Promise<string>;

/**
 * The pricing page's Buy and Subscribe links (part 2 §2): plain navigations that open a checkout
 * and answer 303 to it. Bad links get the error page; an anonymous visitor gets the sign-in
 * panel on this same address, which reloads after signing in and so carries on to the checkout.
 */
export function mountCheckoutLinks(
  app: Express,
  deps: { db: Db; desk: OrderDesk; viewerOf(req: Request): Viewer; render: RenderPage },
): void {
  const go =
    (open: (req: Request) => Promise<CheckoutSessionRef>): RequestHandler =>
    async (req, res, next) => {
      // A HEAD (link checkers, previews) must not open a checkout.
      if (req.method === 'HEAD') {
        res.status(204).end();
        return;
      }
      try {
        const session = await open(req);
        res.set('Cache-Control', 'no-store').redirect(303, session.url);
      } catch (err) {
        if (err instanceof HttpError && err.status === 401 && responseKind(req) === 'html') {
          const envelope: AnyPageEnvelope = { resultLoginRequired: true, User: { LoggedIn: false } };
          deps
            .render(req.originalUrl, envelope, 'Sign in to continue')
            .then((html) => res.status(401).type('html').send(html), next);
          return;
        }
        next(err);
      }
    };

  app.get(
    '/purchase/credits',
    go((req) => orderCredits(deps, deps.viewerOf(req), req.query.package)),
  );
  app.get(
    '/purchase/subscription',
    go((req) => orderSubscription(deps, deps.viewerOf(req), req.query.type, req.query.yearly)),
  );
}
