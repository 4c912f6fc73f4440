import type { RequestHandler } from 'express';
import type { Logger } from './logger';

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
      logger.debug({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
