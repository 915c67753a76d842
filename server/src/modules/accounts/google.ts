import type { Express, Request, Response } from 'express';
import * as oidc from 'openid-client';
import { type Config, publicUrl } from '../../config/index.ts';
import type { Logger } from '../../log.ts';
import type { Db } from '../../store/db.ts';
import { type Sessions, sessionOf } from './sessions.ts';
import { accountStore } from './store.ts';

/** What the popup tells the page that opened it (part 1 §4 "Google sign-up"). */
export const GOOGLE_MESSAGE = 'logged in with Google';
export const AUTH_CHANNEL = 'techcensus-auth';

export interface GoogleResult {
  type: typeof GOOGLE_MESSAGE;
  /** True when an account exists for this Google identity (now signed in): the page reloads. */
  accountCreated: boolean;
  name: string;
  email: string;
  error?: string;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The popup's last page: hands the result to broadcast.js (no inline script under the CSP). */
function resultPage(res: Response, result: GoogleResult | { type: typeof GOOGLE_MESSAGE; error: string }) {
  res
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Google sign-in</title></head><body>` +
        `<p id="google-status">${'error' in result && result.error ? 'Google sign-in failed. You can close this window.' : 'Signed in with Google. This window closes by itself.'}</p>` +
        `<script id="google-result" type="application/json">${escapeJson(result)}</script>` +
        `<script src="/auth/google/broadcast.js"></script></body></html>`,
    );
}

const BROADCAST_JS = `(function () {
  var data = JSON.parse(document.getElementById('google-result').textContent);
  try { new BroadcastChannel('${AUTH_CHANNEL}').postMessage(data); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(data, window.location.origin); } catch (e) {}
  setTimeout(function () { window.close(); }, 300);
})();`;

/**
 * Google sign-in as an OpenID Connect authorization-code flow with PKCE, state and nonce
 * (openid-client). The issuer is configurable so tests run it against a real provider on loopback.
 * Unconfigured (no client id/secret) it mounts nothing and the website hides the button.
 */
export function mountGoogle(
  app: Express,
  opts: {
    config: Config;
    db: Db;
    log: Logger;
    sessions: Sessions;
    signIn(req: Request, res: Response, accountId: number): Promise<void>;
  },
): boolean {
  const { config, db, sessions } = opts;
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return false;

  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(config.GOOGLE_ISSUER);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
      return oidc.discovery(issuer, clientId, clientSecret, undefined, {
        execute: issuer.protocol === 'http:' && loopback ? [oidc.allowInsecureRequests] : [],
      });
    })().catch((err) => {
      discovered = undefined;
      throw err;
    });
    return discovered;
  };
  // From configuration, never the request's Host: the provider sends the code back there.
  const callbackUrl = `${publicUrl(config)}/auth/google/callback`;

  app.get('/auth/google/broadcast.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(BROADCAST_JS);
  });

  app.get('/auth/google', async (req, res, next) => {
    try {
      const server = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await sessions.setFlow(req, res, { kind: 'oidc', state, nonce, verifier });
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      res.redirect(302, url.href);
    } catch (err) {
      opts.log.error({ err }, 'Google sign-in could not start');
      next(err);
    }
  });

  app.get('/auth/google/callback', async (req, res) => {
    const fail = (error: string) => resultPage(res, { type: GOOGLE_MESSAGE, error });
    const flow = sessionOf(req)?.flow;
    if (flow?.kind !== 'oidc') return fail('This sign-in has expired. Please try again.');
    try {
      const server = await configuration();
      const current = new URL(req.originalUrl, callbackUrl);
      const tokens = await oidc.authorizationCodeGrant(server, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      const idClaims = tokens.claims();
      if (!idClaims) return fail('Google sign-in failed. Please try again.');
      // Google puts e-mail and name in the ID token; providers that follow the spec to the letter
      // keep them for the userinfo endpoint, so ask there when they are missing.
      const claims =
        typeof idClaims.email === 'string'
          ? idClaims
          : { ...idClaims, ...(await oidc.fetchUserInfo(server, tokens.access_token, idClaims.sub)) };
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email || claims.email_verified === false) {
        return fail('Your Google account has no verified email address.');
      }
      const name = (typeof claims.name === 'string' && claims.name.trim()) || email.split('@')[0];
      let account = await accountStore.byGoogleSub(db, claims.sub);
      if (!account) {
        // Google vouches for the address, so an existing account with it is the same person.
        account = await accountStore.byEmail(db, email);
        if (account) await accountStore.linkGoogle(db, account.id, claims.sub);
      }
      if (account) {
        await opts.signIn(req, res, account.id);
        return resultPage(res, { type: GOOGLE_MESSAGE, accountCreated: true, name: account.name, email });
      }
      await sessions.setFlow(req, res, { kind: 'google', sub: claims.sub, email, name });
      return resultPage(res, { type: GOOGLE_MESSAGE, accountCreated: false, name, email });
    } catch (err) {
      opts.log.warn({ err }, 'Google sign-in failed');
      return fail('Google sign-in failed. Please try again.');
    }
  });
  return true;
}
