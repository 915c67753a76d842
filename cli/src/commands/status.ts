import { TechCensusCommand } from '../base.ts';

export default class Status extends TechCensusCommand {
  static override summary = 'Show whether the service and its stores are up.';
  static override examples = [
    '<%= config.bin %> status',
    '<%= config.bin %> status --json --base-url http://127.0.0.1:3000',
  ];

  async run(): Promise<void> {
    const { flags } = await this.parse(Status);
    const health = await this.client(flags['base-url']).health();
    if (flags.json) {
      this.log(JSON.stringify(health, null, 2));
      return;
    }
    const { database, siteIndex } = health.checks;
    this.log(`TechCensus ${health.version}: ${health.status}`);
    this.log(`  database   ${database.ok ? 'ok' : 'DOWN'} (${database.engine})`);
    this.log(`  site index ${siteIndex.ok ? 'ok' : 'DOWN'} (${siteIndex.engine})`);
    if (health.status !== 'ok') this.exit(1);
  }
}
