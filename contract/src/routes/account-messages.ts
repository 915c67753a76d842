// Plain text, no schema: the website's shell shows these without loading zod.

/**
 * Every state-changing call of the website must carry this header (docs/accounts.md, CSRF): a
 * cross-site form cannot set it, and a cross-site script cannot without a CORS preflight the
 * server never grants.
 */
export const CSRF_HEADER = 'x-techcensus-csrf';
export const CSRF_HEADER_VALUE = '1';
/** GET calls that change state anyway because the spec has them as GET (part 1 §7, part 2 §7). */
export const CSRF_STATE_CHANGING_GETS = [
  'accounts.logoutGet',
  'accounts.generateApiKey',
  'ownership.removeVerifiedDomain',
  'monitoring.deleteWebsite',
];
/** Anonymous crash reports touch no session and come from a page that may be broken. */
export const CSRF_EXEMPT = ['system.reportClientError'];

/** The cookie that carries the website's session, signed in or in the middle of a form's steps. */
export const SESSION_COOKIE = 'tc_session';

/** The spec's texts (part 1 §4–§8), word for word, plus the ones the server adds. */
export const ACCOUNT_MESSAGES = {
  termsUnchecked: 'Terms and Conditions need to be checked',
  professionalEmail:
    'To register for our services, please use a professional email address. Accounts created with personal email addresses may be subject to additional security verification before submitting orders or initiating security scans.',
  cannotPurchase:
    'This account cannot be used for purchases. Please create an account with a real, non-disposable email or contact the provider to enable your account for purchases',
  passwordChanged: 'Your password has been successfully changed!',
  apiKeySent: 'An email with the new API key was sent to you!',
  messageSent: 'Message was sent',
  messageFailed: 'Failed to send a message',
  unknownError: 'Unknown error',
  unexpectedError: 'Unexpected error',
  captchaMissing: 'Please select CAPTCHA',
  captchaFailed: 'The CAPTCHA could not be verified. Please try again.',
  wrongLogin: 'Wrong email or password.',
  codeInvalid: 'The code is not valid. Please check the email we sent you.',
  codeExpired: 'The code has expired. Please start again to get a new one.',
  codeAttempts: 'Too many wrong codes. Please start again to get a new one.',
  noPendingStep: 'This step has expired. Please start again.',
  loginRequired: 'Please log in first.',
} as const;
