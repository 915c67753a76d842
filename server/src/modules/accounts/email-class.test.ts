import { describe, expect, it } from 'vitest';
import { classifyEmail, isEmailAddress } from './email-class.ts';

describe('e-mail classification (docs/accounts.md)', () => {
  it.each([
    ['ceo@acme-widgets.com', 'professional'],
    ['someone@gmail.com', 'free'],
    ['someone@outlook.com', 'free'],
    ['x@mailinator.com', 'disposable'],
    ['x@sub.mailinator.com', 'disposable'],
    ['x@guerrillamail.com', 'disposable'],
  ])('%s is %s', (email, expected) => {
    expect(classifyEmail(email)).toBe(expected);
  });

  it('accepts plain addresses only', () => {
    expect(isEmailAddress('a.b+c@example.co.uk')).toBe(true);
    for (const bad of [
      'a@b',
      'a b@example.com',
      '<a@example.com>',
      'a@-example.com',
      '@example.com',
      'a@@b.com',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});
