import { useEffect } from 'react';
import styled from 'styled-components';
import { CROSSWORD, formatClock } from '@edna/shared-contracts/rules';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';

export interface CompletionOverlayProps {
  open: boolean;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
  theme: string;
  /** Null for today's puzzle; the date of an archive puzzle. */
  archiveDate: string | null;
  /** A ranked solve: its saved score and time. Practice: the time alone. Null until known. */
  result: { score?: number; completionTime: number } | null;
  ranked: boolean;
  streak: number | null;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** 'Puzzle Complete!' for 5 seconds: the theme, the score and time once saved, the streak, and an invitation for tomorrow. */
export function CompletionOverlay({ open, onClose, onCloseAutoFocus, theme, archiveDate, result, ranked, streak }: CompletionOverlayProps) {
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(onClose, CROSSWORD.completionOverlayMs);
    return () => window.clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent maxWidth="26rem" onCloseAutoFocus={onCloseAutoFocus}>
        <Centered>
          <Trophy aria-hidden="true" viewBox="0 0 24 24" width="48" height="48">
            <path
              fill="currentColor"
              d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1ZM9 5v5a3 3 0 0 0 6 0V5H9ZM6 20h12v2H6v-2Z"
            />
          </Trophy>
          <DialogTitle>Puzzle Complete!</DialogTitle>
          <DialogDescription>
            {archiveDate ? `You've mastered the ${theme} challenge of ${archiveDate}!` : `You've mastered today's ${theme} challenge!`}
          </DialogDescription>
          {ranked && result?.score !== undefined && (
            <Result>
              Score: <strong>{result.score}</strong> · Time: <strong>{formatClock(result.completionTime)}</strong>
            </Result>
          )}
          {ranked && result?.score === undefined && <Result>Your time and score appear here once they are saved.</Result>}
          {!ranked && (
            <Result>
              Practice solve{result ? ' in ' : ''}
              {result && <strong>{formatClock(result.completionTime)}</strong>} · not ranked
            </Result>
          )}
          {streak !== null && streak > 0 && (
            <Streak>
              Daily streak: <strong>{days(streak)}</strong>
            </Streak>
          )}
          <p>Come back tomorrow for a new puzzle.</p>
        </Centered>
      </DialogContent>
    </Dialog>
  );
}

const Centered = styled.div`
  text-align: center;
  h2 {
    padding: 0;
  }
`;

const Trophy = styled.svg`
  display: block;
  margin: 0 auto 0.5rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Result = styled.p`
  font-size: 1.125rem;
`;

const Streak = styled.p`
  font-size: 1.0625rem;
`;
