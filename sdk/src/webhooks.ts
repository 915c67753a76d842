import { ALERT_SIGNATURE_HEADER, ALERT_SIGNATURE_TOLERANCE_SECONDS, type AlertEvent } from './contract.ts';

export interface VerifyWebhookOptions {
  /** The request body exactly as received, before any JSON parsing (a re-serialised body fails). */
  payload: string | Uint8Array;
  /** The `TechCensus-Signature` header: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
  header: string | null | undefined;
  /** The alert's secret; during a rotation pass the new and the old one. */
  secrets: string | readonly string[];
  /** How old a signature may be (default ALERT_SIGNATURE_TOLERANCE_SECONDS, 5 minutes). */
  toleranceSeconds?: number;
  /** The clock, for tests: a Date or unix seconds. */
  now?: Date | number;
}

/** Why a delivery was refused; `reason` is stable for code, the message is for people. */
export class WebhookSignatureError extends Error {
  constructor(
    readonly reason: 'malformed_header' | 'timestamp_too_old' | 'no_matching_signature' | 'malformed_body',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const HEX = /^[0-9a-f]{64}$/i;

function parseHeader(header: string): { t: number; v1: string[] } {
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && HEX.test(value)) v1.push(value.toLowerCase());
  }
  if (t === undefined || v1.length === 0) {
    throw new WebhookSignatureError(
      'malformed_header',
      `The ${ALERT_SIGNATURE_HEADER} header must look like "t=<unix seconds>,v1=<64 hex digits>".`,
    );
  }
  return { t, v1 };
}

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/**
 * Checks a delivery's signature the way the service makes it (HMAC-SHA256 of "<t>.<raw body>"
 * with the alert's secret) and answers the event it carries; throws WebhookSignatureError when
 * the header is malformed, the timestamp is older than the tolerance (a replayed delivery), or no
 * v1 value matches any of the secrets. The comparison is WebCrypto's `verify`, constant-time, so
 * it runs on Node 20+, Deno, workers and browsers alike.
 */
export async function verifyWebhookSignature(opts: VerifyWebhookOptions): Promise<AlertEvent> {
  if (typeof opts.header !== 'string' || !opts.header.trim()) {
    throw new WebhookSignatureError('malformed_header', `The ${ALERT_SIGNATURE_HEADER} header is missing.`);
  }
  const { t, v1 } = parseHeader(opts.header);
  const tolerance = opts.toleranceSeconds ?? ALERT_SIGNATURE_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(
    opts.now === undefined
      ? Date.now() / 1000
      : typeof opts.now === 'number'
        ? opts.now
        : opts.now.getTime() / 1000,
  );
  if (nowSeconds - t > tolerance) {
    throw new WebhookSignatureError(
      'timestamp_too_old',
      `The signature is ${nowSeconds - t} s old, more than the ${tolerance} s allowed: a late or replayed delivery.`,
    );
  }
  const encoder = new TextEncoder();
  const body = typeof opts.payload === 'string' ? encoder.encode(opts.payload) : opts.payload;
  const signed = new Uint8Array(encoder.encode(`${t}.`).length + body.length);
  signed.set(encoder.encode(`${t}.`));
  signed.set(body, signed.length - body.length);
  const secrets = (typeof opts.secrets === 'string' ? [opts.secrets] : [...opts.secrets]).filter(Boolean);
  if (secrets.length === 0) throw new TypeError('secrets must name at least one signing secret');

  let matched = false;
  for (const secret of secrets) {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    for (const sig of v1) {
      // Every pair is checked, even after a match, so the time taken says nothing about which one.
      if (await crypto.subtle.verify('HMAC', key, hexToBytes(sig), signed)) matched = true;
    }
  }
  if (!matched) {
    throw new WebhookSignatureError(
      'no_matching_signature',
      'No signature matches: the body was changed, or it was signed with another secret.',
    );
  }

  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new WebhookSignatureError('malformed_body', 'The signed body is not JSON.');
  }
  const e = event as Partial<AlertEvent> | null;
  if (!e || typeof e !== 'object' || typeof e.id !== 'string' || typeof e.type !== 'string') {
    throw new WebhookSignatureError('malformed_body', 'The signed body is not an alert event.');
  }
  return e as AlertEvent;
}
