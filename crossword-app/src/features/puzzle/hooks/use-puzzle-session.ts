import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { CROSSWORD, CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { Completion, Play, PuzzleView, ScoreResponse, SessionResponse, SessionState } from '@edna/shared-contracts';
import { apiErrorCode, apiErrorStatus } from '@edna/shared-contracts/client';
import { checkLetter, fetchSessionState, requestHint, resetSession, solveClue, startSession } from '../api/crossword-api';
import type { GridModel } from '../lib/grid-model';
import { hintSquare, isClueFilled, selectedClue, type PuzzleAction, type PuzzleState, type ServerBoard } from '../lib/puzzle-reducer';
import { loadProgress, saveProgress } from '../lib/saved-progress';

export interface PlaySession {
  token: string;
  puzzleDate: string;
  startedAtMs: number;
  /** Server clock minus browser clock, so the countdown follows the server's time. */
  clockOffsetMs: number;
  submitted: boolean;
  /** Ranked sessions can enter the leaderboards; practice ones are checked the same way but never ranked. */
  ranked: boolean;
  practiceReason?: SessionResponse['practiceReason'];
  /** The play as its label shows it (ranked, or practice with why and when ranked play returns), when the API says. */
  play?: Play;
}

export interface PuzzleOutcome {
  /** Seconds on the server's clock when the last clue was solved; null while playing. */
  completedAfter: number | null;
  /** The server's record of the finished puzzle (time, hints, mistakes, score, streak). */
  completion: Completion | null;
  /** The stored leaderboard score of a ranked session. */
  score: ScoreResponse | null;
}

const NO_OUTCOME: PuzzleOutcome = { completedAfter: null, completion: null, score: null };

function toPlaySession(response: SessionResponse): PlaySession {
  return {
    token: response.sessionToken,
    puzzleDate: response.puzzleDate,
    startedAtMs: Date.parse(response.startedAt),
    clockOffsetMs: Date.parse(response.serverTime) - Date.now(),
    submitted: response.submitted,
    ranked: response.ranked,
    ...(response.practiceReason ? { practiceReason: response.practiceReason } : {}),
    ...(response.play ? { play: response.play } : {}),
  };
}

function hintsLeftText(remaining: number): string {
  if (remaining <= 0) return 'No hints remaining.';
  return `${remaining} ${remaining === 1 ? 'hint' : 'hints'} remaining.`;
}

/** The counts a refused answer carries (422 wrong_answer: the wrong guess counted as a mistake). */
function refusedCounts(error: unknown): { mistakes: number; hintsUsed: number; reset: boolean; epoch?: number } | null {
  if (apiErrorCode(error) !== 'wrong_answer') return null;
  const body = (error as { body?: { mistakesCount?: unknown; hintsUsed?: unknown; reset?: unknown; epoch?: unknown } }).body;
  if (typeof body?.mistakesCount !== 'number') return null;
  return {
    mistakes: body.mistakesCount,
    hintsUsed: typeof body.hintsUsed === 'number' ? body.hintsUsed : 0,
    reset: body.reset === true,
    ...(typeof body.epoch === 'number' ? { epoch: body.epoch } : {}),
  };
}

/** The server's state as the reducer's board: letters by cell index. */
export function serverBoard(model: GridModel, state: SessionState): ServerBoard {
  const letters: Record<number, string> = {};
  for (const { row, col, letter } of state.letters) letters[row * model.size + col] = letter;
  return { epoch: state.epoch, letters, solved: state.solvedClueIds, mistakes: state.mistakesCount, hintsUsed: state.hintsUsed };
}

export interface UsePuzzleSessionOptions {
  playerId: string;
  /** Called once when the last clue is solved during this visit (not when a finished puzzle is reloaded). */
  onComplete?: () => void;
}

/**
 * The server side of play: starts or resumes the session (restoring confirmed letters and solved clues), sends
 * every letter the reducer marks pending to `/check`, confirms filled clues with `/solve-clue` (the last one brings
 * the server's completion record), asks for hints, and keeps the progress in local storage.
 */
export function usePuzzleSession(view: PuzzleView, state: PuzzleState, dispatch: Dispatch<PuzzleAction>, { playerId, onComplete }: UsePuzzleSessionOptions) {
  const { model } = state;
  const [session, setSession] = useState<PlaySession | null>(null);
  const [sessionError, setSessionError] = useState<string | null>(null);
  /** The check that claimed the ranked play says what the play is from then on (a claim refused makes it practice). */
  const applyPlay = useCallback((play: Play) => {
    setSession((current) => (current ? { ...current, play, ranked: play.kind === 'ranked' } : current));
  }, []);
  const [outcome, setOutcome] = useState<PuzzleOutcome>(NO_OUTCOME);
  const stateRef = useRef(state);
  stateRef.current = state;
  const sentSeq = useRef(0);
  /** Solve confirmations in flight, by `${epoch}:${clueId}`: a wiped board's never blocks the new board's. */
  const solving = useRef(new Set<string>());
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  /** Starts or resumes the server session; a fresh start (`keepBoard`) keeps the letters already on the board. */
  const begin = useCallback(
    async ({ fresh = false, keepBoard = false }: { fresh?: boolean; keepBoard?: boolean } = {}) => {
      const saved = fresh ? null : loadProgress(view.puzzleDate);
      try {
        const response = await startSession(view.puzzleDate, saved?.sessionToken, playerId);
        const started = toPlaySession(response);
        if (keepBoard) {
          // A new session: the confirmed letters stay, and their clues are confirmed again on its board.
          const current = stateRef.current;
          const letters: Record<number, string> = {};
          for (const [index, entry] of Object.entries(current.letters)) if (entry.status === 'correct') letters[Number(index)] = entry.letter;
          dispatch({ type: 'restore', letters, solved: [], mistakes: response.mistakesCount, hintsUsed: response.hintsUsed, epoch: response.epoch ?? 0 });
          setSessionError(null);
          setSession(started);
          return;
        }
        // The server's record rebuilds the board; letters kept in this browser are added only for the same board epoch.
        const record = await fetchSessionState(response.sessionToken);
        const restore = saved !== null && saved.sessionToken === response.sessionToken && (saved.epoch ?? 0) === record.epoch;
        dispatch({ type: 'restore', letters: restore ? saved.letters : {}, solved: [], mistakes: record.mistakesCount, hintsUsed: record.hintsUsed, epoch: record.epoch });
        dispatch({ type: 'rebuild', board: serverBoard(model, record) });
        const completion = record.completion ?? null;
        const score = restore ? (saved.score ?? null) : null;
        setOutcome({ completedAfter: completion?.completionTime ?? null, completion, score });
        setSessionError(null);
        setSession({ ...started, submitted: record.submitted });
      } catch (error) {
        console.error('Could not start the crossword session', error);
        setSessionError('Could not start your puzzle session. Check your connection and try again.');
      }
    },
    [view.puzzleDate, playerId, model, dispatch],
  );

  useEffect(() => {
    void begin();
  }, [begin]);

  // Keep the confirmed letters, solved clues and the finished record so a reload resumes where the player was.
  useEffect(() => {
    if (!session) return;
    const letters: Record<string, string> = {};
    for (const [index, entry] of Object.entries(state.letters)) if (entry.status === 'correct') letters[index] = entry.letter;
    saveProgress({
      puzzleDate: session.puzzleDate,
      sessionToken: session.token,
      letters,
      epoch: state.epoch,
      solved: [...state.solved],
      ...(outcome.completion ? { completion: outcome.completion } : {}),
      ...(outcome.score ? { score: outcome.score } : {}),
    });
  }, [session, state.letters, state.solved, state.epoch, outcome.completion, outcome.score]);

  /** Rebuilds the board from the server's record (another tab played or reset, or an answer was about a wiped board). */
  const resync = useCallback(async () => {
    if (!session) return;
    try {
      const record = await fetchSessionState(session.token);
      dispatch({ type: 'rebuild', board: serverBoard(model, record) });
      if (record.completion) {
        const completion = record.completion;
        setOutcome((current) => ({ ...current, completion }));
      }
      if (record.submitted) setSession((current) => (current && !current.submitted ? { ...current, submitted: true } : current));
    } catch (error) {
      console.warn('The puzzle state could not be read', error);
    }
  }, [session, model, dispatch]);

  // Back in this tab: another tab may have played or reset the same session.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void resync();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [resync]);

  /** A 401 means the token expired or is unknown: a new session starts (and with it a new start time). */
  const recoverSession = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (apiErrorStatus(error) !== 401) return false;
      await begin({ fresh: true, keepBoard: true });
      return true;
    },
    [begin],
  );

  // Every letter typed since the last look is checked by the server; a letter typed over before it was sent never is.
  useEffect(() => {
    if (!session) return;
    const pending = Object.entries(state.letters)
      .filter(([, entry]) => entry.status === 'pending' && entry.seq > sentSeq.current)
      .sort(([, a], [, b]) => a.seq - b.seq);
    for (const [key, entry] of pending) {
      sentSeq.current = Math.max(sentSeq.current, entry.seq);
      const index = Number(key);
      const cell = model.cells[index];
      if (!cell) continue;
      const { seq, letter } = entry;
      checkLetter(session.token, cell.row, cell.col, letter)
        .then((result) => {
          if (result.play) applyPlay(result.play);
          dispatch({
            type: 'checked',
            index,
            seq,
            correct: result.correct,
            reset: result.reset,
            ...(result.epoch !== undefined ? { epoch: result.epoch } : {}),
            ...(result.mistakesCount !== undefined ? { mistakes: result.mistakesCount } : {}),
            ...(result.hintsUsed !== undefined ? { hintsUsed: result.hintsUsed } : {}),
          });
        })
        .catch(async (error: unknown) => {
          if (await recoverSession(error)) {
            dispatch({ type: 'check-failed', index, seq, message: 'Your puzzle session had expired, so a new one has started. Type that letter again.' });
            return;
          }
          console.error('Letter check failed', error);
          const limited = apiErrorStatus(error) === 429;
          dispatch({
            type: 'check-failed',
            index,
            seq,
            message: limited ? 'You are typing faster than we can check. Wait a moment, then type the letter again.' : 'That letter could not be checked. Please type it again.',
          });
        });
    }
  }, [state.letters, session, model, dispatch, recoverSession, applyPlay]);

  // A clue whose letters are all confirmed is sent to the server, which names the concept it teaches.
  useEffect(() => {
    if (!session) return;
    const { epoch } = state;
    for (const clue of model.clues) {
      const key = `${epoch}:${clue.id}`;
      if (state.solved.includes(clue.id) || solving.current.has(key) || !isClueFilled(state, clue)) continue;
      solving.current.add(key);
      const answer = clue.cells.map((index) => state.letters[index]?.letter ?? '').join('');
      solveClue(session.token, clue.id, answer, epoch)
        .then((result) => {
          if (result.play) applyPlay(result.play);
          if (result.completion) {
            const completion = result.completion;
            setOutcome((current) => ({ ...current, completion }));
          }
          dispatch({ type: 'solved', clueId: clue.id, epoch: result.epoch ?? epoch, message: CROSSWORD_MESSAGES.completed(result.businessConcept, result.insight) });
        })
        .catch((error: unknown) => {
          const refused = refusedCounts(error);
          if (refused) dispatch({ type: 'answer-refused', ...refused });
          else if (apiErrorCode(error) === 'session_reset') void resync();
          else console.error('Could not confirm a solved clue', error);
        })
        .finally(() => solving.current.delete(key));
    }
  }, [state, session, model, dispatch, resync, applyPlay]);

  // Complete when the server's completion has arrived and every clue is on the board as solved (once per visit).
  useEffect(() => {
    if (!session || outcome.completedAfter !== null || !outcome.completion || state.solved.length < model.clues.length) return;
    const completedAfter = outcome.completion.completionTime;
    setOutcome((current) => ({ ...current, completedAfter }));
    onCompleteRef.current?.();
  }, [state.solved, session, outcome.completedAfter, outcome.completion, model]);

  const hint = useCallback(async () => {
    const current = stateRef.current;
    if (!current.selection) {
      dispatch({ type: 'message', message: CROSSWORD_MESSAGES.selectClueFirst });
      return;
    }
    if (current.hintsUsed >= CROSSWORD.maxHints) {
      dispatch({ type: 'message', message: CROSSWORD_MESSAGES.hintLimit });
      return;
    }
    if (!session) return;
    const clue = selectedClue(current);
    if (!clue) return;
    // A letter hint reveals an empty or wrong square: the cursor's when it is one, else the clue's first such square.
    const cell = model.cells[hintSquare(current, clue)];
    const clueId = clue.id;
    try {
      const result = await requestHint(session.token, clueId, cell ? { row: cell.row, col: cell.col } : undefined);
      const revealed = result.revealed ? { index: result.revealed.row * model.size + result.revealed.col, letter: result.revealed.letter } : undefined;
      dispatch({
        type: 'hint',
        hintsUsed: result.hintsUsed,
        message: `${CROSSWORD_MESSAGES.strategicHint(result.hintsUsed, result.hint)} ${hintsLeftText(result.hintsRemaining)}`,
        ...(revealed ? { revealed } : {}),
      });
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === 'hint_limit_reached') {
        dispatch({ type: 'hint', hintsUsed: CROSSWORD.maxHints, message: CROSSWORD_MESSAGES.hintLimit });
        return;
      }
      if (code === 'puzzle_complete') {
        dispatch({ type: 'message', message: 'Every clue is solved: no hint needed.' });
        return;
      }
      if (await recoverSession(error)) {
        dispatch({ type: 'message', message: 'Your puzzle session had expired, so a new one has started. Ask for the hint again.' });
        return;
      }
      console.error('Hint failed', error);
      dispatch({ type: 'message', message: 'The hint could not be loaded. Please try again.' });
    }
  }, [session, model, dispatch, recoverSession]);

  const recordScore = useCallback((score: ScoreResponse) => {
    setOutcome((current) => ({ ...current, score }));
    setSession((current) => (current ? { ...current, submitted: true } : current));
  }, []);
  const retrySession = useCallback(() => void begin(), [begin]);

  /** Reset (after the player confirmed it): the server wipes the board and the board is rebuilt from its answer. */
  const reset = useCallback(async () => {
    if (!session) return;
    try {
      const record = await resetSession(session.token);
      dispatch({ type: 'rebuild', board: serverBoard(model, record), clearSelection: true });
    } catch (error) {
      if (apiErrorCode(error) === 'puzzle_complete') {
        dispatch({ type: 'message', message: 'Every clue is solved: there is nothing to reset.' });
        return;
      }
      if (await recoverSession(error)) return;
      console.error('Reset failed', error);
      dispatch({ type: 'message', message: 'The puzzle could not be reset. Please try again.' });
    }
  }, [session, model, dispatch, recoverSession]);

  return { session, sessionError, outcome, hint, reset, recordScore, retrySession };
}
