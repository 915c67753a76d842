import { once } from 'node:events';
import { connect } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { testServerEnv } from '../../../tests/support/server.ts';
import { until } from '../../../tests/support/wait.ts';
import { loadConfig } from '../config/index.ts';
import { compressResponses } from '../http/compression.ts';
import { createLogger } from '../log.ts';
import { listenFirst } from './http-listener.ts';

/** A listener on a free port, an app with the server's compression, and the JSON log it writes. */
async function listening() {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  const http = await listenFirst(loadConfig(testServerEnv()), log);
  const app = express();
  app.use(compressResponses());
  http.serve(app);
  const logged = () => lines.map((l) => JSON.parse(l) as { msg: string; handlers?: number });
  return { http, app, logged };
}

/** A gate a handler waits at, and a promise that the handler reached it. */
function gate() {
  let open = () => {};
  let reached = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const arrived = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const wait = () => {
    reached();
    return opened;
  };
  return { open, arrived, wait };
}

/** Sends one request on a raw connection and leaves as soon as `leaveWhen` settles. */
async function askAndLeave(port: number, path: string, leaveWhen: Promise<unknown>) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n`);
  await leaveWhen;
  socket.destroy();
  await once(socket, 'close');
}

describe('the HTTP listener’s stop', () => {
  it('waits for a handler whose client left until it answers, then ends', async () => {
    const { http, app, logged } = await listening();
    const slow = gate();
    let answered = false;
    app.get('/slow', async (_req, res) => {
      await slow.wait();
      // Big enough to be compressed: the answer goes through compression's own end().
      res.json({ filler: 'x'.repeat(4096) });
      answered = true;
    });
    await askAndLeave(http.port, '/slow', slow.arrived);
    let settled = false;
    const closing = http.close(60_000).then(() => {
      settled = true;
    });
    await until(
      async () =>
        !(await new Promise<number>((resolve, reject) =>
          http.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
        )),
      { what: 'the connection to close on the server' },
    );
    expect(http.atWork).toBe(1);
    expect(settled).toBe(false);
    expect(logged().filter((l) => l.msg.startsWith('stopping: waiting'))).toMatchObject([{ handlers: 1 }]);

    slow.open();
    await closing;
    expect(answered).toBe(true);
    expect(http.atWork).toBe(0);
    expect(logged().filter((l) => l.msg.startsWith('stopped with'))).toEqual([]);
  });

  it('past the grace, ends anyway and says how many handlers were still at work', async () => {
    const { http, app, logged } = await listening();
    const stuck = gate();
    app.get('/stuck', async (_req, res) => {
      await stuck.wait();
      res.end();
    });
    await askAndLeave(http.port, '/stuck', stuck.arrived);
    await http.close(50);
    expect(logged().filter((l) => l.msg.startsWith('stopped with'))).toMatchObject([{ handlers: 1 }]);
    stuck.open();
    await until(() => http.atWork === 0, { what: 'the handler to answer after all' });
  });

  it('holds nothing for answered calls, nor for a body streaming to a client that left', async () => {
    const { http, app, logged } = await listening();
    const streaming = gate();
    app.get('/quick', (_req, res) => void res.send('ok'));
    app.get('/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.write(Buffer.alloc(1024));
      void streaming.wait();
    });
    const quick = await fetch(`http://127.0.0.1:${http.port}/quick`);
    expect(await quick.text()).toBe('ok');
    await askAndLeave(http.port, '/stream', streaming.arrived);
    expect(http.atWork).toBe(0);
    await http.close(60_000);
    expect(logged().filter((l) => l.msg.startsWith('stop'))).toEqual([]);
  });
});
