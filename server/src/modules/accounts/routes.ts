import { ACCOUNT_MESSAGES, contract } from '@techcensus/contract';
import { initServer } from '@ts-rest/express';
import type { Request, Response } from 'express';
import type { Captcha } from '../../captcha/captcha.ts';
import { cookieOptions } from '../../http/cookies.ts';
import { HttpError, toHttpError } from '../../http/errors.ts';
import { HUMAN_COOKIE, HUMAN_TTL_MS, signHuman } from '../../http/human-cookie.ts';
import { consume, type Limits } from './limits.ts';
import type { AccountsService } from './service.ts';

const done = { status: 200 as const, body: { results: { ok: true as const } } };

/** A failure as the account page's dialogs read it (`success`, `msg`), with `err` for other clients. */
function asSuccessMsg(err: unknown) {
  const http = toHttpError(err);
  if (http.status >= 500 && http.status !== 503) throw err;
  const status = http.status === 401 ? 401 : http.status === 429 ? 429 : 400;
  return { status, body: { success: false, msg: http.message, err: http.message } } as const;
}

/** The accounts group of the contract, wired to the service. */
export function accountsRouter(opts: {
  service: AccountsService;
  captcha: Captcha;
  limits: Limits;
  googleEnabled: boolean;
  /** Whether /dev/outbox is mounted: the website then links to it from the sign-up form. */
  devOutbox: boolean;
  secret: string;
  secure: boolean;
  /** Called when a browser passes the human check, to clear its browsing count. */
  onHuman(ip: string): Promise<unknown> | unknown;
}) {
  const { service } = opts;
  const s = initServer();
  return s.router(contract.accounts, {
    authOptions: async () => ({
      status: 200,
      body: { google: opts.googleEnabled, devOutbox: opts.devOutbox, captcha: opts.captcha.options },
    }),
    captchaChallenge: async ({ req, res }) => {
      await consume(opts.limits.challengePerIp, req.ip ?? 'unknown');
      const challenge = await opts.captcha.challenge();
      if (!challenge)
        throw new HttpError(404, 'This site uses reCAPTCHA; there is no challenge to fetch.', 'not_found');
      res.set('Cache-Control', 'no-store');
      return { status: 200, body: challenge as { parameters: Record<string, unknown> } };
    },
    validateCaptcha: async ({ req, res, body }) => {
      await consume(opts.limits.captchaPerIp, req.ip ?? 'unknown');
      const verdict = await opts.captcha.verify(body.token, req.ip);
      if (verdict === 'missing') throw new HttpError(400, ACCOUNT_MESSAGES.captchaMissing, 'captcha_missing');
      if (verdict === 'failed') throw new HttpError(400, ACCOUNT_MESSAGES.captchaFailed, 'captcha_failed');
      res.cookie(HUMAN_COOKIE, signHuman(opts.secret), cookieOptions(opts.secure, HUMAN_TTL_MS));
      await opts.onHuman(req.ip ?? 'unknown');
      return done;
    },
    register: async ({ req, res, body }) => {
      await service.register(req, res, body);
      return { status: 200, body: { results: { emailCodeSent: true as const } } };
    },
    confirmRegistration: async ({ req, res, body }) => {
      await service.confirmRegistration(req, res, body.otpCode);
      return done;
    },
    login: async ({ req, res, body }) => {
      const optCodeRequested = await service.login(req, res, body);
      return { status: 200, body: { results: { optCodeRequested } } };
    },
    createAccount: async ({ req, res, body }) => {
      await service.createAccountAfterGoogle(req, res, body.agreedWithTerms);
      return done;
    },
    resetPassword: async ({ req, res, body }) => {
      await service.resetPassword(req, res, body);
      return { status: 200, body: { results: { emailCodeSent: true as const } } };
    },
    resetConfirmCode: async ({ req, res, body }) => {
      await service.resetConfirmCode(req, res, body.otpCode);
      return done;
    },
    setPassword: async ({ req, res, body }) => {
      await service.setPassword(req, res, body.password);
      return done;
    },
    logout: async ({ req, res }) => {
      await service.logout(req as Request, res as Response);
      return done;
    },
    logoutGet: async ({ req, res }) => {
      await service.logout(req as Request, res as Response);
      return done;
    },
    changePassword: async ({ req, body }) => {
      try {
        await service.changePassword(req, body);
        return { status: 200, body: { success: true, msg: ACCOUNT_MESSAGES.passwordChanged } };
      } catch (err) {
        return asSuccessMsg(err);
      }
    },
    generateApiKey: async ({ req }) => {
      try {
        await service.generateApiKey(req);
        return { status: 200, body: { success: true, msg: ACCOUNT_MESSAGES.apiKeySent } };
      } catch (err) {
        return asSuccessMsg(err);
      }
    },
    deleteAccount: async ({ req, res }) => {
      await service.deleteAccount(req, res);
      return done;
    },
    sendContactMessage: async ({ req, body }) => {
      try {
        await service.sendContactMessage(req, body);
        return { status: 200, body: { success: true } };
      } catch (err) {
        const http = toHttpError(err);
        if (http.status >= 500) throw err;
        const status = http.status === 429 ? 429 : 400;
        return {
          status,
          body: { success: false, errors: [{ msg: http.message }], err: http.message },
        } as const;
      }
    },
  });
}
