import { creditCostText, type Scan } from '@techcensus/sdk';
import { requiredText } from '../args.ts';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { followScan, scanText, waitFlags } from '../scan-wait.ts';

export default class ScanStatus extends TechCensusCommand {
  static override summary = 'Show how a scan started earlier is doing.';
  static override description =
    `The state of a live scan by its id (printed by \`scan\`): scheduled, running, completed with the refreshed profile, or failed with the reason. With --wait it follows the scan to the end. ${creditCostText('scanStatus')}. Exits 1 when the scan failed or is still running at --timeout.`;
  static override examples = [
    '<%= config.bin %> scan-status 6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    '<%= config.bin %> scan-status 6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b --wait --json',
  ];

  static override args = {
    id: requiredText('The scan id `scan` printed.'),
  };

  static override flags = waitFlags;

  async run(): Promise<Scan> {
    const { args, flags } = await this.parse(ScanStatus);
    const client = await this.client(flags);
    let scan = await client.scanStatus(args.id);
    if (flags.wait && scan.status !== 'completed' && scan.status !== 'failed') {
      this.note(`Waiting for the scan of ${scan.domain} (${scan.status})…`);
      scan = await followScan(client, scan, flags, (line) => this.note(line));
    }
    if (scan.status === 'failed') process.exitCode = EXIT.negative;
    this.log(scanText(scan));
    return scan;
  }
}
