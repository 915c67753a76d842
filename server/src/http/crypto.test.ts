import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './crypto.ts';
import { isHuman, signHuman } from './human-cookie.ts';

describe('password hashing', () => {
  it('is scrypt with a per-hash salt, and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('human-check cookie', () => {
  it('is signed and expires', () => {
    const now = Date.now();
    const value = signHuman('secret', now);
    expect(isHuman('secret', value, now + 1000)).toBe(true);
    expect(isHuman('other secret', value, now + 1000)).toBe(false);
    expect(isHuman('secret', value, now + 2 * 60 * 60 * 1000)).toBe(false);
    expect(isHuman('secret', `${now + 10_000}.forged`, now)).toBe(false);
  });
});
