/**
 * Page cursors: the last item's sort key (rank, domain), base64url JSON. Both adapters sort by the
 * same key, so a cursor means the same thing on either; it is still opaque to callers.
 */
export interface SortKey {
  rank: number;
  domain: string;
}

/** Thrown for a cursor this code did not produce; callers map it to a 400. */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid page cursor');
    this.name = 'InvalidCursorError';
  }
}

export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify([key.rank, key.domain])).toString('base64url');
}

export function decodeCursor(cursor: string): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidCursorError();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    !Number.isInteger(parsed[0]) ||
    typeof parsed[1] !== 'string'
  ) {
    throw new InvalidCursorError();
  }
  return { rank: parsed[0], domain: parsed[1] };
}

export function checkSize(name: string, n: number, min: number): void {
  if (!Number.isInteger(n) || n < min) throw new RangeError(`${name} must be an integer ≥ ${min}`);
}
