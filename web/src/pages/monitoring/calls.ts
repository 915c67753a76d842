import { CSRF_HEADER, CSRF_HEADER_VALUE, MONITORING_MESSAGES } from '@techcensus/contract';

export type MonitoringAnswer =
  | { ok: true; results: Record<string, unknown> }
  | { ok: false; message: string };

/**
 * A monitoring call (part 2 §7, §8): `err` is the message; a success without `results.status`
 * "success" is Unexpected error; a network failure is `networkMessage` (add: Unexpected client
 * error, delete: Unexpected error).
 */
export async function monitoringCall(
  url: string,
  networkMessage: string,
  body?: unknown,
): Promise<MonitoringAnswer> {
  let parsed: unknown;
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
    parsed = await response.json().catch(() => null);
  } catch {
    return { ok: false, message: networkMessage };
  }
  const record = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    err?: unknown;
    results?: Record<string, unknown>;
  };
  if (typeof record.err === 'string' && record.err) return { ok: false, message: record.err };
  if (record.results?.status === 'success') return { ok: true, results: record.results };
  return { ok: false, message: MONITORING_MESSAGES.unexpectedError };
}
