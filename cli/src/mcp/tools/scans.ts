import { creditCostText, type Scan, ScanTimeoutError, type TechCensusClient } from '@techcensus/sdk';
import { z } from 'zod';
import { profileText } from '../../output/profile-text.ts';
import { Scan as ScanSchema } from '../contract.ts';
import { defineTool } from '../tool.ts';

/** How long one tool call may follow a scan: assistants' clients give up on calls much longer. */
export const SCAN_WAIT_MAX_SECONDS = 120;
const POLL_INTERVAL_MS = 1_000;

const waitSeconds = z
  .number()
  .int()
  .min(0)
  .max(SCAN_WAIT_MAX_SECONDS)
  .default(0)
  .describe(
    `Seconds to wait for the scan to finish within this call, 0–${SCAN_WAIT_MAX_SECONDS} (0: answer at once)`,
  );

/** The scan's state in words: the refreshed profile once done, else when to ask again. */
function scanText(scan: Scan): string {
  switch (scan.status) {
    case 'completed':
      return scan.result
        ? `Scan ${scan.id} of ${scan.domain} completed.\n\n${profileText(scan.result)}`
        : `Scan ${scan.id} of ${scan.domain} completed.`;
    case 'failed':
      return `Scan ${scan.id} of ${scan.domain} failed: ${scan.error ?? 'no reason given'} Its credits were refunded.`;
    default:
      return `Scan ${scan.id} of ${scan.domain} is ${scan.status}. Call get_scan with scan_id "${scan.id}" (and wait_seconds) for the result.`;
  }
}

/** Follows the scan for up to `seconds`; past that, its last state (the scan goes on). */
async function follow(client: TechCensusClient, scan: Scan, seconds: number, signal: AbortSignal) {
  if (seconds === 0 || scan.status === 'completed' || scan.status === 'failed') return scan;
  try {
    return await client.waitForScan(scan.id, {
      intervalMs: POLL_INTERVAL_MS,
      timeoutMs: seconds * 1000,
      signal,
    });
  } catch (err) {
    if (err instanceof ScanTimeoutError) return err.scan;
    throw err;
  }
}

export const startScan = defineTool({
  name: 'start_scan',
  title: 'Live website scan',
  description: `Visits a website now, detects its technologies and refreshes it in the index (also indexes a site lookup_website does not know). Cost: ${creditCostText('startScan')}, refunded if the scan fails. A scan takes from seconds to a minute: set wait_seconds to wait for the result here, or call get_scan later. Government and military sites are refused.`,
  input: z.object({
    domain: z.string().min(1).max(2048).describe('Host name of the site to scan, e.g. example.com'),
    wait_seconds: waitSeconds,
  }),
  output: ScanSchema,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scan(args.domain), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  },
});

export const getScan = defineTool({
  name: 'get_scan',
  title: 'Live scan result',
  description: `The state of a scan start_scan began: scheduled, running, completed (with the refreshed website profile) or failed (with the reason; refunded). Cost: ${creditCostText('scanStatus')}.`,
  input: z.object({
    scan_id: z.string().uuid().describe('The id start_scan answered'),
    wait_seconds: waitSeconds,
  }),
  output: ScanSchema,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(args, { client }, signal) {
    const scan = await follow(client, await client.scanStatus(args.scan_id), args.wait_seconds, signal);
    return { text: scanText(scan), data: scan };
  },
});
