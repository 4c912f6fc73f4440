import { OPTION_IDS, PROVISIONAL_DIAGNOSTIC_POWER, type GenerateQuestionsResponse, type QuestionSource } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { BankIndex, describeRepetition, type ContentItem } from '../../shared/question-bank/content-check';
import { insertQuestions, loadBankContent } from '../../shared/question-bank/store';
import { generateBuiltinQuestions, type GeneratedQuestion } from './builtin-generator';
import { AiProviderError, SYSTEM_PROMPT, createOpenAiCompatibleClient, questionsOf, userPrompt, type ChatClient } from './openai-provider';
import { checkCandidate, type CandidateQuestion, type SituationSource } from './question-candidate';

/** Chat completions asked for per generation before giving up on invalid answers. */
export const MAX_AI_ATTEMPTS = 3;
/** The built-in generator is asked for this many candidates per wanted question, so refused ones can be replaced. */
export const BUILTIN_CANDIDATES_PER_QUESTION = 3;
/** The error code of a built-in generation that can make no new item: every situation and stake is used. */
export const BUILTIN_GENERATOR_EXHAUSTED = 'builtin_generator_exhausted';

interface Collected {
  accepted: CandidateQuestion[];
  /** Valid suggestions refused because they repeat the bank or each other (question text or options). */
  duplicates: number;
  /** Suggestions refused by the content check of one item. */
  invalid: number;
}

type Screened = { ok: true; question: CandidateQuestion } | { ok: false; duplicate: boolean; problem: string };

/**
 * The generation gate: a suggestion is read and checked against the item rules (checkCandidate, which runs the
 * content check of one item), then against the bank and the suggestions already accepted, on question text and on
 * option set, exactly and nearly. An accepted suggestion joins the index, so a batch never repeats itself either.
 */
function createGate(bank: readonly ContentItem[], source: SituationSource) {
  const index = new BankIndex(bank);
  return (suggestion: unknown): Screened => {
    const check = checkCandidate(suggestion, source);
    if (!check.ok) return { ok: false, duplicate: false, problem: check.problem };
    const [repetition] = index.repetitionsOf(check.question);
    if (repetition) return { ok: false, duplicate: true, problem: describeRepetition(check.question, repetition) };
    index.add(check.question);
    return { ok: true, question: check.question };
  };
}

/**
 * Asks the AI provider for `count` questions, up to MAX_AI_ATTEMPTS times: every item passes the generation gate or
 * is refused; the next attempt asks only for what is still missing and tells the model what was wrong. Provider
 * failures that are worth repeating (timeouts, 429, 5xx) use an attempt too.
 */
async function collectFromAi(client: ChatClient, count: number, bank: readonly ContentItem[]): Promise<Collected> {
  const admit = createGate(bank, 'ai');
  const known = bank.map((item) => item.text);
  const accepted: CandidateQuestion[] = [];
  let duplicates = 0;
  let invalid = 0;
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
      const screened = admit(item);
      if (!screened.ok) {
        if (screened.duplicate) duplicates += 1;
        else invalid += 1;
        problems.add(screened.problem);
        continue;
      }
      accepted.push(screened.question);
      known.push(screened.question.text);
    }
    feedback = problems.size ? [...problems].slice(0, 5).join('; ') : null;
    if (feedback) lastFailure = `The AI provider's questions could not be used: ${feedback}.`;
  }

  if (accepted.length === 0 && duplicates === 0) {
    throw new AppError(502, 'ai_provider_failed', `${lastFailure ?? 'The AI provider returned no questions.'} No questions were added.`);
  }
  return { accepted, duplicates, invalid };
}

/**
 * The built-in generator through the same gate as AI output. It is asked for more candidates than wanted, and the
 * first `count` that pass are kept, so a refused one is replaced.
 */
function collectFromBuiltin(count: number, bank: readonly ContentItem[], generate: BuiltinGenerator): Collected {
  const admit = createGate(bank, 'builtin');
  const accepted: CandidateQuestion[] = [];
  let duplicates = 0;
  let invalid = 0;
  const candidates = generate({ count: count * BUILTIN_CANDIDATES_PER_QUESTION, existing: bank.map((item) => item.text) });
  for (const question of candidates) {
    if (accepted.length >= count) break;
    const screened = admit({
      text: question.text,
      category: question.category,
      options: question.options.map((text, position) => ({ id: OPTION_IDS[position], text })),
      situation: question.situation,
    });
    if (!screened.ok) {
      if (screened.duplicate) duplicates += 1;
      else invalid += 1;
      continue;
    }
    accepted.push(screened.question);
  }
  // A generator that can make nothing new says so: the admin is told to connect an AI provider, never shown a silent 0.
  if (accepted.length === 0 && count > 0) {
    throw new AppError(409, BUILTIN_GENERATOR_EXHAUSTED, 'The built-in generator has no new items left; connect an AI provider');
  }
  return { accepted, duplicates, invalid };
}

export type BuiltinGenerator = (options: { count: number; existing: readonly string[] }) => readonly GeneratedQuestion[];

export function generationMessage(added: number, requested: number, refused: Pick<Collected, 'duplicates' | 'invalid'> = { duplicates: 0, invalid: 0 }): string {
  if (added === 0) {
    return refused.invalid > 0
      ? 'No new questions were added: every suggestion failed the content check or repeated a question already in the bank.'
      : 'No new questions were added: every suggestion repeated a question already in the bank.';
  }
  if (added >= requested) return `Generated ${added} new question${added === 1 ? '' : 's'}.`;
  return `Generated ${added} of ${requested} requested questions; the others were invalid or repeated existing questions.`;
}

/**
 * Adds `count` new questions to the bank: from the AI provider when AI_BASE_URL is set, else from the built-in
 * generator, each through the generation gate. New questions are active at once, with the provisional
 * diagnosticPower (0.5) as their seed value, their source label and their situation.
 */
export async function generateQuestions(
  context: AppContext,
  count: number,
  client?: ChatClient,
  builtin: BuiltinGenerator = generateBuiltinQuestions,
): Promise<GenerateQuestionsResponse> {
  const { config, database, logger } = context;
  const bank = await loadBankContent(database.db);
  const aiClient =
    client ??
    (config.AI_BASE_URL
      ? createOpenAiCompatibleClient({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL, timeoutMs: config.AI_TIMEOUT_MS })
      : null);
  const source: QuestionSource = aiClient ? 'ai' : 'builtin-generator';
  let collected: Collected;
  try {
    collected = aiClient ? await collectFromAi(aiClient, count, bank) : collectFromBuiltin(count, bank, builtin);
  } catch (error) {
    if (error instanceof AppError) logger.warn({ reason: error.message }, 'question generation failed');
    throw error;
  }
  const stored = await insertQuestions(
    database.db,
    collected.accepted.map((question) => ({
      text: question.text,
      category: question.category,
      options: OPTION_IDS.map((id, index) => ({ id, text: question.options[index]! })),
      diagnosticPower: PROVISIONAL_DIAGNOSTIC_POWER,
      source,
      situation: question.situation,
    })),
  );
  const added = stored.length;
  logger.info({ requested: count, added, source, duplicates: collected.duplicates, invalid: collected.invalid }, 'questions generated');
  return { message: generationMessage(added, count, collected), added, source };
}
