import { createRequire } from 'node:module';
import mailchecker from 'mailchecker';

const require = createRequire(import.meta.url);
const FREE_MAIL: ReadonlySet<string> = new Set(require('free-email-domains') as string[]);
const DISPOSABLE: ReadonlySet<string> = mailchecker.blacklist();

export type EmailClass = 'professional' | 'free' | 'disposable';

/** The address's domain and each parent below the public suffix, e.g. a.b.com → a.b.com, b.com. */
function domainsOf(email: string): string[] {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/**
 * The rule of docs/accounts.md: a domain (or a parent of it) on the disposable list is
 * "disposable"; else one on the free-mail list is "free"; everything else is "professional".
 * Only professional accounts may purchase until the operators enable the account.
 */
export function classifyEmail(email: string): EmailClass {
  const domains = domainsOf(email);
  if (domains.some((d) => DISPOSABLE.has(d))) return 'disposable';
  if (domains.some((d) => FREE_MAIL.has(d))) return 'free';
  return 'professional';
}

/** A plain, deliverable-looking address: one @, a dotted domain, no spaces or angle brackets. */
export function isEmailAddress(email: string): boolean {
  return (
    email.length <= 254 &&
    /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      email,
    )
  );
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
