import { Router } from 'express';
import { generateQuestionsRequestSchema, type GenerateQuestionsResponse } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../lib/validate';
import { generateQuestions } from './service';

/** POST /api/generate-questions (admin only: mounted behind the admin router's guard). */
export function createQuestionGenerationRouter(context: AppContext): Router {
  const router = Router();
  router.post('/generate-questions', async (req, res) => {
    const { count } = parseBody(req, generateQuestionsRequestSchema);
    res.json((await generateQuestions(context, count)) satisfies GenerateQuestionsResponse);
  });
  return router;
}
