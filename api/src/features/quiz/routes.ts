import { Router } from 'express';
import { moodRequestSchema, submitQuizRequestSchema, type OkResponse } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { isBotUserAgent } from '../../lib/bot-user-agent';
import { parseBody } from '../../lib/validate';
import { createKeptResultRouter } from './result-routes';
import { createQuizService } from './service';

/**
 * The quiz API: GET /questions/count, GET /questions, POST /submit-quiz, POST /mood, and the kept results (see
 * result-routes). Submissions and moods are group-committed; each request is answered only once its own batch is
 * committed.
 */
export function createQuizRouter(context: AppContext): Router {
  const quiz = createQuizService(context);
  context.lifecycle.onDrain.push(() => quiz.flush());
  const router = Router();

  router.get('/questions/count', async (_req, res) => {
    res.type('json').send(await quiz.questionCountJson());
  });

  // The list is serialized (and gzipped) once per catalog snapshot, not per request.
  router.get('/questions', async (req, res) => {
    const list = await quiz.questionListJson();
    res.type('json').vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip') === 'gzip') res.setHeader('Content-Encoding', 'gzip').send(list.gzip);
    else res.send(list.plain);
  });

  router.post('/submit-quiz', async (req, res) => {
    const result = await quiz.submitQuiz(parseBody(req, submitQuizRequestSchema), { bot: isBotUserAgent(req.headers['user-agent']) });
    res.status(201).json(result);
  });

  router.post('/mood', async (req, res) => {
    await quiz.recordMood(parseBody(req, moodRequestSchema), { bot: isBotUserAgent(req.headers['user-agent']) });
    res.status(201).json({ ok: true } satisfies OkResponse);
  });

  router.use(createKeptResultRouter(context));

  return router;
}
