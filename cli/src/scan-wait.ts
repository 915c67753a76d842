import { Flags } from '@oclif/core';
import type { Scan, TechCensusClient } from '@techcensus/sdk';
import { profileText } from './output/profile-text.ts';

/** How `scan --wait` and `scan-status --wait` follow a scan. */
export const waitFlags = {
  wait: Flags.boolean({ char: 'w', description: 'Wait for the scan to finish and print the result.' }),
  interval: Flags.integer({
    description: 'Seconds between status checks while waiting.',
    default: 2,
    min: 1,
  }),
  timeout: Flags.integer({ description: 'Seconds to wait at most.', default: 300, min: 1 }),
};

/** Polls the scan to its end, saying each change of status on stderr. */
export function followScan(
  client: TechCensusClient,
  scan: Scan,
  flags: { interval: number; timeout: number },
  note: (line: string) => void,
): Promise<Scan> {
  let last = scan.status;
  return client.waitForScan(scan.id, {
    intervalMs: flags.interval * 1000,
    timeoutMs: flags.timeout * 1000,
    onProgress: (s) => {
      if (s.status !== last) note(`  ${s.status}`);
      last = s.status;
    },
  });
}

/** A scan for people: the refreshed profile once completed, the reason once failed, else its state. */
export function scanText(scan: Scan): string {
  if (scan.status === 'failed')
    return `Scan of ${scan.domain} failed: ${scan.error ?? 'no reason given'} The credits were refunded.`;
  if (scan.status === 'completed')
    return scan.result ? profileText(scan.result) : `Scan of ${scan.domain} completed.`;
  return `Scan ${scan.id} of ${scan.domain}: ${scan.status}.`;
}
