import { PROVISIONAL_DIAGNOSTIC_POWER, type GenerateQuestionsResponse, type QuestionSource } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { generateBuiltinQuestions } from './builtin-generator';
import { DuplicateIndex } from './near-duplicate';
import { AiProviderError, SYSTEM_PROMPT, createOpenAiCompatibleClient, questionsOf, userPrompt, type ChatClient } from './openai-provider';
import { checkCandidate, type CandidateQuestion } from './question-candidate';
import { insertGeneratedQuestions, loadBankTexts } from './repository';

/** Chat completions asked for per generation before giving up on invalid answers. */
export const MAX_AI_ATTEMPTS = 3;

interface Collected {
  accepted: CandidateQuestion[];
  /** Valid suggestions refused as near-duplicates of the bank or of each other. */
  duplicates: number;
}

/**
 * Asks the AI provider for `count` questions, up to MAX_AI_ATTEMPTS times: every item is checked (checkCandidate)
 * and near-duplicates of the bank are refused; the next attempt asks only for what is still missing and tells the
 * model what was wrong. Provider failures that are worth repeating (timeouts, 429, 5xx) use an attempt too.
 */
async function collectFromAi(client: ChatClient, count: number, bank: string[]): Promise<Collected> {
  const index = new DuplicateIndex(bank);
  const known = [...bank];
  const accepted: CandidateQuestion[] = [];
  let duplicates = 0;
  let feedback: string | null = null;
  let lastFailure: string | null = null;

  for (let attempt = 1; attempt <= MAX_AI_ATTEMPTS && accepted.length < count; attempt += 1) {
    const wanted = count - accepted.length;
    let content: string;
    try {
      content = await client.complete([
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userPrompt(wanted, known, feedback) },
      ]);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      lastFailure = error.message;
      if (!error.retryable) break;
      continue;
    }
    const items = questionsOf(content);
    if (!items || items.length === 0) {
      feedback = items ? 'the "questions" array was empty' : 'it was not one JSON object with a "questions" array';
      lastFailure = `The AI provider's answer could not be used: ${feedback}.`;
      continue;
    }
    const problems = new Set<string>();
    for (const item of items) {
      if (accepted.length >= count) break;
      const check = checkCandidate(item);
      if (!check.ok) {
        problems.add(check.problem);
        continue;
      }
      if (index.duplicateOf(check.question.text) !== null) {
        duplicates += 1;
        problems.add(`"${check.question.text.slice(0, 80)}" repeats an existing question`);
        continue;
      }
      accepted.push(check.question);
      index.add(check.question.text);
      known.push(check.question.text);
    }
    feedback = problems.size ? [...problems].slice(0, 5).join('; ') : null;
    if (feedback) lastFailure = `The AI provider's questions could not be used: ${feedback}.`;
  }

  if (accepted.length === 0 && duplicates === 0) {
    throw new AppError(502, 'ai_provider_failed', `${lastFailure ?? 'The AI provider returned no questions.'} No questions were added.`);
  }
  return { accepted, duplicates };
}

/** The built-in generator, with the same near-duplicate guard as AI output. */
function collectFromBuiltin(count: number, bank: string[]): Collected {
  const index = new DuplicateIndex(bank);
  const accepted: CandidateQuestion[] = [];
  let duplicates = 0;
  for (const question of generateBuiltinQuestions({ count, existing: bank })) {
    const check = checkCandidate({
      text: question.text,
      category: question.category,
      options: question.options.map((text, position) => ({ id: 'abcde'[position], text })),
    });
    if (!check.ok) continue;
    if (index.duplicateOf(check.question.text) !== null) {
      duplicates += 1;
      continue;
    }
    accepted.push(check.question);
    index.add(check.question.text);
  }
  return { accepted, duplicates };
}

export function generationMessage(added: number, requested: number): string {
  if (added === 0) return 'No new questions were added: every suggestion repeated a question already in the bank.';
  if (added >= requested) return `Generated ${added} new question${added === 1 ? '' : 's'}.`;
  return `Generated ${added} of ${requested} requested questions; the others were invalid or repeated existing questions.`;
}

/**
 * Adds `count` new questions to the bank: from the AI provider when AI_BASE_URL is set, else from the built-in
 * generator. New questions are active at once, with the provisional diagnosticPower (0.5) and their source label.
 */
export async function generateQuestions(context: AppContext, count: number, client?: ChatClient): Promise<GenerateQuestionsResponse> {
  const { config, database, logger } = context;
  const bank = await loadBankTexts(database.db);
  const aiClient =
    client ??
    (config.AI_BASE_URL
      ? createOpenAiCompatibleClient({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS })
      : null);
  const source: QuestionSource = aiClient ? 'ai' : 'builtin-generator';
  let collected: Collected;
  try {
    collected = aiClient ? await collectFromAi(aiClient, count, bank) : collectFromBuiltin(count, bank);
  } catch (error) {
    if (error instanceof AppError) logger.warn({ reason: error.message }, 'question generation failed');
    throw error;
  }
  const added = await insertGeneratedQuestions(database.db, collected.accepted, source, PROVISIONAL_DIAGNOSTIC_POWER);
  logger.info({ requested: count, added, source, duplicates: collected.duplicates }, 'questions generated');
  return { message: generationMessage(added, count), added, source };
}
