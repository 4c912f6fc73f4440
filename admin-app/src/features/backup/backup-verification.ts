import type { BackupDocument } from '@edna/shared-contracts';
import { sha256Hex } from '../../shared/lib/sha256';

export type BackupCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a backup before it is saved: every table's count equals its number of rows, nothing is counted that the
 * backup does not carry, and the SHA-256 of JSON.stringify(tables) equals the checksum. Run it on the document as
 * received, since JSON.stringify follows the key order of the object it is given.
 */
export async function verifyBackup(backup: Pick<BackupDocument, 'counts' | 'checksum' | 'tables'>, digest = sha256Hex): Promise<BackupCheck> {
  const tables = backup.tables as Record<string, readonly unknown[]>;
  for (const [name, rows] of Object.entries(tables)) {
    if (backup.counts[name] !== rows.length) {
      return { ok: false, reason: `The ${name} table has ${rows.length} rows but the backup counts ${backup.counts[name] ?? 'none'}.` };
    }
  }
  for (const name of Object.keys(backup.counts)) {
    if (!(name in tables)) return { ok: false, reason: `The ${name} table is counted but missing.` };
  }
  const actual = await digest(JSON.stringify(backup.tables));
  if (actual !== backup.checksum.toLowerCase()) return { ok: false, reason: 'The checksum does not match the data.' };
  return { ok: true };
}

/** `entrepreneurial-dna-backup-2026-11-21.json`: the product prefix and the UTC date. */
export function backupFileName(prefix: string, date: Date): string {
  return `${prefix}-${date.toISOString().slice(0, 10)}.json`;
}
