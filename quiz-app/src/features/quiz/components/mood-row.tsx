import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MOODS, MOOD_EMOJI, type Mood, type QuizMode } from '@edna/shared-contracts/rules';
import { focusRing } from '@edna/ui-kit';
import { track } from '../../../shared/track';
import { postMood } from '../api/quiz-api';
import { moodAfterKey } from '../model/mood-keys';

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

/** Stores the mood of a question display, then tracks it; a failure is only logged. */
async function sendMood(props: MoodRowProps, mood: Mood): Promise<void> {
  const { questionId, questionIndex, totalQuestions, quizMode } = props;
  try {
    await postMood({ questionId, questionIndex, quizMode, mood });
    await track('mood_tracked', { questionId, questionIndex, totalQuestions, quizMode, mood });
  } catch (error) {
    console.error('Error tracking mood', error);
  }
}

/**
 * "How did this question make you feel?": one radio group, a single Tab stop whose arrow keys move between the five
 * moods. A chosen mood can be changed while the question is shown; the one chosen last is sent once, when the
 * question is left (Next, Previous, See Results), so a change of mind is never counted twice. The row stays in place
 * when a mood is chosen, so focus stays on it.
 */
export function MoodRow(props: MoodRowProps) {
  const [mood, setMood] = useState<Mood | null>(null);
  const chosen = useRef<{ mood: Mood | null; props: MoodRowProps }>({ mood: null, props });
  chosen.current = { mood, props };
  const buttons = useRef<Partial<Record<Mood, HTMLButtonElement | null>>>({});

  // The parent remounts the row per question display, so unmounting is leaving the question.
  useEffect(
    () => () => {
      const { mood: last, props: current } = chosen.current;
      if (last) void sendMood(current, last);
    },
    [],
  );

  const choose = (next: Mood) => setMood(next);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: Mood) => {
    const next = moodAfterKey(event.key, current);
    if (!next) return;
    event.preventDefault();
    choose(next);
    buttons.current[next]?.focus();
  };
  const labelId = `mood-label-${props.questionIndex}`;

  return (
    <Row aria-labelledby={labelId}>
      <Prompt id={labelId}>How did this question make you feel? (optional)</Prompt>
      <Buttons role="radiogroup" aria-labelledby={labelId}>
        {MOODS.map((option, index) => (
          <MoodButton
            key={option}
            ref={(element) => {
              buttons.current[option] = element;
            }}
            type="button"
            role="radio"
            aria-checked={mood === option}
            tabIndex={mood === option || (mood === null && index === 0) ? 0 : -1}
            onClick={() => choose(option)}
            onKeyDown={(event) => onKeyDown(event, option)}
          >
            <span aria-hidden="true">{MOOD_EMOJI[option]}</span>
            {MOOD_LABELS[option]}
          </MoodButton>
        ))}
      </Buttons>
      <Thanks role="status">{mood ? 'Thanks for sharing your mood!' : ''}</Thanks>
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
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-checked='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.highlight};
    font-weight: 700;
  }
  ${focusRing}
`;

/* Holds its line while empty, so the thanks appearing moves nothing. */
const Thanks = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;
