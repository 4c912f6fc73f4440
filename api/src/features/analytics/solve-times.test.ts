import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf } from '../../lib/db';
import { openMigratableDatabase, type MigratableDatabase } from '../../test-support/migrations';
import { TEST_DRIVERS } from '../../test-support/test-server';
import { addSolveTimes, medianSolveSeconds, solveTimeBucketBounds } from './solve-times';

/** A histogram of the given solve times, positions found from the reader's bounds. */
function histogramOf(times: number[]): number[] {
  const histogram: number[] = [];
  for (const time of times) {
    let position = 0;
    while (solveTimeBucketBounds(position).to < time) position += 1;
    histogram[position] = (histogram[position] ?? 0) + 1;
  }
  return Array.from(histogram, (count) => count ?? 0);
}

describe('Crossword solve-time histograms', () => {
  it('give the exact median below 100 s, the middle of two middle times for an even count, and none without solves', () => {
    expect(medianSolveSeconds(histogramOf([40, 99, 12]))).toBe(40);
    expect(medianSolveSeconds(histogramOf([40, 99, 12, 60]))).toBe(50);
    expect(medianSolveSeconds([])).toBeNull();
    expect(medianSolveSeconds(addSolveTimes(histogramOf([30]), [0, null, 1]))).toBe(16);
  });

  it('above 100 s read each time as the middle of its position, within 1% of the true median', () => {
    for (const times of [[300], [100, 300, 500], [1000, 1001, 5000, 70_000], [150, 151, 152, 153, 154]]) {
      const sorted = [...times].sort((a, b) => a - b);
      const middle = sorted.length % 2 ? (sorted[(sorted.length - 1) / 2] as number) : ((sorted[sorted.length / 2 - 1] as number) + (sorted[sorted.length / 2] as number)) / 2;
      const median = medianSolveSeconds(histogramOf(times)) as number;
      expect(Math.abs(median - middle) / middle).toBeLessThan(0.01);
    }
    expect(medianSolveSeconds(histogramOf([300]))).toBe(301.5);
  });
});

describe.each(TEST_DRIVERS)('The database and the reader agree on the histogram positions (%s)', (driver) => {
  let database: MigratableDatabase;
  beforeAll(async () => {
    database = await openMigratableDatabase(driver);
    await database.migrate(MIGRATIONS_FOLDER);
  });
  afterAll(async () => database?.close());

  it('the position crossword_solve_time_bucket gives a time holds that time in the reader, and is at most 2% wide', async () => {
    const seconds = [...Array.from({ length: 5000 }, (_, index) => index), 9_999, 86_399, 86_400, 1_000_000, 100_000_000];
    const rows = rowsOf<{ seconds: number; position: number }>(
      await database.db.execute(sql`select s as seconds, crossword_solve_time_bucket(s) as position from unnest(${`{${seconds.join(',')}}`}::int[]) as s`),
    );
    expect(rows).toHaveLength(seconds.length);
    for (const { seconds: time, position } of rows) {
      const { from, to } = solveTimeBucketBounds(Number(position));
      expect([time, from <= time && time <= to]).toEqual([time, true]);
      expect(to - from + 1).toBeLessThanOrEqual(Math.max(1, from * 0.02));
    }
  });
});
