import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { ERROR_CODES, type ErrorBody } from '../../../shared/contracts/errors';

/** An error the client may see: status, stable code, human message, optional details. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string) => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);
export const unauthorized = () => new AppError(401, ERROR_CODES.unauthorized, 'Sign in to continue');

export function validationError(error: ZodError, where: string): AppError {
  return new AppError(
    400,
    ERROR_CODES.validation,
    `Invalid ${where}: ${error.issues.map((i) => `${i.path.join('.') || where} ${i.message}`).join('; ')}`,
    error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}

/** body-parser marks its own failures with `type` and `status`. */
function fromBodyParser(err: unknown): AppError | undefined {
  if (typeof err !== 'object' || err === null || !('type' in err)) return undefined;
  switch ((err as { type: unknown }).type) {
    case 'entity.parse.failed':
      return new AppError(400, ERROR_CODES.invalidJson, 'Request body is not valid JSON');
    case 'entity.too.large':
      return new AppError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, ERROR_CODES.unsupportedMediaType, 'Unsupported request encoding');
    default:
      return undefined;
  }
}

/** The router could not decode a path parameter (e.g. `%E0%A4%A`): the caller's mistake, not ours. */
function fromRouter(err: unknown): AppError | undefined {
  if (!(err instanceof URIError)) return undefined;
  return new AppError(400, ERROR_CODES.validation, 'The path contains a malformed percent-escape');
}

export function toErrorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
  };
}

/** The one JSON error middleware: every failure leaves as `{ error: { code, message, details } }`. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const known = err instanceof AppError ? err : (fromBodyParser(err) ?? fromRouter(err));
    const appError = known ?? new AppError(500, ERROR_CODES.internal, 'Something went wrong on our side');
    if (!known) logger.error({ err, method: req.method, path: req.path }, 'unhandled error');
    res.status(appError.status).json(toErrorBody(appError));
  };
}
