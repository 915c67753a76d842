import { API_ERROR_CODES } from '@techcensus/contract';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './errors.ts';

// What the body parser and the stream under it report, as toHttpError receives it.
const failures: [string, unknown, Partial<Request>?][] = [
  ['invalid JSON', { type: 'entity.parse.failed', status: 400 }],
  ['a body over the limit', { type: 'entity.too.large', status: 413 }],
  ['an unknown encoding', { type: 'encoding.unsupported', status: 415 }],
  ['an unknown charset', { type: 'charset.unsupported', status: 415 }],
  ['a client that left mid-body', { type: 'request.aborted', status: 400 }],
  [
    'a client that left before the body was read',
    { type: 'stream.not.readable', status: 500 },
    { complete: false },
  ],
  [
    'a client error with the status of a general code',
    { status: 413, expose: true, message: 'Too many parameters.' },
  ],
  ['a client error the contract has no code for', { status: 422, expose: true, message: 'Unprocessable.' }],
  ['a server fault', new Error('boom')],
];

describe('toHttpError', () => {
  it.each(failures)('answers %s with a code of the API contract, at its status', (_what, err, req) => {
    const http = toHttpError(err, req as Request | undefined);
    expect(Object.keys(API_ERROR_CODES)).toContain(http.code);
    expect(API_ERROR_CODES[http.code as keyof typeof API_ERROR_CODES]).toBe(http.status);
  });
});
