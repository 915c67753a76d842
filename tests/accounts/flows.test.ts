import {
  ACCOUNT_MESSAGES,
  AccountResults,
  FREE_TIER_MONTHLY_CREDITS,
  pageEnvelope,
} from '@techcensus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { Client, type Mailbox, registerAccount, startAccountsServer, startMailbox } from './support.ts';

/** The account flows over HTTP against the real server, with codes read from a real SMTP server. */

let mailbox: Mailbox;
let server: RunningServer;
let seq = 0;
const unique = (local = 'user') => `${local}${++seq}-${Date.now()}@acme-widgets.com`;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAccountsServer(mailbox);
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const accountPage = async (client: Client) => {
  const res = await client.get('/user/account/api');
  return { status: res.status, envelope: pageEnvelope(AccountResults).parse(res.body) };
};

describe('registration', () => {
  it('register → e-mailed code → confirm signs in, with a welcome API key, free credits and its e-mail domain verified', async () => {
    const email = unique();
    const client = await registerAccount(server.url, mailbox, {
      name: 'Ada Lovelace',
      email,
      password: 'correct horse 1',
    });
    const { status, envelope } = await accountPage(client);
    expect(status).toBe(200);
    expect(envelope.User.LoggedIn).toBe(true);
    const account = envelope.results?.Account;
    expect(account).toMatchObject({
      Name: 'Ada Lovelace',
      Email: email,
      AuthType: 'password',
      HasPassword: true,
      Subscription: null,
      PendingSubscription: false,
      // The keyed free tier: every confirmed account starts with this month's free credits.
      Credits: FREE_TIER_MONTHLY_CREDITS,
      // A professional address proves its own domain (docs/ownership.md).
      VerifiedDomainCount: 1,
      VerifiedDomains: ['acme-widgets.com'],
      MonitoredWebsiteCount: 0,
      Reports: [],
      Orders: [],
      CanPurchase: true,
      EmailDomain: 'acme-widgets.com',
    });
    const welcome = await mailbox.next(email, /Welcome/);
    const key = /\b(tc_[A-Za-z0-9]{8}_[\w-]{43})\b/.exec(welcome.raw)?.[1];
    expect(key).toBeDefined();
    expect(account?.APIKey?.Prefix).toBe(key?.slice(0, 11));
    expect(welcome.raw).toContain(`${FREE_TIER_MONTHLY_CREDITS} free API credits`);
    // The welcome key works on the metered API at once, with the free grant.
    const credits = await fetch(`${server.url}/api/v1/credits`, { headers: { 'x-api-key': key as string } });
    expect(credits.status).toBe(200);
    expect(await credits.json()).toMatchObject({ balance: FREE_TIER_MONTHLY_CREDITS });
    // The key itself is nowhere in the database.
    const { rows } = await server.db.query('SELECT key_hash, prefix FROM api_keys');
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('free-mail and disposable addresses are created but may not purchase', async () => {
    const free = await registerAccount(server.url, mailbox, {
      email: `x${Date.now()}@gmail.com`,
      password: 'long enough 1',
    });
    expect((await accountPage(free)).envelope.results?.Account.CanPurchase).toBe(false);
    const throwaway = await registerAccount(server.url, mailbox, {
      email: `x${Date.now()}@mailinator.com`,
      password: 'long enough 1',
    });
    expect((await accountPage(throwaway)).envelope.results?.Account.CanPurchase).toBe(false);
  });

  it('refuses bad input with clear messages, never a 500', async () => {
    const client = new Client(server.url);
    const base = { name: 'A', email: unique(), password: 'long enough 1', agreedWithTerms: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, agreedWithTerms: false, captcha: 'x' }, ACCOUNT_MESSAGES.termsUnchecked],
      [{ ...base, email: 'not-an-email', captcha: 'x' }, 'Please enter a valid email address.'],
      [
        { ...base, password: 'short', captcha: 'x' },
        'The password must be between 8 and 128 characters long.',
      ],
      [{ ...base, name: '   ', captcha: 'x' }, 'Please enter your name.'],
      [{ ...base, captcha: '' }, ACCOUNT_MESSAGES.captchaMissing],
      [{ ...base, captcha: 'bm90IGEgcGF5bG9hZA==' }, ACCOUNT_MESSAGES.captchaFailed],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/user/register', body);
      expect(res.status, message).toBe(400);
      expect(res.body.err).toBe(message);
    }
    for (const raw of ['{"name": ', '[]', '{"name": 5}', '{}', 'null']) {
      const res = await client.post('/user/register', undefined, { raw });
      expect(res.status, raw).toBe(400);
      expect(typeof res.body.err).toBe('string');
    }
  });

  it('a solved captcha is good for one form only', async () => {
    const client = new Client(server.url);
    const captcha = await client.captcha();
    const first = await client.post('/user/reset-password', { email: unique(), captcha });
    expect(first.status).toBe(200);
    const replay = await client.post('/user/reset-password', { email: unique(), captcha });
    expect(replay.body.err).toBe(ACCOUNT_MESSAGES.captchaFailed);
  });

  it('an address that already has an account gets the same answer, a notice by e-mail and no code', async () => {
    const email = unique();
    await registerAccount(server.url, mailbox, { email, password: 'first password' });
    const before = mailbox.messages.length;
    const again = new Client(server.url);
    const res = await again.post('/user/register', {
      name: 'Someone',
      email,
      password: 'another password',
      agreedWithTerms: true,
      captcha: await again.captcha(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: { emailCodeSent: true } });
    await mailbox.next(email, /already have/, before);
    const confirm = await again.post('/user/confirm-email-account-activate', { otpCode: '123456' });
    expect(confirm.status).toBe(400);
  });
});

describe('login', () => {
  it('asks for a code on a new browser, not on a known one', async () => {
    const email = unique();
    await registerAccount(server.url, mailbox, { email, password: 'pass phrase 1' });
    const browser = new Client(server.url);
    const first = await browser.post('/user/login', { email, password: 'pass phrase 1' });
    expect(first.body).toEqual({ results: { optCodeRequested: true } });
    expect((await accountPage(browser)).status).toBe(401);
    const code = await mailbox.code(email, /sign-in code/);
    const withCode = await browser.post('/user/login', { email, password: 'pass phrase 1', emailCode: code });
    expect(withCode.body).toEqual({ results: { optCodeRequested: false } });
    expect((await accountPage(browser)).envelope.User.LoggedIn).toBe(true);

    await browser.post('/user/logout');
    expect((await accountPage(browser)).status).toBe(401);
    const again = await browser.post('/user/login', { email, password: 'pass phrase 1' });
    expect(again.body).toEqual({ results: { optCodeRequested: false } });
  });

  it('wrong password: one message for unknown address and wrong password', async () => {
    const client = new Client(server.url);
    const unknown = await client.post('/user/login', { email: unique(), password: 'whatever 123' });
    expect(unknown).toMatchObject({ status: 401, body: { err: ACCOUNT_MESSAGES.wrongLogin } });
  });

  it('after three wrong passwords even a known browser must give a code; brute force hits the limiter', async () => {
    const email = unique();
    const client = await registerAccount(server.url, mailbox, { email, password: 'right password' });
    await client.post('/user/logout');
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/user/login', { email, password: `wrong ${i}` })).status).toBe(401);
    }
    expect((await client.post('/user/login', { email, password: 'right password' })).body).toEqual({
      results: { optCodeRequested: true },
    });
    const attacker = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await attacker.post('/user/login', { email, password: `guess ${i}` })).status);
    expect(statuses.slice(0, 7).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const locked = await attacker.post('/user/login', { email, password: 'right password' });
    expect(locked.status).toBe(429);
    expect(locked.body.err).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('codes: wrong guesses are limited, expired codes refused', async () => {
    const email = unique();
    await registerAccount(server.url, mailbox, { email, password: 'pass phrase 2' });
    const browser = new Client(server.url);
    await browser.post('/user/login', { email, password: 'pass phrase 2' });
    const code = await mailbox.code(email, /sign-in code/);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await browser.post('/user/login', { email, password: 'pass phrase 2', emailCode: wrong })).body.err,
      );
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(ACCOUNT_MESSAGES.codeInvalid));
    expect(answers[4]).toBe(ACCOUNT_MESSAGES.codeAttempts);
    const right = await browser.post('/user/login', { email, password: 'pass phrase 2', emailCode: code });
    expect(right.body.err).toBe(ACCOUNT_MESSAGES.codeAttempts);

    const before = mailbox.messages.length;
    await browser.post('/user/login', { email, password: 'pass phrase 2' });
    const fresh = await mailbox.code(email, /sign-in code/, before);
    await server.db.query(
      `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'login' AND email = $1`,
      [email],
    );
    const expired = await browser.post('/user/login', { email, password: 'pass phrase 2', emailCode: fresh });
    expect(expired.body.err).toBe(ACCOUNT_MESSAGES.codeExpired);
    const stored = await server.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM one_time_codes WHERE email = $1',
      [email],
    );
    expect(stored.rows.every((r) => !r.code_hash.includes(fresh))).toBe(true);
  });

  it('signing in rotates the session id (no fixation) and the old id is dead', async () => {
    const email = unique();
    await registerAccount(server.url, mailbox, { email, password: 'pass phrase 3' });
    const browser = new Client(server.url);
    await browser.post('/user/login', { email, password: 'pass phrase 3' });
    const planted = browser.cookies.get('tc_session');
    expect(planted).toBeDefined();
    const code = await mailbox.code(email, /sign-in code/);
    await browser.post('/user/login', { email, password: 'pass phrase 3', emailCode: code });
    const fresh = browser.cookies.get('tc_session');
    expect(fresh).not.toBe(planted);
    const fixer = new Client(server.url);
    fixer.cookies.set('tc_session', planted as string);
    expect((await accountPage(fixer)).status).toBe(401);
    expect((await accountPage(browser)).status).toBe(200);
  });

  it('sets httpOnly SameSite=Lax session cookies', async () => {
    const client = new Client(server.url);
    const res = await client.post('/user/login', { email: unique(), password: 'x' });
    expect(res.status).toBe(401);
    const email = unique();
    await registerAccount(server.url, mailbox, { email, password: 'pass phrase 4' });
    const fresh = new Client(server.url);
    const login = await fresh.post('/user/login', { email, password: 'pass phrase 4' });
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('tc_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('CSRF', () => {
  it('refuses state changes without the header or from another origin', async () => {
    const client = await registerAccount(server.url, mailbox, { email: unique(), password: 'pass phrase 5' });
    const noHeader = await client.post('/user/logout', undefined, { csrf: false });
    expect(noHeader.status).toBe(403);
    const foreign = await client.post('/user/logout', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const keyGet = await client.get('/user/generate-api-key/api', { csrf: false });
    expect(keyGet.status).toBe(403);
    const logoutGet = await client.get('/user/logout/api', { csrf: false });
    expect(logoutGet.status).toBe(403);
    expect((await accountPage(client)).envelope.User.LoggedIn).toBe(true);
    const login = await new Client(server.url).post(
      '/user/login',
      { email: 'a@b.com', password: 'x' },
      { csrf: false },
    );
    expect(login.status).toBe(403);
  });
});

describe('password reset', () => {
  it('e-mail + captcha → code → new password signs in and ends other sessions', async () => {
    const email = unique();
    const other = await registerAccount(server.url, mailbox, { email, password: 'old password' });
    const browser = new Client(server.url);
    const start = await browser.post('/user/reset-password', { email, captcha: await browser.captcha() });
    expect(start.body).toEqual({ results: { emailCodeSent: true } });
    const early = await browser.post('/user/set-password', { password: 'new password 1' });
    expect(early.body.err).toBe(ACCOUNT_MESSAGES.noPendingStep);
    const code = await mailbox.code(email, /reset code/);
    expect((await browser.post('/user/password-reset-confirm-otp', { otpCode: code })).status).toBe(200);
    expect((await browser.post('/user/set-password', { password: 'short' })).status).toBe(400);
    expect((await browser.post('/user/set-password', { password: 'new password 1' })).status).toBe(200);
    expect((await accountPage(browser)).envelope.User.LoggedIn).toBe(true);
    expect((await accountPage(other)).status).toBe(401);
    const oldLogin = await new Client(server.url).post('/user/login', { email, password: 'old password' });
    expect(oldLogin.status).toBe(401);
  });

  it('an unknown address gets the same answer and no code works', async () => {
    const browser = new Client(server.url);
    const start = await browser.post('/user/reset-password', {
      email: unique(),
      captcha: await browser.captcha(),
    });
    expect(start.body).toEqual({ results: { emailCodeSent: true } });
    const confirm = await browser.post('/user/password-reset-confirm-otp', { otpCode: '123456' });
    expect(confirm.body.err).toBe(ACCOUNT_MESSAGES.codeInvalid);
  });
});

describe('account page actions', () => {
  it('anonymous visitors get resultLoginRequired with 401, as data and as a page', async () => {
    const client = new Client(server.url);
    const data = await client.get('/user/account/api');
    expect(data).toMatchObject({
      status: 401,
      body: { resultLoginRequired: true, User: { LoggedIn: false } },
    });
    const page = await fetch(`${server.url}/user/account`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('"resultLoginRequired":true');
  });

  it('change password: inline errors, then the spec success message', async () => {
    const email = unique();
    const client = await registerAccount(server.url, mailbox, { email, password: 'first pass' });
    const wrong = await client.post('/user/change-password/api', {
      currentPassword: 'nope nope',
      newPassword: 'second pass',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, msg: 'The current password is not correct.' },
    });
    const short = await client.post('/user/change-password/api', {
      currentPassword: 'first pass',
      newPassword: 'x',
    });
    expect(short.body.success).toBe(false);
    const ok = await client.post('/user/change-password/api', {
      currentPassword: 'first pass',
      newPassword: 'second pass',
    });
    expect(ok.body).toEqual({ success: true, msg: ACCOUNT_MESSAGES.passwordChanged });
    const anonymous = await new Client(server.url).post('/user/change-password/api', {
      currentPassword: 'a',
      newPassword: 'b',
    });
    expect(anonymous).toMatchObject({ status: 401, body: { success: false } });
  });

  it('generate API key: e-mailed, old key invalid, prefix and date on the account page', async () => {
    const email = unique();
    const client = await registerAccount(server.url, mailbox, { email, password: 'key pass 1' });
    const welcome = await mailbox.next(email, /Welcome/);
    const oldKey = /\b(tc_\w{8}_[\w-]{43})\b/.exec(welcome.raw)?.[1] as string;
    const before = mailbox.messages.length;
    const res = await client.get('/user/generate-api-key/api');
    expect(res.body).toEqual({ success: true, msg: ACCOUNT_MESSAGES.apiKeySent });
    const mail = await mailbox.next(email, /new TechCensus API key/, before);
    const newKey = /\b(tc_\w{8}_[\w-]{43})\b/.exec(mail.raw)?.[1] as string;
    expect(newKey).not.toBe(oldKey);
    const refused = await fetch(`${server.url}/api/v1/credits`, { headers: { 'x-api-key': oldKey } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'invalid_api_key' });
    const accepted = await fetch(`${server.url}/api/v1/credits`, { headers: { 'x-api-key': newKey } });
    expect(accepted.status).toBe(200);
    const account = (await accountPage(client)).envelope.results?.Account;
    expect(account?.APIKey?.Prefix).toBe(newKey.slice(0, 11));
    expect(Date.parse(account?.APIKey?.GenerationDate ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('Delete Account removes every row the account owns', async () => {
    const email = unique();
    const client = await registerAccount(server.url, mailbox, { email, password: 'delete me 1' });
    const idRow = await server.db.query<{ id: string }>(
      'SELECT id::text AS id FROM accounts WHERE email = $1',
      [email],
    );
    const id = idRow.rows[0].id;
    await client.post('/contact-us/sendmessage', {
      fullname: 'Del',
      email,
      message: 'Hello',
      captcha: await client.captcha(),
    });
    await client.post('/user/reset-password', { email, captcha: await client.captcha() });
    const owned = async () => {
      const q = async (sql: string) => Number((await server.db.query<{ n: string }>(sql, [id])).rows[0].n);
      return {
        accounts: await q('SELECT count(*) AS n FROM accounts WHERE id = $1'),
        sessions: await q('SELECT count(*) AS n FROM sessions WHERE account_id = $1 OR flow_account_id = $1'),
        codes: await q('SELECT count(*) AS n FROM one_time_codes WHERE account_id = $1'),
        keys: await q('SELECT count(*) AS n FROM api_keys WHERE account_id = $1'),
        devices: await q('SELECT count(*) AS n FROM login_devices WHERE account_id = $1'),
        messages: await q('SELECT count(*) AS n FROM contact_messages WHERE account_id = $1'),
      };
    };
    const before = await owned();
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    expect((await client.post('/user/delete')).status).toBe(200);
    expect(await owned()).toEqual({ accounts: 0, sessions: 0, codes: 0, keys: 0, devices: 0, messages: 0 });
    expect((await accountPage(client)).status).toBe(401);
    const login = await new Client(server.url).post('/user/login', { email, password: 'delete me 1' });
    expect(login.status).toBe(401);
  });
});

describe('contact', () => {
  it('stores the message, mails the operators, and says what is wrong with bad input', async () => {
    const client = new Client(server.url);
    const bad = async (body: Record<string, unknown>) =>
      (await client.post('/contact-us/sendmessage', body)).body;
    const base = { fullname: 'Grace', company: 'Navy', email: 'grace@navy-example.com', message: 'Hi there' };
    expect(await bad({ ...base, fullname: ' ', captcha: 'x' })).toMatchObject({
      success: false,
      errors: [{ msg: 'Please enter your full name.' }],
    });
    expect((await bad({ ...base, email: 'nope', captcha: 'x' })).errors).toEqual([
      { msg: 'Please enter a valid email address.' },
    ]);
    expect((await bad({ ...base, message: '', captcha: 'x' })).errors).toEqual([
      { msg: 'Please enter a message.' },
    ]);
    expect((await bad({ ...base, captcha: '' })).errors).toEqual([{ msg: ACCOUNT_MESSAGES.captchaMissing }]);
    const before = mailbox.messages.length;
    const ok = await client.post('/contact-us/sendmessage', { ...base, captcha: await client.captcha() });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    const mail = await mailbox.next('contact@techcensus.example', /Contact form: Grace \(Navy\)/, before);
    expect(mail.raw).toContain('Hi there');
    const stored = await server.db.query(
      'SELECT fullname, company, email, message FROM contact_messages WHERE email = $1',
      [base.email],
    );
    expect(stored.rows).toEqual([
      { fullname: 'Grace', company: 'Navy', email: base.email, message: 'Hi there' },
    ]);
  });

  it('contact and schedule-demo pages have data', async () => {
    const contact = await new Client(server.url).get('/contact-us/api');
    expect(contact.body.results).toMatchObject({
      ContactEmail: 'contact@techcensus.example',
      SchedulingURL: null,
    });
    const demo = await new Client(server.url).get('/schedule-demo/api');
    expect(demo.status).toBe(200);
  });
});

describe('auth options', () => {
  it('says Google is off and ALTCHA is the captcha when nothing is configured', async () => {
    const res = await new Client(server.url).get('/user/auth-options');
    expect(res.body).toEqual({
      google: false,
      devOutbox: false,
      captcha: { provider: 'altcha', challengeUrl: '/captcha/challenge' },
    });
    expect((await fetch(`${server.url}/auth/google`)).status).toBe(404);
  });
});
