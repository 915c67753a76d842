/**
 * How the website reads the answers of its calls (part 1 §8, part 2 §8). A call of `site`
 * (client.ts) resolves to `{ status, body }` typed from the contract and rejects only when the
 * network fails; these readers turn that into what a form shows.
 */

/** What one call of `site` resolves to. */
export interface CallResponse {
  status: number;
  body: unknown;
}

/** The body the contract gives the call's 200 answer. */
export type OkBody<R> = R extends { status: 200; body: infer B } ? B : never;

/** The answer of a website form call, reduced to what the forms show (part 1 §8). */
export type FormCallResult<T = Record<string, unknown>> =
  | { ok: true; body: T }
  | { ok: false; message: string; body?: Record<string, unknown> };

export const UNEXPECTED_ERROR = 'Unexpected error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The rule of the website's form calls: a JSON `err` is the message to show; any other error
 * status, an unreadable answer or a network failure gives "Unexpected error" (part 1 §8).
 */
export async function formCall<R extends CallResponse>(
  request: Promise<R>,
): Promise<FormCallResult<OkBody<R>>> {
  let answer: R;
  try {
    answer = await request;
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR };
  }
  const { status, body } = answer;
  if (!isRecord(body)) return { ok: false, message: UNEXPECTED_ERROR };
  if (typeof body.err === 'string' && body.err) return { ok: false, message: body.err, body };
  if (status >= 400) return { ok: false, message: UNEXPECTED_ERROR, body };
  // The server answered below 400 with JSON: the contract's success answer.
  return { ok: true, body: body as OkBody<R> };
}

/** What one call came back with: its JSON body (`{}` when it had none), or nothing at all. */
export type CallAnswer = { body: Record<string, unknown> } | { network: true };

/**
 * For the forms whose spec reads the answer's fields itself (ownership, monitoring: part 2 §8),
 * where a network failure has its own message.
 */
export async function callAnswer(request: Promise<CallResponse>): Promise<CallAnswer> {
  try {
    const { body } = await request;
    return { body: isRecord(body) ? body : {} };
  } catch {
    return { network: true };
  }
}

type ListOf<B> = B extends { results: (infer T)[] } ? T[] : never;

/**
 * The `results` list of a suggestion or list call, empty when the call fails in any way: those
 * failures are silent (part 1 §8), the list is simply empty.
 */
export async function resultsOrEmpty<R extends CallResponse>(
  request: Promise<R>,
): Promise<ListOf<OkBody<R>>> {
  let results: unknown;
  try {
    const { status, body } = await request;
    if (status >= 200 && status < 300 && isRecord(body)) results = body.results;
  } catch {
    // A network failure is as silent as an error answer.
  }
  // A 2xx body is the contract's list answer.
  return (Array.isArray(results) ? results : []) as ListOf<OkBody<R>>;
}
