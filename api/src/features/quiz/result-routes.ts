import { Router, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { logPathAs } from '../../lib/request-logger';
import { deleteKeptResult, openComparedResult, openKeptResult } from './kept-results';

/** These paths carry a secret: logs name the route pattern, never the path itself. */
const hideSecret = (res: Response, pattern: string) => logPathAs(res, `/api${pattern}`);

/**
 * GET and DELETE /api/results/{token}: a kept result reopened or deleted with its private link token.
 * GET /api/compare/{code}: a result shown read-only through its compare code.
 */
export function createKeptResultRouter({ database }: Pick<AppContext, 'database'>): Router {
  const router = Router();

  router.get('/results/:token', async (req, res) => {
    hideSecret(res, '/results/:token');
    res.json(await openKeptResult(database.db, String(req.params.token)));
  });

  router.delete('/results/:token', async (req, res) => {
    hideSecret(res, '/results/:token');
    await deleteKeptResult(database.db, String(req.params.token));
    res.status(204).end();
  });

  router.get('/compare/:code', async (req, res) => {
    hideSecret(res, '/compare/:code');
    res.json(await openComparedResult(database.db, String(req.params.code)));
  });

  return router;
}
