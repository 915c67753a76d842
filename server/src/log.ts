import pino from 'pino';

export type Logger = pino.Logger;

/** Where log lines go: standard output unless a test reads them. */
export type LogDestination = pino.DestinationStream;

/**
 * The request log names what came and went, never a credential: the request's cookies and keys,
 * and the cookies an answer sets (a session or device cookie read from the log would sign its
 * reader in).
 */
const SECRETS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: LogDestination): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'techcensus' },
    redact: { paths: SECRETS, remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
