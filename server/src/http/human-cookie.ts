import { hmac, sameText } from './crypto.ts';

export const HUMAN_COOKIE = 'tc_human';
/** How long a passed human check exempts a browser from the browsing-speed rule. */
export const HUMAN_TTL_MS = 60 * 60 * 1000;

/** `expiry.signature`: proof that this browser passed the captcha recently; no server state. */
export function signHuman(secret: string, now = Date.now()): string {
  const expiry = String(now + HUMAN_TTL_MS);
  return `${expiry}.${hmac(`${secret}:human`, expiry)}`;
}

export function isHuman(secret: string, value: string | undefined, now = Date.now()): boolean {
  if (!value) return false;
  const [expiry, signature] = value.split('.');
  if (!expiry || !signature || Number(expiry) < now) return false;
  return sameText(signature, hmac(`${secret}:human`, expiry));
}
