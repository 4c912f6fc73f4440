import { fetchLeaderboard, leaderboardUrl } from './leaderboard-api';

const entry = { id: 1, username: 'ada', completionTime: 100, hintsUsed: 0, mistakesCount: 0, score: 900, puzzleDate: '2026-11-21', rank: 1 };
const ok = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;
const failing = (status: number) => ({ ok: false, status, json: async () => ({}) }) as Response;

describe('leaderboard loading', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('When the list fails twice, then it retries after 1 s and 2 s and shows the third answer', async () => {
    const answers = [() => Promise.reject(new TypeError('network')), () => Promise.resolve(failing(503)), () => Promise.resolve(ok([entry]))];
    const fetchImpl = jest.fn(() => (answers.shift() as () => Promise<Response>)());
    const sleep = jest.fn(async () => undefined);
    await expect(fetchLeaderboard('/x', { fetchImpl: fetchImpl as unknown as typeof fetch, sleep })).resolves.toEqual([entry]);
    expect(sleep.mock.calls).toEqual([[1000], [2000]]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('When every attempt fails, then the list is empty after three tries', async () => {
    const fetchImpl = jest.fn(async () => failing(500));
    const sleep = jest.fn(async () => undefined);
    await expect(fetchLeaderboard('/x', { fetchImpl: fetchImpl as unknown as typeof fetch, sleep })).resolves.toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
  });

  it('asks for the player’s own rank by username', () => {
    expect(leaderboardUrl({ date: '2026-11-21' }, 'ada lovelace')).toBe('/api/crossword/leaderboard/2026-11-21?username=ada%20lovelace');
    expect(leaderboardUrl('all-time', null)).toBe('/api/crossword/leaderboard/all-time');
  });
});
