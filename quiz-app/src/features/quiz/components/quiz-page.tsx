import { startTransition, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Label, toast, useDocumentTitle } from '@edna/ui-kit';
import { Progress } from '@edna/ui-kit/progress';
import { Select } from '@edna/ui-kit/select';
import { QUIZ, QUIZ_PAGE_TITLE, STORAGE_KEYS, type QuizMode } from '@edna/shared-contracts/rules';
import type { SubmitQuizResponse } from '@edna/shared-contracts';
import { afterNextPaint } from '../../../shared/after-next-paint';
import { fireConfetti } from '../../../shared/confetti';
import { readLocal, removeLocal, removeSession, sessionStore, writeLocal, writeSession } from '../../../shared/browser-storage';
import { Muted, PageColumn } from '../../../shared/layout';
import { clearSavedOptionOrders, saveResultLink } from '../../../shared/quiz-storage';
import { track } from '../../../shared/track';
import { useFirstPaintValue } from '../../../shared/first-paint-data';
import { useQuizQuestions, useSubmitQuiz } from '../api/quiz-api';
import { optionsInDisplayOrder, restoreOptionOrder, savedOptionOrder } from '../model/option-order';
import { isWorthKeeping, parseSavedProgress, progressOf, resumeQuiz } from '../model/quiz-progress';
import { answerProblem, answeredCount, initialQuizState, isLastQuestion, quizReducer, submissionAnswers, type QuizState } from '../model/quiz-state';
import { currentQuizSessionId, renewQuizSessionId, resumeQuizSessionId } from '../model/session-id';
import { GuideDialog } from './guide-dialog';
import { MoodRow } from './mood-row';
import { QuestionCard } from './question-card';
import { QuizSkeleton } from './quiz-skeleton';
import { ResumeNotice } from './resume-notice';

const MODE_ITEMS = [
  { value: 'STANDARD', label: 'Standard (20 Questions)', description: 'Good balance of accuracy and time' },
  { value: 'DEEP_DIVE', label: 'Deep Dive (30 Questions)', description: 'Maximum accuracy, more detailed results' },
] as const;

const MODE_NAMES: Record<QuizMode, string> = { STANDARD: 'Standard', DEEP_DIVE: 'Deep Dive' };

/** This page in the page manifest (`owner/name`), as the document's request-time values name it. */
const QUIZ_PAGE_KEY = 'quiz/quiz';

/** The option orders this tab holds for the quiz's questions, copied into the kept progress. */
function currentOptionOrders(state: QuizState): Record<string, string[]> {
  const orders: Record<string, string[]> = {};
  for (const question of state.questions) {
    const order = savedOptionOrder(question.id, sessionStore());
    if (order) orders[question.id] = order;
  }
  return orders;
}

/** The result as kept under quizResult: the scored result and its id, without the link secrets (kept apart, never tracked). */
function keepResult({ resultToken, compareCode, ...result }: SubmitQuizResponse): void {
  writeSession(STORAGE_KEYS.quizResult, JSON.stringify(result));
  removeSession(STORAGE_KEYS.shareBadgeUrl);
  if (resultToken && compareCode) saveResultLink({ token: resultToken, compareCode });
  else removeSession(STORAGE_KEYS.quizResultLink);
}

export function QuizPage() {
  useDocumentTitle('Quiz');
  const navigate = useNavigate();
  const { questions: bank, isLoading, error, retry } = useQuizQuestions();
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const [generation, setGeneration] = useState(0);
  const [guideOpen, setGuideOpen] = useState(false);
  const [guidePending, setGuidePending] = useState(false);
  const [resumed, setResumed] = useState(false);
  const [restartNote, setRestartNote] = useState('');
  /** Set once the loaded questions were turned into a quiz (new or resumed): from then on it is kept as it changes. */
  const started = useRef(false);
  const finished = useRef(false);
  const questionTextRef = useRef<HTMLSpanElement>(null);
  const shownIndex = useRef<number | null>(null);
  const submit = useSubmitQuiz();
  const openingQuestion = useFirstPaintValue(QUIZ_PAGE_KEY, 'openingQuestion');

  // The first question and, after it, the guide are large renders: each runs as a transition, in slices between which
  // the browser answers input, while the placeholders stay on screen.
  useEffect(() => {
    if (!bank || started.current) return;
    started.current = true;
    const saved = parseSavedProgress(readLocal(STORAGE_KEYS.quizProgress));
    const resumedState = saved && resumeQuiz(bank, saved);
    if (saved && resumedState) resumeQuizSessionId(saved.quizSessionId);
    currentQuizSessionId();
    if (saved && resumedState) {
      for (const [questionId, order] of Object.entries(saved.optionOrders)) restoreOptionOrder(Number(questionId), order, sessionStore());
      startTransition(() => {
        dispatch({ type: 'restored', state: resumedState });
        setResumed(true);
      });
      return;
    }
    removeLocal(STORAGE_KEYS.quizProgress);
    startTransition(() => {
      dispatch({ type: 'loaded', bank });
      if (bank.length > 0) setGuidePending(true);
    });
  }, [bank]);

  // The guide opens over the first question once that has painted: the dialog's focus trap and scroll lock cost a
  // long task of their own on a slow phone.
  useEffect(() => {
    if (!guidePending) return;
    return afterNextPaint(() =>
      startTransition(() => {
        setGuidePending(false);
        setGuideOpen(true);
      }),
    );
  }, [guidePending]);

  useEffect(() => {
    if (!started.current || finished.current || state.questions.length === 0) return;
    if (isWorthKeeping(state)) writeLocal(STORAGE_KEYS.quizProgress, JSON.stringify(progressOf(state, currentOptionOrders(state), Date.now(), currentQuizSessionId())));
    else removeLocal(STORAGE_KEYS.quizProgress);
  }, [state]);

  useEffect(() => {
    if (bank && bank.length < QUIZ.modes[state.mode].total) {
      console.warn(`Not enough questions available: ${bank.length} for ${QUIZ.modes[state.mode].total}; continuing with what exists`);
    }
  }, [bank, state.mode]);

  // Moving to another question puts keyboard and screen-reader focus on its text.
  useEffect(() => {
    if (shownIndex.current !== null && shownIndex.current !== state.index) questionTextRef.current?.focus();
    shownIndex.current = state.index;
  }, [state.index]);

  const question = state.questions[state.index];
  const options = useMemo(
    () => (question ? optionsInDisplayOrder(question.id, question.options, sessionStore()) : []),
    // `generation` changes on a restart, after the saved orders were removed: shuffle again.
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
      if (state.answers[state.index] !== optionId) dispatch({ type: 'answered', index: state.index, optionId });
    },
    [state],
  );

  /** One question_answered per kept answer: sent when the visitor moves on from a question, never again for it. */
  const reportCurrentAnswer = () => {
    const current = state.questions[state.index];
    if (!current || state.answers[state.index] == null || state.reported.includes(state.index)) return;
    dispatch({ type: 'reported', index: state.index });
    void track('question_answered', { questionId: current.id, questionIndex: state.index, totalQuestions: state.total, quizMode: state.mode });
  };

  /** A new quiz: new session id, new option orders, nothing kept from the one before. */
  const restart = (mode: QuizMode) => {
    clearSavedOptionOrders(sessionStore());
    removeLocal(STORAGE_KEYS.quizProgress);
    renewQuizSessionId();
    setGeneration((value) => value + 1);
    setResumed(false);
    dispatch(mode === state.mode ? { type: 'reset' } : { type: 'modeChanged', mode });
  };

  const changeMode = (mode: string) => {
    if (state.index !== 0 || mode === state.mode || (mode !== 'STANDARD' && mode !== 'DEEP_DIVE')) return;
    const lost = state.answers[0] != null;
    restart(mode);
    setRestartNote(`The quiz restarted in ${MODE_NAMES[mode]} mode${lost ? '; your first answer was cleared' : ''}.`);
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
          finished.current = true;
          removeLocal(STORAGE_KEYS.quizProgress);
          keepResult(result);
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
    setResumed(false);
    setRestartNote('');
    reportCurrentAnswer();
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
  } else if (isLoading || (bank && bank.length > 0 && state.questions.length === 0)) {
    // Also while the loaded questions are being turned into a quiz (the effect above), so an empty quiz never shows.
    body = <QuizSkeleton openingQuestion={openingQuestion} />;
  } else if (!question) {
    body = (
      <Card>
        <h2>No questions are available yet</h2>
        <Muted>Please come back a little later.</Muted>
      </Card>
    );
  } else {
    body = (
      <QuizCard>
        {resumed && (
          <ResumeNotice
            questionNumber={state.index + 1}
            total={state.total}
            answered={answeredCount(state)}
            onStartOver={() => {
              restart(state.mode);
              setRestartNote('The quiz started over: your answers were cleared.');
            }}
            focusAfterStartOver={() => questionTextRef.current?.focus()}
          />
        )}

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
              aria-describedby="quiz-mode-hint quiz-mode-restarts"
            />
            <Muted id="quiz-mode-hint">{modeItem.description}</Muted>
            <Muted id="quiz-mode-restarts">Changing the mode restarts the quiz.</Muted>
          </ModeField>
        )}
        <LiveNote role="status">{restartNote}</LiveNote>

        <QuestionCard ref={questionTextRef} key={`question-${generation}-${state.index}`} text={question.text} options={options} selected={selected} disabled={submitting} onSelect={answer} />

        {selected && (
          <MoodRow
            key={`mood-${generation}-${state.index}`}
            questionId={question.id}
            questionIndex={state.index}
            totalQuestions={state.total}
            quizMode={state.mode}
          />
        )}

        <QuizBar aria-label="Quiz progress and navigation">
          <ProgressRow>
            <ProgressText aria-live="polite">
              Question {state.index + 1} of {state.total}
            </ProgressText>
            <Progress value={((state.index + 1) / state.total) * 100} label="Quiz progress" valueText={`Question ${state.index + 1} of ${state.total}`} />
          </ProgressRow>
          <Navigation>
            <Button
              variant="secondary"
              onClick={() => {
                setResumed(false);
                dispatch({ type: 'previous' });
              }}
              disabled={state.index === 0 || submitting}>
              Previous
            </Button>
            <Button onClick={goNext} disabled={!selected || submitting} aria-busy={submitting || undefined}>
              {isLastQuestion(state) ? 'See Results' : 'Next Question'}
            </Button>
          </Navigation>
        </QuizBar>
      </QuizCard>
    );
  }

  return (
    <PageColumn>
      <Title>{QUIZ_PAGE_TITLE}</Title>
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

const QuizCard = styled(Card)`
  display: grid;
  gap: 1.25rem;
  /* The bar below reaches the card's edges. */
  padding-bottom: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-bottom: 0;
  }
`;

/**
 * Progress and Previous/Next stay in view at the bottom of the screen while the question scrolls under them, and
 * settle below the options at the end of the card, so they never hide an option for good. On narrow screens the
 * right end stays free for the shell's floating scroll-to-top button.
 */
const QuizBar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 10;
  display: grid;
  gap: 0.625rem;
  margin: 0 -1.25rem;
  padding: 0.75rem 3.5rem 0.75rem 0.75rem;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0 0 ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: 0.875rem 1.25rem 1.25rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    margin: 0 -1.5rem;
    padding: 1rem 1.5rem 1.5rem;
  }
`;

const ProgressRow = styled.div`
  display: grid;
  gap: 0.375rem;
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

/** Always in the page, so screen readers announce what appears in it; empty, it takes no room in the grid. */
const LiveNote = styled.p`
  margin: 0;
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;

const Navigation = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;

  & > * {
    flex: 1 1 auto;
    min-width: 0;
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
