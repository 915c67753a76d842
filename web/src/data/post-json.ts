import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@techcensus/contract';

/** The answer of a website form call, reduced to what the forms show (part 1 §8). */
export type FormCallResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; body?: Record<string, unknown> };

export const UNEXPECTED_ERROR = 'Unexpected error';

/**
 * Calls one of the website's own form endpoints with JSON. Every call carries the CSRF header
 * the server requires on state changes. A JSON `err` is the message to show; anything
 * unreadable or a network failure gives "Unexpected error" (part 1 §8).
 */
export async function callJson(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<FormCallResult> {
  let parsed: unknown;
  let status: number;
  try {
    const response = await fetch(url, {
      method: init.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      },
      credentials: 'same-origin',
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    status = response.status;
    parsed = await response.json();
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, message: UNEXPECTED_ERROR };
  const record = parsed as Record<string, unknown>;
  if (typeof record.err === 'string' && record.err) return { ok: false, message: record.err, body: record };
  if (status >= 400) return { ok: false, message: UNEXPECTED_ERROR, body: record };
  return { ok: true, body: record };
}

/** POSTs JSON to a form endpoint (see callJson). */
export const postJson = (url: string, body?: unknown) => callJson(url, { method: 'POST', body });
