import { z } from 'zod';
import type { BackupTables } from '@edna/shared-contracts';

/**
 * The tables a backup holds, column by column: the single description both the backup (SELECT) and the restore
 * (validation and INSERT) are built from. No users, no password hashes, no settings (secrets, ad settings), no
 * crossword sessions or puzzles, no rate-limit state: only the analytics and content data.
 *
 * Timestamps are written with microseconds in UTC ('2025-01-02T03:04:05.123456Z') so a restore loses nothing;
 * bigint ids are written as JSON numbers on both drivers.
 */
export type ColumnType = 'int' | 'intArray' | 'bigint' | 'real' | 'text' | 'bool' | 'jsonb' | 'uuid' | 'date' | 'timestamptz';

export interface ColumnSpec {
  /** Property name in the backup document. */
  key: string;
  column: string;
  type: ColumnType;
  nullable?: boolean;
  /** A column added after backups were first written: its value for a backup row that predates it. */
  before?: (row: Record<string, unknown>) => unknown;
}

/** Every table is read in the order of its primary key `id` (keyset pagination). */
export interface TableSpec {
  key: keyof BackupTables;
  table: string;
  columns: ColumnSpec[];
}

const createdAt: ColumnSpec = { key: 'createdAt', column: 'created_at', type: 'timestamptz' };

export const BACKUP_TABLES: TableSpec[] = [
  {
    key: 'questions',
    table: 'questions',
    columns: [
      { key: 'id', column: 'id', type: 'int' },
      { key: 'text', column: 'text', type: 'text' },
      { key: 'options', column: 'options', type: 'jsonb' },
      { key: 'category', column: 'category', type: 'text' },
      { key: 'diagnosticPower', column: 'diagnostic_power', type: 'real', nullable: true },
      { key: 'source', column: 'source', type: 'text' },
      { key: 'active', column: 'active', type: 'bool' },
      { key: 'fingerprint', column: 'fingerprint', type: 'text' },
      createdAt,
      { key: 'seedDiagnosticPower', column: 'seed_diagnostic_power', type: 'real', nullable: true, before: (row) => row.diagnosticPower ?? null },
      { key: 'diagnosticPowerComputedAt', column: 'diagnostic_power_computed_at', type: 'timestamptz', nullable: true, before: () => null },
      { key: 'diagnosticPowerResponses', column: 'diagnostic_power_responses', type: 'int', nullable: true, before: () => null },
      { key: 'key', column: 'key', type: 'text', nullable: true, before: () => null },
      { key: 'situation', column: 'situation', type: 'text', before: (row) => `question-${String(row.id)}` },
      { key: 'replacedBy', column: 'replaced_by', type: 'int', nullable: true, before: () => null },
    ],
  },
  {
    // Each result carries its raw answers: question ids in answer order and the option ids as one string.
    key: 'quizResults',
    table: 'quiz_results',
    columns: [
      { key: 'id', column: 'id', type: 'uuid' },
      { key: 'sessionId', column: 'session_id', type: 'text', nullable: true },
      { key: 'quizMode', column: 'quiz_mode', type: 'text' },
      { key: 'primaryCategory', column: 'primary_category', type: 'text' },
      { key: 'result', column: 'result', type: 'jsonb' },
      { key: 'questionIds', column: 'question_ids', type: 'intArray' },
      { key: 'optionIds', column: 'option_ids', type: 'text' },
      createdAt,
    ],
  },
  {
    key: 'moods',
    table: 'moods',
    columns: [
      { key: 'id', column: 'id', type: 'bigint' },
      { key: 'questionId', column: 'question_id', type: 'int' },
      { key: 'questionIndex', column: 'question_index', type: 'int' },
      { key: 'quizMode', column: 'quiz_mode', type: 'text' },
      { key: 'mood', column: 'mood', type: 'text' },
      createdAt,
      { key: 'bot', column: 'bot', type: 'bool', before: () => false },
    ],
  },
  {
    key: 'events',
    table: 'analytics_events',
    columns: [
      { key: 'id', column: 'id', type: 'bigint' },
      { key: 'event', column: 'event', type: 'text' },
      { key: 'data', column: 'data', type: 'jsonb' },
      { key: 'userAgent', column: 'user_agent', type: 'text', nullable: true },
      { key: 'region', column: 'region', type: 'text', nullable: true },
      createdAt,
      { key: 'bot', column: 'bot', type: 'bool', before: () => false },
    ],
  },
  {
    key: 'crosswordScores',
    table: 'crossword_scores',
    columns: [
      { key: 'id', column: 'id', type: 'int' },
      { key: 'sessionId', column: 'session_id', type: 'uuid' },
      { key: 'puzzleDate', column: 'puzzle_date', type: 'date' },
      { key: 'username', column: 'username', type: 'text' },
      { key: 'theme', column: 'theme', type: 'text' },
      { key: 'completionTime', column: 'completion_time', type: 'int' },
      { key: 'hintsUsed', column: 'hints_used', type: 'int' },
      { key: 'mistakesCount', column: 'mistakes_count', type: 'int' },
      { key: 'score', column: 'score', type: 'int' },
      createdAt,
    ],
  },
  {
    key: 'shareBadges',
    table: 'share_badges',
    columns: [
      { key: 'id', column: 'id', type: 'text' },
      { key: 'type', column: 'type', type: 'text' },
      { key: 'userId', column: 'user_id', type: 'text', nullable: true },
      createdAt,
    ],
  },
];

/** The SELECT expression of a column, aliased to its backup key. */
export function selectExpression(column: ColumnSpec, alias = ''): string {
  const name = `${alias}${column.column}`;
  switch (column.type) {
    case 'timestamptz':
      return `to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "${column.key}"`;
    case 'date':
      return `to_char(${name}, 'YYYY-MM-DD') as "${column.key}"`;
    case 'uuid':
      return `${name}::text as "${column.key}"`;
    default:
      return `${name} as "${column.key}"`;
  }
}

/** A row's value of the column, or for a column the row predates, the value it stands for. */
export function valueOf(column: ColumnSpec, row: Record<string, unknown>): unknown {
  if (column.key in row) return row[column.key] ?? null;
  return column.before ? column.before(row) : null;
}

/** The PostgreSQL type used to read the column back from JSON (jsonb_to_recordset). */
export function recordsetType(type: ColumnType): string {
  return { int: 'integer', intArray: 'integer[]', bigint: 'bigint', real: 'real', text: 'text', bool: 'boolean', jsonb: 'jsonb', uuid: 'uuid', date: 'date', timestamptz: 'timestamptz' }[type];
}

/** pg returns bigint and sometimes real as strings; the document always holds numbers. */
export function normalizeValue(type: ColumnType, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'bigint' || type === 'real' || type === 'int') return Number(value);
  return value;
}

const timestampSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/, 'Expected a UTC timestamp like 2025-01-02T03:04:05.123456Z');

function columnSchema(column: ColumnSpec): z.ZodType {
  const base: z.ZodType = {
    int: z.int().min(-2_147_483_648).max(2_147_483_647),
    intArray: z.array(z.int().min(-2_147_483_648).max(2_147_483_647)),
    bigint: z.int().min(1),
    real: z.number(),
    text: z.string(),
    bool: z.boolean(),
    jsonb: z.json(),
    uuid: z.uuid(),
    date: z.iso.date(),
    timestamptz: timestampSchema,
  }[column.type];
  const value = column.nullable ? base.nullable() : base;
  return column.before ? value.optional() : value;
}

function rowSchema(columns: ColumnSpec[]) {
  return z.strictObject(Object.fromEntries(columns.map((column) => [column.key, columnSchema(column)])));
}

/** Strict row schemas of every table: a restore refuses unknown, missing or mistyped fields. */
export const BACKUP_ROW_SCHEMAS: Record<keyof BackupTables, z.ZodType> = Object.fromEntries(
  BACKUP_TABLES.map((spec) => [
    spec.key,
    rowSchema(spec.columns),
  ]),
) as unknown as Record<keyof BackupTables, z.ZodType>;
