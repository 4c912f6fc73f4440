import { useState } from 'react';
import styled from 'styled-components';
import { MOODS, MOOD_EMOJI, type Mood, type QuizMode } from '@edna/shared-contracts/rules';
import { focusRing } from '@edna/ui-kit';
import { track } from '../../../shared/track';
import { postMood } from '../api/quiz-api';

type MoodStatus = 'idle' | 'submitting' | 'submitted';

const MOOD_LABELS: Record<Mood, string> = {
  excited: 'Excited',
  curious: 'Curious',
  neutral: 'Neutral',
  confused: 'Confused',
  stressed: 'Stressed',
};

interface MoodRowProps {
  questionId: number;
  questionIndex: number;
  totalQuestions: number;
  quizMode: QuizMode;
}

/**
 * "How did this question feel?": idle, then submitting (buttons disabled), then submitted. Once per
 * question display (the parent remounts it per display); a failure is only logged and the row can be used again.
 */
export function MoodRow({ questionId, questionIndex, totalQuestions, quizMode }: MoodRowProps) {
  const [status, setStatus] = useState<MoodStatus>('idle');

  const choose = async (mood: Mood) => {
    if (status !== 'idle') return;
    setStatus('submitting');
    try {
      await postMood({ questionId, questionIndex, quizMode, mood });
      await track('mood_tracked', { questionId, questionIndex, totalQuestions, quizMode, mood });
      setStatus('submitted');
    } catch (error) {
      console.error('Error tracking mood', error);
      setStatus('idle');
    }
  };

  return (
    <Row aria-labelledby={`mood-label-${questionIndex}`} aria-busy={status === 'submitting'}>
      <Prompt id={`mood-label-${questionIndex}`}>How did this question make you feel? (optional)</Prompt>
      {status === 'submitted' ? (
        <Thanks role="status">Thanks for sharing your mood!</Thanks>
      ) : (
        <Buttons>
          {MOODS.map((mood) => (
            <MoodButton key={mood} type="button" disabled={status === 'submitting'} onClick={() => void choose(mood)}>
              <span aria-hidden="true">{MOOD_EMOJI[mood]}</span>
              {MOOD_LABELS[mood]}
            </MoodButton>
          ))}
        </Buttons>
      )}
    </Row>
  );
}

const Row = styled.section`
  display: grid;
  gap: 0.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Prompt = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const MoodButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0.375rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  cursor: pointer;
  span {
    font-size: 1.25rem;
    line-height: 1;
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

const Thanks = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;
