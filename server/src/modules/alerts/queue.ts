import type { AlertEvent } from '@techcensus/contract';
import { ensureWrittenSitesQueue, WRITTEN_SITES_QUEUE } from '../../indexing/written-sites.ts';
import { workByKey } from '../../jobs/keyed-work.ts';
import { inBackground } from '../../store/priority.ts';
import { deliver } from './deliver.ts';
import { type AlertsDeps, DELIVERIES_PER_RECEIVER } from './deps.ts';
import { ALERT_DELIVERY_QUEUE, type DeliveryJob } from './events.ts';
import { digestMail } from './mail.ts';
import { type MatchJob, matchWrittenSites } from './matching.ts';
import { alertStore } from './store.ts';

const ALERT_DIGEST_QUEUE = 'alerts-digest';
/** Written sites one match job run takes at once: one percolation (or one SQL pass) for all. */
const MATCH_BATCH = 50;
/** Deliveries this process makes at once, every receiver together. */
const DELIVERY_CONCURRENCY = 16;
/** A receiver whose oldest delivery in flight has waited this long is slow (jobs/keyed-work.ts). */
const SLOW_RECEIVER_MS = 1_000;

/**
 * How long a delivery job may stay active before the queue takes it for lost (a crash) and runs
 * it again: an attempt's timeout, a wait for a place, and the recording, with room to spare. The
 * default (15 minutes) held the deliveries of a process that died for a quarter of an hour.
 */
export const deliveryExpirySeconds = (deps: Pick<AlertsDeps, 'deliveryTimeoutMs'>) =>
  Math.ceil((deps.deliveryTimeoutMs + SLOW_RECEIVER_MS) / 1000) + 20;

/** The receiver a delivery goes to, as it is now (the alert's URL may have changed since). */
async function receiverOf(deps: AlertsDeps, job: DeliveryJob): Promise<string | null> {
  const alert = await alertStore.get(deps.db, job.alertId);
  if (!alert?.webhookUrl) return null;
  try {
    return new URL(alert.webhookUrl).origin;
  } catch {
    return null;
  }
}

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
  // (the database went away), or is lost with its process, is tried again by the queue — with the
  // same event, whose id receivers deduplicate by.
  const deliveryPolicy = {
    retryLimit: 3,
    retryDelay: Math.ceil(deps.retryBaseSeconds),
    retryBackoff: true,
    expireInSeconds: deliveryExpirySeconds(deps),
  };
  await queue.createQueue(ALERT_DELIVERY_QUEUE, { name: ALERT_DELIVERY_QUEUE, ...deliveryPolicy });
  // A store made before the policy changed keeps its queue's: it is updated.
  await queue.updateQueue(ALERT_DELIVERY_QUEUE, { name: ALERT_DELIVERY_QUEUE, ...deliveryPolicy });
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
    await workByKey<DeliveryJob>(
      queue,
      ALERT_DELIVERY_QUEUE,
      {
        concurrency: DELIVERY_CONCURRENCY,
        perKey: DELIVERIES_PER_RECEIVER,
        jobTimeoutMs: deps.deliveryTimeoutMs,
        slowAfterMs: SLOW_RECEIVER_MS,
        pollingIntervalSeconds: 1,
        keyOf: (job) => receiverOf(deps, job),
        log: deps.log,
      },
      async (job) => {
        await deliver(deps, job);
      },
    );
    await queue.work(ALERT_DIGEST_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
      await sendDigests(deps);
    });
  });
  await queue.schedule(ALERT_DIGEST_QUEUE, '5 * * * *', {});
}
