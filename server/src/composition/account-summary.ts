import type { AccountResults } from '@techcensus/contract';
import type { z } from 'zod';
import type { AccountRow } from '../modules/accounts/index.ts';
import { apiKeyInfo } from '../modules/accounts/index.ts';
import { creditBalance } from '../modules/credits/index.ts';
import { monitoringStore } from '../modules/monitoring/index.ts';
import { verifiedDomainsOf } from '../modules/ownership/index.ts';
import { orderSummary, pendingCredits, subscriptionSummary } from '../modules/purchase/index.ts';
import { reportsOfAccount } from '../modules/reports/index.ts';
import type { Queryable } from '../store/db.ts';

type Account = z.infer<typeof AccountResults>['Account'];

/*
 * The rows of the account page that other capabilities own (credits ledger, subscriptions,
 * reports, orders, verified domains, monitoring), one named function each. A capability not
 * built yet answers honestly for today — nothing, zero, "None" — until its query replaces it.
 * None of them invents data.
 */
export const accountSummary = {
  /** Pending: credit packages paid by a method that has not settled yet. */
  async credits(db: Queryable, accountId: number): Promise<{ credits: number; pending: number }> {
    const [{ balance }, pending] = await Promise.all([
      creditBalance(db, accountId, new Date()),
      pendingCredits(db, accountId),
    ]);
    return { credits: balance, pending };
  },
  async subscription(
    db: Queryable,
    accountId: number,
  ): Promise<{ current: Account['Subscription']; pending: boolean }> {
    return subscriptionSummary(db, accountId);
  },
  async verifiedDomains(db: Queryable, accountId: number): Promise<string[]> {
    return (await verifiedDomainsOf(db, accountId)).map((d) => d.domain);
  },
  async monitoredWebsiteCount(db: Queryable, accountId: number): Promise<number> {
    return monitoringStore.count(db, accountId);
  },
  /** Failed builds are in neither list: they wait for the operator, who is told by the log. */
  async reports(db: Queryable, accountId: number): Promise<{ ready: Account['Reports']; pending: number }> {
    const { ready, pending } = await reportsOfAccount(db, accountId);
    return { ready: ready.map((r) => ({ id: r.id, date: r.date.toISOString(), name: r.name })), pending };
  },
  async orders(db: Queryable, accountId: number): Promise<Account['Orders']> {
    return orderSummary(db, accountId);
  },
};

/** Everything the account page shows, from the account row and the functions above. */
export async function accountPageData(db: Queryable, account: AccountRow): Promise<Account> {
  const [key, credits, subscription, domains, monitored, reports, orders] = await Promise.all([
    apiKeyInfo(db, account.id),
    accountSummary.credits(db, account.id),
    accountSummary.subscription(db, account.id),
    accountSummary.verifiedDomains(db, account.id),
    accountSummary.monitoredWebsiteCount(db, account.id),
    accountSummary.reports(db, account.id),
    accountSummary.orders(db, account.id),
  ]);
  return {
    Name: account.name,
    Email: account.email,
    AuthType: account.authType,
    DateOpened: account.createdAt.toISOString(),
    HasPassword: account.passwordHash !== null,
    APIKey: key ? { Prefix: key.prefix, GenerationDate: key.createdAt.toISOString() } : null,
    Subscription: subscription.current,
    PendingSubscription: subscription.pending,
    Credits: credits.credits,
    PendingCredits: credits.pending,
    VerifiedDomainCount: domains.length,
    VerifiedDomains: domains,
    MonitoredWebsiteCount: monitored,
    Reports: reports.ready,
    PendingReportCount: reports.pending,
    Orders: orders,
    CanPurchase: account.purchaseEnabled,
    // A gmail.com address proves nothing about gmail.com (modules/ownership/verified.ts), so the
    // page suggests verifying or monitoring the e-mail's domain only for professional addresses.
    EmailDomain:
      account.emailClass === 'professional' ? account.email.slice(account.email.lastIndexOf('@') + 1) : null,
  };
}
