import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config/index.ts';
import type { Logger } from '../log.ts';

export interface HttpListener {
  server: Server;
  port: number;
  /** Hands the requests to the app; until then every request gets a 503. */
  serve(app: RequestListener): void;
  /** Request handlers taken and not finished, whether or not their clients are still there. */
  readonly atWork: number;
  /**
   * Takes no more connections, closes the idle ones (a kept-alive connection as soon as its
   * request is answered), and resolves once every connection is closed and every handler has
   * finished — a handler whose client left (or whose connection this stop cut) included, so the
   * store it is using may close after. Past `graceMs` the connections still open are cut and it
   * resolves anyway, saying in the log how many handlers were still at work.
   */
  close(graceMs: number): Promise<void>;
}

/**
 * An HTTP server bound at once, so that PORT=0 is a real port before anything builds a URL from it
 * (the default PUBLIC_URL, the Host check). It counts the request handlers at work: the one place a
 * stop learns when the store is no longer needed by any request.
 */
export async function listenFirst(config: Config, log: Logger): Promise<HttpListener> {
  let handler: RequestListener | undefined;
  const handlers = countHandlers();
  const server: Server = createServer((req, res) => {
    handlers.take(res);
    if (handler) return handler(req, res);
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Starting.\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
    server.listen(config.PORT, config.HOST);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(app) {
      handler = app;
    },
    get atWork() {
      return handlers.count;
    },
    async close(graceMs) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      if (handlers.count)
        log.info(
          { handlers: handlers.count, graceMs },
          `stopping: waiting for ${handlers.count} request handler(s) at work before the store closes`,
        );
      let cut: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'over'>((resolve) => {
        cut = setTimeout(() => resolve('over'), graceMs);
      });
      const ended = await Promise.race([
        Promise.all([closed, handlers.none()]).then(() => 'ended' as const),
        graceOver,
      ]);
      clearTimeout(cut);
      clearInterval(idle);
      if (ended === 'over') {
        server.closeAllConnections();
        if (handlers.count)
          log.warn(
            { handlers: handlers.count, graceMs },
            `stopped with ${handlers.count} request handler(s) still at work after the ${graceMs} ms grace; the store closes under them`,
          );
        await closed;
      }
    },
  };
}

/**
 * Counts a request from the moment the server takes it until its handler answers: writes the
 * answer's head or ends it. A client that leaves does not end the count — Express runs the
 * handler on (a charge, a write) and its answer goes nowhere. A body still streaming after the
 * head (a file) is held by its connection instead, which the stop waits for too. The answer is
 * seen on the response object itself, beneath whatever wraps its methods later (compression).
 */
function countHandlers() {
  let count = 0;
  let waiting: (() => void)[] = [];
  const finished = () => {
    count -= 1;
    if (count > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    get count() {
      return count;
    },
    take(res: ServerResponse) {
      count += 1;
      let answered = false;
      const answer = () => {
        if (answered) return;
        answered = true;
        finished();
      };
      for (const method of ['writeHead', 'end'] as const) {
        const own = res[method] as (...args: unknown[]) => ServerResponse;
        res[method] = function (this: ServerResponse, ...args: unknown[]) {
          answer();
          return own.apply(this, args);
        } as never;
      }
    },
    /** Resolves when no handler is at work (at once when none is). */
    none(): Promise<void> {
      if (count === 0) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
