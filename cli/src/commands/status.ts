import type { Health } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';

export default class Status extends TechCensusCommand {
  static override summary = 'Show whether the service and its stores are up.';
  static override description =
    'Reads the health of the service (no API key needed): the database and the site index. Exits 1 when the service answers but is degraded.';
  static override examples = [
    '<%= config.bin %> status',
    '<%= config.bin %> status --json --base-url http://127.0.0.1:3000',
  ];

  async run(): Promise<Health> {
    const { flags } = await this.parse(Status);
    const client = await this.client(flags, { needsKey: false });
    const health = await client.health();
    const { database, siteIndex } = health.checks;
    this.log(`TechCensus ${health.version}: ${health.status}`);
    this.log(`  database   ${database.ok ? 'ok' : 'DOWN'} (${database.engine})`);
    this.log(`  site index ${siteIndex.ok ? 'ok' : 'DOWN'} (${siteIndex.engine})`);
    if (health.status !== 'ok') process.exitCode = EXIT.negative;
    return health;
  }
}
