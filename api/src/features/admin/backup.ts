import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BACKUP_FORMAT_VERSION, type BackupDocument } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { BACKUP_TABLES, normalizeValue, selectExpression, type TableSpec } from './backup-format';

/** Rows read per query while streaming a backup. */
export const BACKUP_PAGE_SIZE = 2000;

type Row = Record<string, unknown>;

async function readPage(db: Database, spec: TableSpec, after: unknown): Promise<Row[]> {
  const select = spec.columns.map((column) => selectExpression(column)).join(', ');
  const where = after === undefined ? sql`` : sql`where id > ${after}`;
  const result = await db.execute(sql`select ${sql.raw(select)} from ${sql.raw(spec.table)} ${where} order by id limit ${BACKUP_PAGE_SIZE}`);
  return rowsOf<Row>(result).map((row) => {
    const normalized: Row = {};
    for (const column of spec.columns) normalized[column.key] = normalizeValue(column.type, row[column.key]);
    return normalized;
  });
}

export interface BackupSummary {
  counts: Record<string, number>;
  checksum: string;
}

/**
 * Writes `{"data": BackupDocument}` as JSON text, a page of rows at a time, so a large database never becomes one huge
 * string in memory. The document's `tables` text is produced exactly as JSON.stringify(tables) would produce it and
 * hashed as it is written; `counts` and `checksum` follow the tables (JSON key order does not matter to readers).
 * Pages are separate queries (no long transaction: on PGlite one would stall every other request), so rows written
 * while the backup runs may or may not be included; counts and checksum always describe exactly what was written.
 */
export async function writeBackup(db: Database, write: (chunk: string) => Promise<void> | void, now = new Date()): Promise<BackupSummary> {
  const hash = createHash('sha256');
  const emitTables = async (text: string) => {
    hash.update(text);
    await write(text);
  };
  const counts: Record<string, number> = {};

  await write(`{"data":{"product":"entrepreneurial-dna","formatVersion":${BACKUP_FORMAT_VERSION},"createdAt":${JSON.stringify(now.toISOString())},"tables":`);
  await emitTables('{');
  for (const [tableIndex, spec] of BACKUP_TABLES.entries()) {
    await emitTables(`${tableIndex === 0 ? '' : ','}${JSON.stringify(spec.key)}:[`);
    let count = 0;
    let after: unknown;
    for (;;) {
      const rows = await readPage(db, spec, after);
      if (rows.length === 0) break;
      await emitTables(rows.map((row, index) => `${count + index === 0 ? '' : ','}${JSON.stringify(row)}`).join(''));
      count += rows.length;
      after = rows.at(-1)?.id;
      if (rows.length < BACKUP_PAGE_SIZE) break;
    }
    await emitTables(']');
    counts[spec.key] = count;
  }
  await emitTables('}');
  const checksum = hash.digest('hex');
  await write(`,"counts":${JSON.stringify(counts)},"checksum":${JSON.stringify(checksum)}}}`);
  return { counts, checksum };
}

/** The whole backup document in memory (tests, small databases). */
export async function backupDocument(db: Database, now = new Date()): Promise<BackupDocument> {
  const chunks: string[] = [];
  await writeBackup(db, (chunk) => void chunks.push(chunk), now);
  return (JSON.parse(chunks.join('')) as { data: BackupDocument }).data;
}
