import { apiRequest } from '@edna/shared-contracts/client';
import { saveBlob } from '../../../shared/lib/save-file';
import { backupFileName, verifyBackup } from '../backup-verification';

/** The backup arrived but failed the check; nothing was saved. */
export class BackupVerificationError extends Error {
  override name = 'BackupVerificationError';
}

/**
 * Fetches the backup, checks its shape (the shared schema, loaded only when a backup is made), its counts and its
 * checksum, then saves it as a dated JSON file. Resolves with the file name.
 */
export async function downloadVerifiedBackup(): Promise<string> {
  const [contracts, answer] = await Promise.all([import('@edna/shared-contracts'), apiRequest<unknown>('GET', '/api/admin/data-backup')]);
  if (!contracts.backupResponseSchema.safeParse(answer).success) {
    throw new BackupVerificationError('The backup is not in the expected format.');
  }
  // Verify and save the document exactly as received (parsing may reorder keys, which changes the checksum input).
  const backup = (answer as { data: Parameters<typeof verifyBackup>[0] }).data;
  const check = await verifyBackup(backup);
  if (!check.ok) throw new BackupVerificationError(check.reason);
  const fileName = backupFileName(contracts.BACKUP_FILE_PREFIX, new Date());
  saveJsonFile(fileName, backup);
  return fileName;
}

function saveJsonFile(fileName: string, value: unknown): void {
  saveBlob(fileName, new Blob([JSON.stringify(value)], { type: 'application/json' }));
}
