import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Label, toast, useDocumentTitle } from '@edna/ui-kit';
import { Progress } from '@edna/ui-kit/progress';
import { Select } from '@edna/ui-kit/select';
import { QUIZ, STORAGE_KEYS, type QuizMode } from '@edna/shared-contracts/rules';
import { fireConfetti } from '../../../shared/confetti';
import { removeSession, sessionStore, writeSession } from '../../../shared/browser-storage';
import { Muted, PageColumn } from '../../../shared/layout';
import { track } from '../../../shared/track';
import { useQuizQuestions, useSubmitQuiz } from '../api/quiz-api';
import { clearSavedOptionOrders, optionsInDisplayOrder } from '../model/option-order';
import { answerProblem, answeredCount, initialQuizState, isLastQuestion, quizReducer, submissionAnswers } from '../model/quiz-state';
import { currentQuizSessionId, renewQuizSessionId } from '../model/session-id';
import { GuideDialog } from './guide-dialog';
import { MoodRow } from './mood-row';
import { QuestionCard } from './question-card';
import { QuizSkeleton } from './quiz-skeleton';

const MODE_ITEMS = [
  { value: 'STANDARD', label: 'Standard (20 Questions)', description: 'Good balance of accuracy and time' },
  { value: 'DEEP_DIVE', label: 'Deep Dive (30 Questions)', description: 'Maximum accuracy, more detailed results' },
] as const;

export function QuizPage() {
  useDocumentTitle('Quiz');
  const navigate = useNavigate();
  const { questions: bank, isLoading, error, retry } = useQuizQuestions();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [generation, setGeneration] = useState(0);
  const [guideOpen, setGuideOpen] = useState(false);
  const guideShown = useRef(false);
  const questionTextRef = useRef<HTMLSpanElement>(null);
  const shownIndex = useRef<number | null>(null);
  const submit = useSubmitQuiz();

  useEffect(() => {
    if (!bank) return;
    dispatch({ type: 'loaded', bank });
    currentQuizSessionId();
  }, [bank]);

  useEffect(() => {
    if (bank && bank.length < QUIZ.modes[state.mode].total) {
      console.warn(`Not enough questions available: ${bank.length} for ${QUIZ.modes[state.mode].total}; continuing with what exists`);
    }
  }, [bank, state.mode]);

  useEffect(() => {
    if (bank && state.total > 0 && !guideShown.current) {
      guideShown.current = true;
      setGuideOpen(true);
    }
  }, [bank, state.total]);

  // Moving to another question puts keyboard and screen-reader focus on its text.
  useEffect(() => {
    if (shownIndex.current !== null && shownIndex.current !== state.index) questionTextRef.current?.focus();
    shownIndex.current = state.index;
  }, [state.index]);

  const question = state.questions[state.index];
  const options = useMemo(
    () => (question ? optionsInDisplayOrder(question.id, question.options, sessionStore()) : []),
    // `generation` changes on a reset, after the saved orders were removed: shuffle again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question, generation],
  );

  const answer = useCallback(
    (optionId: string) => {
      const problem = answerProblem(state, state.index, optionId);
      if (problem) {
        console.warn(problem);
        return;
      }
      if (state.answers[state.index] === optionId) return;
      dispatch({ type: 'answered', index: state.index, optionId });
      void track('question_answered', { questionId: state.questions[state.index]!.id, questionIndex: state.index, totalQuestions: state.total });
    },
    [state],
  );

  const changeMode = (mode: string) => {
    if (state.index !== 0 || mode === state.mode || (mode !== 'STANDARD' && mode !== 'DEEP_DIVE')) return;
    clearSavedOptionOrders(sessionStore());
    renewQuizSessionId();
    setGeneration((value) => value + 1);
    dispatch({ type: 'modeChanged', mode: mode as QuizMode });
  };

  const submitAnswers = () => {
    if (answeredCount(state) !== state.total) {
      toast({ title: 'Please answer all questions', description: 'You need to answer all questions before submitting.' });
      return;
    }
    submit.mutate(
      { answers: submissionAnswers(state), quizMode: state.mode, quizSessionId: currentQuizSessionId() },
      {
        onSuccess: (result) => {
          writeSession(STORAGE_KEYS.quizResult, JSON.stringify(result));
          removeSession(STORAGE_KEYS.shareBadgeUrl);
          void fireConfetti({ particleCount: QUIZ.submitConfettiParticles, spread: 70, origin: { y: 0.6 } });
          navigate('/results');
        },
        onError: (submitError) => {
          console.error('Quiz submission failed', submitError);
          toast({
            title: 'Failed to submit quiz',
            description: 'There was an error submitting your answers. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const goNext = () => {
    if (isLastQuestion(state)) submitAnswers();
    else dispatch({ type: 'next' });
  };

  const submitting = submit.isPending;
  const selected = state.answers[state.index] ?? null;
  const modeItem = MODE_ITEMS.find((item) => item.value === state.mode)!;

  let body;
  if (error) {
    body = (
      <Card role="alert">
        <h2>The questions could not be loaded</h2>
        <Muted>Check your connection and try again.</Muted>
        <Actions>
          <Button onClick={retry}>Retry</Button>
        </Actions>
      </Card>
    );
  } else if (isLoading) {
    body = <QuizSkeleton />;
  } else if (!question) {
    body = (
      <Card>
        <h2>No questions are available yet</h2>
        <Muted>Please come back a little later.</Muted>
      </Card>
    );
  } else {
    body = (
      <Card>
        <Stack>
          <ProgressRow>
            <ProgressText aria-live="polite">
              Question {state.index + 1} of {state.total}
            </ProgressText>
            <Progress value={((state.index + 1) / state.total) * 100} label="Quiz progress" valueText={`Question ${state.index + 1} of ${state.total}`} />
          </ProgressRow>

          {state.index === 0 && (
            <ModeField>
              <Label htmlFor="quiz-mode">Quiz mode</Label>
              <Select
                id="quiz-mode"
                items={MODE_ITEMS}
                value={state.mode}
                onValueChange={changeMode}
                placeholder="Select quiz mode"
                disabled={state.index !== 0 || submitting}
                aria-describedby="quiz-mode-hint"
              />
              <Muted id="quiz-mode-hint">{modeItem.description}</Muted>
            </ModeField>
          )}

          <QuestionCard
            ref={questionTextRef}
            name={`quiz-${generation}-question-${state.index}`}
            text={question.text}
            options={options}
            selected={selected}
            disabled={submitting}
            onSelect={answer}
          />

          {selected && (
            <MoodRow
              key={`${generation}-${state.index}`}
              questionId={question.id}
              questionIndex={state.index}
              totalQuestions={state.total}
              quizMode={state.mode}
            />
          )}

          <Navigation>
            <Button variant="secondary" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0 || submitting}>
              Previous
            </Button>
            <Button onClick={goNext} disabled={!selected || submitting} aria-busy={submitting || undefined}>
              {isLastQuestion(state) ? 'See Results' : 'Next Question'}
            </Button>
          </Navigation>
        </Stack>
      </Card>
    );
  }

  return (
    <PageColumn>
      <Title>Entrepreneurial DNA Quiz</Title>
      {body}
      <GuideDialog
        open={guideOpen}
        onOpenChange={setGuideOpen}
        questionCount={state.total}
        onClosed={() => questionTextRef.current?.focus()}
      />
    </PageColumn>
  );
}

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 5vw, 2rem);
`;

const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const ProgressRow = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const ProgressText = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ModeField = styled.div`
  display: grid;
  gap: 0.375rem;
  max-width: 22rem;
`;

const Navigation = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  flex-wrap: wrap;
  padding-top: 0.5rem;

  & > * {
    flex: 1 1 9rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const Actions = styled.div`
  margin-top: 1rem;
`;
