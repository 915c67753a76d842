import { creditCostText } from '@techcensus/sdk';
import { z } from 'zod';
import { alertsTable, alertText, secretText } from '../../output/alert-text.ts';
import { count, plural } from '../../output/text.ts';
import { AlertList, AlertWithSecret, CreateAlertBody } from '../contract.ts';
import { defineTool } from '../tool.ts';

export const listAlerts = defineTool({
  name: 'list_alerts',
  title: 'List alerts',
  description: `The account's alerts (saved filters that send signed webhook events or e-mail when websites start or stop matching, and changes of its monitored websites), with the plan's limits and today's event count. Cost: ${creditCostText('listAlerts')}.`,
  input: z.object({}),
  output: AlertList,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { client }) {
    const list = await client.listAlerts();
    const { limits } = list;
    const lines = [
      `${plural(list.alerts.length, 'alert')} of ${count(limits.alerts)} the plan allows; ${count(limits.eventsToday)} of ${count(limits.eventsPerDay)} events sent today.`,
    ];
    if (list.alerts.length) lines.push(alertsTable(list.alerts));
    return { text: lines.join('\n'), data: list };
  },
});

export const createAlert = defineTool({
  name: 'create_alert',
  title: 'Create an alert',
  description: `Saves filters (the list_websites filter language) as an alert that tells the account when websites start or stop matching them, by signed webhook (webhookUrl, https) and/or e-mail to the account's address (email: true). The answer holds the webhook signing secret, shown only this once. Cost: ${creditCostText('createAlert')}; the plan limits how many alerts and events a day.`,
  input: CreateAlertBody,
  output: AlertWithSecret,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }) {
    const alert = await client.createAlert(args);
    return { text: `${alertText(alert)}\n${secretText(alert, false)}`, data: alert };
  },
});
