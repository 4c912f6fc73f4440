import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, toast, useDocumentTitle } from '@edna/ui-kit';
import { QUIZ, STORAGE_KEYS, comparePath } from '@edna/shared-contracts/rules';
import type { QuizResult } from '@edna/shared-contracts';
import { fireConfetti } from '../../../shared/confetti';
import { readSession } from '../../../shared/browser-storage';
import { Muted, SectionTitle } from '../../../shared/layout';
import { readPendingCompare, readResultLink, wasStoredResultDeleted, type ResultLinkSecrets } from '../../../shared/quiz-storage';
import { track } from '../../../shared/track';
import { isResultGone, useKeptResult } from '../api/kept-results';
import { parseStoredResult } from '../model/stored-result';
import { ResultView } from './result-view';

/** /results: the stored result, or back to / with a notice when there is none or it cannot be read. */
export function ResultsPage() {
  useDocumentTitle('Your results');
  const navigate = useNavigate();
  const [stored] = useState(() => parseStoredResult(readSession(STORAGE_KEYS.quizResult)));
  const redirected = useRef(false);

  useEffect(() => {
    if (stored.status === 'ok' || redirected.current) return;
    redirected.current = true;
    if (stored.status === 'missing') {
      // A result deleted a moment ago in this tab already has its confirmation ("Result deleted").
      if (!wasStoredResultDeleted()) toast({ title: 'No quiz results found', description: 'Please take the quiz first to see your results.' });
    } else {
      console.error('Error loading results', stored.reason);
      toast({ title: 'Error loading results', description: 'There was an error loading your quiz results.', variant: 'destructive' });
    }
    navigate('/', { replace: true });
  }, [stored, navigate]);

  // The result is a large render: it runs as a transition, in slices between which the browser answers input.
  const shown = useDeferredValue(stored.status === 'ok' ? stored.result : null, null);
  return shown ? <SessionResult result={shown} /> : null;
}

/** The result of this tab's quiz: celebrated once, tracked once, with its links when the server gave it some. */
function SessionResult({ result }: { result: QuizResult }) {
  const [link] = useState<ResultLinkSecrets | null>(() => readResultLink());
  const [pendingCompare] = useState(() => readPendingCompare());
  const kept = useKeptResult(link?.token ?? null);
  const celebrated = useRef(false);
  const gone = isResultGone(kept.error);

  useEffect(() => {
    if (celebrated.current) return;
    celebrated.current = true;
    // The result's id stays out of analytics: the event cannot be tied to the stored result.
    const { resultId: _resultId, ...viewed } = result;
    void track('results_viewed', viewed);
    for (const burst of QUIZ.celebrationBursts) {
      setTimeout(() => void fireConfetti({ particleCount: burst.particles, spread: 80, origin: { y: 0.55 } }), burst.delayMs);
    }
  }, [result]);

  const compareWaiting = pendingCompare && !gone && pendingCompare !== link?.compareCode;
  return (
    <ResultView
      result={result}
      link={gone ? null : link}
      percentiles={kept.data?.percentiles}
      status={gone && <Muted role="status">This result was deleted: its private link, compare link and share page no longer work.</Muted>}
      aside={
        compareWaiting && (
          <WaitingCard as="section" aria-labelledby="waiting-heading">
            <SectionTitle id="waiting-heading">Your co-founder’s result is waiting</SectionTitle>
            <Muted>You opened a compare link before taking the quiz. Now you can see both results side by side.</Muted>
            <Button as={Link} to={comparePath(pendingCompare)}>
              See how you compare
            </Button>
          </WaitingCard>
        )
      }
    />
  );
}

const WaitingCard = styled(Card)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 {
    margin: 0;
  }
`;
