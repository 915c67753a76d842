import { PURCHASE_MESSAGES } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Viewer } from '../../page-data/outcome.ts';
import type { Queryable } from '../../store/db.ts';
import { type AccountRow, accountStore } from '../accounts/index.ts';

/**
 * The account about to buy: signed in (401 with the spec's text otherwise) and enabled for
 * purchases (403 with the spec's text: free-mail and disposable addresses are not, part 1 §6).
 */
export async function buyerOf(db: Queryable, viewer: Viewer): Promise<AccountRow> {
  const id = viewer.account?.id;
  const account = id ? await accountStore.byId(db, id) : null;
  if (!account) throw new HttpError(401, PURCHASE_MESSAGES.loginRequired, 'login_required');
  if (!account.purchaseEnabled)
    throw new HttpError(403, PURCHASE_MESSAGES.cannotPurchase, 'purchase_not_enabled');
  return account;
}
