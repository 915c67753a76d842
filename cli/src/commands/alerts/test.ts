import type { AlertTestResult } from '@techcensus/sdk';
import { alertIdArg } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { EXIT } from '../../exit-codes.ts';
import { deliveriesTable } from '../../output/alert-text.ts';

export default class AlertsTest extends TechCensusCommand {
  static override summary = 'Send a signed alert.test event to the alert now.';
  static override description =
    'One attempt, made during the call, to check your endpoint and your signature check. Exits 1 when the webhook did not take it. Free.';
  static override examples = ['<%= config.bin %> alerts test 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'];
  static override args = alertIdArg;

  async run(): Promise<AlertTestResult> {
    const { args, flags } = await this.parse(AlertsTest);
    const result = await (await this.client(flags)).testAlert(args.id);
    const d = result.delivery;
    if (!d) {
      this.log(`Sent test event ${result.eventId} by e-mail.`);
    } else if (d.outcome === 'delivered') {
      this.log(`Delivered test event ${result.eventId}: HTTP ${d.status} in ${d.latencyMs} ms.`);
    } else {
      process.exitCode = EXIT.negative;
      this.log(`Test event ${result.eventId} was not delivered:`);
      this.log(deliveriesTable([d]));
    }
    return result;
  }
}
