import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const drizzleFolder = path.resolve(__dirname, '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
const snapshotOf = (idx: number) => path.join(drizzleFolder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

describe('drizzle migrations', () => {
  it('every migration in the journal has its SQL file and a snapshot, the snapshots chained in order', () => {
    let previousId = '00000000-0000-0000-0000-000000000000';
    for (const [position, entry] of journal.entries.entries()) {
      expect(entry.idx).toBe(position);
      expect(existsSync(path.join(drizzleFolder, `${entry.tag}.sql`))).toBe(true);
      expect(existsSync(snapshotOf(entry.idx))).toBe(true);
      const snapshot = JSON.parse(readFileSync(snapshotOf(entry.idx), 'utf8')) as { id: string; prevId: string };
      expect(snapshot.prevId).toBe(previousId);
      previousId = snapshot.id;
    }
  });

  it('applies migrations in the journal order: each one later than the one before', () => {
    const times = journal.entries.map((entry) => entry.when);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
  });
});
