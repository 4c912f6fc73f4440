import { createRateLimiter } from './rate-limit';
import { describeEachDatabase } from '../test-support/test-server';

describeEachDatabase('rate limiter', (server) => {
  it('When the limit is reached, then further hits are refused until the window ends', async () => {
    const limiter = createRateLimiter(server().context.database, { name: `test-${Date.now()}`, windowMs: 60_000, max: 3 });
    const decisions = [];
    for (let index = 0; index < 5; index += 1) decisions.push(await limiter.consume('client-a'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.consume('client-b')).allowed).toBe(true);
    await limiter.reset('client-a');
    expect((await limiter.consume('client-a')).allowed).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = createRateLimiter(server().context.database, { name: `short-${Date.now()}`, windowMs: 300, max: 1 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.consume('k')).allowed).toBe(true);
  });
});
