import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@edna/ui-kit';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from '@edna/ui-kit/dialog';

interface ResumeNoticeProps {
  questionNumber: number;
  total: number;
  answered: number;
  onStartOver: () => void;
  /** Where focus goes once the quiz started over (this notice, and the button that opened the dialog, are gone). */
  focusAfterStartOver: () => void;
}

/** Shown when a quiz in progress was resumed: where the visitor is, and a way to start over (after a confirmation). */
export function ResumeNotice({ questionNumber, total, answered, onStartOver, focusAfterStartOver }: ResumeNoticeProps) {
  const startedOver = useRef(false);
  return (
    <Notice aria-label="Quiz resumed">
      <p>
        <strong>Welcome back.</strong> Your {answered === 1 ? 'answer is' : `${answered} answers are`} kept; you are on question {questionNumber} of{' '}
        {total}.
      </p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            Start over
          </Button>
        </DialogTrigger>
        <DialogContent
          maxWidth="26rem"
          onCloseAutoFocus={(event) => {
            if (!startedOver.current) return;
            event.preventDefault();
            focusAfterStartOver();
          }}
        >
          <DialogTitle>Start the quiz over?</DialogTitle>
          <DialogDescription>Your answers so far will be cleared and the quiz starts again at question 1.</DialogDescription>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Keep my answers</Button>
            </DialogClose>
            <DialogClose asChild>
              <Button
                variant="danger"
                onClick={() => {
                  startedOver.current = true;
                  onStartOver();
                }}
              >
                Start over
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Notice>
  );
}

const Notice = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
  }
`;
