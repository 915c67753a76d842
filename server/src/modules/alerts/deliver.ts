import { ALERT_SIGNATURE_HEADER, type AlertDelivery } from '@techcensus/contract';
import { type AlertsDeps, RETRY_WINDOW_SECONDS } from './deps.ts';
import { ALERT_DELIVERY_QUEUE, type DeliveryJob } from './events.ts';
import { pausedMail } from './mail.ts';
import { retryable, retryDelayMs } from './retry.ts';
import { signatureHeader } from './signature.ts';
import { type AlertRow, alertStore, signingSecrets } from './store.ts';
import { webhookUrlProblem } from './webhook-url.ts';

/** The receiver's answer is not read beyond this: only its status matters. */
const ANSWER_BYTES = 4_096;

interface Attempt {
  status: number | null;
  latencyMs: number | null;
  error: string | null;
}

/** One signed POST, through the guard, redirects not followed. */
async function post(
  deps: AlertsDeps,
  alert: AlertRow & { webhookUrl: string },
  job: DeliveryJob,
): Promise<Attempt> {
  // Checked again at every delivery: the name may resolve to a private address by now.
  const problem = await webhookUrlProblem(deps.guard(), alert.webhookUrl);
  if (problem) return { status: null, latencyMs: null, error: problem };
  const body = JSON.stringify(job.event);
  const t = Math.floor(Date.now() / 1000);
  const started = performance.now();
  const res = await deps.fetcher().relay(alert.webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': `TechCensus-Webhooks/1.0 (+${deps.baseUrl}/about-api)`,
      [ALERT_SIGNATURE_HEADER.toLowerCase()]: signatureHeader(signingSecrets(alert), body, t),
      'techcensus-event-id': job.event.id,
    },
    body: Buffer.from(body),
    followRedirects: false,
    signal: AbortSignal.timeout(deps.deliveryTimeoutMs),
    maxBodyBytes: ANSWER_BYTES,
  });
  const latencyMs = Math.round(performance.now() - started);
  if (!res.ok) return { status: null, latencyMs, error: res.reason };
  if (res.status >= 200 && res.status < 300) return { status: res.status, latencyMs, error: null };
  const error =
    res.status >= 300 && res.status < 400
      ? `answered HTTP ${res.status}; redirects are not followed`
      : `answered HTTP ${res.status}`;
  return { status: res.status, latencyMs, error };
}

/**
 * One attempt of a webhook delivery, recorded. A failure worth retrying (no answer, 429, 5xx) is
 * queued again after the back-off while the day lasts; a run of failures longer than the pause
 * limit pauses the alert and tells its owner. `final` (the test call) tries once and leaves the
 * alert's failure run alone. A deleted alert's deliveries are dropped.
 */
export async function deliver(
  deps: AlertsDeps,
  job: DeliveryJob,
  opts: { final?: boolean } = {},
): Promise<AlertDelivery | null> {
  const { db } = deps;
  const alert = await alertStore.get(db, job.alertId);
  if (!alert?.webhookUrl) return null;
  const base = {
    alertId: alert.id,
    eventId: job.event.id,
    type: job.event.type,
    channel: 'webhook' as const,
    attempt: job.attempt,
    site: job.site,
  };
  if (alert.status === 'paused' && !opts.final)
    return alertStore.record(db, {
      ...base,
      status: null,
      latencyMs: null,
      outcome: 'skipped',
      error: 'The alert is paused.',
    });
  const attempt = await post(deps, { ...alert, webhookUrl: alert.webhookUrl }, job);
  if (attempt.error === null) {
    if (!opts.final) await alertStore.succeeded(db, alert.id);
    return alertStore.record(db, { ...base, ...attempt, outcome: 'delivered' });
  }
  const wait =
    !opts.final && retryable(attempt.status)
      ? retryDelayMs(job.attempt, new Date(job.firstAttemptAt), new Date(), {
          baseSeconds: deps.retryBaseSeconds,
          windowSeconds: RETRY_WINDOW_SECONDS,
        })
      : null;
  const recorded = await alertStore.record(db, {
    ...base,
    ...attempt,
    outcome: wait === null ? 'failed' : 'retrying',
  });
  if (wait !== null)
    await deps.queue.send(ALERT_DELIVERY_QUEUE, { ...job, attempt: job.attempt + 1 } satisfies DeliveryJob, {
      startAfter: new Date(Date.now() + wait),
    });
  if (!opts.final && (await alertStore.failed(db, alert.id, deps.pauseAfterSeconds, attempt.error))) {
    const to = await alertStore.accountEmail(db, alert.accountId);
    if (to)
      await deps.mailer
        .send({ ...pausedMail(to, alert, attempt.error, deps.baseUrl), accountId: alert.accountId })
        .catch((err) => deps.log.error({ err, alert: alert.id }, 'alert pause notice could not be sent'));
  }
  return recorded;
}
