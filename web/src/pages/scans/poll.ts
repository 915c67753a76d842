import { SCAN_MAX_POLLS, SCAN_MESSAGES, SCAN_POLL_INTERVAL_MS, type ScanStatus } from '@techcensus/contract';
import { useEffect, useState } from 'react';
import { type CallResponse, type FormCallResult, formCall } from '../../data/answers.ts';

export interface PollState<T> {
  results: T;
  polls: number;
  /** Set when polling ended without results to show: an error reply, a failure, a timeout. */
  stopped: string | null;
}

const finished = (status: ScanStatus) => status === 'completed' || status === 'failed';

/** One poll's answer applied to the page's state (part 2 §4, §8): what the status line shows next. */
export function advancePoll<T extends { status: ScanStatus }>(
  s: PollState<T>,
  reply: FormCallResult<unknown>,
): PollState<T> {
  const polls = s.polls + 1;
  const body = reply.body as { results?: T; err?: string; result404?: { title?: string } } | undefined;
  if (body?.err) return { ...s, polls, stopped: body.err };
  if (body?.result404?.title) return { ...s, polls, stopped: body.result404.title };
  if (!reply.ok && !body) return { ...s, polls, stopped: SCAN_MESSAGES.unknownError };
  if (!body?.results) return { ...s, polls, stopped: SCAN_MESSAGES.failed };
  if (polls > SCAN_MAX_POLLS && !finished(body.results.status))
    return { results: body.results, polls, stopped: SCAN_MESSAGES.timeout };
  return { results: body.results, polls, stopped: null };
}

/**
 * Polls a scan's results call every 2 s (part 2 §4, §8, §9) starting from the page data. A page
 * loaded with the scan already finished does not poll; polling stops on completed or failed, on
 * an error reply (its `err` or `result404.title` becomes the status), on a reply with neither
 * results nor err (Failed), and after more than 300 polls (Scan timeout). `scanId` names the
 * scan `poll` asks about; a new one starts over.
 */
export function useScanPoll<T extends { status: ScanStatus }>(
  scanId: string,
  poll: () => Promise<CallResponse>,
  initial: T,
): PollState<T> {
  const [state, setState] = useState<PollState<T>>({ results: initial, polls: 0, stopped: null });
  const done = finished(state.results.status) || state.stopped !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each poll's answer schedules the next one
  useEffect(() => {
    if (done) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const reply = await formCall(poll());
      if (cancelled) return;
      setState((s) => advancePoll(s, reply));
    }, SCAN_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [scanId, done, state.polls]);

  return state;
}
