import { Pool } from 'pg';
import { createBatchWriter } from './batch-writer';
import { isDatabaseBusy } from './db';

describe('createBatchWriter', () => {
  it('When many writes arrive during a commit, then they share the next batch and each resolves after its commit', async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    await Promise.all(Array.from({ length: 50 }, (_, index) => writer.write(index)));
    expect(batches.flat()).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(batches.length).toBeLessThanOrEqual(2);
  });

  it('When a commit fails, then only that batch is rejected', async () => {
    let calls = 0;
    const writer = createBatchWriter<string>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
    });
    await expect(writer.write('a')).rejects.toThrow('disk full');
    await expect(writer.write('b')).resolves.toBeUndefined();
  });

  it('When one item of a batch makes its commit fail, then only that item is rejected and the others are stored', async () => {
    const stored: number[] = [];
    const batchSizes: number[] = [];
    const writer = createBatchWriter<number>(async (items) => {
      batchSizes.push(items.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (items.includes(13)) throw new Error(`item 13 is poisoned`);
      stored.push(...items);
    });
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => writer.write(index)));
    const rejected = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [index] : []));
    expect(rejected).toEqual([13]);
    expect((outcomes[13] as PromiseRejectedResult).reason).toEqual(new Error('item 13 is poisoned'));
    expect(stored.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index).filter((index) => index !== 13));
    expect(batchSizes.some((size) => size > 1)).toBe(true);
  });

  it('When one item of a 64-item batch is poisoned, then bisecting isolates it in about 2·log2(64) statements, not 64', async () => {
    const batchSizes: number[] = [];
    const writer = createBatchWriter<number>(async (items) => {
      batchSizes.push(items.length);
      if (items.includes(40)) throw new Error('item 40 is poisoned');
    });
    // Written in the same tick, the 64 go together in one batch.
    const outcomes = await Promise.allSettled(Array.from({ length: 64 }, (_, index) => writer.write(index)));
    const rejected = outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [index] : []));
    expect(rejected).toEqual([40]);
    // The batch, then each half that still fails split again; the halves that commit are done.
    expect(batchSizes).toEqual([64, 32, 32, 16, 8, 8, 4, 2, 1, 1, 2, 4, 16]);
  });

  it('splits batches at the maximum size', async () => {
    const sizes: number[] = [];
    const writer = createBatchWriter<number>(async (items) => {
      sizes.push(items.length);
    }, 10);
    await Promise.all(Array.from({ length: 25 }, (_, index) => writer.write(index)));
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(25);
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('createBatchWriter on a busy PostgreSQL pool', () => {
  it('When a batch fails because no connection came free in time, then the whole batch is rejected at once, not bisected', async () => {
    const pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    let released = false;
    try {
      await held.query('begin');
      const batchSizes: number[] = [];
      const writer = createBatchWriter<number>(async (items) => {
        batchSizes.push(items.length);
        await pool.query('select $1::int[]', [items]);
      });
      // Written in the same tick, the 16 go together in one batch.
      const outcomes = await Promise.allSettled(Array.from({ length: 16 }, (_, index) => writer.write(index)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array.from({ length: 16 }, () => 'rejected'));
      expect(isDatabaseBusy((outcomes[0] as PromiseRejectedResult).reason)).toBe(true);
      expect(batchSizes).toEqual([16]);

      await held.query('rollback');
      held.release();
      released = true;
      await expect(writer.write(16)).resolves.toBeUndefined();
    } finally {
      if (!released) held.release(true);
      await pool.end();
    }
  });
});
