import { z } from 'zod';
import { QUIZ } from '../constants';
import { CATEGORY_KEYS, TRAITS } from '../domain';
import { COMPARE_CODE_PATTERN, RESULT_TOKEN_PATTERN } from '../rules/quiz-results';
import { RESULT_CLARITIES } from '../rules/result-confidence';
import {
  entrepreneurTypeSchema,
  moodSchema,
  optionIdSchema,
  positiveIdSchema,
  quizModeSchema,
  traitSchema,
} from './common';

/** Free-form identifiers sent by browsers: printable text only (PostgreSQL refuses NUL in text and JSON). */
const hasControlCharacter = (value: string) => [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
const printableIdSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasControlCharacter(value), 'Must not contain control characters');

export const optionSchema = z.object({
  id: optionIdSchema,
  text: z.string().min(1).max(500),
});
export type Option = z.infer<typeof optionSchema>;

export const diagnosticPowerSchema = z.number().gt(0).max(1);

/** A short name of the situation a question is about; a quiz never asks two questions of the same situation. */
export const situationSchema = z.string().min(1).max(120);

export const questionSchema = z.object({
  id: positiveIdSchema,
  text: z.string().min(1).max(1000),
  options: z.array(optionSchema).min(2).max(5),
  category: entrepreneurTypeSchema,
  diagnosticPower: diagnosticPowerSchema.optional(),
  situation: situationSchema.optional(),
});
export type Question = z.infer<typeof questionSchema>;

/** A question of the bank: exactly five options, one per type, ids a to e in order. */
export const bankQuestionSchema = questionSchema.extend({
  options: z
    .array(optionSchema)
    .length(QUIZ.optionsPerQuestion)
    .refine((options) => options.every((option, index) => option.id === 'abcde'[index]), {
      message: 'Options must have the ids a, b, c, d and e, one per type, in that order',
    }),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const questionCountResponseSchema = z.object({ count: z.int().min(0) });
export type QuestionCountResponse = z.infer<typeof questionCountResponseSchema>;

export const questionListResponseSchema = z.array(questionSchema);


export const answerSchema = z.strictObject({
  questionId: positiveIdSchema,
  selectedOptionId: optionIdSchema,
});
export type Answer = z.infer<typeof answerSchema>;

export const quizSessionIdSchema = z.string().regex(/^session_\d{1,16}_[a-z0-9]{1,32}$/, 'Expected session_{timestamp}_{random}');

export const submitQuizRequestSchema = z.strictObject({
  answers: z.array(answerSchema).min(QUIZ.minAnswers).max(QUIZ.maxAnswers),
  quizMode: quizModeSchema.optional(),
  quizSessionId: quizSessionIdSchema.optional(),
});
export type SubmitQuizRequest = z.infer<typeof submitQuizRequestSchema>;

export const categoryScoresSchema = z.object(
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, z.int().min(0)])) as Record<
    (typeof CATEGORY_KEYS)[number],
    z.ZodInt
  >,
);
export type CategoryScores = z.infer<typeof categoryScoresSchema>;

export const personalityTraitsSchema = z.partialRecord(traitSchema, z.number().min(0).max(10));
export type PersonalityTraits = z.infer<typeof personalityTraitsSchema>;

const percentageSchema = z.number().min(0).max(100);

export const quizResultSchema = z.object({
  primaryCategory: entrepreneurTypeSchema,
  secondaryCategory: entrepreneurTypeSchema.optional(),
  visionaryPercentage: percentageSchema,
  pragmatistPercentage: percentageSchema,
  hustlerPercentage: percentageSchema,
  craftsmanPercentage: percentageSchema,
  socialDriverPercentage: percentageSchema,
  balanceScore: percentageSchema.optional(),
  dominantTraitScore: percentageSchema.optional(),
  personalityTraits: personalityTraitsSchema.optional(),
  /**
   * Estimated probability that a retake gives the same primary type, and what that means in words (rules of
   * result-confidence.ts). Added later: results stored before them have neither, and readers treat both as optional.
   */
  stability: z.number().min(0).max(1).optional(),
  clarity: z.enum(RESULT_CLARITIES).optional(),
  /** The stored result's id (added by this product; results-side code treats it as optional). */
  resultId: printableIdSchema(64).optional(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/**
 * The answer of POST /api/submit-quiz: the result, with the id it was stored under, and (added later, so optional
 * for readers) the result's private link token and its read-only compare code. Neither belongs in the stored or
 * tracked result.
 */
export const submitQuizResponseSchema = quizResultSchema.extend({
  resultId: printableIdSchema(64),
  resultToken: z.string().regex(new RegExp(`^${RESULT_TOKEN_PATTERN}$`)).optional(),
  compareCode: z.string().regex(new RegExp(`^${COMPARE_CODE_PATTERN}$`)).optional(),
});
export type SubmitQuizResponse = z.infer<typeof submitQuizResponseSchema>;

export const moodRequestSchema = z.strictObject({
  questionId: positiveIdSchema,
  questionIndex: z.int().min(0).max(QUIZ.maxAnswers - 1),
  quizMode: quizModeSchema,
  mood: moodSchema,
});
export type MoodRequest = z.infer<typeof moodRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

export const generateShareBadgeRequestSchema = z.strictObject({
  type: entrepreneurTypeSchema,
  userId: printableIdSchema(100).optional(),
  /** The result's private link token: the badge then shows the result's five-type mix and is deleted with it. */
  resultToken: z.string().regex(new RegExp(`^${RESULT_TOKEN_PATTERN}$`), 'Expected a result link token').optional(),
});
export type GenerateShareBadgeRequest = z.infer<typeof generateShareBadgeRequestSchema>;

export const generateShareBadgeResponseSchema = z.object({
  success: z.boolean(),
  shareUrl: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type GenerateShareBadgeResponse = z.infer<typeof generateShareBadgeResponseSchema>;

export const TRAIT_NAMES = TRAITS;
