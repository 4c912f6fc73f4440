import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Skeleton, useDocumentTitle, visuallyHidden } from '@edna/ui-kit';
import { STORAGE_KEYS, TYPE_INFO, TYPE_INFO_BY_TYPE, claritySentence, comparePath } from '@edna/shared-contracts/rules';
import type { QuizResult } from '@edna/shared-contracts';
import { readSession } from '../../../shared/browser-storage';
import { Muted, PageColumn, SectionTitle } from '../../../shared/layout';
import { forgetPendingCompare, isOwnCompareCode, readPendingCompare, readResultLink, savePendingCompare } from '../../../shared/quiz-storage';
import { isResultGone, useComparedResult } from '../api/kept-results';
import { TYPE_PROFILES } from '../content/type-profiles';
import { complementInsights } from '../model/explanations';
import { parseStoredResult } from '../model/stored-result';
import { CopyField } from './copy-field';
import { LinkProblem, Message } from './result-page';
import { TwoColumns } from './result-view';
import { Bars, TypeBreakdown } from './type-breakdown';

type ScoredResult = Omit<QuizResult, 'resultId'>;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /compare/{code}: a co-founder's result beside the visitor's own, or an invitation to take the quiz first. */
export function ComparePage() {
  useDocumentTitle('Compare with a co-founder');
  const code = useParams().code ?? '';
  const partner = useComparedResult(code);
  const [mine] = useState(() => parseStoredResult(readSession(STORAGE_KEYS.quizResult)));
  const [myLink] = useState(() => readResultLink());
  const gone = isResultGone(partner.error);

  useEffect(() => {
    if (gone && readPendingCompare() === code) forgetPendingCompare();
  }, [gone, code]);

  let body;
  if (partner.error) {
    body = (
      <LinkProblem
        gone={gone}
        goneTitle="This compare link does not work"
        goneText="The result was deleted, or the link was not copied in full. You can still take the quiz and send your own compare link."
        failedTitle="The comparison could not be loaded"
        retry={() => void partner.refetch()}
      />
    );
  } else if (!partner.data) {
    body = (
      <Card aria-busy="true" aria-label="Loading the comparison">
        <Skeleton height="12rem" />
      </Card>
    );
  } else if (isOwnCompareCode(code)) {
    body = <OwnLink code={code} />;
  } else if (mine.status !== 'ok') {
    body = <Invitation code={code} partner={partner.data.result} />;
  } else {
    body = <Comparison mine={mine.result} partner={partner.data.result} myCompareCode={myLink?.compareCode ?? null} />;
  }

  return (
    <PageColumn $width="60rem">
      <Title>You and your co-founder</Title>
      {body}
    </PageColumn>
  );
}

function OwnLink({ code }: { code: string }) {
  return (
    <Message>
      <h2>This is your own compare link</h2>
      <Muted>Send it to your co-founder: once they take the quiz, they see both results side by side.</Muted>
      <Wide>
        <CopyField label="Compare link" copyLabel="Copy the compare link" value={`${window.location.origin}${comparePath(code)}`} />
      </Wide>
    </Message>
  );
}

function Invitation({ code, partner }: { code: string; partner: ScoredResult }) {
  const navigate = useNavigate();
  const start = () => {
    savePendingCompare(code);
    navigate('/quiz');
  };
  return (
    <>
      <Message as="section" aria-labelledby="invitation-heading">
        <h2 id="invitation-heading">Your co-founder is a {partner.primaryCategory}</h2>
        <Muted>
          Take the quiz to see your result beside theirs: what each of you brings, and how your types complement each other. The comparison
          waits for you on your results page.
        </Muted>
        <Button onClick={start}>Take the quiz to compare</Button>
      </Message>
      <PersonCard label="Your co-founder" result={partner} />
    </>
  );
}

function Comparison({ mine, partner, myCompareCode }: { mine: ScoredResult; partner: ScoredResult; myCompareCode: string | null }) {
  const insights = complementInsights(mine, partner, TYPE_PROFILES);
  return (
    <>
      <TwoColumns>
        <PersonCard label="You" result={mine} />
        <PersonCard label="Your co-founder" result={partner} />
      </TwoColumns>

      <Card as="section" aria-labelledby="brings-heading">
        <SectionTitle id="brings-heading">What each of you brings</SectionTitle>
        <TwoColumns>
          <Strengths label={`You, a ${mine.primaryCategory}`} result={mine} />
          <Strengths label={`Your co-founder, a ${partner.primaryCategory}`} result={partner} />
        </TwoColumns>
      </Card>

      <Card as="section" aria-labelledby="complement-heading">
        <SectionTitle id="complement-heading">How your types complement</SectionTitle>
        <Insights>
          {insights.map((insight) => (
            <li key={insight.title}>
              <strong>{insight.title}</strong>
              <span>{insight.text}</span>
            </li>
          ))}
        </Insights>
      </Card>

      {myCompareCode && (
        <Card as="section" aria-labelledby="send-back-heading">
          <SectionTitle id="send-back-heading">Send your link back</SectionTitle>
          <CopyField
            label="Your compare link"
            copyLabel="Copy your compare link"
            value={`${window.location.origin}${comparePath(myCompareCode)}`}
            description="So your co-founder sees this comparison too. It shows your result only; it cannot delete it."
          />
        </Card>
      )}
    </>
  );
}

function PersonCard({ label, result }: { label: string; result: ScoredResult }) {
  const index = TYPE_INFO.findIndex((info) => info.type === result.primaryCategory);
  const headingId = `person-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const clarity = claritySentence(result);
  return (
    <Person as="section" aria-labelledby={headingId} $index={index}>
      <Muted>{label}</Muted>
      <h2 id={headingId}>
        <HiddenLabel>{label}: </HiddenLabel>
        {result.primaryCategory}
      </h2>
      <p>{capitalize(TYPE_INFO_BY_TYPE[result.primaryCategory].description)}.</p>
      {clarity && <Clarity data-testid="result-clarity">{clarity}</Clarity>}
      <TypeBreakdown result={result} />
    </Person>
  );
}

function Strengths({ label, result }: { label: string; result: ScoredResult }) {
  return (
    <div>
      <h3>{label}</h3>
      <ul>
        {TYPE_PROFILES[result.primaryCategory].strengths.map((strength) => (
          <li key={strength}>{strength}</li>
        ))}
      </ul>
    </div>
  );
}

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.75rem, 6vw, 2.5rem);
`;

const Wide = styled.div`
  width: 100%;
`;

const Person = styled(Card)<{ $index: number }>`
  display: grid;
  gap: 0.5rem;
  align-content: start;
  border-top: 0.5rem solid ${({ theme, $index }) => theme.colors.types[$index] ?? theme.colors.primary};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: clamp(1.5rem, 6vw, 2rem);
  }
`;

const Clarity = styled.p`
  font-weight: 700;
`;

const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

const Insights = styled(Bars)`
  li {
    gap: 0.25rem;
  }
`;
