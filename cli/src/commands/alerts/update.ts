import { Flags } from '@oclif/core';
import type { Alert, AlertChanges } from '@techcensus/sdk';
import { alertFilterFlags, alertFilters, alertIdArg, deliveryFlags } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { EXIT } from '../../exit-codes.ts';
import { CliFailure } from '../../failure.ts';
import { alertText } from '../../output/alert-text.ts';

export default class AlertsUpdate extends TechCensusCommand {
  static override summary = 'Change an alert; only what you give changes.';
  static override description =
    "Filter flags or --filters-file replace the alert's filters as a whole. --no-webhook stops webhook deliveries; --resume restarts an alert that was paused after its endpoint kept failing. Free.";
  static override examples = [
    '<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --name "WordPress in Austria" -t wordpress --country AT',
    '<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --no-webhook --email',
    '<%= config.bin %> alerts update 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11 --resume',
  ];
  static override args = alertIdArg;

  static override flags = {
    name: Flags.string({ char: 'n', description: 'New name.' }),
    ...alertFilterFlags,
    ...deliveryFlags,
    'no-webhook': Flags.boolean({ description: 'Stop sending to the webhook.', exclusive: ['webhook'] }),
    resume: Flags.boolean({ description: 'Resume a paused alert.' }),
  };

  async run(): Promise<Alert> {
    const { args, flags } = await this.parse(AlertsUpdate);
    const filters = await alertFilters(flags);
    const changes: AlertChanges = {
      ...(flags.name !== undefined ? { name: flags.name } : {}),
      ...(filters ? { filters } : {}),
      ...(flags.webhook !== undefined ? { webhookUrl: flags.webhook } : {}),
      ...(flags['no-webhook'] ? { webhookUrl: null } : {}),
      ...(flags.event?.length ? { events: flags.event as AlertChanges['events'] } : {}),
      ...(flags.email !== undefined ? { email: flags.email } : {}),
      ...(flags.digest !== undefined ? { digest: flags.digest } : {}),
      ...(flags.resume ? { status: 'active' as const } : {}),
    };
    if (!Object.keys(changes).length) {
      throw new CliFailure('Nothing to change: give at least one flag (see --help).', EXIT.usage);
    }
    const alert = await (await this.client(flags)).updateAlert(args.id, changes);
    this.log(`Updated alert ${alert.id}.`);
    this.log(alertText(alert));
    return alert;
  }
}
