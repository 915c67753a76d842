import { ACCOUNT_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import { isEmailAddress, normaliseEmail } from './email-class.ts';

/** Field checks with the messages the forms show; each throws a 400 HttpError. */
export const bad = (message: string, code = 'invalid_input') => new HttpError(400, message, code);

export function validName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw bad('Please enter your name.');
  if (trimmed.length > 100) throw bad('The name may be at most 100 characters long.');
  return trimmed;
}

export function validEmail(email: string): string {
  const normalised = normaliseEmail(email);
  if (!normalised) throw bad('Please enter your email address.');
  if (!isEmailAddress(normalised)) throw bad('Please enter a valid email address.');
  return normalised;
}

export function validNewPassword(password: string): string {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw bad(`The password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long.`);
  }
  if (!password.trim()) throw bad('The password may not be only spaces.');
  return password;
}

export function agreed(agreedWithTerms: boolean): void {
  if (!agreedWithTerms) throw bad(ACCOUNT_MESSAGES.termsUnchecked, 'terms_unchecked');
}

export function validCode(code: string): string {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) throw bad('Please enter the 6-digit code from the email.', 'code_invalid');
  return digits;
}
