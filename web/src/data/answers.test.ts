import { describe, expect, it } from 'vitest';
import { callAnswer, formCall, resultsOrEmpty, UNEXPECTED_ERROR } from './answers.ts';

const answer = (status: number, body: unknown) => Promise.resolve({ status, body });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('formCall (part 1 §8)', () => {
  it('gives the body of a success', async () => {
    expect(await formCall(answer(200, { results: { ok: true } }))).toEqual({
      ok: true,
      body: { results: { ok: true } },
    });
  });

  it('shows the JSON err, whatever the status', async () => {
    expect(await formCall(answer(400, { err: 'Wrong password', code: 'x' }))).toEqual({
      ok: false,
      message: 'Wrong password',
      body: { err: 'Wrong password', code: 'x' },
    });
    expect(await formCall(answer(200, { err: 'Said with a 200' }))).toMatchObject({
      ok: false,
      message: 'Said with a 200',
    });
  });

  it('says Unexpected error for an error without err, an unreadable answer or no answer', async () => {
    expect(await formCall(answer(500, { success: false }))).toEqual({
      ok: false,
      message: UNEXPECTED_ERROR,
      body: { success: false },
    });
    expect(await formCall(answer(400, { err: '' }))).toMatchObject({ message: UNEXPECTED_ERROR });
    expect(await formCall(answer(200, undefined))).toEqual({ ok: false, message: UNEXPECTED_ERROR });
    expect(await formCall(answer(502, undefined))).toEqual({ ok: false, message: UNEXPECTED_ERROR });
    expect(await formCall(offline())).toEqual({ ok: false, message: UNEXPECTED_ERROR });
  });
});

describe('callAnswer', () => {
  it('keeps the body of any status, and tells a network failure apart', async () => {
    expect(await callAnswer(answer(400, { errors: [{ msg: 'No' }] }))).toEqual({
      body: { errors: [{ msg: 'No' }] },
    });
    expect(await callAnswer(answer(502, undefined))).toEqual({ body: {} });
    expect(await callAnswer(offline())).toEqual({ network: true });
  });
});

describe('resultsOrEmpty', () => {
  it('gives the list of a success and an empty list for any failure', async () => {
    const ok = { status: 200 as const, body: { results: ['a', 'b'] } };
    expect(await resultsOrEmpty(Promise.resolve(ok))).toEqual(['a', 'b']);
    expect(await resultsOrEmpty(answer(500, { results: ['a'] }))).toEqual([]);
    expect(await resultsOrEmpty(answer(200, { results: 'not a list' }))).toEqual([]);
    expect(await resultsOrEmpty(answer(200, undefined))).toEqual([]);
    expect(await resultsOrEmpty(offline())).toEqual([]);
  });
});
