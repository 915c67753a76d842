import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest('hex');

/**
 * The `TechCensus-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one
 * v1 per signing secret (two during a rotation's overlap), as Stripe signs its webhooks. The
 * timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secrets: string[], body: string, t: number): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${hmac(s, `${t}.${body}`)}`)].join(',');
}

/**
 * What a receiver does (docs/alerts.md shows the same in a few lines): some v1 must be the HMAC of
 * the raw body under its secret, and the timestamp recent.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  opts: { toleranceSeconds: number; now?: number },
): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t)) return false;
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > opts.toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, `${t}.${body}`));
  return parts.some(
    ([k, v]) => k === 'v1' && v.length === expected.length && timingSafeEqual(Buffer.from(v), expected),
  );
}
