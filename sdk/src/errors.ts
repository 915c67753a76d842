/** Every failure the API answers with, typed: status, stable code and the server's message. */
export class TechCensusError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'TechCensusError';
  }
}

export function errorFrom(status: number, body: unknown, headers?: Headers): TechCensusError {
  const b = (body ?? {}) as { err?: string; code?: string };
  const retry = headers?.get('retry-after');
  return new TechCensusError(
    status,
    b.code ?? `http_${status}`,
    b.err ?? `The API answered HTTP ${status}.`,
    retry ? Number(retry) : undefined,
  );
}
