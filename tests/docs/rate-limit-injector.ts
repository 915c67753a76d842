import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RateLimitInjector {
  url: string;
  /** The 429s answered so far for one API key. */
  injectedFor(apiKey: string): number;
  close(): Promise<void>;
}

/**
 * A front for a running server that answers the first call of each key to each path with the
 * API's own 429 (Retry-After: 1) and forwards every other call untouched. The server's real
 * limiter only refuses calls that land in the same second, which a test cannot arrange without
 * depending on timing; this makes every client meet a 429 on each route it calls, once.
 */
export async function startRateLimitInjector(target: string): Promise<RateLimitInjector> {
  const upstream = new URL(target);
  const seen = new Set<string>();
  const injected = new Map<string, number>();

  const server = createServer((req, res) => {
    const apiKey = String(req.headers['x-api-key'] ?? '');
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const first = `${apiKey} ${req.method} ${path}`;
    if (!seen.has(first)) {
      seen.add(first);
      injected.set(apiKey, (injected.get(apiKey) ?? 0) + 1);
      req.resume();
      req.on('end', () => {
        res
          .writeHead(429, {
            'content-type': 'application/json; charset=utf-8',
            'Retry-After': '1',
            'RateLimit-Limit': '10',
            'RateLimit-Remaining': '0',
            'RateLimit-Reset': '1',
          })
          .end(
            JSON.stringify({
              err: 'Too many requests. Please retry in 1 second.',
              code: 'rate_limited',
              retryAfterSeconds: 1,
            }),
          );
      });
      return;
    }
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (err) => res.destroy(err));
    req.pipe(forward);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    injectedFor: (apiKey) => injected.get(apiKey) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
