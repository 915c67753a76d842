import type { AddressInfo } from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@techcensus/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SMTPServer } from 'smtp-server';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { until } from '../support/wait.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startMailbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const unfolded = raw.replace(/=\r?\n/g, '');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: unfolded,
          subject: /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The newest message to `to` whose subject matches, waiting up to 10 s for it. */
  function next(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
    return until(
      () =>
        messages
          .slice(after)
          .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1),
      { what: `mail to ${to} matching ${subject}`, timeoutMs: 10_000 },
    );
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next,
    /** The 6-digit code in the newest message to `to` with that subject. */
    async code(to: string, subject: RegExp, after = 0): Promise<string> {
      const mail = await next(to, subject, after);
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in ${mail.subject}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

export async function startAccountsServer(
  mailbox: Mailbox,
  extra: Record<string, string> = {},
): Promise<RunningServer> {
  // TRUST_PROXY lets each test client speak from its own address (X-Forwarded-For), so the
  // per-IP limits apply per client as they would to separate visitors.
  return startTestServer({
    SMTP_URL: mailbox.url,
    CAPTCHA_DIFFICULTY: '100',
    BROWSE_RATE_LIMIT: '0',
    TRUST_PROXY: 'true',
    ...extra,
  });
}

let clientCount = 0;

/** A browser-like client: keeps cookies, sends the CSRF header unless told not to. */
export class Client {
  cookies = new Map<string, string>();
  readonly ip: string;
  constructor(
    readonly base: string,
    ip?: string,
  ) {
    clientCount += 1;
    this.ip = ip ?? `10.${process.pid % 250}.${Math.floor(clientCount / 250) % 250}.${clientCount % 250}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string>; raw?: string } = {},
  ): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.ip,
      ...(opts.headers ?? {}),
    };
    if (opts.csrf !== false) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    if (body !== undefined || opts.raw !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: opts.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  post = (path: string, body?: unknown, opts?: Parameters<Client['request']>[3]) =>
    this.request('POST', path, body, opts);
  get = (path: string, opts?: Parameters<Client['request']>[3]) => this.request('GET', path, undefined, opts);

  /** Solves a fresh ALTCHA challenge the way the widget does and returns its payload. */
  async captcha(): Promise<string> {
    const { body: challenge } = await this.get('/captcha/challenge');
    const solution = await solveChallenge({
      challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'],
      deriveKey,
    });
    if (!solution) throw new Error('captcha not solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
}

/** Registers and confirms an account; returns the signed-in client. */
export async function registerAccount(
  base: string,
  mailbox: Mailbox,
  who: { name?: string; email: string; password: string },
): Promise<Client> {
  const client = new Client(base);
  const register = await client.post('/user/register', {
    name: who.name ?? 'Test Person',
    email: who.email,
    password: who.password,
    agreedWithTerms: true,
    captcha: await client.captcha(),
  });
  if (register.status !== 200) throw new Error(`register failed: ${JSON.stringify(register.body)}`);
  const code = await mailbox.code(who.email, /code/);
  const confirm = await client.post('/user/confirm-email-account-activate', { otpCode: code });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return client;
}
