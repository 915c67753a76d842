import { alertIdArg } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';

export default class AlertsDelete extends TechCensusCommand {
  static override summary = 'Delete an alert.';
  static override description = 'Deliveries not yet made are dropped. Free.';
  static override examples = ['<%= config.bin %> alerts delete 0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11'];
  static override args = alertIdArg;

  async run(): Promise<{ id: string; deleted: true }> {
    const { args, flags } = await this.parse(AlertsDelete);
    await (await this.client(flags)).deleteAlert(args.id);
    this.log(`Deleted alert ${args.id}.`);
    return { id: args.id, deleted: true };
  }
}
