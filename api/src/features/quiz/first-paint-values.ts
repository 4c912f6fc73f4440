import type { AppContext } from '../../app-context';
import { questionCatalogFor } from '../../shared/question-bank/store';

/** What the quiz's first views show that only the question bank knows: the question a new quiz opens with. */
export function quizFirstPaintValues({ database, config }: Pick<AppContext, 'database' | 'config'>): { openingQuestion: () => Promise<string | null> } {
  const catalog = questionCatalogFor(database.db, config.QUESTION_CACHE_TTL_MS);
  return { openingQuestion: async () => (await catalog.snapshot()).openingQuestion };
}
