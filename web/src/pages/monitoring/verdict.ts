import { MONITORING_MESSAGES } from '@techcensus/contract';
import type { CallAnswer } from '../../data/answers.ts';

export type MonitoringAnswer =
  | { ok: true; results: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * What a monitoring call's answer means (part 2 §7, §8): `err` is the message; an answer without
 * `results.status` "success" is Unexpected error; a network failure is `networkMessage` (add:
 * Unexpected client error, delete: Unexpected error).
 */
export function monitoringVerdict(answer: CallAnswer, networkMessage: string): MonitoringAnswer {
  if ('network' in answer) return { ok: false, message: networkMessage };
  const { err, results } = answer.body as { err?: unknown; results?: Record<string, unknown> };
  if (typeof err === 'string' && err) return { ok: false, message: err };
  if (results?.status === 'success') return { ok: true, results };
  return { ok: false, message: MONITORING_MESSAGES.unexpectedError };
}
