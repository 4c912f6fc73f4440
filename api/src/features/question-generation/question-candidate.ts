import { z } from 'zod';
import {
  ENTREPRENEUR_TYPES,
  OPTION_IDS,
  TYPE_BY_OPTION_ID,
  TYPE_INFO,
  bankQuestionSchema,
  questionFingerprint,
  type EntrepreneurType,
  type OptionId,
} from '@edna/shared-contracts';

/** A new question before it is stored: option texts in option-id order a..e. */
export interface CandidateQuestion {
  text: string;
  category: EntrepreneurType;
  options: readonly [string, string, string, string, string];
}

export const QUESTION_TEXT_LENGTH = { min: 20, max: 300 } as const;
export const OPTION_TEXT_LENGTH = { min: 3, max: 200 } as const;

const looseOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.string().optional(),
});

const looseQuestionSchema = z.object({
  text: z.string(),
  category: z.string(),
  options: z.array(looseOptionSchema),
});

/** 'Social driver', 'social_driver', 'socialDriver' … all name Social Driver. */
export function typeNamed(value: string): EntrepreneurType | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  const info = TYPE_INFO.find((entry) => entry.type.toLowerCase().replace(/[^a-z]/g, '') === key || entry.key.toLowerCase() === key);
  return info?.type ?? null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export type CandidateCheck = { ok: true; question: CandidateQuestion } | { ok: false; problem: string };

/**
 * Checks one question proposed by an AI provider against the bank's rules: a question text of 20–300 characters, a
 * category naming one of the five types, exactly five options with the ids a, b, c, d and e (one per type; a `type`
 * given with an option must be the type of its id), option texts of 3–200 characters, all different. Finally the
 * shared bankQuestionSchema must accept it.
 */
export function checkCandidate(item: unknown): CandidateCheck {
  const parsed = looseQuestionSchema.safeParse(item);
  if (!parsed.success) return { ok: false, problem: 'each question needs text, category and options' };
  const text = clean(parsed.data.text);
  if (text.length < QUESTION_TEXT_LENGTH.min || text.length > QUESTION_TEXT_LENGTH.max) {
    return { ok: false, problem: `question text must be ${QUESTION_TEXT_LENGTH.min}–${QUESTION_TEXT_LENGTH.max} characters` };
  }
  const category = typeNamed(parsed.data.category);
  if (!category) return { ok: false, problem: `category must be one of ${ENTREPRENEUR_TYPES.join(', ')}` };
  if (parsed.data.options.length !== OPTION_IDS.length) return { ok: false, problem: 'exactly five options are needed' };

  const byId = new Map<OptionId, string>();
  for (const option of parsed.data.options) {
    const id = option.id.trim().toLowerCase() as OptionId;
    if (!OPTION_IDS.includes(id) || byId.has(id)) return { ok: false, problem: 'option ids must be a, b, c, d and e, each once' };
    if (option.type !== undefined && typeNamed(option.type) !== TYPE_BY_OPTION_ID[id]) {
      return { ok: false, problem: `option ${id} must express the ${TYPE_BY_OPTION_ID[id]} type` };
    }
    const optionText = clean(option.text);
    if (optionText.length < OPTION_TEXT_LENGTH.min || optionText.length > OPTION_TEXT_LENGTH.max) {
      return { ok: false, problem: `option texts must be ${OPTION_TEXT_LENGTH.min}–${OPTION_TEXT_LENGTH.max} characters` };
    }
    byId.set(id, optionText);
  }
  const options = OPTION_IDS.map((id) => byId.get(id) ?? '') as unknown as CandidateQuestion['options'];
  if (new Set(options.map((option) => questionFingerprint(option))).size !== options.length) {
    return { ok: false, problem: 'the five options must say different things' };
  }
  const shared = bankQuestionSchema.safeParse({ id: 1, text, category, options: OPTION_IDS.map((id, index) => ({ id, text: options[index] })) });
  if (!shared.success) return { ok: false, problem: shared.error.issues[0]?.message ?? 'not a valid question' };
  return { ok: true, question: { text, category, options } };
}
