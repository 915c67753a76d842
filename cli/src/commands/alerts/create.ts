import { Flags } from '@oclif/core';
import type { AlertWithSecret, NewAlert } from '@techcensus/sdk';
import { alertFilterFlags, alertFilters, deliveryFlags } from '../../alert-flags.ts';
import { TechCensusCommand } from '../../base.ts';
import { EXIT } from '../../exit-codes.ts';
import { CliFailure } from '../../failure.ts';
import { alertText, secretText } from '../../output/alert-text.ts';

export default class AlertsCreate extends TechCensusCommand {
  static override summary = 'Create an alert: be told when websites start or stop matching filters.';
  static override description =
    "Saves the filters (the same as `report create` takes, or a JSON file of them) as an alert that sends signed `site.matched` and `site.unmatched` events, and your monitored websites' changes, to a webhook and/or by e-mail. Prints the signing secret once: store it. Free; your plan limits how many alerts you keep.";
  static override examples = [
    '<%= config.bin %> alerts create --name "WordPress in Germany" -t wordpress --country DE --webhook https://hooks.example.com/techcensus',
    '<%= config.bin %> alerts create --name "Shopify stores" -t shopify --email --digest',
    '<%= config.bin %> alerts create --name "Vulnerable shops" --filters-file filters.json --webhook https://hooks.example.com/tc --json',
  ];

  static override flags = {
    name: Flags.string({
      char: 'n',
      description: 'A name for the alert (shown in every event).',
      required: true,
    }),
    ...alertFilterFlags,
    ...deliveryFlags,
  };

  async run(): Promise<AlertWithSecret> {
    const { flags } = await this.parse(AlertsCreate);
    const filters = await alertFilters(flags);
    if (!filters?.length) {
      throw new CliFailure(
        'Give the alert at least one filter (e.g. --technology wordpress), or a --filters-file.',
        EXIT.usage,
      );
    }
    const client = await this.client(flags);
    const alert = await client.createAlert({
      name: flags.name,
      filters,
      ...(flags.webhook ? { webhookUrl: flags.webhook } : {}),
      ...(flags.event?.length ? { events: flags.event as NewAlert['events'] } : {}),
      email: flags.email ?? false,
      digest: flags.digest ?? false,
    });
    this.log(`Created alert ${alert.id}.`);
    this.log(alertText(alert));
    this.log('');
    this.log(secretText(alert, false));
    return alert;
  }
}
