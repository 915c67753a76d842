import { contract } from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';
import { Client, type Mailbox, startAccountsServer, startMailbox } from './support.ts';

let mailbox: Mailbox;
let server: RunningServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAccountsServer(mailbox, { BROWSE_RATE_LIMIT: '5' });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('requireCaptchaCheck for anonymous clients that browse too fast', () => {
  it('asks for the captcha past the limit; passing it lets the browser on', async () => {
    const client = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.get('/about-us/api')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const blocked = await client.get('/api');
    expect(blocked.body).toEqual({ requireCaptchaCheck: true, User: { LoggedIn: false } });
    const page = await fetch(`${server.url}/about-us`, { headers: { 'x-forwarded-for': client.ip } });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('"requireCaptchaCheck":true');

    const refused = await client.post('/validate-captcha', { token: 'garbage' });
    expect(refused.status).toBe(400);
    const passed = await client.post('/validate-captcha', { token: await client.captcha() });
    expect(passed).toMatchObject({ status: 200, body: { results: { ok: true } } });
    for (let i = 0; i < 8; i++) expect((await client.get('/about-us/api')).status).toBe(200);
    // Other visitors are not affected.
    expect((await new Client(server.url).get('/about-us/api')).status).toBe(200);
  });
});

describe('bad input on every accounts endpoint', () => {
  const bodies = [
    '{"a": ',
    'null',
    '[]',
    '{"email": 5, "password": {}}',
    '{}',
    JSON.stringify({ x: 'y'.repeat(50_000) }),
  ];
  // Log-out takes no body and ignores whatever comes.
  const routes = Object.values(contract.accounts).filter(
    (r) => r.method === 'POST' && r.path !== '/user/logout',
  );
  it.each(routes.map((r) => [r.path]))('%s answers 4xx with a message, never 5xx', async (path) => {
    for (const raw of bodies) {
      const res = await new Client(server.url).post(path, undefined, { raw });
      expect(res.status, `${path} ${raw.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof (res.body.err ?? res.body.msg ?? (res.body.errors as { msg: string }[])?.[0]?.msg)).toBe(
        'string',
      );
    }
  });
});

describe('dev outbox', () => {
  it('keeps mail and shows it at /dev/outbox when no SMTP server is configured', async () => {
    const dev = await startTestServer({
      NODE_ENV: 'development',
      CAPTCHA_DIFFICULTY: '100',
      TRUST_PROXY: 'true',
    });
    try {
      const client = new Client(dev.url);
      const res = await client.post('/user/register', {
        name: 'Dev',
        email: 'dev@acme-widgets.com',
        password: 'long enough 1',
        agreedWithTerms: true,
        captcha: await client.captcha(),
      });
      expect(res.status).toBe(200);
      const page = await (await fetch(`${dev.url}/dev/outbox`)).text();
      expect(page).toMatch(/Your TechCensus code: \d{6}/);
      // The sign-up form links to it: the website learns so from the auth options.
      expect((await client.get('/user/auth-options')).body.devOutbox).toBe(true);
    } finally {
      await dev.close();
    }
  });

  it('has no outbox page, and the website no link to one, when mail goes over SMTP', async () => {
    expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    expect((await new Client(server.url).get('/user/auth-options')).body.devOutbox).toBe(false);
  });

  it.each([
    ['outside development', { NODE_ENV: 'test' }],
    ['in development with DEV_OUTBOX=false', { NODE_ENV: 'development', DEV_OUTBOX: 'false' }],
  ])('has neither the page nor the link %s, though mail is kept', async (_when, env) => {
    const other = await startTestServer(env);
    try {
      expect((await fetch(`${other.url}/dev/outbox`)).status).toBe(404);
      expect((await new Client(other.url).get('/user/auth-options')).body.devOutbox).toBe(false);
    } finally {
      await other.close();
    }
  });
});
