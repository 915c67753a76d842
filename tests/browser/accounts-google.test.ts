import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { freePort, OIDC_CLIENT, startOidcProvider } from '../accounts/oidc-provider.ts';
import { Client, type Mailbox, startAccountsServer, startMailbox } from '../accounts/support.ts';
import { launchChromium, runBrowserSuites } from '../support/chromium.ts';
import { until } from '../support/wait.ts';

/**
 * Google sign-in end to end: the website's popup, a real OpenID Connect provider on loopback
 * (oidc-provider) in place of Google, the broadcast back to the page, Create Account for a new
 * address and a plain reload for an existing one.
 */

const run = runBrowserSuites;

describe.skipIf(!run)('Google sign-in against a loopback OpenID provider', { timeout: 90_000 }, () => {
  let mailbox: Mailbox;
  let server: RunningServer;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    oidc = await startOidcProvider(`http://127.0.0.1:${port}/auth/google/callback`);
    mailbox = await startMailbox();
    server = await startAccountsServer(mailbox, {
      PORT: String(port),
      TRUST_PROXY: 'false',
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_ISSUER: oidc.issuer,
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await oidc?.close();
    await mailbox?.close();
  });

  it('offers Google and starts an authorization-code flow with PKCE', async () => {
    const options = await new Client(server.url).get('/user/auth-options');
    expect(options.body.google).toBe(true);
    const start = await fetch(`${server.url}/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('location') as string);
    expect(target.origin).toBe(oidc.issuer);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('state')).toBeTruthy();
    expect(target.searchParams.get('nonce')).toBeTruthy();
  });

  /** Clicks the Google button and signs in on the provider's page in the 600×700 popup. */
  async function signInWithGoogle(page: Page, login: string) {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
    const closed = popup.waitForEvent('close', { timeout: 20_000 });
    // The provider shows its login page, its consent page, or nothing when it remembers both:
    // each look answers the page it finds, until the popup closes.
    const answered = until(
      async () => {
        if (popup.isClosed()) return true;
        try {
          if (await popup.locator('input[name="login"]').isVisible()) {
            await popup.fill('input[name="login"]', login);
            await popup.fill('input[name="password"]', 'anything');
            await popup.click('button[type="submit"]');
          } else if (await popup.getByRole('button', { name: 'Continue' }).isVisible()) {
            await popup.getByRole('button', { name: 'Continue' }).click();
          }
        } catch {
          // The popup navigated or closed between the check and the action; look again.
        }
        return popup.isClosed();
      },
      { what: 'the Google popup to sign in and close', timeoutMs: 20_000 },
    );
    await Promise.all([answered, closed]);
  }

  it('a new address: popup → Create Account with terms → signed in; next time a plain reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('a.brand') ?? {}).some((k) => k.startsWith('__reactProps')),
    );
    await page.getByRole('button', { name: 'Sign In' }).click();
    await signInWithGoogle(page, 'gale');

    await page
      .locator('dialog[open] h2', { hasText: 'Create Account' })
      .waitFor({ timeout: 5000 })
      .catch(async () => {
        throw new Error(
          `no Create Account view; dialog says: ${await page.locator('dialog[open]').textContent()}`,
        );
      });
    await expect(page.locator('dialog[open]').textContent()).resolves.toContain('gale@acme-widgets.com');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.locator('[role="alert"]').textContent()).resolves.toBe(
      'Terms and Conditions need to be checked',
    );
    await page.check('#google-terms');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Create Account' }).click(),
    ]);
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    const { rows } = await server.db.query<{
      auth_type: string;
      password_hash: string | null;
      google_sub: string;
    }>('SELECT auth_type, password_hash, google_sub FROM accounts WHERE email = $1', [
      'gale@acme-widgets.com',
    ]);
    expect(rows).toEqual([{ auth_type: 'google', password_hash: null, google_sub: expect.any(String) }]);

    // The account page has no password row for a Google account.
    await page.goto(`${server.url}/user/account`);
    const table = await page.locator('.detail-table').textContent();
    expect(table).toContain('Google');
    expect(table).not.toContain('Change Password');

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await Promise.all([page.waitForEvent('load'), page.locator('dialog[open] .button.primary').click()]);
    // Signed out on a page behind the login: the sign-in panel opens by itself.
    await page.locator('dialog[open] h2', { hasText: 'Login' }).waitFor();
    await Promise.all([page.waitForEvent('load'), signInWithGoogle(page, 'gale')]);
    await page.getByRole('button', { name: 'Account', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
