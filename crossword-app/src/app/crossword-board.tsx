import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CROSSWORD, generatedUsername } from '@edna/shared-contracts/rules';
import { Button } from '@edna/ui-kit';
import type { PuzzleView } from '@edna/shared-contracts';
import { CluesDialog } from '../features/puzzle/components/clues-dialog';
import { ClueBar } from '../features/puzzle/components/clue-bar';
import { CompletionOverlay } from '../features/puzzle/components/completion-overlay';
import { Counters } from '../features/puzzle/components/counters';
import { CrosswordGrid } from '../features/puzzle/components/crossword-grid';
import { MessageBar } from '../features/puzzle/components/message-bar';
import { ShareResultCard } from '../features/puzzle/components/share-result';
import { useCrosswordGame } from '../features/puzzle/hooks/use-crossword-game';
import { useNow } from '../features/puzzle/hooks/use-now';
import { celebrate } from '../features/puzzle/lib/celebrate';
import { elapsedSeconds } from '../features/puzzle/lib/countdown';
import type { ClueModel } from '../features/puzzle/lib/grid-model';
import { submitCompletedPuzzle } from '../features/puzzle/lib/score-submission';
import { LeaderboardDialog } from '../features/leaderboard/components/leaderboard-dialog';
import type { useLeaderboards } from '../features/leaderboard/hooks/use-leaderboards';
import { UsernameDialog } from '../features/username/components/username-dialog';

export interface CrosswordBoardProps {
  view: PuzzleView;
  username: string | null;
  saveUsername: (username: string) => void;
  leaderboards: ReturnType<typeof useLeaderboards>;
}

type UsernameDialogMode = 'closed' | 'set' | 'score';

/** The playing area: counters, current clue, grid, buttons, messages, dialogs, completion and sharing. */
export function CrosswordBoard({ view, username, saveUsername, leaderboards }: CrosswordBoardProps) {
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [cluesOpen, setCluesOpen] = useState(false);
  const [leaderboardOpen, setLeaderboardOpen] = useState(false);
  const [usernameDialog, setUsernameDialog] = useState<UsernameDialogMode>('closed');
  const submittedSession = useRef<string | null>(null);
  const stopCelebration = useRef<(() => void) | null>(null);

  const onComplete = useCallback(() => {
    setOverlayOpen(true);
    stopCelebration.current = celebrate();
  }, []);
  const game = useCrosswordGame(view, { onComplete });
  const { state, model, actions } = game;
  const { session } = state;
  useEffect(() => () => stopCelebration.current?.(), []);

  const now = useNow(Boolean(session) && !game.isComplete);
  const elapsed = state.completedAfter ?? (session ? elapsedSeconds(session.startedAtMs, now, session.clockOffsetMs) : 0);

  // The score is submitted once per session, as soon as the player has a name (asked for after the overlay).
  const { refreshSoon } = leaderboards;
  const { recordScore } = actions;
  useEffect(() => {
    if (!game.isComplete || !session || session.submitted || state.score || submittedSession.current === session.token) return;
    if (!username) {
      if (!overlayOpen) setUsernameDialog('score');
      return;
    }
    submittedSession.current = session.token;
    void submitCompletedPuzzle({
      username,
      completionTime: state.completedAfter ?? 0,
      hintsUsed: state.hintsUsed,
      mistakesCount: state.mistakes,
      puzzleDate: session.puzzleDate,
      theme: view.theme,
      sessionToken: session.token,
      answers: game.answers,
    }).then((score) => {
      if (!score) return;
      recordScore(score);
      refreshSoon();
    });
  }, [game.isComplete, game.answers, session, state.score, state.completedAfter, state.hintsUsed, state.mistakes, username, overlayOpen, view.theme, recordScore, refreshSoon]);

  const chooseClue = (clue: ClueModel) => {
    setCluesOpen(false);
    actions.selectClue(clue, { focus: false, at: 'first' });
    window.setTimeout(actions.focusSelection, CROSSWORD.clueFocusDelayMs);
  };

  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const score = state.score;

  return (
    <>
      <Counters elapsed={elapsed} solved={state.solved.length} total={model.clues.length} hintsUsed={state.hintsUsed} mistakes={state.mistakes} />
      {state.sessionError && (
        <SessionProblem role="alert">
          <span>{state.sessionError}</span>
          <Button size="sm" onClick={actions.retrySession}>
            Try again
          </Button>
        </SessionProblem>
      )}
      <ClueBar clue={game.selectedClue} />
      <CrosswordGrid
        model={model}
        letters={state.letters}
        selection={state.selection}
        focusRequest={state.focusRequest}
        disabled={!session}
        onKeyDown={actions.handleKeyDown}
        onInput={actions.handleInput}
        onPaste={actions.handlePaste}
        onFocusCell={actions.handleFocus}
        onActiveClick={actions.handleActiveClick}
      />
      <MessageBar message={state.message} />
      <Actions aria-label="Puzzle actions">
        <Button variant="secondary" onClick={() => setCluesOpen(true)}>
          Today&apos;s Clues
        </Button>
        <Button variant="secondary" onClick={() => void actions.hint()} disabled={!session}>
          Hint
        </Button>
        <Button variant="secondary" onClick={() => setLeaderboardOpen(true)}>
          Leaderboard
        </Button>
        {!username && (
          <Button variant="secondary" onClick={() => setUsernameDialog('set')}>
            Set Username
          </Button>
        )}
        <Button variant="outline" onClick={actions.resetBoard}>
          Reset
        </Button>
      </Actions>
      <Help>
        <summary>How to play</summary>
        <ul>
          <li>Type a letter to fill a cell; each letter is checked at once. Five wrong letters reset the puzzle.</li>
          <li>Arrow keys move; an arrow across the current direction switches direction first.</li>
          <li>Tab and Shift+Tab go to the next and previous clue; Space, or clicking the active cell, switches direction.</li>
          <li>Backspace clears a letter (on an empty cell it steps back). Up to 3 hints per puzzle.</li>
        </ul>
      </Help>
      {game.isComplete && (
        <ShareResultCard
          result={{
            puzzleDate: view.puzzleDate,
            completionTime: score?.completionTime ?? state.completedAfter ?? 0,
            hintsUsed: score?.hintsUsed ?? state.hintsUsed,
            mistakesCount: score?.mistakesCount ?? state.mistakes,
            ...(score ? { score: score.score } : {}),
          }}
        />
      )}

      <CluesDialog
        open={cluesOpen}
        onOpenChange={setCluesOpen}
        clues={model.clues}
        solved={state.solved}
        selectedClueId={state.selection?.clueId ?? null}
        onSelect={chooseClue}
      />
      <LeaderboardDialog
        open={leaderboardOpen}
        onOpenChange={setLeaderboardOpen}
        daily={leaderboards.daily}
        allTime={leaderboards.allTime}
        loading={leaderboards.loading}
        username={username}
      />
      <CompletionOverlay open={overlayOpen} onClose={closeOverlay} theme={view.theme} score={score} />
      <UsernameDialog
        open={usernameDialog !== 'closed'}
        scorePending={usernameDialog === 'score'}
        onSave={(name) => {
          saveUsername(name);
          setUsernameDialog('closed');
        }}
        onDismiss={() => {
          // A score needs a name: without one, the player becomes Player_{timestamp}.
          if (usernameDialog === 'score') saveUsername(generatedUsername());
          setUsernameDialog('closed');
        }}
      />
    </>
  );
}

const SessionProblem = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: min(100%, 34rem);
  margin: 0 auto 0.75rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
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
