import { MONITORING_MESSAGES } from '@techcensus/contract';
import { callForm } from '../ownership/calls.ts';

export type MonitoringAnswer =
  | { ok: true; results: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * A monitoring call (part 2 §7, §8): `err` is the message; an answer without `results.status`
 * "success" is Unexpected error; a network failure is `networkMessage` (add: Unexpected client
 * error, delete: Unexpected error).
 */
export async function monitoringCall(
  url: string,
  networkMessage: string,
  body?: unknown,
): Promise<MonitoringAnswer> {
  const answer = await callForm(url, body);
  if ('network' in answer) return { ok: false, message: networkMessage };
  const { err, results } = answer.body as { err?: unknown; results?: Record<string, unknown> };
  if (typeof err === 'string' && err) return { ok: false, message: err };
  if (results?.status === 'success') return { ok: true, results };
  return { ok: false, message: MONITORING_MESSAGES.unexpectedError };
}
