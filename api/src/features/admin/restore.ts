import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { backupDocumentSchema, type BackupDocument, type BackupTables } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { rollUpStoredEvents } from '../../shared/analytics-rollups';
import { BACKUP_ROW_SCHEMAS, BACKUP_TABLES, recordsetType, valueOf, type ColumnSpec } from './backup-format';

/** A backup that cannot be restored, with a message for the operator. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreError';
  }
}

/** Rows per INSERT statement while restoring. */
const INSERT_CHUNK = 2000;

/** Tables that must be empty before a restore (the backup's tables and the counters derived from them). */
const TARGET_TABLES = ['questions', 'question_answer_counts', 'quiz_results', 'quiz_result_counts', 'moods', 'analytics_events', 'analytics_daily_counts', 'crossword_scores', 'crossword_score_histogram', 'share_badges'];

/** Serial primary keys whose sequences must continue after the restored ids. */
const SEQUENCES = [
  { table: 'questions', column: 'id' },
  { table: 'moods', column: 'id' },
  { table: 'analytics_events', column: 'id' },
  { table: 'crossword_scores', column: 'id' },
];

export function checksumOf(tables: unknown): string {
  return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
}

/**
 * Checks a parsed backup file: the document shape, the checksum (over the tables exactly as they appear in the file,
 * before any parsing reorders keys), the counts, and every row against its table's strict row schema.
 */
export function validateBackup(raw: unknown): BackupDocument {
  const envelope = raw && typeof raw === 'object' && 'data' in raw ? (raw as { data: unknown }).data : raw;
  const parsed = backupDocumentSchema.safeParse(envelope);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreError(`This is not an Entrepreneurial DNA backup: ${issue ? `${issue.path.join('.') || '(document)'}: ${issue.message}` : 'unknown format'}.`);
  }
  const document = parsed.data;
  const rawTables = (envelope as { tables: unknown }).tables;
  if (checksumOf(rawTables) !== document.checksum) {
    throw new RestoreError('The backup checksum does not match its tables: the file was changed or is incomplete.');
  }
  for (const spec of BACKUP_TABLES) {
    const rows = document.tables[spec.key];
    if (document.counts[spec.key] !== undefined && document.counts[spec.key] !== rows.length) {
      throw new RestoreError(`The backup says it holds ${document.counts[spec.key]} ${spec.key} but it holds ${rows.length}.`);
    }
    const schema = BACKUP_ROW_SCHEMAS[spec.key];
    for (const [index, row] of rows.entries()) {
      const check = schema.safeParse(row);
      if (!check.success) {
        const issue = check.error.issues[0];
        throw new RestoreError(`Row ${index + 1} of ${spec.key} is not valid: ${issue ? `${issue.path.join('.') || '(row)'}: ${issue.message}` : 'unknown problem'}.`);
      }
    }
  }
  return document;
}

async function assertEmpty(db: Database): Promise<void> {
  const counts = sql.join(
    TARGET_TABLES.map((table) => sql`select ${table} as name, (select count(*) from ${sql.raw(table)})::int as count`),
    sql` union all `,
  );
  const filled = rowsOf<{ name: string; count: number }>(await db.execute(counts)).filter((row) => Number(row.count) > 0);
  if (filled.length > 0) {
    throw new RestoreError(
      `The target database is not empty (${filled.map((row) => `${row.name}: ${row.count}`).join(', ')}). ` +
        'A backup is restored only into an empty database: point DATABASE_URL or DATA_DIR at a new one and run the restore before the first start of the server.',
    );
  }
}

async function insertRows(db: Database, table: string, columns: ColumnSpec[], rows: Record<string, unknown>[]): Promise<void> {
  const names = columns.map((column) => column.column).join(', ');
  const types = columns.map((column) => `${column.column} ${recordsetType(column.type)}`).join(', ');
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((row) => Object.fromEntries(columns.map((column) => [column.column, valueOf(column, row)])));
    await db.execute(sql`
      insert into ${sql.raw(table)} (${sql.raw(names)})
      select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(${sql.raw(types)})`);
  }
}

export type RestoreSummary = Record<keyof BackupTables, number>;

/**
 * The leaderboard keeps one entry per username and day, its best (score, then time, then the earlier entry). A
 * backup taken before that rule may hold several; only the best of each is restored, as the migration did.
 */
export function dailyBestScores(rows: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const best = new Map<string, Record<string, unknown>>();
  const rank = (row: Record<string, unknown>) => [-Number(row.score), Number(row.completionTime), Number(row.id)];
  for (const row of rows) {
    const key = `${String(row.puzzleDate)}\u0000${String(row.username)}`;
    const current = best.get(key);
    if (!current) {
      best.set(key, row);
      continue;
    }
    const [a, b] = [rank(row), rank(current)];
    const index = a.findIndex((value, i) => value !== b[i]);
    if (index >= 0 && (a[index] as number) < (b[index] as number)) best.set(key, row);
  }
  return [...best.values()];
}

/**
 * Loads a validated backup into an empty database in one transaction, keeping every id, then rebuilds the counters
 * derived from the data (analytics_daily_counts per UTC day, the hourly and daily analytics counters and quiz runs, crossword_score_histogram; quiz_result_counts,
 * the hourly and daily result counters and question_answer_counts follow quiz_results by trigger) and moves each id sequence past the restored ids. Either everything is restored or nothing is.
 */
export async function restoreBackup(db: Database, document: BackupDocument): Promise<RestoreSummary> {
  const summary = {} as RestoreSummary;
  await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    await assertEmpty(database);
    for (const spec of BACKUP_TABLES) {
      const stored = document.tables[spec.key];
      const rows = spec.key === 'crosswordScores' ? dailyBestScores(stored) : stored;
      await insertRows(database, spec.table, spec.columns, rows);
      summary[spec.key] = rows.length;
    }
    const [ids] = rowsOf<{ first: number | null; last: number | null }>(
      await database.execute(sql`select min(id)::float8 as first, max(id)::float8 as last from analytics_events`),
    );
    if (ids?.first != null && ids.last != null) await rollUpStoredEvents(database, ids.first, ids.last);
    await database.execute(sql`
      insert into analytics_daily_counts (day, event, count)
      select (created_at at time zone 'utc')::date, event, count(*)::int from analytics_events group by 1, 2`);
    await database.execute(sql`
      insert into crossword_score_histogram (score, count) select score, count(*)::int from crossword_scores group by score`);
    for (const { table, column } of SEQUENCES) {
      await database.execute(sql`
        select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.raw(column)}), 1), max(${sql.raw(column)}) is not null)
        from ${sql.raw(table)}`);
    }
  });
  return summary;
}
