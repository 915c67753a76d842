import { CSRF_HEADER, CSRF_HEADER_VALUE, OWNERSHIP_MESSAGES } from '@techcensus/contract';

/** What one form call came back with: a parsed JSON body, or nothing at all (network failure). */
export type CallAnswer = { body: Record<string, unknown> } | { network: true };

/** A website call with JSON and the CSRF header; the forms read the spec's fields themselves. */
export async function callForm(url: string, body?: unknown): Promise<CallAnswer> {
  try {
    const response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {} };
  } catch {
    return { network: true };
  }
}

export type Verdict = { ok: true; message: string } | { ok: false; message: string };

/**
 * The verified-domain calls (part 2 §8): `err` is shown, `results.success_msg` is the success;
 * neither gives Unexpected error; a network failure gives `networkMessage`.
 */
export function verifiedDomainVerdict(answer: CallAnswer, networkMessage: string): Verdict {
  if ('network' in answer) return { ok: false, message: networkMessage };
  const { err, results } = answer.body as { err?: unknown; results?: { success_msg?: unknown } };
  if (typeof err === 'string' && err) return { ok: false, message: err };
  const success = results?.success_msg;
  return typeof success === 'string' && success
    ? { ok: true, message: success }
    : { ok: false, message: OWNERSHIP_MESSAGES.unexpectedError };
}

/** The removal and suggestion forms (part 2 §8): `success`, else the first errors[].msg, else Unknown error. */
export function formVerdict(answer: CallAnswer): Verdict {
  if ('body' in answer && answer.body.success === true) {
    const msg = answer.body.success_msg;
    return { ok: true, message: typeof msg === 'string' ? msg : '' };
  }
  const errors = 'body' in answer ? (answer.body.errors as { msg?: unknown }[] | undefined) : undefined;
  const first = Array.isArray(errors) ? errors[0]?.msg : undefined;
  return { ok: false, message: typeof first === 'string' && first ? first : OWNERSHIP_MESSAGES.unknownError };
}
