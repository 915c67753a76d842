import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Farm } from '../../fixtures/farm/farm.ts';
import { verifyWebhookSignature } from '../../sdk/src/index.ts';
import type { ServerHooks } from '../../server/src/main.ts';

/** The webhook receiver's host name: allow-listed (like the fixture sites), so plain http is allowed. */
export const RECEIVER_HOST = 'hooks.receiver.test';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook endpoint on loopback: keeps every request, and answers each path with the statuses
 * queued for it in turn (200 once they are used up).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.get(path)?.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    url: (path: string) => `http://${RECEIVER_HOST}:${port}${path}`,
    answer: (path: string, statuses: number[]) => answers.set(path, [...statuses]),
    at: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A request a silent receiver holds: open until the sender gives up on it; its body once read whole. */
export interface Held extends Received {
  open: boolean;
}

/**
 * A webhook endpoint on loopback that reads every request and never answers: the sender's attempt
 * can only time out. Counts how many it held open at once.
 */
export async function startSilentReceiver() {
  const held: Held[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = createServer((req, res) => {
    const entry: Held = { path: req.url ?? '/', headers: req.headers, body: '', open: true };
    held.push(entry);
    mostOpen = Math.max(mostOpen, ++open);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      entry.body = Buffer.concat(chunks).toString('utf8');
    });
    res.on('close', () => {
      entry.open = false;
      open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    held,
    mostOpen: () => mostOpen,
    url: (path: string) => `http://${RECEIVER_HOST}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The crawler of the test servers reaches the fixture farm and the receiver (both on loopback). */
export const alertHooks = (farm: () => Farm) => (): ServerHooks => ({
  crawler: {
    allowHosts: [...farm().allowHosts, RECEIVER_HOST],
    lookup: async (host: string) =>
      host === RECEIVER_HOST ? [{ address: '127.0.0.1', family: 4 as const }] : farm().lookup(host),
    ca: farm().ca,
    connectPort: farm().connectPort,
    dns: false as const,
    perHostIntervalMs: 0,
  },
});

/**
 * Whether a receiver checking deliveries with the SDK's verifier would accept this one: the
 * signature header of the raw body under `secret`, its timestamp within `toleranceSeconds` of `now`.
 */
export function verifies(
  header: string,
  body: string,
  secret: string,
  opts: { toleranceSeconds: number; now?: number },
): Promise<boolean> {
  return verifyWebhookSignature({ payload: body, header, secrets: secret, ...opts }).then(
    () => true,
    () => false,
  );
}
