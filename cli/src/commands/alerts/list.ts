import type { AlertList } from '@techcensus/sdk';
import { TechCensusCommand } from '../../base.ts';
import { alertsTable } from '../../output/alert-text.ts';
import { count, plural } from '../../output/text.ts';

export default class AlertsList extends TechCensusCommand {
  static override summary = 'List your alerts and your plan’s alert limits.';
  static override description =
    'Each alert with its status (active, or paused after its endpoint kept failing), where it sends events and its filters; then how many alerts and events a day your plan allows. Free.';
  static override examples = ['<%= config.bin %> alerts list', '<%= config.bin %> alerts list --json'];

  async run(): Promise<AlertList> {
    const { flags } = await this.parse(AlertsList);
    const list = await (await this.client(flags)).listAlerts();
    if (list.alerts.length) this.log(alertsTable(list.alerts));
    else this.log(`No alerts yet. Create one with \`${this.config.bin} alerts create\`.`);
    const { limits } = list;
    this.log(
      `${plural(list.alerts.length, 'alert')} of ${count(limits.alerts)} allowed; ${count(limits.eventsToday)} of ${count(limits.eventsPerDay)} events a day used today.`,
    );
    return list;
  }
}
