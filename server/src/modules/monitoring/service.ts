import {
  type AddMonitoredWebsiteBody,
  checkScanDomain,
  INVALID_DOMAIN_MESSAGE,
  MONITORING_MESSAGES,
  monitoringLimitMessage,
  normalizeDomain,
  SCAN_NOT_PERMITTED_MESSAGE,
} from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import { isSuppressed } from '../../indexing/suppression.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Db } from '../../store/db.ts';
import { ownershipOf } from '../ownership/index.ts';
import type { Requester, ScanLimits } from '../scans/index.ts';
import { monitoringPlanOf } from './plan.ts';
import { enqueueMonitoringScan } from './queue.ts';
import { monitoringStore } from './store.ts';

/**
 * Adds a website to the account's list with every server-side rule, in this order: a readable,
 * permitted domain (part 2 §5) not removed by its owner, something to monitor, for security monitoring the permission
 * and verified ownership (§6), not already listed, the plan's limit, and the scan limits: an add
 * runs a scan at once, so it takes a scan from the account's and the address's hourly allowance
 * (only an add that passed every other rule does). The plan's limit is counted under a lock of
 * the account row, so two parallel adds cannot both take the last place.
 */
export async function addMonitoredWebsite(
  deps: { db: Db; queue: Queue; scanLimits: ScanLimits },
  who: Requester & { accountId: number },
  body: AddMonitoredWebsiteBody,
): Promise<string> {
  const { accountId } = who;
  const checked = checkScanDomain(body.website.trim());
  if (!checked.ok) throw new HttpError(400, checked.error, 'invalid_domain');
  const website = checked.domain;
  // Its owner asked for its removal: watching it would be visiting it again (docs/ownership.md).
  if (await isSuppressed(deps.db, website))
    throw new HttpError(403, SCAN_NOT_PERMITTED_MESSAGE, 'scan_not_permitted');
  if (!body.technology && !body.security)
    throw new HttpError(400, MONITORING_MESSAGES.nothingToMonitor, 'nothing_to_monitor');
  if (body.security) {
    if (!body.permissionToScan)
      throw new HttpError(400, MONITORING_MESSAGES.permissionRequired, 'permission_required');
    if (!(await ownershipOf(deps.db, accountId, website)))
      throw new HttpError(403, MONITORING_MESSAGES.ownershipRequired, 'ownership_required');
  }
  await deps.db.transaction(async (tx) => {
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
    if (await monitoringStore.get(tx, accountId, website))
      throw new HttpError(409, MONITORING_MESSAGES.alreadyMonitored, 'already_monitored');
    const [count, plan] = await Promise.all([
      monitoringStore.count(tx, accountId),
      monitoringPlanOf(tx, accountId),
    ]);
    if (count >= plan.max) throw new HttpError(403, monitoringLimitMessage(count, plan.max), 'limit_reached');
    await deps.scanLimits.take(who);
    await monitoringStore.insert(tx, {
      accountId,
      website,
      technology: body.technology,
      security: body.security,
    });
    await enqueueMonitoringScan(deps.queue, tx, { accountId, website });
  });
  return website;
}

/**
 * Queues a scan of a listed website now (the page offers it after a failed scan). It visits the
 * site as an add does, so it takes a scan from the same hourly allowance.
 */
export async function rescanMonitoredWebsite(
  deps: { db: Db; queue: Queue; scanLimits: ScanLimits },
  who: Requester & { accountId: number },
  input: string,
): Promise<void> {
  const checked = input.trim() ? normalizeDomain(input) : null;
  if (!checked?.ok) throw new HttpError(400, INVALID_DOMAIN_MESSAGE, 'invalid_domain');
  const website = checked.domain;
  if (!(await monitoringStore.get(deps.db, who.accountId, website)))
    throw new HttpError(404, MONITORING_MESSAGES.notMonitored, 'not_monitored');
  await deps.scanLimits.take(who);
  await enqueueMonitoringScan(deps.queue, deps.db, { accountId: who.accountId, website });
}

/** Removes the website and, with it, its scans and change history. */
export async function deleteMonitoredWebsite(db: Db, accountId: number, input: string): Promise<void> {
  const checked = input.trim() ? normalizeDomain(input) : null;
  if (!checked?.ok) throw new HttpError(400, INVALID_DOMAIN_MESSAGE, 'invalid_domain');
  if (!(await monitoringStore.remove(db, accountId, checked.domain)))
    throw new HttpError(404, MONITORING_MESSAGES.notMonitored, 'not_monitored');
}
