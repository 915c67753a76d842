import type { Alert, AlertDelivery, AlertWithSecret } from '@techcensus/sdk';
import { describeFilters } from '../filter-flags.ts';
import { orDash, pairs, table } from './text.ts';

/** "webhook https://…, e-mail (daily digest)": where an alert tells its owner. */
export function channelsText(a: Alert): string {
  const parts: string[] = [];
  if (a.webhookUrl) parts.push(`webhook ${a.webhookUrl}`);
  if (a.email) parts.push(a.digest ? 'e-mail (daily digest)' : 'e-mail');
  return parts.join(', ') || 'nowhere';
}

const statusText = (a: Alert) =>
  a.status === 'paused' ? `paused${a.pausedReason ? `: ${a.pausedReason}` : ''}` : a.status;

export function alertText(a: Alert): string {
  const facts: [string, string][] = [
    ['id', a.id],
    ['status', statusText(a)],
    ['filters', describeFilters(a.filters)],
    ['events', a.events.join(', ')],
    ['sends to', channelsText(a)],
    ['created', a.createdAt],
  ];
  if (a.secretRotatedAt) facts.push(['secret rotated', a.secretRotatedAt]);
  if (a.previousSecretExpiresAt) facts.push(['old secret signs until', a.previousSecretExpiresAt]);
  return [a.name, pairs(facts)].join('\n');
}

/** The secret, said once with what to do with it: the service never shows it again. */
export function secretText(a: AlertWithSecret, rotated: boolean): string {
  const lines = [
    `Signing secret: ${a.secret}`,
    'Store it now: it is shown only this once. Use it to verify the TechCensus-Signature header of each delivery.',
  ];
  if (rotated)
    lines.push('The previous secret keeps signing too for a day, so your receiver can switch over.');
  return lines.join('\n');
}

export function alertsTable(alerts: Alert[]): string {
  return table(
    ['id', 'name', 'status', 'sends to', 'filters'],
    alerts.map((a) => [a.id, a.name, a.status, channelsText(a), describeFilters(a.filters)]),
  );
}

export function deliveriesTable(deliveries: AlertDelivery[]): string {
  return table(
    ['when', 'event', 'type', 'channel', 'try', 'outcome', 'HTTP', 'ms', 'site'],
    deliveries.map((d) => [
      d.at.slice(0, 19).replace('T', ' '),
      d.eventId,
      d.type,
      d.channel,
      d.attempt,
      d.error ? `${d.outcome} (${d.error})` : d.outcome,
      orDash(d.status),
      orDash(d.latencyMs),
      orDash(d.site),
    ]),
  );
}
