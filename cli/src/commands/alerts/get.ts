import type { Alert } from '@techcensus/sdk';
import { alertIdArg } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { alertText } from '../../output/alert-text.ts';

export default class AlertsGet extends TechCensusCommand {
  static override summary = 'Show one alert.';
  static override description =
    'Its status, filters, where it sends events and when its secret was rotated. Free.';
  static override examples = ['<%= config.bin %> alerts get 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'];
  static override args = alertIdArg;

  async run(): Promise<Alert> {
    const { args, flags } = await this.parse(AlertsGet);
    const alert = await (await this.client(flags)).getAlert(args.id);
    this.log(alertText(alert));
    return alert;
  }
}
