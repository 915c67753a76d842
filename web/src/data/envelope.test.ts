import { AnyPageEnvelope } from '@techcensus/contract';
import { describe, expect, it } from 'vitest';
import { meta } from '../test-fixtures.ts';
import { readEnvelope } from './envelope.ts';

describe('readEnvelope', () => {
  const user = { User: { LoggedIn: false } };

  it('takes what the contract takes, as it came', () => {
    const envelopes = [
      { ...user, results: { ...meta('Home'), Extra: [1, 2] } },
      { ...user, result301: { location: '/x' } },
      { ...user, result404: { title: 'Not found' } },
      { ...user, err: 'Too many attempts', requireCaptchaCheck: true },
      { User: { LoggedIn: true }, resultLoginRequired: true },
    ];
    for (const envelope of envelopes) {
      expect(AnyPageEnvelope.safeParse(envelope).success).toBe(true);
      expect(readEnvelope(envelope)).toBe(envelope);
    }
  });

  it('refuses an answer that is no envelope: no user, or a member of another shape', () => {
    const answers: unknown[] = [
      undefined,
      null,
      [],
      'Bad gateway',
      { results: {} },
      { User: {} },
      { ...user, results: 'x' },
      { ...user, result302: { to: '/x' } },
      { ...user, result500: {} },
      { ...user, err: 42 },
      { ...user, resultLoginRequired: 'yes' },
    ];
    for (const answer of answers) expect([answer, readEnvelope(answer)]).toEqual([answer, null]);
  });
});
