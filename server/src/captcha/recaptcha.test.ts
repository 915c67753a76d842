// reCAPTCHA, used when both keys are configured: Google's siteverify API is intercepted with msw
// (it cannot be reached from here); the captcha's own code makes the real request.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import type { Db } from '../store/db.ts';
import { createCaptcha } from './captcha.ts';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const seen: URLSearchParams[] = [];
const google = setupServer(
  http.post(SITEVERIFY, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    seen.push(form);
    if (form.get('secret') !== 'test-secret')
      return HttpResponse.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (form.get('response') === 'network-down') return HttpResponse.error();
    return HttpResponse.json({ success: form.get('response') === 'solved-token' });
  }),
);

const env = { RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_SECRET: 'test-secret' };

beforeAll(() => google.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => google.close());

describe('reCAPTCHA when its keys are set', () => {
  it('verifies tokens with the secret and the visitor address, and fails closed', async () => {
    const captcha = createCaptcha(loadConfig({ ...env }), undefined as unknown as Db, 'unused-secret');
    expect(captcha.options).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
    expect(await captcha.verify('solved-token', '203.0.113.9')).toBe('ok');
    expect(seen[0].get('secret')).toBe('test-secret');
    expect(seen[0].get('remoteip')).toBe('203.0.113.9');
    expect(await captcha.verify('forged-token')).toBe('failed');
    expect(await captcha.verify('network-down')).toBe('failed');
    expect(await captcha.verify('   ')).toBe('missing');
    expect(seen).toHaveLength(3);
  });
});
