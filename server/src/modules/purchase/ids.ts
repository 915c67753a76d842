import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `prefix_` and 24 random base62 characters (about 143 bits): order ids appear in addresses and
 * on receipts, so they must not be guessable or count the shop's sales.
 */
export function randomId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  // 256 % 62 skews the first 8 letters by a fraction of a bit; irrelevant for ids.
  for (const b of bytes) out += ALPHABET[b % 62];
  return `${prefix}_${out}`;
}

export const newOrderId = () => randomId('ord');
