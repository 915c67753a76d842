import type { AlertWithSecret } from '@techcensus/sdk';
import { alertIdArg } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { secretText } from '../../output/alert-text.ts';

export default class AlertsRotateSecret extends TechCensusCommand {
  static override summary = 'Give an alert a new signing secret.';
  static override description =
    'Prints the new secret once. For a day both secrets sign each delivery (two v1= values in the TechCensus-Signature header), so your receiver can switch without missing events. Free.';
  static override examples = ['<%= config.bin %> alerts rotate-secret 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'];
  static override args = alertIdArg;

  async run(): Promise<AlertWithSecret> {
    const { args, flags } = await this.parse(AlertsRotateSecret);
    const alert = await (await this.client(flags)).rotateAlertSecret(args.id);
    this.log(`New secret for alert ${alert.id} (${alert.name}).`);
    this.log(secretText(alert, true));
    return alert;
  }
}
