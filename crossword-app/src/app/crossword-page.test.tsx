import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@edna/ui-kit/testing';
import type { SessionResponse, SessionState } from '@edna/shared-contracts';
import { testPuzzleView } from '../features/puzzle/lib/test-puzzle';
import { CrosswordPage } from './crossword-page';

const session: SessionResponse = {
  sessionToken: 'token',
  puzzleDate: '2026-11-21',
  startedAt: '2026-11-21T10:00:00.000Z',
  serverTime: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
  mistakesCount: 0,
  hintsUsed: 0,
  submitted: false,
  resumed: false,
  ranked: true,
  solvedClueIds: [],
};
const state: SessionState = { puzzleDate: '2026-11-21', epoch: 0, mistakesCount: 0, hintsUsed: 0, solvedClueIds: [], letters: [], submitted: false };

jest.mock('../features/puzzle/api/crossword-api', () => ({
  ...jest.requireActual('../features/puzzle/api/crossword-api'),
  fetchPuzzle: jest.fn(async () => testPuzzleView()),
  startSession: jest.fn(async () => session),
  fetchSessionState: jest.fn(async () => state),
}));
const leaderboardUrls: string[] = [];
jest.mock('../features/leaderboard/api/leaderboard-api', () => ({
  ...jest.requireActual('../features/leaderboard/api/leaderboard-api'),
  fetchLeaderboard: jest.fn(async (url: string) => {
    leaderboardUrls.push(url);
    return [];
  }),
}));

describe('The daily puzzle page', () => {
  it('renders its board with no data client around it, and loads both leaderboards with the page', async () => {
    // The shell gives this page no React Query provider (the crossword declares it in its build).
    renderWithTheme(
      <MemoryRouter initialEntries={['/crossword']}>
        <CrosswordPage />
      </MemoryRouter>,
    );
    // The board renders as a deferred value (a transition): on a busy machine that takes a while.
    expect(await screen.findByRole('grid', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Innovation & Strategy')).toBeInTheDocument();
    await waitFor(() => expect(leaderboardUrls).toEqual(expect.arrayContaining(['/api/crossword/leaderboard/2026-11-21', '/api/crossword/leaderboard/all-time'])));
  });
});
