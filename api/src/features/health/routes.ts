import { Router } from 'express';
import type { HealthResponse } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';

/** `GET /api/health`: 200 when the database answers, 503 while draining or when it does not. */
export function createHealthRouter({ database, lifecycle }: AppContext): Router {
  const router = Router();
  const startedAt = Date.now();
  router.get('/health', async (_req, res) => {
    const body = (status: HealthResponse['status']): HealthResponse => ({
      status,
      database: database.driver,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      res.status(503).json(body('draining'));
      return;
    }
    try {
      await withTimeout(database.ping(), 2000);
      res.json(body('ok'));
    } catch {
      res.status(503).json(body('unavailable'));
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
