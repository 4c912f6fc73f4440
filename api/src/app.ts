import express, { type Express } from 'express';
import type { AppContext } from './app-context';
import { trustProxySetting } from './lib/config';
import { apiNotFound, errorHandler } from './lib/errors';
import { requestLogger } from './lib/request-logger';
import { jsonBodies, refuseMalformedPath } from './lib/request-edge';
import { createHealthRouter } from './features/health/routes';
import { createWebRouter } from './features/web/routes';
import { quizFirstPaintValues } from './features/quiz/first-paint-values';
import { createQuizRouter } from './features/quiz/routes';
import { createShareApiRouter, createSharePageRouter } from './features/share/routes';
import { createTrackingRouter } from './features/tracking/routes';
import { createCrosswordRouter } from './features/crossword/routes';
import { createAuthRouter } from './features/auth/routes';
import { createAdminRouter } from './features/admin/routes';
import { createAnalyticsRouter } from './features/analytics/routes';
import { createQuestionGenerationRouter } from './features/question-generation/routes';
import { baseSecurityHeaders } from './shared/csp';
import { crossOriginProtection, parseTrustedOrigins } from './shared/cross-origin';

/** The Express application: thin routers per feature, one JSON error shape, the web front ends last. */
export function createApp(context: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(context.config.TRUST_PROXY));
  app.set('etag', false);

  app.use(baseSecurityHeaders);
  app.use(requestLogger(context.logger));
  app.use(refuseMalformedPath);
  app.use(crossOriginProtection(parseTrustedOrigins(context.config.CSRF_TRUSTED_ORIGINS)));

  const api = express.Router();
  api.use(jsonBodies());
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The busiest routes first: every request walks the feature routers in order until one matches.
  api.use(createTrackingRouter(context));
  api.use(createQuizRouter(context));
  api.use(createHealthRouter(context));
  api.use(createCrosswordRouter(context));
  api.use(createShareApiRouter(context));
  api.use(createAuthRouter(context));
  api.use(createAdminRouter(context, [createQuestionGenerationRouter(context), createAnalyticsRouter(context)]));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(createSharePageRouter(context));
  app.use(createWebRouter(context, quizFirstPaintValues(context)));
  app.use(errorHandler(context.logger));
  return app;
}
