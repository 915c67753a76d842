import { ACCOUNT_MESSAGES } from '@techcensus/contract';
import type { Request, Response } from 'express';
import type { Captcha } from '../../captcha/captcha.ts';
import { cookieOptions, readCookie } from '../../http/cookies.ts';
import { decoyHash, hashPassword, randomToken, sha256, verifyPassword } from '../../http/crypto.ts';
import { HttpError } from '../../http/errors.ts';
import type { Logger } from '../../log.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { mailTemplates } from '../../mail/templates.ts';
import type { Db } from '../../store/db.ts';
import { accountReportFiles } from '../reports/index.ts';
import { forgetApiKeysOf, replaceApiKey } from './api-keys.ts';
import type { CodeCheck, Codes } from './codes.ts';
import { classifyEmail, normaliseEmail } from './email-class.ts';
import { consume, exhausted, type Limits } from './limits.ts';
import { type Sessions, sessionOf } from './sessions.ts';
import { type AccountRow, accountStore, deviceStore } from './store.ts';
import { agreed, bad, validCode, validEmail, validName, validNewPassword } from './validate.ts';

export const DEVICE_COOKIE = 'tc_device';
const DEVICE_TTL_MS = 400 * 24 * 60 * 60 * 1000;
/** Wrong passwords (per address, 15 min) after which even a known browser must give a code. */
export const RISKY_FAILURES = 3;

export interface AccountsDeps {
  db: Db;
  log: Logger;
  mailer: Mailer;
  captcha: Captcha;
  sessions: Sessions;
  codes: Codes;
  limits: Limits;
  baseUrl: string;
  secure: boolean;
  operatorEmail: string;
  /** REPORTS_DIR: a deleted account's report files go with it. */
  reportsDir: string;
  /** Ends the account's subscriptions at the payment provider; throws (keeping the account) if refused. */
  endSubscriptions?(accountId: number): Promise<void>;
}

const ipOf = (req: Request) => req.ip ?? 'unknown';

/** The multi-step account flows of part 1 §4; each call throws an HttpError with a clear message. */
export function createAccountsService(d: AccountsDeps) {
  const { db, sessions, codes, limits } = d;

  /** Mail failures are logged and reported as such; they never become a 500 with a stack. */
  async function send(mail: Mail): Promise<void> {
    try {
      await d.mailer.send(mail);
    } catch (err) {
      d.log.error({ err, to: mail.to }, 'sending mail failed');
      throw new HttpError(
        503,
        'We could not send the email just now. Please try again in a few minutes.',
        'mail_failed',
      );
    }
  }

  async function requireCaptcha(token: string, req: Request): Promise<void> {
    const verdict = await d.captcha.verify(token, ipOf(req));
    if (verdict === 'missing') throw bad(ACCOUNT_MESSAGES.captchaMissing, 'captcha_missing');
    if (verdict === 'failed') throw bad(ACCOUNT_MESSAGES.captchaFailed, 'captcha_failed');
  }

  function codeFailure(check: Extract<CodeCheck, { ok: false }>): HttpError {
    switch (check.reason) {
      case 'expired':
        return bad(ACCOUNT_MESSAGES.codeExpired, 'code_expired');
      case 'attempts':
        return new HttpError(429, ACCOUNT_MESSAGES.codeAttempts, 'code_attempts');
      default:
        return bad(ACCOUNT_MESSAGES.codeInvalid, 'code_invalid');
    }
  }

  /** The browser's device id: a long-lived random cookie, set on first sign-in. */
  function deviceHash(req: Request, res: Response): string {
    let device = readCookie(req, DEVICE_COOKIE);
    if (!device || !/^[\w-]{20,64}$/.test(device)) {
      device = randomToken();
      res.cookie(DEVICE_COOKIE, device, cookieOptions(d.secure, DEVICE_TTL_MS));
    }
    return sha256(device);
  }

  async function signIn(req: Request, res: Response, accountId: number): Promise<void> {
    await sessions.signIn(req, res, accountId);
    await deviceStore.remember(db, accountId, deviceHash(req, res));
  }

  /** A confirmed account gets its API key at once (the keyed free tier), sent with the welcome. */
  async function welcome(account: AccountRow): Promise<void> {
    const { key } = await replaceApiKey(db, account.id);
    await send(mailTemplates.apiKey(account.email, key, account.id, true));
  }

  function signedIn(req: Request): number {
    const id = sessionOf(req)?.account?.id;
    if (!id) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
    return id;
  }

  return {
    signIn,

    async register(
      req: Request,
      res: Response,
      body: { name: string; email: string; password: string; agreedWithTerms: boolean; captcha: string },
    ) {
      await consume(limits.registerPerIp, ipOf(req));
      const name = validName(body.name);
      const email = validEmail(body.email);
      const password = validNewPassword(body.password);
      agreed(body.agreedWithTerms);
      await requireCaptcha(body.captcha, req);
      if (await accountStore.byEmail(db, email)) {
        // Same answer as for a new address, so the form does not reveal who has an account;
        // the owner is told by e-mail instead, and no code can confirm anything.
        await send(mailTemplates.alreadyRegistered(email, d.baseUrl));
        await sessions.setFlow(req, res, { kind: 'register', codeId: 0 });
        return;
      }
      const { id, code } = await codes.issue(db, {
        purpose: 'register',
        email,
        payload: { name, passwordHash: await hashPassword(password) },
      });
      await send(mailTemplates.registrationCode(email, code));
      await sessions.setFlow(req, res, { kind: 'register', codeId: id });
    },

    async confirmRegistration(req: Request, res: Response, otpCode: string) {
      await consume(limits.codePerIp, ipOf(req));
      const flow = sessionOf(req)?.flow;
      if (flow?.kind !== 'register') throw bad(ACCOUNT_MESSAGES.noPendingStep, 'no_pending_step');
      const check = await codes.check(db, flow.codeId, 'register', validCode(otpCode));
      if (!check.ok) throw codeFailure(check);
      const payload = check.payload as { name: string; passwordHash: string };
      const account = await accountStore.insert(db, {
        name: payload.name,
        email: check.email,
        passwordHash: payload.passwordHash,
        authType: 'password',
        googleSub: null,
        emailClass: classifyEmail(check.email),
      });
      if (!account)
        throw new HttpError(409, 'An account with this email already exists. Please log in.', 'exists');
      await signIn(req, res, account.id);
      await welcome(account);
    },

    /** Resolves to true when a code was e-mailed and the form must ask for it. */
    async login(req: Request, res: Response, body: { email: string; password: string; emailCode?: string }) {
      await consume(limits.loginPerIp, ipOf(req));
      const email = normaliseEmail(body.email);
      if (!email || !body.password) throw bad('Please enter your email and password.');
      const failureKey = `login:${email}`;
      if (await exhausted(limits.loginFailuresPerAccount, failureKey)) {
        await consume(limits.loginFailuresPerAccount, failureKey);
      }
      const account = await accountStore.byEmail(db, email);
      const passwordOk = await verifyPassword(body.password, account?.passwordHash ?? (await decoyHash()));
      if (!account?.passwordHash || !passwordOk) {
        await consume(limits.loginFailuresPerAccount, failureKey);
        throw new HttpError(401, ACCOUNT_MESSAGES.wrongLogin, 'wrong_login');
      }
      const failures = (await limits.loginFailuresPerAccount.get(failureKey))?.consumedPoints ?? 0;
      const device = deviceHash(req, res);
      const needsCode = failures >= RISKY_FAILURES || !(await deviceStore.known(db, account.id, device));
      if (needsCode) {
        const flow = sessionOf(req)?.flow;
        if (body.emailCode === undefined || body.emailCode === '') {
          const { id, code } = await codes.issue(db, { purpose: 'login', email, accountId: account.id });
          await send(mailTemplates.loginCode(email, code, account.id));
          await sessions.setFlow(req, res, { kind: 'login', codeId: id, accountId: account.id });
          return true;
        }
        await consume(limits.codePerIp, ipOf(req));
        if (flow?.kind !== 'login' || flow.accountId !== account.id) {
          throw bad(ACCOUNT_MESSAGES.noPendingStep, 'no_pending_step');
        }
        const check = await codes.check(db, flow.codeId, 'login', validCode(body.emailCode));
        if (!check.ok) throw codeFailure(check);
      }
      await limits.loginFailuresPerAccount.delete(failureKey);
      await signIn(req, res, account.id);
      return false;
    },

    async createAccountAfterGoogle(req: Request, res: Response, agreedWithTerms: boolean) {
      await consume(limits.createAccountPerIp, ipOf(req));
      const flow = sessionOf(req)?.flow;
      if (flow?.kind !== 'google') throw bad(ACCOUNT_MESSAGES.noPendingStep, 'no_pending_step');
      agreed(agreedWithTerms);
      const account = await accountStore.insert(db, {
        name: flow.name,
        email: flow.email,
        passwordHash: null,
        authType: 'google',
        googleSub: flow.sub,
        emailClass: classifyEmail(flow.email),
      });
      if (!account)
        throw new HttpError(409, 'An account with this email already exists. Please log in.', 'exists');
      await signIn(req, res, account.id);
      await welcome(account);
    },

    async resetPassword(req: Request, res: Response, body: { email: string; captcha: string }) {
      await consume(limits.resetPerIp, ipOf(req));
      const email = validEmail(body.email);
      await requireCaptcha(body.captcha, req);
      await consume(limits.resetPerEmail, email);
      const account = await accountStore.byEmail(db, email);
      if (!account) {
        // Unknown addresses get the same answer; no code exists, so none can be confirmed.
        await sessions.setFlow(req, res, { kind: 'reset', codeId: null, accountId: null, confirmed: false });
        return;
      }
      const { id, code } = await codes.issue(db, { purpose: 'reset', email, accountId: account.id });
      await send(mailTemplates.resetCode(email, code, account.id));
      await sessions.setFlow(req, res, {
        kind: 'reset',
        codeId: id,
        accountId: account.id,
        confirmed: false,
      });
    },

    async resetConfirmCode(req: Request, res: Response, otpCode: string) {
      await consume(limits.codePerIp, ipOf(req));
      const flow = sessionOf(req)?.flow;
      if (flow?.kind !== 'reset' || flow.confirmed)
        throw bad(ACCOUNT_MESSAGES.noPendingStep, 'no_pending_step');
      const code = validCode(otpCode);
      if (flow.codeId === null) throw bad(ACCOUNT_MESSAGES.codeInvalid, 'code_invalid');
      const check = await codes.check(db, flow.codeId, 'reset', code);
      if (!check.ok) throw codeFailure(check);
      await sessions.setFlow(req, res, { ...flow, confirmed: true });
    },

    async setPassword(req: Request, res: Response, password: string) {
      await consume(limits.setPasswordPerIp, ipOf(req));
      const flow = sessionOf(req)?.flow;
      if (flow?.kind !== 'reset' || !flow.confirmed || flow.accountId === null) {
        throw bad(ACCOUNT_MESSAGES.noPendingStep, 'no_pending_step');
      }
      await accountStore.setPassword(db, flow.accountId, await hashPassword(validNewPassword(password)));
      // A reset usually means the old password is compromised: end every other session.
      await sessions.endOthers(flow.accountId);
      await signIn(req, res, flow.accountId);
    },

    async logout(req: Request, res: Response) {
      await sessions.signOut(req, res);
    },

    async changePassword(req: Request, body: { currentPassword: string; newPassword: string }) {
      const accountId = signedIn(req);
      await consume(limits.changePasswordPerAccount, String(accountId));
      const account = await accountStore.byId(db, accountId);
      if (!account?.passwordHash) {
        throw bad('This account signs in with Google and has no password. Use Reset Password to set one.');
      }
      if (!body.currentPassword) throw bad('Please enter your current password.');
      if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
        throw bad('The current password is not correct.', 'wrong_password');
      }
      await accountStore.setPassword(db, accountId, await hashPassword(validNewPassword(body.newPassword)));
      await sessions.endOthers(accountId, sessionOf(req)?.idHash);
    },

    async generateApiKey(req: Request) {
      const accountId = signedIn(req);
      await consume(limits.apiKeyPerAccount, String(accountId));
      const account = await accountStore.byId(db, accountId);
      if (!account) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired, 'login_required');
      const { key } = await replaceApiKey(db, accountId);
      await send(mailTemplates.apiKey(account.email, key, account.id, false));
    },

    async deleteAccount(req: Request, res: Response) {
      const accountId = signedIn(req);
      await consume(limits.deletePerAccount, String(accountId));
      // The provider first: if it refuses to end the subscription, nothing is deleted.
      await d.endSubscriptions?.(accountId);
      const reportFiles = await accountReportFiles(db, d.reportsDir, accountId);
      await accountStore.delete(db, accountId);
      forgetApiKeysOf(accountId);
      await reportFiles.remove().catch((err: unknown) => {
        d.log.error({ err, accountId }, 'a deleted account left report files behind');
      });
      await sessions.signOut(req, res);
    },

    async sendContactMessage(
      req: Request,
      body: { fullname: string; company?: string; email: string; message: string; captcha: string },
    ) {
      await consume(limits.contactPerIp, ipOf(req));
      const fullname = body.fullname.trim();
      if (!fullname) throw bad('Please enter your full name.');
      const email = validEmail(body.email);
      const message = body.message.trim();
      if (!message) throw bad('Please enter a message.');
      const company = (body.company ?? '').trim();
      await requireCaptcha(body.captcha, req);
      await db.query(
        `INSERT INTO contact_messages (account_id, fullname, company, email, message, ip)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [sessionOf(req)?.account?.id ?? null, fullname, company, email, message, ipOf(req)],
      );
      // The message is kept either way; a mail failure is for the operators' logs, not the sender.
      try {
        await d.mailer.send(
          mailTemplates.contactMessage(d.operatorEmail, { fullname, company, email, message }),
        );
      } catch (err) {
        d.log.error({ err }, 'mailing a contact message to the operators failed; it is stored');
      }
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
