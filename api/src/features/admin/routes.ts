import { Router } from 'express';
import {
  adminQuestionQuerySchema,
  positiveIdSchema,
  saveAdSettingsRequestSchema,
  updateQuestionRequestSchema,
  validateAdSettings,
  type AdSettings,
  type MessageResponse,
  type SocketTokenResponse,
} from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { requireAdmin, sessionOf, signSocketToken } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { streamResponse } from '../../lib/stream-response';
import { parseBody, parseWith } from '../../lib/validate';
import { analyticsSummary } from './analytics';
import { writeBackup } from './backup';
import { moodStats } from './mood-stats';
import { listAdminQuestions, searchAdminQuestions, setQuestionActive } from './question-bank';

/**
 * Every admin route starts with one of these paths, and requireAdmin guards all of them before any route runs
 * (deny by default: an unknown path under /api/admin is refused too, not answered 404). The access test reads the
 * routes of this router and fails when one is not covered.
 */
export const ADMIN_PATH_PREFIXES = ['/admin', '/analytics', '/mood/stats', '/generate-questions', '/adsense-settings', '/save-adsense'];

/**
 * Requests that arrive while a computation is running share its answer instead of queueing their own (every admin
 * sees the same summary); the next request after it finishes computes afresh, so nothing is served stale.
 */
export function sharedWhileRunning<T>(compute: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= compute().finally(() => {
      running = null;
    });
    return running;
  };
}

export const AD_SETTINGS_SAVED_MESSAGE = 'Google Adsense settings have been saved successfully. Changes will apply on page reload.';
export const AD_SETTINGS_REMOVED_MESSAGE = 'The ad settings have been removed: ads are off. Changes will apply on page reload.';

/**
 * The admin API. `featureRouters` are admin routers of other features (question generation), mounted behind the
 * same guard.
 */
export function createAdminRouter(context: AppContext, featureRouters: Router[] = []): Router {
  const { database, realtime } = context;
  const router = Router();
  router.use(ADMIN_PATH_PREFIXES, requireAdmin(context));

  router.get('/admin/socket-token', (_req, res) => {
    const { user, claims } = sessionOf(res);
    res.json(signSocketToken(context.secrets.session, user.id, claims) satisfies SocketTokenResponse);
  });

  const currentAnalytics = sharedWhileRunning(() => analyticsSummary(database.db));
  const currentMoodStats = sharedWhileRunning(() => moodStats(database.db));

  router.get('/analytics', async (_req, res) => {
    res.json(await currentAnalytics());
  });

  router.get('/mood/stats', async (_req, res) => {
    res.json(await currentMoodStats());
  });

  // Without parameters the whole bank as a list by id (older admin pages read that); with any, one page of the search.
  router.get('/admin/questions', async (req, res) => {
    const bank = await listAdminQuestions(database.db);
    if (Object.keys(req.query).length === 0) return void res.json(bank);
    res.json(searchAdminQuestions(bank, parseWith(adminQuestionQuerySchema, req.query, 'The question bank query is not valid.')));
  });

  router.patch('/admin/questions/:id', async (req, res) => {
    const id = parseWith(positiveIdSchema, Number(req.params.id), 'The question id is not valid.');
    const { active } = parseBody(req, updateQuestionRequestSchema);
    res.json(await setQuestionActive(database.db, id, active));
  });

  router.get('/adsense-settings', async (_req, res) => {
    res.json((await context.siteSettings.getAdSettings()) satisfies AdSettings);
  });

  router.post('/save-adsense', async (req, res) => {
    const check = validateAdSettings(parseBody(req, saveAdSettingsRequestSchema));
    if (!check.ok) throw badRequest(check.message, check.code);
    await context.siteSettings.saveAdSettings({ googleAdClient: check.googleAdClient, googleVerification: check.googleVerification });
    res.json({ message: AD_SETTINGS_SAVED_MESSAGE } satisfies MessageResponse);
  });

  // Removing the ad settings switches ads off (no client ID: no consent banner, no ad script).
  router.delete('/adsense-settings', async (_req, res) => {
    await context.siteSettings.saveAdSettings({ googleAdClient: '', googleVerification: '' });
    res.json({ message: AD_SETTINGS_REMOVED_MESSAGE } satisfies MessageResponse);
  });

  router.get('/admin/data-backup', async (_req, res) => {
    res.status(200).type('json');
    const completed = await streamResponse(
      res,
      (write) => writeBackup(database.db, write),
      (error) => context.logger.error({ err: error }, 'backup failed while streaming'),
    );
    if (!completed) return;
    realtime.publish({ action: 'download_backup', component: 'admin', page: '/admin', timestamp: new Date().toISOString(), details: {} });
  });

  for (const featureRouter of featureRouters) router.use(featureRouter);
  return router;
}
