import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Skeleton, useDocumentTitle } from '@edna/ui-kit';
import { RESULT_HEADING } from '@edna/shared-contracts/rules';
import { Muted, PageColumn } from '../../../shared/layout';
import { isResultGone, useKeptResult } from '../api/kept-results';
import { ResultView } from './result-view';

const takenOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** /r/{token}: a kept result reopened from its private link, on any device. */
export function ResultPage() {
  useDocumentTitle('Your kept result');
  const token = useParams().token ?? '';
  const kept = useKeptResult(token);

  if (kept.data) {
    return (
      <ResultView
        result={kept.data.result}
        link={{ token, compareCode: kept.data.compareCode }}
        percentiles={kept.data.percentiles}
        status={<Muted>Taken on {takenOn(kept.data.takenAt)}; opened from your private link.</Muted>}
      />
    );
  }
  return (
    <PageColumn>
      <Title>{RESULT_HEADING.title}</Title>
      {kept.error ? (
        <LinkProblem
          gone={isResultGone(kept.error)}
          goneTitle="This result link does not work"
          goneText="The result was deleted, or the link was not copied in full. You can take the quiz again at any time."
          failedTitle="The result could not be loaded"
          retry={() => void kept.refetch()}
        />
      ) : (
        <LoadingResult />
      )}
    </PageColumn>
  );
}

interface LinkProblemProps {
  /** The API said the result does not exist (deleted, or a link not copied in full); otherwise loading failed. */
  gone: boolean;
  goneTitle: string;
  goneText: string;
  failedTitle: string;
  retry: () => void;
}

/** Why a private or compare link shows nothing: the result is gone (take the quiz), or it could not be loaded (retry). */
export function LinkProblem({ gone, goneTitle, goneText, failedTitle, retry }: LinkProblemProps) {
  return (
    <Message role="alert">
      <h2>{gone ? goneTitle : failedTitle}</h2>
      <Muted>{gone ? goneText : 'Check your connection and try again.'}</Muted>
      {gone ? (
        <Button as={Link} to="/quiz">
          Take the quiz
        </Button>
      ) : (
        <Button onClick={retry}>Retry</Button>
      )}
    </Message>
  );
}

function LoadingResult() {
  return (
    <Card aria-busy="true" aria-label="Loading your result">
      <Placeholders>
        <Skeleton width="10rem" height="1rem" />
        <Skeleton width="14rem" height="2.5rem" />
        <Skeleton height="1rem" />
        <Skeleton width="80%" height="1rem" />
      </Placeholders>
    </Card>
  );
}

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 6vw, 2.5rem);
`;

export const Message = styled(Card)`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 {
    margin: 0;
  }
`;

const Placeholders = styled.div`
  display: grid;
  gap: 0.75rem;
`;
