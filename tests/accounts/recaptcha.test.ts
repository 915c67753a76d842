// reCAPTCHA, used when both keys are configured (server/src/captcha/recaptcha.test.ts checks the
// verification against Google's API): the website is told to show its widget.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../server/src/main.ts';
import { startTestServer } from '../support/server.ts';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ RECAPTCHA_SITE_KEY: 'test-site-key', RECAPTCHA_SECRET: 'test-secret' });
});
afterAll(async () => {
  await server?.close();
});

it('the website is told to show the reCAPTCHA widget with the site key', async () => {
  const res = await fetch(`${server.url}/user/auth-options`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(JSON.stringify(body)).toContain('"provider":"recaptcha"');
  expect(JSON.stringify(body)).toContain('test-site-key');
});
