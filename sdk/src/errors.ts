import type { ApiV1Error, Scan } from './contract.ts';
import { retryAfterSeconds } from './retry-after.ts';

/** One field the API refused, e.g. `{ path: "filters.0.technology", message: "Required" }`. */
export interface ErrorDetail {
  path: string;
  message: string;
}

export interface ErrorExtras {
  /** Credits left (402 only). */
  balance?: number;
  /** Credits the call would have cost (402 only). */
  cost?: number;
  /** Validation failures, one per field (400 only). */
  details?: ErrorDetail[];
}

/**
 * Every failure the API answers with, typed: HTTP status, the stable `code` of the error body
 * (`insufficient_credits`, `invalid_api_key`, …; `http_<status>` when the answer had none) and
 * the server's message, plus what the body adds for its kind of error.
 */
export class TechCensusError extends Error {
  readonly balance?: number;
  readonly cost?: number;
  readonly details?: ErrorDetail[];

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** When to try again (429, sometimes 503), from the body or the Retry-After header. */
    readonly retryAfterSeconds?: number,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'TechCensusError';
    if (extras.balance !== undefined) this.balance = extras.balance;
    if (extras.cost !== undefined) this.cost = extras.cost;
    if (extras.details !== undefined) this.details = extras.details;
  }
}

/** A scan still unfinished when `waitForScan`'s time ran out; `scan` is its last known state. */
export class ScanTimeoutError extends Error {
  constructor(
    readonly scanId: string,
    readonly timeoutMs: number,
    readonly scan: Scan,
  ) {
    super(`Scan ${scanId} did not finish within ${Math.round(timeoutMs / 1000)} s.`);
    this.name = 'ScanTimeoutError';
  }
}

const int = (v: unknown): number | undefined => (Number.isInteger(v) ? (v as number) : undefined);

/** The typed error for a non-success answer; tolerant of bodies that are not `ApiV1Error`. */
export function errorFrom(status: number, body: unknown, headers?: Headers): TechCensusError {
  const b: Partial<ApiV1Error> = body && typeof body === 'object' ? (body as Partial<ApiV1Error>) : {};
  const message =
    typeof b.err === 'string' && b.err
      ? b.err
      : typeof body === 'string' && body.trim() && body.length < 500
        ? body.trim()
        : `The API answered HTTP ${status}.`;
  const details = Array.isArray(b.details)
    ? b.details.filter((d): d is ErrorDetail => typeof d?.path === 'string' && typeof d?.message === 'string')
    : undefined;
  return new TechCensusError(
    status,
    typeof b.code === 'string' && b.code ? b.code : `http_${status}`,
    message,
    int(b.retryAfterSeconds) ?? retryAfterSeconds(headers?.get('retry-after') ?? null),
    { balance: int(b.balance), cost: int(b.cost), details },
  );
}
