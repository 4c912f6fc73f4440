import { createHash } from 'node:crypto';
import { backupFileName, verifyBackup } from './backup-verification';

function backupOf(tables: Record<string, unknown[]>) {
  const counts: Record<string, number> = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  const checksum = createHash('sha256').update(JSON.stringify(tables)).digest('hex');
  return { counts, checksum, tables } as unknown as Parameters<typeof verifyBackup>[0];
}

const TABLES = {
  questions: [{ id: 1, text: 'When a plan fails, what do you do first?' }],
  quizResults: [
    {
      id: 'a1',
      primaryCategory: 'Hustler',
      questionIds: [1, 2],
      optionIds: 'cc',
    },
  ],
  moods: [],
  events: [
    { id: 1, event: 'question_answered', data: { questionId: 1 } },
    { id: 2, event: 'mood_tracked', data: { mood: 'stressed' } },
  ],
  crosswordScores: [],
  shareBadges: [],
};

describe('backup verification', () => {
  it('accepts a backup whose counts and checksum match its tables', async () => {
    expect(await verifyBackup(backupOf(TABLES))).toEqual({ ok: true });
  });

  it('refuses a backup whose rows were changed after the checksum was taken', async () => {
    const backup = backupOf(TABLES);
    (backup.tables.events[0] as { event: string }).event = 'tampered';
    expect(await verifyBackup(backup)).toEqual({ ok: false, reason: 'The checksum does not match the data.' });
  });

  it('refuses a backup whose counts do not match the rows', async () => {
    const backup = backupOf(TABLES);
    backup.counts.events = 3;
    const check = await verifyBackup(backup);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain('events');
  });

  it('refuses a backup that counts a table it does not carry', async () => {
    const backup = backupOf(TABLES);
    backup.counts.users = 0;
    expect((await verifyBackup(backup)).ok).toBe(false);
  });

  it('names the file with the product prefix and the ISO date', () => {
    expect(backupFileName('entrepreneurial-dna-backup', new Date('2026-11-21T23:30:00Z'))).toBe('entrepreneurial-dna-backup-2026-11-21.json');
  });
});
