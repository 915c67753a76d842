import { ACCOUNT_MESSAGES } from '@techcensus/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { type Mailbox, startAccountsServer, startMailbox } from '../accounts/support.ts';
import { CHROMIUM, haveChromium, launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { startTestServer } from '../support/server.ts';

/**
 * Every account flow in Chromium against the real server, with codes read from a real SMTP
 * server: register, log in with a code, reset, change password, generate key, delete, contact.
 */

const run = runBrowserSuites;

describe.skipIf(!run)(
  `account flows in Chromium${haveChromium ? '' : ` (skipped: ${CHROMIUM} is missing)`}`,
  { timeout: 90_000 },
  () => {
    let mailbox: Mailbox;
    let server: RunningServer;
    let browser: Browser;
    const email = `pat-${Date.now()}@acme-widgets.com`;
    let password = 'first password 1';

    beforeAll(async () => {
      mailbox = await startMailbox();
      // Browser tests come from one address; the default per-IP limits still leave room.
      server = await startAccountsServer(mailbox, { CAPTCHA_DIFFICULTY: '2000', TRUST_PROXY: 'false' });
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await mailbox?.close();
    });

    /** A fresh browser (own cookies) with a page that records script errors. */
    async function open(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/status of 40[0-9]/.test(m.text()))
          problems.push(`console: ${m.text()}`);
      });
      await page.goto(server.url + path);
      await page.waitForFunction(() => {
        const link = document.querySelector('a.brand');
        return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
      });
      return { context, page, problems };
    }

    /** Ticks the ALTCHA widget and waits for its proof of work. */
    async function solveCaptcha(page: Page) {
      // The label, as a person clicks it: the widget draws its own tick over the real checkbox.
      const label = page.locator('altcha-widget label');
      await label.waitFor({ timeout: 10_000 });
      await label.click();
      await page.waitForFunction(
        () => {
          const input = document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]');
          return !!input?.value;
        },
        undefined,
        { timeout: 20_000 },
      );
    }

    const dialog = (page: Page) => page.locator('dialog[open]');

    it('registers: form, captcha, e-mailed code, success view, reload after 2 s signed in', async () => {
      const { context, page, problems } = await open('/');
      await page.getByRole('button', { name: 'Free Sign Up' }).click();
      await expect(dialog(page).locator('h2').textContent()).resolves.toBe('Create a Free Account');
      await expect(dialog(page).textContent()).resolves.toContain(ACCOUNT_MESSAGES.professionalEmail);
      await page.fill('#register-name', 'Pat Doe');
      await page.fill('#register-email', email);
      await page.fill('#register-password', password);
      // Terms unchecked: the spec's message.
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.locator('[role="alert"]').textContent()).resolves.toBe(
        ACCOUNT_MESSAGES.termsUnchecked,
      );
      await page.check('#register-terms');
      await solveCaptcha(page);
      // The captcha drew from the auth options, so the outbox link would be there by now: mail
      // goes over SMTP here, so there is none.
      await expect(dialog(page).getByRole('link', { name: 'mail outbox' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.locator('#email-code').waitFor();
      await page.fill('#email-code', await mailbox.code(email, /Your TechCensus code/));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Your account has been created.').waitFor();
      await page.waitForEvent('load', { timeout: 5000 });
      await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('logs in on a new browser with the e-mailed code, then logs out through the dialog', async () => {
      const { context, page, problems } = await open('/');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.fill('#login-email', 'nobody@acme-widgets.com');
      await page.fill('#login-password', 'wrong password');
      await page.locator('dialog form').getByRole('button', { name: 'Log In' }).click();
      await expect(page.locator('[role="alert"]').textContent()).resolves.toBe(ACCOUNT_MESSAGES.wrongLogin);
      const before = mailbox.messages.length;
      await page.fill('#login-email', email);
      await page.fill('#login-password', password);
      await page.locator('dialog form').getByRole('button', { name: 'Log In' }).click();
      await page.locator('#email-code').waitFor();
      await page.fill('#email-code', await mailbox.code(email, /sign-in code/, before));
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log In' }).click()]);
      await page.getByRole('button', { name: 'Account', exact: true }).click();
      await page.getByRole('button', { name: 'Log Out' }).click();
      await expect(dialog(page).textContent()).resolves.toContain('Are you sure?');
      await Promise.all([
        page.waitForEvent('load'),
        dialog(page).getByRole('button', { name: 'Log Out' }).click(),
      ]);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('resets the password: e-mail + captcha, code, new password, success, reload signed in', async () => {
      const { context, page, problems } = await open('/');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot your password?' }).click();
      await expect(dialog(page).locator('h2').textContent()).resolves.toBe('Reset Password');
      await page.fill('#reset-email', email);
      await solveCaptcha(page);
      const before = mailbox.messages.length;
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.locator('#email-code').waitFor();
      await page.fill('#email-code', await mailbox.code(email, /reset code/, before));
      await page.getByRole('button', { name: 'Continue' }).click();
      password = 'second password 2';
      await page.fill('#reset-password', password);
      await page.getByRole('button', { name: 'Set Password' }).click();
      await page.getByText('Your password has been reset.').waitFor();
      await page.waitForEvent('load', { timeout: 5000 });
      await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });

    it('account page: rows, change password, generate API key, delete account', async () => {
      // Sign in through the API in this browser's context: the page is what is under test here.
      const { context, page, problems } = await open('/user/account');
      await expect(dialog(page).locator('h2').textContent()).resolves.toBe('Login');
      await page.fill('#login-email', email);
      await page.fill('#login-password', password);
      const before = mailbox.messages.length;
      await page.locator('dialog form').getByRole('button', { name: 'Log In' }).click();
      await page.locator('#email-code').waitFor();
      await page.fill('#email-code', await mailbox.code(email, /sign-in code/, before));
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log In' }).click()]);
      await page.locator('.detail-table').waitFor();
      const table = await page.locator('.detail-table').textContent();
      for (const text of [
        'Pat Doe',
        email,
        'Email and password',
        'Password',
        'API key',
        'Subscription',
        'None',
        'Credits',
      ]) {
        expect(table).toContain(text);
      }
      // The page came anew after signing in: its buttons answer once it is hydrated again.
      await page.waitForFunction(() => {
        const link = document.querySelector('a.brand');
        return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
      });

      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.fill('#current-password', 'not my password');
      await page.fill('#new-password', 'third password 3');
      await dialog(page).getByRole('button', { name: 'Change Password' }).click();
      await expect(dialog(page).locator('[role="alert"]').textContent()).resolves.toContain(
        'The current password is not correct.',
      );
      await page.fill('#current-password', password);
      await dialog(page).getByRole('button', { name: 'Change Password' }).click();
      await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
      password = 'third password 3';
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'OK' }).click()]);

      const keysBefore = mailbox.messages.length;
      await page.getByRole('button', { name: 'Generate API Key' }).click();
      await dialog(page).getByRole('button', { name: 'Generate' }).click();
      await page.getByText(ACCOUNT_MESSAGES.apiKeySent).waitFor();
      const keyMail = await mailbox.next(email, /new TechCensus API key/, keysBefore);
      const prefix = /\b(tc_\w{8})_/.exec(keyMail.raw)?.[1] as string;
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'OK' }).click()]);
      await expect(page.locator('.detail-table').textContent()).resolves.toContain(prefix);

      await page.getByRole('button', { name: 'Delete Account' }).click();
      await Promise.all([
        page.waitForURL(`${server.url}/`),
        dialog(page).getByRole('button', { name: 'Delete Account' }).click(),
      ]);
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
      const { rows } = await server.db.query('SELECT 1 FROM accounts WHERE email = $1', [email]);
      expect(rows).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it('contact form: errors in the spec words, then "Message was sent"', async () => {
      const { context, page, problems } = await open('/contact-us');
      await page.fill('#contact-fullname', 'Lee Contact');
      await page.fill('#contact-email', 'lee@acme-widgets.com');
      await page.fill('#contact-message', 'We would like a demo.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(ACCOUNT_MESSAGES.messageFailed).waitFor();
      await expect(page.locator('.contact-page [role="alert"]').textContent()).resolves.toContain(
        ACCOUNT_MESSAGES.captchaMissing,
      );
      await solveCaptcha(page);
      const before = mailbox.messages.length;
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText(ACCOUNT_MESSAGES.messageSent).waitFor();
      const mail = await mailbox.next('contact@techcensus.example', /Contact form: Lee Contact/, before);
      expect(mail.raw).toContain('We would like a demo.');
      await expect(page.textContent('main')).resolves.toContain('Online booking is not available right now.');
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);

describe.skipIf(!run)('human check in Chromium', { timeout: 90_000 }, () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startAccountsServer(mailbox, { BROWSE_RATE_LIMIT: '3', TRUST_PROXY: 'false' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await mailbox?.close();
  });

  it('browsing too fast opens the verification panel; solving it reloads the page', async () => {
    const page = await browser.newPage();
    for (let i = 0; i < 3; i++) await page.goto(`${server.url}/about-us`);
    const blocked = await page.goto(`${server.url}/about-us`);
    expect(blocked?.status()).toBe(429);
    await page.locator('dialog[open] h2', { hasText: 'Human verification' }).waitFor();
    await expect(page.locator('dialog[open]').textContent()).resolves.toContain(
      'Please wait while we are verifying you. After verification is done the page will be reloaded.',
    );
    await page.locator('altcha-widget label').click();
    await page.waitForEvent('load', { timeout: 20_000 });
    await page.locator('h1', { hasText: 'About us' }).waitFor();
    await page.close();
  });
});

describe.skipIf(!run)('the sign-up form on a development server', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // No SMTP_URL and NODE_ENV=development on a loopback address: DEV_OUTBOX is on by default.
    server = await startTestServer({ NODE_ENV: 'development' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('links to the mail outbox, which shows the kept mail', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => {
      const link = document.querySelector('a.brand');
      return !!link && Object.keys(link).some((k) => k.startsWith('__reactProps'));
    });
    await page.getByRole('button', { name: 'Free Sign Up' }).click();
    const link = page.locator('dialog[open]').getByRole('link', { name: 'mail outbox' });
    await link.waitFor();
    await expect(link.getAttribute('href')).resolves.toBe('/dev/outbox');
    const outbox = await fetch(`${server.url}/dev/outbox`);
    expect(outbox.status).toBe(200);
    await page.close();
  });
});
