import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ApiErrorCode, ErrorBody } from '@edna/shared-contracts';
import { isDatabaseBusy } from './db';
import type { Logger } from './logger';
import { loggedPath } from './request-logger';

/** An expected failure with an HTTP status, a stable code and a human message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toJSON(): ErrorBody {
    return { error: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) };
  }
}

export const badRequest = (message: string, code: ApiErrorCode = 'bad_request') => new AppError(400, code, message);
export const unauthorized = (message = 'You need to log in first.', code: ApiErrorCode = 'unauthorized') => new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do that.', code: ApiErrorCode = 'forbidden') => new AppError(403, code, message);
export const notFound = (message = 'Not found.', code: ApiErrorCode = 'not_found') => new AppError(404, code, message);
export const conflict = (message: string, code: ApiErrorCode = 'conflict') => new AppError(409, code, message);
/** A path whose percent-encoding does not decode to UTF-8 text. */
export const invalidPath = () => new AppError(400, 'invalid_path', 'The request path is not valid percent-encoded UTF-8.');
export const tooManyRequests = (message: string, retryAfterSeconds?: number, code: ApiErrorCode = 'too_many_requests') => {
  const error = new AppError(429, code, message);
  return Object.assign(error, { retryAfterSeconds });
};

/**
 * Seconds a client should wait before sending again after `database_busy`: connections held by a burst of requests
 * come free within moments, and a short wait spreads the retries instead of sending them all back at once.
 */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Every database connection was busy for the whole wait: the request did nothing and may be sent again. */
export const databaseBusy = () =>
  Object.assign(new AppError(503, 'database_busy', 'The server is busy. Please try again in a moment.'), { retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS });

export function fromZodError(error: ZodError, message = 'The request is not valid.'): AppError {
  const details = error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  const first = details[0];
  const summary = first ? `${message} ${first.path}: ${first.message}` : message;
  return new AppError(400, 'validation_failed', summary, details);
}

/** Unknown routes under /api answer a JSON 404. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route for ${req.method} ${req.baseUrl}${req.path}.`, 'route_not_found'));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** An error from Express, its router or body parser that carries a client-error status (http-errors style). */
interface ClientStatusError extends Error {
  status: number;
  code?: unknown;
}

/** The one error handler: JSON `{error, message}` for every failure; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error instanceof ZodError) {
      appError = fromZodError(error);
    } else if (isBodyParserError(error)) {
      appError = fromBodyParserError(error);
    } else if (isClientStatusError(error)) {
      appError = fromClientStatusError(error);
    } else if (isDatabaseBusy(error)) {
      // Not a bug but a pool too small for the load: worth a warning for the operator, a retry for the client.
      logger.warn({ method: req.method, path: loggedPath(req, res) }, 'database busy: no connection within DATABASE_ACQUIRE_TIMEOUT_MS');
      appError = databaseBusy();
    } else {
      logger.error({ err: error, method: req.method, url: loggedPath(req, res) }, 'unhandled error');
      appError = new AppError(500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    if (appError.status < 500) {
      logger.info({ method: req.method, path: loggedPath(req, res), status: appError.status, error: appError.code }, 'request refused');
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    const retryAfter = (appError as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    res.status(appError.status).json(appError.toJSON());
  };
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return error instanceof Error && typeof (error as BodyParserError).type === 'string' && typeof (error as BodyParserError).status === 'number';
}

function isClientStatusError(error: unknown): error is ClientStatusError {
  const status = error instanceof Error ? (error as Partial<ClientStatusError>).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function fromClientStatusError(error: ClientStatusError): AppError {
  // zlib's codes: a body announced as gzip / deflate / br that does not decompress.
  if (typeof error.code === 'string' && error.code.startsWith('Z_')) {
    return new AppError(400, 'invalid_content_encoding', 'The request body does not match its Content-Encoding.');
  }
  if (error instanceof URIError) return invalidPath();
  return new AppError(error.status, 'bad_request', 'The request could not be read.');
}

function fromBodyParserError(error: BodyParserError): AppError {
  switch (error.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError(413, 'payload_too_large', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(415, 'unsupported_encoding', 'The request body encoding is not supported.');
    case 'request.aborted':
      return new AppError(400, 'request_aborted', 'The request was aborted.');
    default:
      return new AppError(error.status && error.status < 500 ? error.status : 400, 'bad_request', 'The request could not be read.');
  }
}
