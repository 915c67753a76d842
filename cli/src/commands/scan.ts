import { Args, Flags } from '@oclif/core';
import { creditCostText, type Scan } from '@techcensus/sdk';
import { TechCensusCommand } from '../base.ts';
import { EXIT } from '../exit-codes.ts';
import { profileText } from '../output/profile-text.ts';

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
    domain: Args.string({ description: 'Host name of the site to scan.', required: true }),
  };

  static override flags = {
    wait: Flags.boolean({ char: 'w', description: 'Wait for the scan to finish and print the result.' }),
    interval: Flags.integer({
      description: 'Seconds between status checks while waiting.',
      default: 2,
      min: 1,
    }),
    timeout: Flags.integer({ description: 'Seconds to wait at most.', default: 300, min: 1 }),
  };

  async run(): Promise<Scan> {
    const { args, flags } = await this.parse(ScanCommand);
    const client = await this.client(flags);
    const started = await client.scan(args.domain);
    if (!flags.wait) {
      this.log(`Scan ${started.id} of ${started.domain}: ${started.status}.`);
      this.log(
        `When it is done: ${this.config.bin} lookup ${started.domain} (or scan with --wait to follow it).`,
      );
      return started;
    }
    this.note(`Scanning ${started.domain} (scan ${started.id})…`);
    let last = started.status;
    const scan = await client.waitForScan(started.id, {
      intervalMs: flags.interval * 1000,
      timeoutMs: flags.timeout * 1000,
      onProgress: (s) => {
        if (s.status !== last) this.note(`  ${s.status}`);
        last = s.status;
      },
    });
    if (scan.status === 'failed') {
      process.exitCode = EXIT.negative;
      this.log(
        `Scan of ${scan.domain} failed: ${scan.error ?? 'no reason given'} The credits were refunded.`,
      );
    } else if (scan.result) {
      this.log(profileText(scan.result));
    } else {
      this.log(`Scan of ${scan.domain} completed.`);
    }
    return scan;
  }
}
