import { API_KEY_HEADER } from '@techcensus/contract';
import { HttpError } from '../../http/errors.ts';
import type { Queryable } from '../../store/db.ts';
import { accountOfApiKeyCached } from '../accounts/index.ts';

/** What the gate reads of a request (ts-rest's typed request narrows Express's query). */
export interface ApiRequest {
  ip?: string;
  get(name: string): string | undefined;
}

/** The key as sent: `X-API-Key: <key>` or `Authorization: Bearer <key>`. */
export function presentedKey(req: ApiRequest): string | null {
  const header = req.get(API_KEY_HEADER)?.trim();
  if (header) return header;
  const auth = req.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i);
  return auth ? auth[1] : null;
}

/** The account behind the request's API key; 401 with a stable code when there is none. */
export const invalidKey = () =>
  new HttpError(
    401,
    'The API key is not valid. It may have been replaced by a newer one; see your account page.',
    'invalid_api_key',
    { 'WWW-Authenticate': 'Bearer realm="api", error="invalid_token"' },
  );

/** The account behind the request's key, and the key's hash (the charge checks it again). */
export async function authenticate(
  db: Queryable,
  req: ApiRequest,
): Promise<{ accountId: number; keyHash: string }> {
  const key = presentedKey(req);
  if (!key) {
    throw new HttpError(
      401,
      `An API key is required: send it in the ${API_KEY_HEADER} header. Your key is on your account page.`,
      'missing_api_key',
      { 'WWW-Authenticate': 'Bearer realm="api"' },
    );
  }
  const account = key.length <= 200 ? await accountOfApiKeyCached(db, key) : null;
  if (account === null) throw invalidKey();
  return { accountId: account.account, keyHash: account.keyHash };
}
