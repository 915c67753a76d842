import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'techcensus' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'],
      remove: true,
    },
  });
}
