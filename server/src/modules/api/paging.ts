import { HttpError } from '../../http/errors.ts';
import { InvalidCursorError } from '../../siteindex/cursor.ts';

export const invalidCursor = () =>
  new HttpError(400, 'The cursor is not valid; start again without one.', 'invalid_cursor');

/** Offset cursors for lists held in one document (subdomains): opaque, checked on the way in. */
export const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const m = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!m) throw invalidCursor();
  return Number(m[1]);
}

/** Runs a SiteIndex page query, turning a foreign cursor into the API's 400. */
export async function withCursor<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof InvalidCursorError) throw invalidCursor();
    throw e;
  }
}
