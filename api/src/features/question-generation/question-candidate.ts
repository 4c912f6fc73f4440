import { createHash } from 'node:crypto';
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
import { itemProblems } from '../../shared/question-bank/content-check';

/** A new question before it is stored: option texts in option-id order a..e. */
export interface CandidateQuestion {
  text: string;
  category: EntrepreneurType;
  options: readonly [string, string, string, string, string];
  /** What the question is about, e.g. 'ai:bakery-supplier-price-rise' or 'builtin:cash-crunch-order'. */
  situation: string;
}

const looseOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  type: z.string().optional(),
});

const looseQuestionSchema = z.object({
  text: z.string(),
  category: z.string(),
  options: z.array(looseOptionSchema),
  /** Optional; anything but a string is ignored. */
  situation: z.unknown().optional(),
});

const SITUATION_NAME_MAX = 60;

/**
 * The situation id a generated question is stored with: `{source}:{name}` from the name the source gave (lower-case
 * words joined by hyphens), or, without a usable name, one of its own made from its text.
 */
export type SituationSource = 'ai' | 'builtin';

export function situationId(source: SituationSource, name: string | undefined, text: string): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SITUATION_NAME_MAX)
    .replace(/-+$/, '');
  return `${source}:${slug || createHash('sha256').update(questionFingerprint(text)).digest('hex').slice(0, 12)}`;
}

/** 'Social driver', 'social_driver', 'socialDriver' … all name Social Driver. */
export function typeNamed(value: string): EntrepreneurType | null {
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  const info = TYPE_INFO.find((entry) => entry.type.toLowerCase().replace(/[^a-z]/g, '') === key || entry.key.toLowerCase() === key);
  return info?.type ?? null;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

export type CandidateCheck = { ok: true; question: CandidateQuestion } | { ok: false; problem: string };

/**
 * Reads one question proposed by an AI provider and checks it against the bank's item rules: a category naming one of
 * the five types, exactly five options with the ids a, b, c, d and e (one per type; a `type` given with an option
 * must be the type of its id), then every rule of the content check for one item (lengths, the longest option at
 * most 1.4 times the shortest, no giveaway word, …). Finally the shared bankQuestionSchema must accept it.
 */
export function checkCandidate(item: unknown, source: SituationSource = 'ai'): CandidateCheck {
  const parsed = looseQuestionSchema.safeParse(item);
  if (!parsed.success) return { ok: false, problem: 'each question needs text, category and options' };
  const text = clean(parsed.data.text);
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
    byId.set(id, clean(option.text));
  }
  const options = OPTION_IDS.map((id) => byId.get(id) ?? '') as unknown as CandidateQuestion['options'];
  const [problem] = itemProblems({ text, category, options });
  if (problem) return { ok: false, problem };
  const shared = bankQuestionSchema.safeParse({ id: 1, text, category, options: OPTION_IDS.map((id, index) => ({ id, text: options[index] })) });
  if (!shared.success) return { ok: false, problem: shared.error.issues[0]?.message ?? 'not a valid question' };
  return { ok: true, question: { text, category, options, situation: situationId(source, typeof parsed.data.situation === 'string' ? parsed.data.situation : undefined, text) } };
}
