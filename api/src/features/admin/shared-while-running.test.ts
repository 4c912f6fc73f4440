import { sharedWhileRunning } from './routes';

describe('sharedWhileRunning (admin summaries under concurrent requests)', () => {
  it('gives callers that arrive during a computation its answer, and computes afresh afterwards', async () => {
    let computations = 0;
    let release: () => void = () => undefined;
    const current = sharedWhileRunning(async () => {
      computations += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return computations;
    });
    const waiting = [current(), current(), current()];
    release();
    expect(await Promise.all(waiting)).toEqual([1, 1, 1]);
    const next = current();
    release();
    expect(await next).toBe(2);
  });

  it('does not keep a failure: the next call tries again', async () => {
    let calls = 0;
    const current = sharedWhileRunning(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database busy');
      return 'ok';
    });
    await expect(current()).rejects.toThrow('database busy');
    await expect(current()).resolves.toBe('ok');
  });
});
