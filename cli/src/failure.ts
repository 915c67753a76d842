import { ScanTimeoutError, TechCensusError } from '@techcensus/sdk';
import { EXIT } from './exit-codes.ts';

export interface Failure {
  message: string;
  exit: number;
  /** What `--json` prints as `{ "error": … }`. */
  json: Record<string, unknown>;
}

/** A failure the CLI itself decides on (no key, bad flag values) with its exit status. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly exit: number,
    readonly code = 'cli_error',
  ) {
    super(message);
    this.name = 'CliFailure';
  }
}

export const LOGIN_HINT =
  'Run `techcensus login` to store a key, or pass --api-key (or set TECHCENSUS_API_KEY). Your key is on your account page.';

/**
 * No answer came: refused, unknown host, a port fetch will not use, a reset. Node's fetch says
 * `TypeError: fetch failed` for all of them, with the socket error as its cause.
 */
function noAnswer(err: unknown): boolean {
  return err instanceof TypeError && err.message === 'fetch failed';
}

function clock(secondsFromNow: number): string {
  return new Date(Date.now() + secondsFromNow * 1000).toLocaleTimeString();
}

function apiFailure(err: TechCensusError, baseUrl: string): Failure {
  const json = {
    status: err.status,
    code: err.code,
    message: err.message,
    ...(err.balance !== undefined ? { balance: err.balance } : {}),
    ...(err.cost !== undefined ? { cost: err.cost } : {}),
    ...(err.retryAfterSeconds !== undefined ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
    ...(err.details ? { details: err.details } : {}),
  };
  switch (err.status) {
    case 401:
      return {
        json,
        exit: EXIT.auth,
        message:
          err.code === 'missing_api_key'
            ? `No API key was sent. ${LOGIN_HINT}`
            : `The API key was refused: ${err.message}\nRun \`techcensus login\` with your current key, or check --api-key / TECHCENSUS_API_KEY.`,
      };
    case 402: {
      const numbers =
        err.cost !== undefined && err.balance !== undefined
          ? `This call costs ${err.cost} credit${err.cost === 1 ? '' : 's'} and your balance is ${err.balance}.`
          : err.message;
      return {
        json,
        exit: EXIT.credits,
        message: `Not enough credits. ${numbers}\nBuy credits or subscribe: ${baseUrl}/pricing#credits`,
      };
    }
    case 429: {
      const wait =
        err.retryAfterSeconds !== undefined
          ? `Try again in ${err.retryAfterSeconds} s (at ${clock(err.retryAfterSeconds)}).`
          : 'Try again in a little while.';
      return { json, exit: EXIT.rateLimited, message: `Rate limited: ${err.message}\n${wait}` };
    }
    case 404:
      return { json, exit: EXIT.notFound, message: err.message };
    default: {
      if (err.status >= 500) {
        return {
          json,
          exit: EXIT.server,
          message: `The service failed (HTTP ${err.status}, ${err.code}): ${err.message}\nTry again later.`,
        };
      }
      const details = (err.details ?? []).map((d) => `\n  ${d.path || '(request)'}: ${d.message}`).join('');
      return { json, exit: EXIT.usage, message: `${err.message}${details}` };
    }
  }
}

/** The words and exit status for an error a command ended with, or null for oclif to handle. */
export function describeFailure(err: unknown, baseUrl: string): Failure | null {
  if (err instanceof TechCensusError) return apiFailure(err, baseUrl);
  if (err instanceof CliFailure)
    return { message: err.message, exit: err.exit, json: { code: err.code, message: err.message } };
  if (err instanceof ScanTimeoutError) {
    return {
      exit: EXIT.negative,
      message: `${err.message} It goes on in the background; its result will show in \`techcensus lookup ${err.scan.domain}\`.`,
      json: { code: 'scan_timeout', message: err.message, scan: err.scan },
    };
  }
  if (noAnswer(err)) {
    return {
      exit: EXIT.unreachable,
      message: `Cannot reach the service at ${baseUrl}. Is it running, and is --base-url (or TECHCENSUS_URL) right?`,
      json: { code: 'unreachable', message: `Cannot reach the service at ${baseUrl}.` },
    };
  }
  return null;
}
