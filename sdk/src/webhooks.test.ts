import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALERT_SIGNATURE_TOLERANCE_SECONDS } from './contract.ts';
import { verifyWebhookSignature, WebhookSignatureError } from './webhooks.ts';

// Signed here with Node's own HMAC, independently of the verifier's WebCrypto.
const sign = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

const NOW = 1_800_000_000;
const SECRET = 'whsec_current';
const OLD_SECRET = 'whsec_previous';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'alert.test',
  created: NOW,
  alert: { id: '0b5c4f3e-1d7a-4a39-9a57-2f1e7f0c9b11', name: 'Test' },
  data: { message: 'Hello' },
});
const header = (t: number, ...sigs: string[]) => [`t=${t}`, ...sigs.map((s) => `v1=${s}`)].join(',');

async function refusal(p: Promise<unknown>): Promise<WebhookSignatureError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WebhookSignatureError);
  return err as WebhookSignatureError;
}

describe('verifyWebhookSignature', () => {
  it('answers the event of a correctly signed body, given as a string or as bytes', async () => {
    const h = header(NOW, sign(SECRET, NOW, body));
    const event = await verifyWebhookSignature({ payload: body, header: h, secrets: SECRET, now: NOW });
    expect(event).toMatchObject({ id: 'evt_1', type: 'alert.test', data: { message: 'Hello' } });
    const fromBuffer = await verifyWebhookSignature({
      payload: Buffer.from(body),
      header: h,
      secrets: [SECRET],
      now: new Date(NOW * 1000 + 30_000),
    });
    expect(fromBuffer.id).toBe('evt_1');
  });

  it('refuses a body changed after signing', async () => {
    const h = header(NOW, sign(SECRET, NOW, body));
    const tampered = body.replace('Hello', 'Hullo');
    const err = await refusal(
      verifyWebhookSignature({ payload: tampered, header: h, secrets: SECRET, now: NOW }),
    );
    expect(err.reason).toBe('no_matching_signature');
    expect(err.message).toMatch(/No signature matches/);
  });

  it('refuses a signature made with another secret', async () => {
    const h = header(NOW, sign('whsec_someone_else', NOW, body));
    const err = await refusal(
      verifyWebhookSignature({ payload: body, header: h, secrets: SECRET, now: NOW }),
    );
    expect(err.reason).toBe('no_matching_signature');
  });

  it('refuses a timestamp older than the tolerance, and a changed timestamp', async () => {
    const t = NOW - ALERT_SIGNATURE_TOLERANCE_SECONDS - 1;
    const old = header(t, sign(SECRET, t, body));
    const err = await refusal(
      verifyWebhookSignature({ payload: body, header: old, secrets: SECRET, now: NOW }),
    );
    expect(err.reason).toBe('timestamp_too_old');
    // Just inside the default tolerance it passes; a custom tolerance moves the line.
    const recent = NOW - ALERT_SIGNATURE_TOLERANCE_SECONDS;
    const ok = header(recent, sign(SECRET, recent, body));
    await expect(
      verifyWebhookSignature({ payload: body, header: ok, secrets: SECRET, now: NOW }),
    ).resolves.toBeTruthy();
    const strict = await refusal(
      verifyWebhookSignature({ payload: body, header: ok, secrets: SECRET, now: NOW, toleranceSeconds: 10 }),
    );
    expect(strict.reason).toBe('timestamp_too_old');
    // Moving t forward to dodge the check breaks the signature.
    const moved = header(NOW, sign(SECRET, t, body));
    const forged = await refusal(
      verifyWebhookSignature({ payload: body, header: moved, secrets: SECRET, now: NOW }),
    );
    expect(forged.reason).toBe('no_matching_signature');
  });

  it('accepts either of two v1 values during a rotation, with either secret', async () => {
    const h = header(NOW, sign(SECRET, NOW, body), sign(OLD_SECRET, NOW, body));
    const withNew = await verifyWebhookSignature({ payload: body, header: h, secrets: [SECRET], now: NOW });
    const withOld = await verifyWebhookSignature({
      payload: body,
      header: h,
      secrets: [OLD_SECRET],
      now: NOW,
    });
    expect(withNew.id).toBe('evt_1');
    expect(withOld.id).toBe('evt_1');
    // A receiver that already holds both secrets accepts a delivery signed by only the new one.
    const onlyNew = header(NOW, sign(SECRET, NOW, body));
    const both = await verifyWebhookSignature({
      payload: body,
      header: onlyNew,
      secrets: [OLD_SECRET, SECRET],
      now: NOW,
    });
    expect(both.type).toBe('alert.test');
  });

  it('refuses a missing or malformed header with a sentence naming the expected form', async () => {
    const good = sign(SECRET, NOW, body);
    for (const h of [
      undefined,
      '',
      `v1=${good}`,
      `t=${NOW}`,
      `t=soon,v1=${good}`,
      `t=${NOW},v1=xyz`,
      'garbage',
    ]) {
      const err = await refusal(
        verifyWebhookSignature({ payload: body, header: h, secrets: SECRET, now: NOW }),
      );
      expect(err.reason).toBe('malformed_header');
      expect(err.message).toMatch(/TechCensus-Signature/);
    }
  });

  it('refuses a correctly signed body that is not an event', async () => {
    const text = 'not json';
    const err = await refusal(
      verifyWebhookSignature({
        payload: text,
        header: header(NOW, sign(SECRET, NOW, text)),
        secrets: SECRET,
        now: NOW,
      }),
    );
    expect(err.reason).toBe('malformed_body');
  });
});
