import { type CallResponse, type FormCallResult, formCall, type OkBody } from '../../data/answers.ts';

/**
 * A call of the Alerts page: formCall's rule (the answer's `err` is the message), with the
 * fields a refused filter or URL names added, so "filters.0.technology: must be a lower-case
 * slug" says which one.
 */
export async function alertCall<R extends CallResponse>(
  request: Promise<R>,
): Promise<FormCallResult<OkBody<R>>> {
  const result = await formCall(request);
  if (result.ok) return result;
  const details = Array.isArray(result.body?.details)
    ? (result.body.details as { path?: unknown; message?: unknown }[])
        .filter((d) => typeof d.message === 'string')
        .map((d) => (d.path ? `${String(d.path)}: ${String(d.message)}` : String(d.message)))
    : [];
  return details.length ? { ...result, message: `${result.message} ${details.join('; ')}` } : result;
}
