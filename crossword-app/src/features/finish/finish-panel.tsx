import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatClock, USERNAME_INPUT_MAX_LENGTH, validateUsername } from '@edna/shared-contracts/rules';
import { Button, Field, Input } from '@edna/ui-kit';
import { displayName } from '../../shared/lib/display-name';
import type { LeagueRank } from './league-ranks';

/** Where a ranked score stands: waiting for a name, being sent, stored, refused for good, or failing after every retry. */
export type ScoreStatus =
  | { kind: 'needs-name' }
  | { kind: 'sending' }
  | { kind: 'saved'; score: number; completionTime: number; rank?: number; username: string; leagues: LeagueRank[] }
  | { kind: 'already-saved' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export interface FinishPanelProps {
  theme: string;
  /** Null for today's puzzle; the date of an archive puzzle. */
  archiveDate: string | null;
  ranked: boolean;
  /** The server's completion: time and score. */
  completionTime: number;
  score: number | null;
  streak: number | null;
  status: ScoreStatus | null;
  /** A message about the name the server refused, shown on the name field. */
  nameError: string | null;
  onSaveName: (username: string) => void;
  onSkipName: () => void;
  onRetry: () => void;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The finish, in the page above the grid (it never covers the grid and stays until the player leaves): time, score,
 * rank on the public board and each joined league, the streak, and the name asked for inline when a ranked score
 * needs one. It takes the focus when it appears.
 */
export function FinishPanel({ theme, archiveDate, ranked, completionTime, score, streak, status, nameError, onSaveName, onSkipName, onRetry }: FinishPanelProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="finish">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Puzzle Complete!
      </h2>
      <p>{archiveDate ? `You've mastered the ${theme} challenge of ${archiveDate}!` : `You've mastered today's ${theme} challenge!`}</p>
      <Figures>
        <div>
          <dt>Time</dt>
          <dd>{formatClock(completionTime)}</dd>
        </div>
        {score !== null && (
          <div>
            <dt>Score</dt>
            <dd>{score}</dd>
          </div>
        )}
        {status?.kind === 'saved' && status.rank !== undefined && (
          <div>
            <dt>Rank today</dt>
            <dd>#{status.rank}</dd>
          </div>
        )}
        {status?.kind === 'saved' &&
          status.leagues.map((league) => (
            <div key={league.code}>
              <dt>Rank in {league.name}</dt>
              <dd>#{league.rank}</dd>
            </div>
          ))}
        {streak !== null && streak > 0 && (
          <div>
            <dt>Daily streak</dt>
            <dd>{days(streak)}</dd>
          </div>
        )}
      </Figures>
      {!ranked && <p>Practice solve · not ranked.</p>}
      {ranked && <ScoreState status={status} nameError={nameError} onSaveName={onSaveName} onSkipName={onSkipName} onRetry={onRetry} />}
      {!archiveDate && <p>Come back tomorrow for a new puzzle.</p>}
    </Panel>
  );
}

function ScoreState({ status, nameError, onSaveName, onSkipName, onRetry }: Pick<FinishPanelProps, 'status' | 'nameError' | 'onSaveName' | 'onSkipName' | 'onRetry'>) {
  switch (status?.kind) {
    case 'needs-name':
      return <NameForm error={nameError} onSave={onSaveName} onSkip={onSkipName} />;
    case 'sending':
      return <p role="status">Saving your score…</p>;
    case 'saved':
      return <p role="status">Saved on today’s leaderboard as {displayName(status.username)}.</p>;
    case 'already-saved':
      return <p role="status">Your score for this puzzle is already on the leaderboard.</p>;
    case 'refused':
      return <p role="alert">{status.message}</p>;
    case 'failed':
      return (
        <Failure role="alert">
          <span>Your score could not be saved. Check your connection, then try again.</span>
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </Failure>
      );
    default:
      return null;
  }
}

/** The leaderboard name, asked for in the finish itself: 2 to 20 letters, digits, underscores or hyphens. */
function NameForm({ error, onSave, onSkip }: { error: string | null; onSave: (username: string) => void; onSkip: () => void }) {
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateUsername(value);
    if (!checked.ok) {
      setLocalError(checked.message);
      return;
    }
    setLocalError(null);
    onSave(checked.username);
  };
  const shown = localError ?? error;
  return (
    <NameFormBox onSubmit={submit} noValidate aria-label="Enter the Leaderboard">
      <p>Choose the name your score appears under. Skip, and you appear as an anonymous solver.</p>
      <Field label="Username" hint="2 to 20 letters, numbers, underscores or hyphens." error={shown ?? undefined}>
        <Input
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (localError) setLocalError(null);
          }}
          maxLength={USERNAME_INPUT_MAX_LENGTH}
          autoComplete="nickname"
          autoCapitalize="off"
          spellCheck={false}
        />
      </Field>
      <Buttons>
        <Button type="submit">Save username</Button>
        <Button variant="ghost" onClick={onSkip}>
          Skip
        </Button>
      </Buttons>
    </NameFormBox>
  );
}

const Panel = styled.section`
  width: 100%;
  margin: 0 0 0.75rem;
  padding: 1rem;
  text-align: center;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.375rem;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0.25rem 0;
    overflow-wrap: break-word;
  }
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem 1.25rem;
  margin: 0.5rem 0;
  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 0.5rem 0;
`;

const NameFormBox = styled.form`
  text-align: left;
  margin: 0.5rem 0;
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;
