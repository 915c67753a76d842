import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { API_ERROR_CODES } from '@techcensus/contract';
import express, { type Request } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { until } from '../../../tests/support/wait.ts';
import { createLogger } from '../log.ts';
import { errorBoundary, toHttpError } from './errors.ts';

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

describe('the error boundary', () => {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  const app = express();
  // A call whose body is read only after a slower step (the public API's gate): here, until its
  // client has gone.
  app.post('/later', (req, _res, next) => {
    if (req.socket.destroyed) next();
    else req.socket.once('close', () => next());
  });
  app.post('/later', express.json(), (_req, res) => void res.json({ read: true }));
  app.use(errorBoundary(log, async () => 'error page'));
  const server = createServer(app);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('tells a client that left before its whole body was read from a server fault', async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const body = '{"filters":[]}';
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    // The whole body is sent; the client leaves before the server reads it.
    socket.write(
      `POST /later HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      () => socket.destroy(),
    );
    const ended = await until(
      () =>
        lines
          .map((l) => JSON.parse(l) as { msg: string; status?: number; err?: { message: string } })
          .find((l) => l.msg === 'request failed' || l.msg === 'client left mid-request'),
      { what: 'the server to log how the call ended' },
    );
    expect({ msg: ended.msg, status: ended.status, err: ended.err?.message }).toEqual({
      msg: 'client left mid-request',
      status: 400,
      err: undefined,
    });
  });
});
