import { SCAN_MAX_POLLS, SCAN_MESSAGES, type ScanStatus } from '@techcensus/contract';
import { describe, expect, it } from 'vitest';
import { advancePoll, type PollState } from './poll.ts';

type R = { status: ScanStatus; error: string | null };
const start: PollState<R> = { results: { status: 'scheduled', error: null }, polls: 0, stopped: null };
const answer = (body: Record<string, unknown>, ok = true) =>
  ok ? { ok: true as const, body } : { ok: false as const, message: 'Unexpected error', body };

describe('scan polling (part 2 §4, §8)', () => {
  it('follows the results and counts the polls', () => {
    const s = advancePoll(start, answer({ results: { status: 'running', error: null } }));
    expect(s).toEqual({ results: { status: 'running', error: null }, polls: 1, stopped: null });
  });

  it('an err or result404.title becomes the status and stops polling', () => {
    expect(advancePoll(start, answer({ err: 'Boom' }, false)).stopped).toBe('Boom');
    expect(advancePoll(start, answer({ result404: { title: 'Gone' } }, false)).stopped).toBe('Gone');
  });

  it('neither results nor err: Failed; a network failure: Unknown error', () => {
    expect(advancePoll(start, answer({})).stopped).toBe(SCAN_MESSAGES.failed);
    expect(advancePoll(start, { ok: false, message: 'Unexpected error' }).stopped).toBe(
      SCAN_MESSAGES.unknownError,
    );
  });

  it('after more than 300 polls the status becomes Scan timeout, unless the scan just finished', () => {
    const running = { ...start, results: { status: 'running' as const, error: null } };
    let s = running;
    for (let i = 0; i < SCAN_MAX_POLLS; i++) s = advancePoll(s, answer({ results: running.results }));
    expect(s.stopped).toBeNull();
    expect(advancePoll(s, answer({ results: running.results })).stopped).toBe(SCAN_MESSAGES.timeout);
    const completed = advancePoll(s, answer({ results: { status: 'completed', error: null } }));
    expect(completed).toMatchObject({ stopped: null, results: { status: 'completed' } });
  });
});
