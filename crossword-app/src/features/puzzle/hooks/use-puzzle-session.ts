import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { CROSSWORD, CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { Completion, PuzzleView, ScoreResponse, SessionResponse } from '@edna/shared-contracts';
import { apiErrorCode, apiErrorStatus } from '@edna/shared-contracts/client';
import { checkLetter, requestHint, solveClue, startSession } from '../api/crossword-api';
import { elapsedSeconds } from '../lib/countdown';
import { isClueFilled, type PuzzleAction, type PuzzleState } from '../lib/puzzle-reducer';
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
  };
}

function hintsLeftText(remaining: number): string {
  if (remaining <= 0) return 'No hints remaining.';
  return `${remaining} ${remaining === 1 ? 'hint' : 'hints'} remaining.`;
}

/** The counts a refused answer carries (422 wrong_answer: the wrong guess counted as a mistake). */
function refusedCounts(error: unknown): { mistakes: number; hintsUsed: number; reset: boolean } | null {
  if (apiErrorCode(error) !== 'wrong_answer') return null;
  const body = (error as { body?: { mistakesCount?: unknown; hintsUsed?: unknown; reset?: unknown } }).body;
  if (typeof body?.mistakesCount !== 'number') return null;
  return { mistakes: body.mistakesCount, hintsUsed: typeof body.hintsUsed === 'number' ? body.hintsUsed : 0, reset: body.reset === true };
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
  const [outcome, setOutcome] = useState<PuzzleOutcome>(NO_OUTCOME);
  const stateRef = useRef(state);
  stateRef.current = state;
  const sentSeq = useRef(0);
  const solving = useRef(new Set<number>());
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  /** Starts or resumes the server session; a fresh start (`keepBoard`) keeps the letters already on the board. */
  const begin = useCallback(
    async ({ fresh = false, keepBoard = false }: { fresh?: boolean; keepBoard?: boolean } = {}) => {
      const saved = fresh ? null : loadProgress(view.puzzleDate);
      try {
        const response = await startSession(view.puzzleDate, saved?.sessionToken, playerId);
        const started = toPlaySession(response);
        setSessionError(null);
        setSession(started);
        if (keepBoard) {
          dispatch({ type: 'counts', mistakes: response.mistakesCount, hintsUsed: response.hintsUsed });
          return;
        }
        const restore = response.resumed && saved !== null && saved.sessionToken === response.sessionToken;
        const solved = [...new Set([...(response.resumed ? response.solvedClueIds : []), ...(restore ? saved.solved : [])])];
        dispatch({ type: 'restore', letters: restore ? saved.letters : {}, solved, mistakes: response.mistakesCount, hintsUsed: response.hintsUsed });
        const completion = restore ? (saved.completion ?? null) : null;
        const score = restore ? (saved.score ?? null) : null;
        const finished = solved.filter((id) => model.cluesById.has(id)).length === model.clues.length;
        const completedAfter = finished
          ? (completion?.completionTime ?? score?.completionTime ?? elapsedSeconds(started.startedAtMs, Date.now(), started.clockOffsetMs))
          : null;
        setOutcome({ completedAfter, completion, score });
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
      solved: [...state.solved],
      ...(outcome.completion ? { completion: outcome.completion } : {}),
      ...(outcome.score ? { score: outcome.score } : {}),
    });
  }, [session, state.letters, state.solved, outcome.completion, outcome.score]);

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
          dispatch({
            type: 'checked',
            index,
            seq,
            correct: result.correct,
            reset: result.reset,
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
  }, [state.letters, session, model, dispatch, recoverSession]);

  // A clue whose letters are all confirmed is sent to the server, which names the concept it teaches.
  useEffect(() => {
    if (!session) return;
    for (const clue of model.clues) {
      if (state.solved.includes(clue.id) || solving.current.has(clue.id) || !isClueFilled(state, clue)) continue;
      solving.current.add(clue.id);
      const answer = clue.cells.map((index) => state.letters[index]?.letter ?? '').join('');
      solveClue(session.token, clue.id, answer)
        .then((result) => {
          if (result.completion) {
            const completion = result.completion;
            setOutcome((current) => ({ ...current, completion }));
          }
          dispatch({ type: 'solved', clueId: clue.id, message: CROSSWORD_MESSAGES.completed(result.businessConcept, result.insight) });
        })
        .catch((error: unknown) => {
          const refused = refusedCounts(error);
          if (refused) dispatch({ type: 'answer-refused', ...refused });
          else console.error('Could not confirm a solved clue', error);
        })
        .finally(() => solving.current.delete(clue.id));
    }
  }, [state, session, model, dispatch]);

  // The last clue solved: completion (once per visit).
  useEffect(() => {
    if (!session || outcome.completedAfter !== null || state.solved.length < model.clues.length) return;
    const completedAfter = outcome.completion?.completionTime ?? elapsedSeconds(session.startedAtMs, Date.now(), session.clockOffsetMs);
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
    const { clueId, index } = current.selection;
    const cell = model.cells[index];
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

  return { session, sessionError, outcome, hint, recordScore, retrySession };
}
