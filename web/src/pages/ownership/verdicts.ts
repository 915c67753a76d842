import { OWNERSHIP_MESSAGES } from '@techcensus/contract';
import type { CallAnswer } from '../../data/answers.ts';

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
