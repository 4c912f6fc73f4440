import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CROSSWORD, generatedUsername } from '@edna/shared-contracts/rules';
import { Button } from '@edna/ui-kit';
import type { PuzzleView } from '@edna/shared-contracts';
import { ClueBar } from '../features/puzzle/components/clue-bar';
import { ClueLists } from '../features/puzzle/components/clue-lists';
import { Counters } from '../features/puzzle/components/counters';
import { CrosswordGrid } from '../features/puzzle/components/crossword-grid';
import { MessageBar } from '../features/puzzle/components/message-bar';
import { useCrosswordGame } from '../features/puzzle/hooks/use-crossword-game';
import type { PlaySession } from '../features/puzzle/hooks/use-puzzle-session';
import { PlayLabel } from '../features/leagues/components/play-label';
import { useNow } from '../features/puzzle/hooks/use-now';
import { elapsedSeconds } from '../features/puzzle/lib/countdown';
import type { ClueModel } from '../features/puzzle/lib/grid-model';
import { submitUntilSettled } from '../features/puzzle/lib/score-submission';
import type { ScoreStatus } from '../features/finish/finish-panel';
import { leagueRanks } from '../features/finish/league-ranks';
import { usernameRefusal } from '../features/finish/username-errors';
import type { useLeaderboards } from '../features/leaderboard/hooks/use-leaderboards';
import { useDialog } from '../shared/hooks/use-dialog';

// Dialogs, the share card and the confetti load when first shown: the first visit downloads only the board.
const StatsDialog = lazy(() => import('../features/stats/components/stats-dialog'));
const CluesDialog = lazy(() => import('../features/puzzle/components/clues-dialog').then((module) => ({ default: module.CluesDialog })));
const ShareResultCard = lazy(() => import('../features/puzzle/components/share-result').then((module) => ({ default: module.ShareResultCard })));
const FinishPanel = lazy(() => import('../features/finish/finish-panel').then((module) => ({ default: module.FinishPanel })));
const ResetDialog = lazy(() => import('../features/puzzle/components/reset-dialog').then((module) => ({ default: module.ResetDialog })));
const LeaderboardDialog = lazy(() => import('../features/leaderboard/components/leaderboard-dialog').then((module) => ({ default: module.LeaderboardDialog })));
const UsernameDialog = lazy(() => import('../features/username/components/username-dialog').then((module) => ({ default: module.UsernameDialog })));

export interface CrosswordBoardProps {
  view: PuzzleView;
  /** The date of an archive puzzle (always practice), or null for today's puzzle. */
  archiveDate: string | null;
  playerId: string;
  username: string | null;
  saveUsername: (username: string) => void;
  /** Today's and the all-time lists; only today's puzzle shows them. */
  leaderboards: ReturnType<typeof useLeaderboards> | null;
}

/** Why a session is not ranked, in plain words. */
function practiceNote(session: PlaySession, archiveDate: string | null): string {
  if (archiveDate || session.practiceReason === 'archive') {
    return `Practice: this is the puzzle of ${archiveDate ?? session.puzzleDate}. It is checked like the daily puzzle but never ranked, so there is no score to submit.`;
  }
  if (session.practiceReason === 'address_limit') {
    return 'Practice: ranked plays from your network are used up for today, so this solve is not ranked and no score is submitted.';
  }
  return 'Practice: you have already played today’s ranked puzzle in this browser, so this solve is not ranked and no score is submitted.';
}

/** A definitive refusal of a score, in words. */
function refusalText(code: string | undefined): string {
  if (code === 'impossible_time') return 'This solve was faster than any credible solve, so it is not ranked.';
  if (code === 'practice_session') return 'This solve is practice, so it is not ranked.';
  return 'Your score could not be saved for this session.';
}

/** The playing area: counters, current clue, grid, clue lists, buttons, messages, dialogs, completion and sharing. */
export function CrosswordBoard({ view, archiveDate, playerId, username, saveUsername, leaderboards }: CrosswordBoardProps) {
  const stopCelebration = useRef<(() => void) | null>(null);
  const focusGridRef = useRef<() => void>(() => undefined);
  const focusGrid = useCallback(() => focusGridRef.current(), []);

  const clues = useDialog(focusGrid);
  const leaderboard = useDialog(focusGrid);
  const stats = useDialog(focusGrid);
  const usernameDialog = useDialog(focusGrid);
  const resetDialog = useDialog(focusGrid);
  const [scoreStatus, setScoreStatus] = useState<ScoreStatus | null>(null);
  // The sticky bars' height, so focus scrolling keeps the cursor's square below them (--crossword-bars).
  const barsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bars = barsRef.current;
    if (!bars || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      bars.parentElement?.style.setProperty('--crossword-bars', `${bars.offsetHeight}px`);
      // A message that grows the bars pushes the grid down: the cursor's square is brought back into view.
      const focused = document.activeElement;
      if (focused instanceof HTMLInputElement && focused.closest('[role="grid"]')) focused.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(bars);
    return () => observer.disconnect();
  }, []);
  const [nameError, setNameError] = useState<string | null>(null);

  const onComplete = useCallback(() => {
    import('../features/puzzle/lib/celebrate')
      .then(({ celebrate }) => {
        stopCelebration.current = celebrate();
      })
      .catch((error: unknown) => console.warn('Confetti failed', error));
  }, []);
  const game = useCrosswordGame(view, { playerId, onComplete });
  const { state, model, actions, session, outcome } = game;
  focusGridRef.current = actions.focusSelection;
  useEffect(() => () => stopCelebration.current?.(), []);

  const now = useNow(Boolean(session) && !game.isComplete);
  const elapsed = outcome.completedAfter ?? (session ? elapsedSeconds(session.startedAtMs, now, session.clockOffsetMs) : 0);
  const ranked = Boolean(session?.ranked) && archiveDate === null;
  const finished = {
    completionTime: outcome.score?.completionTime ?? outcome.completion?.completionTime ?? outcome.completedAfter ?? 0,
    hintsUsed: outcome.score?.hintsUsed ?? outcome.completion?.hintsUsed ?? state.hintsUsed,
    mistakesCount: outcome.score?.mistakesCount ?? outcome.completion?.mistakesCount ?? state.mistakes,
  };
  const streak = outcome.score?.currentStreak ?? outcome.completion?.stats?.currentStreak ?? null;

  // A ranked solve's score is sent until it is stored or refused for good; the name is asked for in the finish.
  const refreshSoon = leaderboards?.refreshSoon;
  const { recordScore } = actions;
  const { score } = outcome;
  const submitAs = useCallback(
    async (name: string) => {
      if (!session) return;
      setScoreStatus({ kind: 'sending' });
      setNameError(null);
      const result = await submitUntilSettled({ username: name, puzzleDate: session.puzzleDate, sessionToken: session.token });
      if (result.kind === 'saved') {
        saveUsername(name);
        recordScore(result.score);
        refreshSoon?.();
        const saved = { kind: 'saved' as const, score: result.score.score, completionTime: result.score.completionTime, username: name, leagues: [] };
        setScoreStatus({ ...saved, ...(result.score.rank !== undefined ? { rank: result.score.rank } : {}) });
        const leagues = await leagueRanks(session.puzzleDate, name);
        if (leagues.length > 0) setScoreStatus((current) => (current?.kind === 'saved' ? { ...current, leagues } : current));
        return;
      }
      if (result.kind === 'failed') {
        setScoreStatus({ kind: 'failed' });
        return;
      }
      const refusedName = usernameRefusal(result.error, result.code);
      if (refusedName) {
        setNameError(refusedName);
        setScoreStatus({ kind: 'needs-name' });
      } else if (result.failure === 'already_submitted') setScoreStatus({ kind: 'already-saved' });
      else setScoreStatus({ kind: 'refused', message: refusalText(result.code) });
    },
    [session, saveUsername, recordScore, refreshSoon],
  );
  const pendingName = useRef<string | null>(null);
  useEffect(() => {
    if (!game.isComplete || !session || !ranked || scoreStatus !== null) return;
    if (score) {
      setScoreStatus({ kind: 'saved', score: score.score, completionTime: score.completionTime, username: username ?? '', leagues: [], ...(score.rank !== undefined ? { rank: score.rank } : {}) });
      return;
    }
    if (session.submitted) {
      setScoreStatus({ kind: 'already-saved' });
      return;
    }
    if (!username) {
      setScoreStatus({ kind: 'needs-name' });
      return;
    }
    pendingName.current = username;
    void submitAs(username);
  }, [game.isComplete, session, ranked, scoreStatus, score, username, submitAs]);
  const saveName = useCallback(
    (name: string) => {
      pendingName.current = name;
      void submitAs(name);
    },
    [submitAs],
  );
  // A skipped name is stored as a generated Player_{timestamp} and shown as "Anonymous solver".
  const skipName = useCallback(() => saveName(generatedUsername()), [saveName]);
  const retryScore = useCallback(() => {
    if (pendingName.current) void submitAs(pendingName.current);
  }, [submitAs]);

  const { selectClue, focusSelection } = actions;
  /** A clue chosen from a list: its first square is selected, and takes the focus 100 ms later, once the list has closed. */
  const chooseClue = useCallback(
    (clue: ClueModel) => {
      selectClue(clue.id, false);
      window.setTimeout(focusSelection, CROSSWORD.clueFocusDelayMs);
    },
    [selectClue, focusSelection],
  );


  return (
    <>
      <Counters elapsed={elapsed} solved={state.solved.length} total={model.clues.length} hintsUsed={state.hintsUsed} mistakes={state.mistakes} />
      {game.sessionError && (
        <Notice role="alert" $tone="danger">
          <span>{game.sessionError}</span>
          <Button size="sm" onClick={actions.retrySession}>
            Try again
          </Button>
        </Notice>
      )}
      {session?.play && !archiveDate ? (
        <PlayLabel play={session.play} />
      ) : (
        session &&
        (!session.ranked || archiveDate) && (
          <Notice $tone="info" data-testid="practice-note">
            <span>{practiceNote(session, archiveDate)}</span>
          </Notice>
        )
      )}
      <PlayArea>
        <BoardColumn>
          {game.isComplete && (
            <Suspense fallback={null}>
              <FinishPanel
                theme={view.theme}
                archiveDate={archiveDate}
                ranked={ranked}
                completionTime={finished.completionTime}
                score={ranked ? (score?.score ?? outcome.completion?.score ?? null) : null}
                streak={streak}
                status={ranked ? scoreStatus : null}
                nameError={nameError}
                onSaveName={saveName}
                onSkipName={skipName}
                onRetry={retryScore}
              />
              <ShareResultCard
                result={{
                  puzzleDate: view.puzzleDate,
                  ...finished,
                  ...(ranked && score ? { score: score.score } : {}),
                  ...(streak ? { streak } : {}),
                  ...(ranked ? {} : { practice: true }),
                }}
              />
            </Suspense>
          )}
          {/* The current clue and the game's messages sit together above the grid, so no message covers it. */}
          <StickyBars ref={barsRef}>
            <ClueBar clue={game.selectedClue} />
            <MessageBar message={state.message} />
          </StickyBars>
          <CrosswordGrid
            model={model}
            letters={state.letters}
            selection={state.selection}
            focusRequest={state.focusRequest}
            disabled={!session}
            onKeyDown={game.keyboard.onKeyDown}
            onInput={game.keyboard.onInput}
            onPaste={game.keyboard.onPaste}
            onFocusCell={game.keyboard.onFocusCell}
            onActiveClick={game.keyboard.onActiveClick}
          />
        </BoardColumn>
        <Side>
          <ClueLists
            clues={model.clues}
            solved={state.solved}
            selectedClueId={state.selection?.clueId ?? null}
            crossingClueId={game.crossingClue?.id ?? null}
            onSelect={chooseClue}
          />
        </Side>
      </PlayArea>
      <Actions aria-label="Puzzle actions">
        <Button variant="secondary" onClick={clues.show}>
          Today&apos;s Clues
        </Button>
        <Button variant="secondary" onClick={() => void actions.hint()} disabled={!session || state.hintsUsed >= CROSSWORD.maxHints}>
          Hint
        </Button>
        {leaderboards && (
          <Button variant="secondary" onClick={leaderboard.show}>
            Leaderboard
          </Button>
        )}
        <Button variant="secondary" onClick={stats.show}>
          Stats
        </Button>
        {!username && archiveDate === null && (
          <Button
            variant="secondary"
            onClick={usernameDialog.show}
          >
            Set Username
          </Button>
        )}
        <Button variant="outline" onClick={resetDialog.show} disabled={!session || game.isComplete}>
          Reset
        </Button>
      </Actions>
      <Help>
        <summary>How to play</summary>
        <ul>
          <li>Type a letter to fill a square; each letter is checked at once. Five wrong letters reset the puzzle.</li>
          <li>A confirmed letter stays: typing over it just moves on, so you can type a whole word through crossings.</li>
          <li>Arrow keys move; an arrow across the current direction switches direction first. Space, or clicking the active square, switches direction.</li>
          <li>Tab and Shift+Tab go to the next and previous unsolved clue. Backspace clears a letter (on an empty square it steps back).</li>
          <li>Up to 3 hints per puzzle; the third on a clue reveals the square you are on.</li>
        </ul>
      </Help>
      {clues.used && (
        <Suspense fallback={null}>
          <CluesDialog
            open={clues.open}
            onOpenChange={clues.onOpenChange}
            onCloseAutoFocus={clues.onCloseAutoFocus}
            clues={model.clues}
            solved={state.solved}
            selectedClueId={state.selection?.clueId ?? null}
            onSelect={(clue) => {
              clues.closeTo(() => undefined);
              chooseClue(clue);
            }}
          />
        </Suspense>
      )}
      {leaderboards && leaderboard.used && (
        <Suspense fallback={null}>
          <LeaderboardDialog
            open={leaderboard.open}
            onOpenChange={leaderboard.onOpenChange}
            onCloseAutoFocus={leaderboard.onCloseAutoFocus}
            daily={leaderboards.daily}
            allTime={leaderboards.allTime}
            loading={leaderboards.loading}
            username={username}
            puzzleDate={view.puzzleDate}
          />
        </Suspense>
      )}
      {stats.used && (
        <Suspense fallback={null}>
          <StatsDialog open={stats.open} onOpenChange={stats.onOpenChange} onCloseAutoFocus={stats.onCloseAutoFocus} playerId={playerId} />
        </Suspense>
      )}
      {resetDialog.used && (
        <Suspense fallback={null}>
          <ResetDialog open={resetDialog.open} onOpenChange={resetDialog.onOpenChange} onCloseAutoFocus={resetDialog.onCloseAutoFocus} onConfirm={() => void actions.reset()} />
        </Suspense>
      )}
      {usernameDialog.used && (
        <Suspense fallback={null}>
          <UsernameDialog
            open={usernameDialog.open}
            onCloseAutoFocus={usernameDialog.onCloseAutoFocus}
            scorePending={false}
            onSave={(name) => {
              saveUsername(name);
              usernameDialog.close();
            }}
            onDismiss={usernameDialog.close}
          />
        </Suspense>
      )}
    </>
  );
}

const Notice = styled.div<{ $tone: 'danger' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: min(100%, 34rem);
  margin: 0 auto 0.75rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.surface : 'transparent')};
`;

const PlayArea = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 34rem);
  justify-content: center;
  gap: 2rem;
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 34rem) minmax(14rem, 20rem);
  }
`;

const BoardColumn = styled.div`
  min-width: 0;
`;

/** The clue bar and the message bar, stuck together below the site header while the grid scrolls under them. */
const StickyBars = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight};
  z-index: 2;
  padding-bottom: 0.5rem;
  background: ${({ theme }) => theme.colors.background};
  /* A short window (a phone with its keyboard open): the clue takes at most three lines (the whole clue is in
     Today's Clues and is announced), so the grid keeps room. */
  @media (max-height: 34rem) {
    & > p {
      min-height: 0;
      padding: 0.375rem 0.625rem;
      font-size: 0.875rem;
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 3;
      overflow: hidden;
    }
    & > [role='status'] {
      max-height: 3.25rem;
      font-size: 0.875rem;
    }
  }
`;

/** The clue lists beside the grid on wide screens (below, the Today's Clues dialog lists them). */
const Side = styled.div`
  display: none;
  @media (min-width: 64rem) {
    display: block;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    align-self: start;
  }
`;

const Actions = styled.div.attrs({ role: 'group' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  margin: 1rem auto 0;
  width: min(100%, 34rem);
  & > button {
    flex: 1 1 auto;
  }
`;

const Help = styled.details`
  width: min(100%, 34rem);
  margin: 1rem auto 0;
  color: ${({ theme }) => theme.colors.textMuted};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
`;
