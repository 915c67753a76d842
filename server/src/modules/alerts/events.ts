import { randomUUID } from 'node:crypto';
import { type AlertEvent, type AlertEventOf, type AlertEventType, alertLimitsOf } from '@techcensus/contract';
import type { SiteDoc } from '../../siteindex/port.ts';
import { subscriptionStore } from '../purchase/index.ts';
import type { AlertsDeps } from './deps.ts';
import { eventMail } from './mail.ts';
import { type AlertRow, alertStore } from './store.ts';

export const ALERT_DELIVERY_QUEUE = 'alerts-deliver';

export interface DeliveryJob {
  alertId: string;
  event: AlertEvent;
  attempt: number;
  firstAttemptAt: string;
  site: string | null;
}

const LOW_RANK = 2_000_000_000;

export function newEvent<T extends AlertEventType>(
  type: T,
  alert: Pick<AlertRow, 'id' | 'name'>,
  data: AlertEventOf<T>['data'],
  created = new Date(),
): AlertEventOf<T> {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    type,
    created: Math.floor(created.getTime() / 1000),
    alert: { id: alert.id, name: alert.name },
    data,
  } as AlertEventOf<T>;
}

/** What an event says about a site: enough to act on without a lookup. */
export function siteSummary(doc: SiteDoc) {
  const seen = new Set<string>();
  return {
    domain: doc.domain,
    rank: doc.rank >= LOW_RANK ? null : doc.rank,
    country: doc.country,
    technologies: doc.technologies
      .filter((t) => !seen.has(t.slug) && seen.add(t.slug))
      .map((t) => ({ slug: t.slug, name: t.name, version: t.version })),
  };
}

/**
 * Sends one event of `alert` its ways: a queued webhook delivery, an e-mail now, or a line of
 * tomorrow's digest. The plan's events a day are counted per account; an event over them is
 * recorded as skipped and goes nowhere.
 */
export async function dispatch(deps: AlertsDeps, alert: AlertRow, event: AlertEvent, site: string | null) {
  const { db } = deps;
  const sub = await subscriptionStore.current(db, alert.accountId);
  const { eventsPerDay } = alertLimitsOf(sub?.plan);
  if (!(await alertStore.takeEvent(db, alert.accountId, eventsPerDay))) {
    await alertStore.record(db, {
      alertId: alert.id,
      eventId: event.id,
      type: event.type,
      channel: alert.webhookUrl ? 'webhook' : 'email',
      attempt: 0,
      status: null,
      latencyMs: null,
      outcome: 'skipped',
      error: `Your plan's ${eventsPerDay} alert events a day are used up; this event was not sent.`,
      site,
    });
    return;
  }
  if (alert.webhookUrl) {
    const job: DeliveryJob = {
      alertId: alert.id,
      event,
      attempt: 1,
      firstAttemptAt: new Date().toISOString(),
      site,
    };
    await deps.queue.send(ALERT_DELIVERY_QUEUE, job);
  }
  if (alert.email) {
    if (alert.digest) await alertStore.addDigestEvent(db, alert.id, event);
    else await emailEvent(deps, alert, event, site);
  }
}

/** One event by e-mail to the owner, recorded like a webhook attempt. */
export async function emailEvent(deps: AlertsDeps, alert: AlertRow, event: AlertEvent, site: string | null) {
  const to = await alertStore.accountEmail(deps.db, alert.accountId);
  let error: string | null = to ? null : 'The account has no e-mail address.';
  if (to)
    try {
      await deps.mailer.send({ ...eventMail(to, alert, event, deps.baseUrl), accountId: alert.accountId });
    } catch (err) {
      deps.log.error({ err, alert: alert.id }, 'alert e-mail could not be sent');
      error = 'The e-mail could not be sent.';
    }
  await alertStore.record(deps.db, {
    alertId: alert.id,
    eventId: event.id,
    type: event.type,
    channel: 'email',
    attempt: 1,
    status: null,
    latencyMs: null,
    outcome: error ? 'failed' : 'delivered',
    error,
    site,
  });
}
