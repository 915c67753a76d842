import { SCAN_MESSAGES, type ScanStatus } from '@techcensus/contract';
import type { PollState } from './poll.ts';

/**
 * The status line of a results page (part 2 §4): Scheduling, Scan in progress with a row of dots
 * growing each poll, Completed (the live technology scan adds "Live Scan completed."), or the
 * failure: the scan's error text, else Failed (the live scan adds "Live Scan failure").
 */
export function ScanStatusLine(props: {
  state: PollState<{ status: ScanStatus; error: string | null }>;
  live: boolean;
}) {
  const { results, polls, stopped } = props.state;
  const failed = (text: string) => (
    <div className="scan-status alert alert-danger" id="scan-status" data-status="failed" role="alert">
      <strong>{text}</strong>
      {props.live && text === SCAN_MESSAGES.failed ? <div>{SCAN_MESSAGES.liveScanFailure}</div> : null}
    </div>
  );
  if (stopped) return failed(stopped);
  switch (results.status) {
    case 'scheduled':
      return (
        <p className="scan-status" id="scan-status" data-status="scheduled" role="status">
          {SCAN_MESSAGES.scheduling}
        </p>
      );
    case 'running':
      return (
        <p className="scan-status" id="scan-status" data-status="running" role="status">
          {SCAN_MESSAGES.inProgress} <span className="scan-dots">{'.'.repeat(polls)}</span>
        </p>
      );
    case 'completed':
      return (
        <div
          className="scan-status alert alert-success"
          id="scan-status"
          data-status="completed"
          role="status"
        >
          <strong>{SCAN_MESSAGES.completed}</strong>
          {props.live ? <div>{SCAN_MESSAGES.liveScanCompleted}</div> : null}
        </div>
      );
    case 'failed':
      return failed(results.error || SCAN_MESSAGES.failed);
  }
}
