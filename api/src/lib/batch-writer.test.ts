import { createBatchWriter } from './batch-writer';

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
