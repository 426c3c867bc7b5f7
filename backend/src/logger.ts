import pino, { type Logger } from 'pino';

/**
 * Structured JSON logs. Anything that can carry a secret is redacted by path, and request logs hold
 * the path only (never the query string, which may carry the access token).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.token',
  '*.accessToken',
  '*.password',
  '*.passwordHash',
  '*.secret',
  '*.apiKey',
  'token',
  'secret',
];

export function createLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    { level: options.level ?? 'info', redact: { paths: REDACTED_PATHS, censor: '[redacted]' } },
    options.destination,
  );
}

export type { Logger };
