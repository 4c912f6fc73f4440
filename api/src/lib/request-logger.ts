import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';

/** A route whose path carries a secret (a private link token) logs this pattern instead of its path. */
export function logPathAs(res: Response, pattern: string): void {
  res.locals.logPath = pattern;
}

/** The path to write to the log for a request: its own, or the pattern its route chose with logPathAs. */
export function loggedPath(req: Request, res: Response): string {
  return typeof res.locals.logPath === 'string' ? res.locals.logPath : req.originalUrl.split('?')[0]!;
}

/**
 * One debug line per API request (method, path, status, duration) when LOG_LEVEL is debug or finer. At the usual
 * levels it adds nothing to the hot path; failures are logged by the error handler.
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('debug')) return (_req, _res, next) => next();
  return (req, res, next) => {
    if (!req.path.startsWith('/api/')) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.debug({ method: req.method, path: loggedPath(req, res), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
