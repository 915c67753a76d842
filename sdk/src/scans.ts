import type { Scan } from './contract.ts';
import { ScanTimeoutError } from './errors.ts';
import { sleep } from './retry.ts';

export interface WaitForScanOptions {
  /** Time between two status reads. Default 2 s. */
  intervalMs?: number;
  /** Give up (ScanTimeoutError) after this long. Default 5 minutes. */
  timeoutMs?: number;
  /** Stops waiting, rejecting with the signal's reason; the scan itself goes on. */
  signal?: AbortSignal;
  /** Called with every status read, including the final one. */
  onProgress?: (scan: Scan) => void;
}

export const SCAN_POLL_INTERVAL_MS = 2_000;
export const SCAN_TIMEOUT_MS = 5 * 60_000;

export const isFinished = (scan: Scan): boolean => scan.status === 'completed' || scan.status === 'failed';

/**
 * Reads the scan until it is completed or failed and returns that state. A failed scan resolves
 * (its `error` says why, and its credits were refunded): it is an outcome, not a fault of the call.
 */
export async function pollScan(
  read: (signal?: AbortSignal) => Promise<Scan>,
  id: string,
  opts: WaitForScanOptions = {},
): Promise<Scan> {
  const interval = Math.max(10, opts.intervalMs ?? SCAN_POLL_INTERVAL_MS);
  const timeout = opts.timeoutMs ?? SCAN_TIMEOUT_MS;
  const deadline = Date.now() + timeout;
  for (;;) {
    opts.signal?.throwIfAborted();
    const scan = await read(opts.signal);
    opts.onProgress?.(scan);
    if (isFinished(scan)) return scan;
    const left = deadline - Date.now();
    if (left <= 0) throw new ScanTimeoutError(id, timeout, scan);
    await sleep(Math.min(interval, left), opts.signal);
  }
}
