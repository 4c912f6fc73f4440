import { z } from 'zod';
import { ADMIN_QUESTION_PAGE_DEFAULT, ADMIN_QUESTION_PAGE_MAX, QUIZ } from '../constants';
import { entrepreneurTypeSchema, positiveIdSchema } from './common';
import { bankQuestionSchema, diagnosticPowerSchema } from './quiz';

/**
 * `{count}`: an integer from 1 to 50; an unparsable value (missing, text, NaN) falls back to 10.
 * A parsable value outside the range is refused rather than silently changed.
 */
export const generateQuestionsRequestSchema = z.strictObject({
  count: z.preprocess((raw) => {
    const parsed = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseInt(raw, 10) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : QUIZ.generationCount.default;
  }, z.int().min(QUIZ.generationCount.min).max(QUIZ.generationCount.max)),
});
export type GenerateQuestionsRequest = z.infer<typeof generateQuestionsRequestSchema>;

export const generateQuestionsResponseSchema = z.object({
  message: z.string(),
  added: z.int().min(0).optional(),
  source: z.string().optional(),
});
export type GenerateQuestionsResponse = z.infer<typeof generateQuestionsResponseSchema>;

export const QUESTION_SOURCES = ['seed', 'ai', 'builtin-generator'] as const;
export const questionSourceSchema = z.enum(QUESTION_SOURCES);
export type QuestionSource = z.infer<typeof questionSourceSchema>;

/** The diagnosticPower every generated question starts with (curated seed questions rank above it). */
export const PROVISIONAL_DIAGNOSTIC_POWER = 0.5;

export const DIAGNOSTIC_POWER_SOURCES = ['seed', 'observed'] as const;
export const diagnosticPowerSourceSchema = z.enum(DIAGNOSTIC_POWER_SOURCES);
export type DiagnosticPowerSource = z.infer<typeof diagnosticPowerSourceSchema>;

export const adminQuestionSchema = bankQuestionSchema.extend({
  source: questionSourceSchema,
  active: z.boolean(),
  createdAt: z.string(),
  responses: z.int().min(0),
  /**
   * Observed discrimination: p = share of stored answers whose option's type equals the respondent's final primary
   * type, corrected for chance: (p − 0.2) / 0.8 (1 = always, 0 = chance, below 0 = worse than chance); null below
   * DISCRIMINATION_MIN_RESPONSES answers.
   */
  discrimination: z.number().min(-1).max(1).nullable(),
  /** The stable name of a seed item (null for generated questions). */
  key: z.string().nullable().optional(),
  /** The value the question started with: the seed bank's, or the provisional one of a generated question. */
  seedDiagnosticPower: diagnosticPowerSchema.nullable().optional(),
  /** The discrimination mapped onto (0, 1]; null below DISCRIMINATION_MIN_RESPONSES answers. */
  observedDiagnosticPower: diagnosticPowerSchema.nullable().optional(),
  /** Which value diagnosticPower holds: the observed one once DIAGNOSTIC_POWER_MIN_RESPONSES answers were counted. */
  diagnosticPowerSource: diagnosticPowerSourceSchema.optional(),
  /** When the observed value in force was computed (null while the seed value is in force). */
  diagnosticPowerComputedAt: z.string().nullable().optional(),
  /** How many answers the observed value in force was computed from (null while the seed value is in force). */
  diagnosticPowerResponses: z.int().min(0).nullable().optional(),
  /** The id of the newer version of an edited seed item that replaced this one (this one is then inactive). */
  replacedBy: positiveIdSchema.nullable().optional(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;


/**
 * The admin question bank's search (`GET /api/admin/questions?…`): text in the question, situation or options,
 * category, source, which diagnosticPower is in force (seed or observed), active or not; newest first, a page at a
 * time (pages count from 1). Without any parameter the endpoint answers the whole bank as a list, by id.
 */
export const adminQuestionQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  category: entrepreneurTypeSchema.optional(),
  source: questionSourceSchema.optional(),
  power: diagnosticPowerSourceSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_QUESTION_PAGE_MAX).default(ADMIN_QUESTION_PAGE_DEFAULT),
});
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuerySchema>;
export type AdminQuestionQueryInput = z.input<typeof adminQuestionQuerySchema>;

/** One page of the question bank's search: `total` questions match, `counts` hold the whole bank's figures. */
export const adminQuestionPageSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.int().min(0),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  counts: z.object({ all: z.int().min(0), active: z.int().min(0) }),
});
export type AdminQuestionPage = z.infer<typeof adminQuestionPageSchema>;

export const updateQuestionRequestSchema = z.strictObject({ active: z.boolean() });
export type UpdateQuestionRequest = z.infer<typeof updateQuestionRequestSchema>;

export const adSettingsSchema = z.object({
  googleAdClient: z.string(),
  googleVerification: z.string(),
});
export type AdSettings = z.infer<typeof adSettingsSchema>;

export const saveAdSettingsRequestSchema = z.strictObject({
  googleAdClient: z.string().max(100).optional().default(''),
  googleVerification: z.string().max(500).optional().default(''),
});
export type SaveAdSettingsRequest = z.input<typeof saveAdSettingsRequestSchema>;

export const BACKUP_FILE_PREFIX = 'entrepreneurial-dna-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const backupTablesSchema = z.object({
  questions: z.array(z.record(z.string(), z.unknown())),
  quizResults: z.array(z.record(z.string(), z.unknown())),
  moods: z.array(z.record(z.string(), z.unknown())),
  events: z.array(z.record(z.string(), z.unknown())),
  crosswordScores: z.array(z.record(z.string(), z.unknown())),
  shareBadges: z.array(z.record(z.string(), z.unknown())),
});
export type BackupTables = z.infer<typeof backupTablesSchema>;

export const backupDocumentSchema = z.object({
  product: z.literal('entrepreneurial-dna'),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  counts: z.record(z.string(), z.int().min(0)),
  /** SHA-256 (hex) of JSON.stringify(tables). */
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  tables: backupTablesSchema,
});
export type BackupDocument = z.infer<typeof backupDocumentSchema>;

export const backupResponseSchema = z.object({ data: backupDocumentSchema });
export type BackupResponse = z.infer<typeof backupResponseSchema>;
