import { createHmac } from 'node:crypto';

const hmac = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest('hex');

/**
 * The `TechCensus-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, one
 * v1 per signing secret (two during a rotation's overlap), as Stripe signs its webhooks. The
 * timestamp is signed with the body, so a receiver that refuses old timestamps refuses replays.
 */
export function signatureHeader(secrets: string[], body: string, t: number): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${hmac(s, `${t}.${body}`)}`)].join(',');
}
