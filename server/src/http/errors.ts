import {
  type AnyPageEnvelope,
  API_ERROR_CODES,
  type ApiErrorCode,
  PAGE_MESSAGES,
} from '@techcensus/contract';
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from '../log.ts';

/** An error a client caused, with the status and message it should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'error',
    readonly headers: Record<string, string> = {},
    /** More fields of the JSON error body, e.g. `balance` and `cost` of a 402. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** One refused field of a request: where it sits (`filters.0.version`) and what is wrong with it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/** What a field the route does not take says after its path: the request refuses it, never drops it. */
export const UNKNOWN_FIELD_MESSAGE = 'unknown field';
/** The same for a query parameter the route does not take. */
export const UNKNOWN_QUERY_PARAMETER_MESSAGE = 'unknown query parameter';

/** A 400 listing every refused field in `details`; `err` names the first as `path: message`. */
export function validationFailed(details: FieldProblem[]): HttpError {
  const first = details[0];
  const message = first ? `${first.path}: ${first.message}` : 'The request is not valid.';
  return new HttpError(400, message, 'validation_failed', {}, { details });
}

/**
 * A schema's complaints as field problems. An object that refuses unknown fields names them all
 * in one complaint at the object; each becomes a problem of its own at the field's own path.
 */
export function fieldProblems(
  issues: { code: string; path: (string | number)[]; message: string; keys?: string[] }[],
): FieldProblem[] {
  const at = (path: (string | number)[]) => path.join('.') || 'body';
  return issues.flatMap((i) =>
    i.code === 'unrecognized_keys' && i.keys
      ? i.keys.map((key) => ({ path: at([...i.path, key]), message: UNKNOWN_FIELD_MESSAGE }))
      : [{ path: at(i.path), message: i.message }],
  );
}

/** A failing session lookup must not turn a 4xx into a 5xx: it counts as signed out. */
function safeLoggedIn(loggedIn: (req: Request) => boolean, req: Request): boolean {
  try {
    return loggedIn(req);
  } catch {
    return false;
  }
}

/** Page-data requests get the envelope; calls get `{err, code}`; everything else gets a page. */
export type ResponseKind = 'page-data' | 'json' | 'html';

export function responseKind(req: Request): ResponseKind {
  if (/\/api$/.test(req.path)) return 'page-data';
  if (req.path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) return 'json';
  return req.accepts(['html', 'json']) === 'json' ? 'json' : 'html';
}

/**
 * A client that left before its request was read. Nobody receives the answer; it is answered with
 * the contract's `bad_request` like any unreadable request, and told apart for the log.
 */
class ClientLeft extends HttpError {
  constructor() {
    super(400, 'The request was aborted by the client.', 'bad_request');
  }
}
/** A request whose client is gone (a handler may find it so too): the boundary answers no one and logs it as such. */
export const clientLeft = (): HttpError => new ClientLeft();

/**
 * Maps body-parser and other middleware failures onto client errors with clear words. `req`, when
 * given, tells a body the client stopped sending from a server fault: a client that leaves while
 * its call waits for the gate, before the body parser starts, leaves a stream that can no longer
 * be read, which the parser reports as its own 500 ("stream is not readable").
 */
export function toHttpError(err: unknown, req?: Request): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as {
    type?: string;
    status?: number;
    statusCode?: number;
    expose?: boolean;
    message?: string;
  };
  switch (e?.type) {
    case 'entity.parse.failed':
      return new HttpError(400, 'The request body is not valid JSON.', 'malformed_json');
    case 'entity.too.large':
      return new HttpError(413, 'The request body is too large.', 'body_too_large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'The request body encoding is not supported.', 'unsupported_encoding');
    case 'request.aborted':
      return clientLeft();
    case 'stream.not.readable':
      // A body that had all arrived is dropped unread with its connection: the client is gone all the same.
      if (req && (!req.complete || req.socket?.destroyed)) return clientLeft();
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Answered with a code of the API contract at that code's status; a status the contract has
    // no general code for is answered as the request it could not process.
    const code = GENERAL_CODES[status] ?? 'bad_request';
    return new HttpError(
      API_ERROR_CODES[code],
      e.expose && e.message ? e.message : 'The request could not be processed.',
      code,
    );
  }
  return new HttpError(500, PAGE_MESSAGES.serverError, 'internal');
}

/** The contract's code for a client error that says nothing more than its status. */
const GENERAL_CODES: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'body_too_large',
  415: 'unsupported_encoding',
  429: 'rate_limited',
};

/** Renders an error page for HTML requests; provided by the SSR layer. */
export type ErrorPageRenderer = (req: Request, status: number, envelope: AnyPageEnvelope) => Promise<string>;

/** The page-data envelope of a failure, with the spec's texts; the same for data and pages. */
export function errorEnvelope(status: number, message: string, loggedIn: boolean): AnyPageEnvelope {
  const User = { LoggedIn: loggedIn };
  if (status === 404) return { result404: { title: PAGE_MESSAGES.notFound }, User };
  if (status >= 500) return { result500: { title: PAGE_MESSAGES.serverError }, User };
  return { err: message, User };
}

/**
 * The last middleware: whatever failed becomes a response of the kind the client asked for, with
 * the spec's texts. Only genuine server faults are 5xx, and only those are logged as errors.
 */
export function errorBoundary(
  log: Logger,
  renderErrorPage: ErrorPageRenderer,
  loggedIn: (req: Request) => boolean = () => false,
): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const http = toHttpError(err, req);
    if (http.status >= 500) log.error({ err, url: req.originalUrl }, 'request failed');
    // The request log's line of a call whose client left was written when the connection closed,
    // before the call ended; this one says how it ended.
    else if (http instanceof ClientLeft)
      log.info({ url: req.originalUrl, status: http.status }, 'client left mid-request');
    res.status(http.status).set(http.headers);
    const kind = responseKind(req);
    if (kind === 'page-data') {
      res.json(errorEnvelope(http.status, http.message, safeLoggedIn(loggedIn, req)));
      return;
    }
    if (kind === 'json') {
      res.json({ ...http.extra, err: http.message, code: http.code });
      return;
    }
    renderErrorPage(req, http.status, errorEnvelope(http.status, http.message, safeLoggedIn(loggedIn, req)))
      .then((html) => res.type('html').send(html))
      .catch((renderErr) => {
        log.error({ err: renderErr }, 'error page failed to render');
        res.type('text/plain').send(http.status >= 500 ? PAGE_MESSAGES.serverError : http.message);
      });
  };
}
