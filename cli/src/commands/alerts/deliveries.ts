import { Flags } from '@oclif/core';
import type { AlertDelivery } from '@techcensus/sdk';
import { alertIdArg } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { deliveriesTable } from '../../output/alert-text.ts';

export default class AlertsDeliveries extends TechCensusCommand {
  static override summary = 'List the delivery attempts of an alert, newest first.';
  static override description =
    'Every attempt: the event id (the same on every retry), its type, channel, try number, outcome, the HTTP status and time your endpoint answered with, and the website the event is about. Free.';
  static override examples = [
    '<%= config.bin %> alerts deliveries 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11',
    '<%= config.bin %> alerts deliveries 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --limit 500 --json',
  ];
  static override args = alertIdArg;
  static override flags = {
    limit: Flags.integer({ description: 'Most attempts to list.', default: 20, min: 1 }),
  };

  async run(): Promise<{ deliveries: AlertDelivery[] }> {
    const { args, flags } = await this.parse(AlertsDeliveries);
    const client = await this.client(flags);
    const deliveries = await client.alertDeliveries(args.id, { limit: flags.limit, pageSize: 200 }).toArray();
    this.log(deliveries.length ? deliveriesTable(deliveries) : 'No deliveries yet.');
    return { deliveries };
  }
}
