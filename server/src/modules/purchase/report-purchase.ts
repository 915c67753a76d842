import {
  countOf,
  PURCHASE_MESSAGES,
  type ReportPurchaseBody,
  reportPrice,
  reportSizeBounds,
} from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { SiteIndex } from '../../siteindex/port.ts';
import type { Db } from '../../store/db.ts';
import { compileReportFilters } from '../reports/index.ts';
import { buyerOf } from './buyer.ts';
import type { CheckoutSessionRef } from './checkout.ts';
import type { OrderDesk } from './order-desk.ts';

/** The builder's address, when the order came from it; anything else returns to a fresh builder. */
export function builderReturnPath(orderURL: string): string {
  try {
    const url = new URL(orderURL, 'http://local.invalid');
    if (url.pathname === '/create-report') return `/create-report${url.search}`;
  } catch {
    // Not an address at all: the plain builder.
  }
  return '/create-report';
}

const changed = () => new HttpError(409, PURCHASE_MESSAGES.reportChanged, 'report_changed');

/**
 * POST /purchase/report (part 1 §4 Purchase). The buyer's count and price are claims: the
 * filters are compiled and counted again, the size must sit inside the bounds of today's count
 * (part 1 §5) and the price must be the tier price of that size (part 1 §9). Any difference
 * means the index moved or the page was tampered with, and the order is refused.
 */
export async function orderReport(
  deps: { db: Db; siteIndex: SiteIndex; desk: OrderDesk },
  viewer: Viewer,
  body: ReportPurchaseBody,
): Promise<CheckoutSessionRef> {
  const account = await buyerOf(deps.db, viewer);
  if (!body.agreedWithTerms) throw new HttpError(400, PURCHASE_MESSAGES.termsUnchecked, 'terms_unchecked');
  if (!deps.desk.available) throw new HttpError(503, PURCHASE_MESSAGES.notAvailable, 'payments_unavailable');
  const filters = await compileReportFilters(deps.db, body.details);
  const { count } = await deps.siteIndex.countSample(filters, 0);
  const bounds = reportSizeBounds(count);
  if (bounds.max === 0) {
    if (body.domainCount > 0) throw changed();
    throw new HttpError(400, PURCHASE_MESSAGES.nothingToBuy, 'nothing_to_buy');
  }
  if (body.domainCount < bounds.min || body.domainCount > bounds.max) throw changed();
  const price = reportPrice(body.domainCount);
  if (body.price !== price) throw changed();
  return deps.desk.open(account, {
    kind: 'report',
    name: body.orderCriteria,
    description: `List of ${countOf(body.domainCount, 'website')}`,
    price,
    details: {
      filters: body.details,
      size: body.domainCount,
      criteria: body.orderCriteria,
      url: body.orderURL,
    },
    cancelPath: builderReturnPath(body.orderURL),
  });
}
