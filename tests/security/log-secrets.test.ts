// The info-level request log, as an operator keeps it: after a registration, a sign-in from a new
// browser (which sets a device cookie), pages and API calls with the key in either header, the log
// holds none of the session, device or flow cookies' values nor the API key — any of them copied
// from a log would sign its reader in — while it still records each request and its answer. And a
// client that leaves half-way through sending its body is the client's doing, never a server
// fault in the log.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, registerAccount, startMailbox } from '../accounts/support.ts';
import { createApiAccount } from '../support/accounts.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';

let mailbox: Mailbox;
let server: RunningServer;
const lines: string[] = [];

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer(
    {
      SMTP_URL: mailbox.url,
      CAPTCHA_DIFFICULTY: '100',
      BROWSE_RATE_LIMIT: '0',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
    },
    { logTo: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('the request log', () => {
  it('keeps no cookie value or API key of a sign-in, and still logs each request and answer', async () => {
    const email = `logged-${Date.now()}@acme-widgets.com`;
    const password = 'pass phrase for logs';
    const registered = await registerAccount(server.url, mailbox, { email, password });
    const welcome = await mailbox.next(email, /Welcome/);
    const key = /\b(tc_[A-Za-z0-9]{8}_[\w-]{43})\b/.exec(welcome.raw)?.[1] as string;
    expect(key).toBeDefined();

    // A second browser signs in with the e-mailed code: the answer sets the session and device cookies.
    const browser = new Client(server.url);
    await browser.post('/user/login', { email, password });
    const code = await mailbox.code(email, /sign-in code/);
    const signedIn = await browser.post('/user/login', { email, password, emailCode: code });
    expect(signedIn.status).toBe(200);
    expect((await browser.get('/user/account/api')).status).toBe(200);
    for (const headers of [{ 'x-api-key': key }, { authorization: `Bearer ${key}` }] as Record<
      string,
      string
    >[])
      expect((await fetch(`${server.url}/api/v1/credits`, { headers })).status).toBe(200);

    const secrets = new Map<string, string>([['API key', key]]);
    for (const client of [registered, browser])
      for (const [name, value] of client.cookies) secrets.set(`${name} (${client.ip})`, value);
    expect([...secrets.keys()].join(' ')).toMatch(/tc_session.*tc_device|tc_device.*tc_session/);

    const log = lines.join('');
    const logins = lines
      .map((l) => JSON.parse(l))
      .filter((entry) => entry.req?.url === '/user/login' && entry.res?.statusCode === 200);
    expect(logins.length).toBeGreaterThanOrEqual(2);
    // The answers are logged with their headers, only the cookies they set are not.
    expect(logins.at(-1).res.headers).toHaveProperty('content-type');
    for (const [name, value] of secrets) {
      expect(value.length, name).toBeGreaterThanOrEqual(16);
      expect(log.includes(value), `${name} is in the log`).toBe(false);
    }
  });

  it('logs a metered call whose client left mid-body as a 400 of the client, charges it nothing, and logs no failure', async () => {
    const { accountId, apiKey } = await createApiAccount(server.db, { credits: 50 });
    const { host, port } = new URL(server.url);
    const body = '{"filters":[],"limit":';
    // The headers promise 1,000 bytes of body; the client sends a few and hangs up.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          [
            'POST /api/v1/websites HTTP/1.1',
            `Host: ${host}`,
            `x-api-key: ${apiKey}`,
            'content-type: application/json',
            'content-length: 1000',
            '',
            body,
          ].join('\r\n'),
          () => socket.destroy(),
        );
      });
      socket.once('close', () => resolve());
      socket.once('error', reject);
    });
    // How the call ended, as the server logged it once the call's turn came.
    const ended = await until(
      () =>
        lines
          .map((l) => JSON.parse(l))
          .find(
            (e) =>
              e.url === '/api/v1/websites' &&
              (e.msg === 'request failed' || e.msg === 'client left mid-request'),
          ),
      { what: 'the server to log how the aborted call ended' },
    );
    expect({ msg: ended.msg, status: ended.status, err: ended.err?.message }).toEqual({
      msg: 'client left mid-request',
      status: 400,
      err: undefined,
    });
    const failures = lines.map((l) => JSON.parse(l)).filter((e) => e.level >= 50 || e.res?.statusCode >= 500);
    expect(failures).toEqual([]);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM credit_debits WHERE account_id = $1',
      [accountId],
    );
    expect(rows[0].n).toBe(0);
  });
});
