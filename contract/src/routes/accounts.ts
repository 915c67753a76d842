import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ApiError } from '../envelope.ts';
import { multilineText, text } from '../text.ts';

const c = initContract();

export {
  ACCOUNT_MESSAGES,
  CSRF_EXEMPT,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  CSRF_STATE_CHANGING_GETS,
  SESSION_COOKIE,
} from './account-messages.ts';

/** Password bounds (part 1 §5 leaves them open): long enough to matter, short enough for scrypt. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Types and sizes only: the contract refuses malformed calls; the handlers say what is wrong with
// the values in the spec's words, which zod's per-field messages cannot.
const captcha = text().max(20_000).describe('ALTCHA payload or reCAPTCHA response token');

export const RegisterBody = z.object({
  name: text().max(200),
  email: text().max(320),
  password: text().max(1_000),
  agreedWithTerms: z.boolean(),
  captcha,
});
export const OtpBody = z.object({ otpCode: text().max(40) });
export const LoginBody = z.object({
  email: text().max(320),
  password: text().max(1_000),
  /** The code from the e-mail, when the previous answer said `optCodeRequested`. */
  emailCode: text().max(40).optional(),
});
export const CreateAccountBody = z.object({ agreedWithTerms: z.boolean() });
export const ResetPasswordBody = z.object({ email: text().max(320), captcha });
export const SetPasswordBody = z.object({ password: text().max(1_000) });
export const ChangePasswordBody = z.object({
  currentPassword: text().max(1_000),
  newPassword: text().max(1_000),
});
export const ContactBody = z.object({
  fullname: text().max(200),
  company: text().max(200).optional().default(''),
  email: text().max(320),
  message: multilineText().max(10_000),
  captcha,
});
export const ValidateCaptchaBody = z.object({ token: captcha });

const Results = <T extends z.ZodRawShape>(shape: T) => z.object({ results: z.object(shape) });
const Done = Results({ ok: z.literal(true) });
/** Answer of the two account-page actions (part 1 §7): `success` and the message to show. */
export const SuccessMsg = z.object({ success: z.boolean(), msg: z.string(), err: z.string().optional() });
export const ContactAnswer = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ msg: z.string() })).optional(),
  err: z.string().optional(),
});

export const AuthOptions = z.object({
  google: z.boolean(),
  /**
   * True only in development, where mail is kept instead of sent and /dev/outbox shows it
   * (DEV_OUTBOX): the sign-up form links there so the e-mailed code can be read.
   */
  devOutbox: z.boolean(),
  captcha: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('altcha'), challengeUrl: z.string() }),
    z.object({ provider: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});

const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError };

export const accountsContract = c.router({
  authOptions: {
    method: 'GET',
    path: '/user/auth-options',
    summary: 'Which sign-in methods and which captcha the website should show',
    responses: { 200: AuthOptions },
  },
  captchaChallenge: {
    method: 'GET',
    path: '/captcha/challenge',
    summary: 'A fresh ALTCHA proof-of-work challenge',
    responses: { 200: z.object({ parameters: z.record(z.unknown()) }).passthrough(), 404: ApiError },
  },
  validateCaptcha: {
    method: 'POST',
    path: '/validate-captcha',
    summary: 'Pass the human check asked for by requireCaptchaCheck',
    body: ValidateCaptchaBody,
    responses: { 200: Done, ...errors },
  },
  register: {
    method: 'POST',
    path: '/user/register',
    summary: 'Start a registration: a code is e-mailed to the address',
    body: RegisterBody,
    responses: { 200: Results({ emailCodeSent: z.literal(true) }), ...errors },
  },
  confirmRegistration: {
    method: 'POST',
    path: '/user/confirm-email-account-activate',
    summary: 'Confirm a registration with the e-mailed code; creates the account and signs in',
    body: OtpBody,
    responses: { 200: Done, ...errors },
  },
  login: {
    method: 'POST',
    path: '/user/login',
    summary: 'Sign in with e-mail and password; may ask for an e-mailed code first',
    body: LoginBody,
    responses: { 200: Results({ optCodeRequested: z.boolean() }), ...errors },
  },
  createAccount: {
    method: 'POST',
    path: '/user/create-account',
    summary: 'Create the account after a Google sign-in for a new address',
    body: CreateAccountBody,
    responses: { 200: Done, ...errors },
  },
  resetPassword: {
    method: 'POST',
    path: '/user/reset-password',
    summary: 'Start a password reset: a code is e-mailed if the account exists',
    body: ResetPasswordBody,
    responses: { 200: Results({ emailCodeSent: z.literal(true) }), ...errors },
  },
  resetConfirmCode: {
    method: 'POST',
    path: '/user/password-reset-confirm-otp',
    summary: 'Confirm the password-reset code',
    body: OtpBody,
    responses: { 200: Done, ...errors },
  },
  setPassword: {
    method: 'POST',
    path: '/user/set-password',
    summary: 'Set the new password after a confirmed reset code; signs in',
    body: SetPasswordBody,
    responses: { 200: Done, ...errors },
  },
  logout: {
    method: 'POST',
    path: '/user/logout',
    summary: 'Sign out',
    body: c.noBody(),
    responses: { 200: Done, ...errors },
  },
  logoutGet: {
    method: 'GET',
    path: '/user/logout/api',
    summary: 'Sign out (the account menu form of the call)',
    responses: { 200: Done, ...errors },
  },
  changePassword: {
    method: 'POST',
    path: '/user/change-password/api',
    summary: 'Change the password of the signed-in account',
    body: ChangePasswordBody,
    responses: { 200: SuccessMsg, 400: SuccessMsg, 401: SuccessMsg, 403: ApiError, 429: SuccessMsg },
  },
  generateApiKey: {
    method: 'GET',
    path: '/user/generate-api-key/api',
    summary: 'Replace the API key of the signed-in account; the key is e-mailed',
    responses: { 200: SuccessMsg, 401: SuccessMsg, 403: ApiError, 429: SuccessMsg },
  },
  deleteAccount: {
    method: 'POST',
    path: '/user/delete',
    summary: 'Delete the signed-in account and everything it owns',
    body: c.noBody(),
    responses: { 200: Done, ...errors },
  },
  sendContactMessage: {
    method: 'POST',
    path: '/contact-us/sendmessage',
    summary: 'Send a message to the operators',
    body: ContactBody,
    responses: { 200: ContactAnswer, 400: ContactAnswer, 403: ApiError, 429: ContactAnswer },
  },
});

/** The account page's data (part 1 §3 "Account"). Rows of capabilities not built yet read zero. */
export const AccountResults = z.object({
  Account: z.object({
    Name: z.string(),
    Email: z.string(),
    AuthType: z.enum(['password', 'google']),
    DateOpened: z.string(),
    HasPassword: z.boolean(),
    APIKey: z.object({ Prefix: z.string(), GenerationDate: z.string() }).nullable(),
    Subscription: z
      .object({
        Type: z.string(),
        Status: z.string(),
        RecurringPeriod: z.string(),
        StartDate: z.string(),
        /** What POST /purchase/subscription/{id}/cancel names. */
        Id: z.string().optional(),
        /** Cancelled by its owner: it ends on EndDate instead of renewing. */
        CancelAtPeriodEnd: z.boolean().optional(),
        /** The end of the paid period. */
        EndDate: z.string().optional(),
      })
      .nullable(),
    PendingSubscription: z.boolean(),
    Credits: z.number(),
    PendingCredits: z.number(),
    VerifiedDomainCount: z.number().int(),
    VerifiedDomains: z.array(z.string()),
    MonitoredWebsiteCount: z.number().int(),
    Reports: z.array(z.object({ id: z.string(), date: z.string(), name: z.string() })),
    PendingReportCount: z.number().int(),
    Orders: z.array(
      z.object({
        id: z.string(),
        date: z.string(),
        name: z.string(),
        /** What was paid, with its currency: "$100.00". */
        amount: z.string(),
        receiptURL: z.string().nullable(),
        status: z.string(),
      }),
    ),
    /** False for free-mail and disposable addresses until the operators enable the account. */
    CanPurchase: z.boolean(),
    /** The e-mail's domain, what the verify-domain and monitor links suggest; null for free-mail and disposable addresses. */
    EmailDomain: z.string().nullable(),
  }),
});

/** /contact-us and /schedule-demo: where to write and the booking page, when there is one. */
export const ContactPageResults = z.object({
  ContactEmail: z.string(),
  SchedulingURL: z.string().nullable(),
});
