import { creditCostText, type Scan } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { followScan, scanText, waitFlags } from '../scan-wait.ts';

export default class ScanCommand extends TechCensusCommand {
  static override summary = 'Scan a website now and refresh its profile.';
  static override description =
    `Visits the site, detects its technologies and updates it in the index. ${creditCostText('startScan')}; a scan that fails is refunded. Without --wait it prints the scan id and returns; with --wait it follows the scan to the end and prints the refreshed profile (exit 1 when the scan fails or is still running at --timeout). Government and military sites are refused.`;
  static override examples = [
    '<%= config.bin %> scan example.com',
    '<%= config.bin %> scan example.com --wait',
    '<%= config.bin %> scan example.com --wait --timeout 600 --json',
  ];

  static override args = {
    domain: requiredText('Host name of the site to scan.'),
  };

  static override flags = waitFlags;

  async run(): Promise<Scan> {
    const { args, flags } = await this.parse(ScanCommand);
    const client = await this.client(flags);
    const started = await client.scan(args.domain);
    if (!flags.wait) {
      this.log(scanText(started));
      this.log(
        `When it is done: ${this.config.bin} lookup ${started.domain}, or ${this.config.bin} scan-status ${started.id} --wait to follow it.`,
      );
      return started;
    }
    this.note(`Scanning ${started.domain} (scan ${started.id})…`);
    const scan = await followScan(client, started, flags, (line) => this.note(line));
    if (scan.status === 'failed') process.exitCode = EXIT.negative;
    this.log(scanText(scan));
    return scan;
  }
}
