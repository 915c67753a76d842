import type { AccountResults } from '@techcensus/contract';
import type { z } from 'zod';
import { accountStore } from '../modules/accounts/index.ts';
import type { PageContext } from '../page-data/context.ts';
import { pageMeta } from '../page-data/meta.ts';
import {
  type LoginRequiredOutcome,
  type PageOutcome,
  pageLoginRequired,
  pageOk,
} from '../page-data/outcome.ts';
import { accountPageData } from './account-summary.ts';

/** /user/account (part 1 §2): signed-in only; anonymous visitors get resultLoginRequired (401). */
export async function userAccountPage(
  ctx: PageContext,
): Promise<PageOutcome<z.infer<typeof AccountResults>> | LoginRequiredOutcome> {
  const id = ctx.viewer.account?.id;
  const account = id ? await accountStore.byId(ctx.deps.db, id) : null;
  if (!account) return pageLoginRequired();
  const meta = pageMeta(ctx.baseUrl, {
    title: 'Account',
    description: 'Your TechCensus account: API key, subscription, credits, reports and orders.',
    path: '/user/account',
    crumbs: [['Account', '/user/account']],
  });
  return pageOk(ctx.viewer, meta, { Account: await accountPageData(ctx.deps.db, account) });
}
