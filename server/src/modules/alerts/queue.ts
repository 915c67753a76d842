import type { AlertEvent } from '@techcensus/contract';
import { ensureWrittenSitesQueue, WRITTEN_SITES_QUEUE } from '../../indexing/written-sites.ts';
import { inBackground } from '../../store/priority.ts';
import { deliver } from './deliver.ts';
import type { AlertsDeps } from './deps.ts';
import { ALERT_DELIVERY_QUEUE, type DeliveryJob } from './events.ts';
import { digestMail } from './mail.ts';
import { type MatchJob, matchWrittenSites } from './matching.ts';
import { alertStore } from './store.ts';

const ALERT_DIGEST_QUEUE = 'alerts-digest';
/** Written sites one match job run takes at once: one percolation (or one SQL pass) for all. */
const MATCH_BATCH = 50;
/** Deliveries a worker makes at once; a slow receiver must not hold up everyone else's. */
const DELIVERY_BATCH = 10;

/** Sends the digests of days that have ended: one e-mail per alert with its events. */
export async function sendDigests(deps: AlertsDeps): Promise<number> {
  let sent = 0;
  for (const { alertId, events } of await alertStore.takeDigests(deps.db)) {
    const alert = await alertStore.get(deps.db, alertId);
    const to = alert && (await alertStore.accountEmail(deps.db, alert.accountId));
    if (!alert || !to) continue;
    try {
      await deps.mailer.send({
        ...digestMail(to, alert, events as AlertEvent[], deps.baseUrl),
        accountId: alert.accountId,
      });
      sent++;
    } catch (err) {
      deps.log.error({ err, alert: alertId }, 'alert digest could not be sent');
    }
  }
  return sent;
}

/** Matching, delivery and digest workers, and the digest's hourly schedule. */
export async function startAlertWorkers(deps: AlertsDeps): Promise<void> {
  const { queue } = deps;
  await ensureWrittenSitesQueue(queue);
  // Retries of deliveries are the module's own (recorded, with its back-off); a job that throws
  // (the database went away) is tried again by the queue.
  await queue.createQueue(ALERT_DELIVERY_QUEUE, {
    name: ALERT_DELIVERY_QUEUE,
    retryLimit: 3,
    retryBackoff: true,
  });
  await queue.createQueue(ALERT_DIGEST_QUEUE, { name: ALERT_DIGEST_QUEUE, retryLimit: 1 });
  await inBackground(async () => {
    await queue.work<MatchJob>(
      WRITTEN_SITES_QUEUE,
      { batchSize: MATCH_BATCH, pollingIntervalSeconds: 1 },
      async (jobs) => {
        await matchWrittenSites(
          deps,
          jobs.map((j) => j.data),
        );
      },
    );
    await queue.work<DeliveryJob>(
      ALERT_DELIVERY_QUEUE,
      { batchSize: DELIVERY_BATCH, pollingIntervalSeconds: 1 },
      async (jobs) => {
        const done = await Promise.allSettled(jobs.map((j) => deliver(deps, j.data)));
        // One attempt that failed to run (not a receiver's failure: ours) is sent again alone, so
        // the batch's other deliveries are not repeated.
        for (const [i, r] of done.entries())
          if (r.status === 'rejected') {
            deps.log.error(
              { err: r.reason, alert: jobs[i].data.alertId },
              'alerts: a delivery could not run',
            );
            await queue.send(ALERT_DELIVERY_QUEUE, jobs[i].data, {
              startAfter: Math.ceil(deps.retryBaseSeconds),
            });
          }
      },
    );
    await queue.work(ALERT_DIGEST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      await sendDigests(deps);
    });
  });
  await queue.schedule(ALERT_DIGEST_QUEUE, '5 * * * *', {});
}
