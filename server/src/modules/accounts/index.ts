// Accounts: sign-up, sessions, codes, API keys, Google sign-in (docs/accounts.md).
import { randomBytes } from 'node:crypto';
import type { RouteEntry } from '@techcensus/contract';
import type { Express, Request, Response } from 'express';
import { createCaptcha } from '../../captcha/captcha.ts';
import { type Config, developmentConveniences, publicUrl } from '../../config/index.ts';
import { browseGuard } from '../../http/browse-guard.ts';
import type { FeatureModule } from '../../http/feature-module.ts';
import type { Logger } from '../../log.ts';
import { createMailer, type Mailer } from '../../mail/mailer.ts';
import { outboxPage } from '../../mail/outbox-page.ts';
import type { Db } from '../../store/db.ts';
import { reportsDir } from '../reports/index.ts';
import { createCodes } from './codes.ts';
import { csrfGuard } from './csrf.ts';
import { mountGoogle } from './google.ts';
import { createLimits } from './limits.ts';
import { accountsRouter } from './routes.ts';
import { createAccountsService } from './service.ts';
import { createSessions, viewerOf } from './sessions.ts';

export { viewerOf } from './sessions.ts';

/**
 * Everything the accounts feature adds to the app, built from the app's own dependencies:
 * session lookup, CSRF guard, the browsing-speed captcha rule, Google sign-in, the dev outbox and
 * the contract's accounts routes, stage by stage as every module gives them (http/feature-module.ts).
 */
export function createAccountsModule(deps: {
  config: Config;
  db: Db;
  log: Logger;
  mailer?: Mailer;
  /** Ends a deleted account's subscriptions at the payment provider (purchase module). */
  endSubscriptions?(accountId: number): Promise<void>;
  /** This site's origins, from configuration (http/origins.ts): the only ones the CSRF guard accepts. */
  origins: Set<string>;
  /** The contract's route table, matched as the app routes. */
  routes: RouteEntry[];
  /** The requireCaptchaCheck rule: which requests are page loads, and the answer asking for a captcha. */
  isPageLoad(req: Request): boolean;
  askForCaptcha(req: Request, res: Response): void;
}) {
  const { config, db, log } = deps;
  const baseUrl = publicUrl(config);
  const secure = baseUrl.startsWith('https:');
  const secret = config.AUTH_SECRET ?? randomBytes(32).toString('hex');
  if (!config.AUTH_SECRET && config.NODE_ENV === 'production') {
    log.warn(
      'AUTH_SECRET is not set: codes and captchas will not survive a restart or work across processes',
    );
  }
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log });
  const captcha = createCaptcha(config, db, secret);
  const sessions = createSessions(db, secure);
  const limits = createLimits();
  const service = createAccountsService({
    db,
    log,
    mailer,
    captcha,
    sessions,
    codes: createCodes(secret),
    limits,
    baseUrl,
    secure,
    operatorEmail: config.CONTACT_EMAIL,
    reportsDir: reportsDir(config),
    endSubscriptions: deps.endSubscriptions,
  });

  let googleEnabled = false;
  const guard = browseGuard({
    perMinute: config.BROWSE_RATE_LIMIT,
    secret,
    isSignedIn: (req) => viewerOf(req).loggedIn,
    isPageLoad: deps.isPageLoad,
    askForCaptcha: deps.askForCaptcha,
  });
  const csrf = csrfGuard({ origins: deps.origins, routes: deps.routes });
  const outbox = mailer.kind === 'outbox' && developmentConveniences(config).outbox;

  return {
    name: 'accounts',
    /** The process's one mailer: other forms mail the operators through it. */
    mailer,
    /** Whether /dev/outbox is mounted (the start log says so). */
    outbox,
    viewerOf,
    /** The captcha of every website form (scans, ownership, removal use it too). */
    captcha,
    /** The session behind every request, CSRF on state changes, the browsing-speed captcha rule. */
    middleware(app: Express) {
      app.use(sessions.middleware());
      app.use(csrf);
      app.use(guard);
    },
    /** Plain Express routes: Google sign-in and, where DEV_OUTBOX allows it, the outbox page. */
    beforeContract(app: Express) {
      googleEnabled = mountGoogle(app, { config, db, log, sessions, signIn: service.signIn });
      if (outbox) app.get('/dev/outbox', outboxPage(db));
    },
    routes: {
      accounts: accountsRouter({
        service,
        captcha,
        limits,
        get googleEnabled() {
          return googleEnabled;
        },
        devOutbox: outbox,
        secret,
        secure,
        onHuman: (ip) => guard.forgive(ip),
      }),
    },
  } satisfies FeatureModule & Record<string, unknown>;
}

export { accountOfApiKeyCached, apiKeyInfo, forgetApiKey, isApiKeyOf } from './api-keys.ts';
export { isEmailAddress, normaliseEmail } from './email-class.ts';
export { consume } from './limits.ts';
export { type AccountRow, accountStore } from './store.ts';
