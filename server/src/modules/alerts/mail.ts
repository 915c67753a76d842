import type { AlertEvent } from '@techcensus/contract';
import type { Mail } from '../../mail/mailer.ts';
import type { AlertRow } from './store.ts';

/** One line per event, in words. */
export function eventLine(e: AlertEvent): string {
  switch (e.type) {
    case 'site.matched':
      return `${e.data.domain} now matches.`;
    case 'site.unmatched':
      return `${e.data.domain} no longer matches.`;
    case 'technology.added':
      return `${e.data.domain}: ${e.data.technology.name}${e.data.version ? ` ${e.data.version}` : ''} added.`;
    case 'technology.dropped':
      return `${e.data.domain}: ${e.data.technology.name} dropped.`;
    case 'technology.version_changed':
      return `${e.data.domain}: ${e.data.technology.name} changed from ${e.data.from ?? 'no version'} to ${e.data.to ?? 'no version'}.`;
    case 'cve.new':
      return `${e.data.domain}: ${e.data.cve} applies to ${e.data.technology.name}${e.data.version ? ` ${e.data.version}` : ''}.`;
    case 'alert.test':
      return e.data.message;
  }
}

const footer = (baseUrl: string) => `\n\nManage your alerts through the API: ${baseUrl}/api/docs (Alerts).\n`;

export const eventMail = (to: string, alert: AlertRow, e: AlertEvent, baseUrl: string): Mail => ({
  to,
  subject: `Alert "${alert.name}": ${eventLine(e)}`,
  text: `${eventLine(e)}\n\nEvent ${e.id} (${e.type}) of your alert "${alert.name}".${footer(baseUrl)}`,
});

export const digestMail = (to: string, alert: AlertRow, events: AlertEvent[], baseUrl: string): Mail => ({
  to,
  subject: `Alert "${alert.name}": ${events.length} event${events.length === 1 ? '' : 's'}`,
  text: `${events.map((e) => `- ${eventLine(e)}`).join('\n')}${footer(baseUrl)}`,
});

export const pausedMail = (to: string, alert: AlertRow, reason: string, baseUrl: string): Mail => ({
  to,
  subject: `Alert "${alert.name}" is paused`,
  text:
    `Deliveries of your alert "${alert.name}" to ${alert.webhookUrl} have failed for a day, so the alert is paused ` +
    `and sends nothing until you resume it (PATCH /api/v1/alerts/${alert.id} with {"status": "active"}).\n\n` +
    `The last failure: ${reason}${footer(baseUrl)}`,
});
