import styled from 'styled-components';
import { IconButton } from '@edna/ui-kit';
import { Tooltip } from '@edna/ui-kit/tooltip';
import { DIAGNOSTIC_POWER_MIN_RESPONSES } from '@edna/shared-contracts/rules';
import type { AdminQuestion } from '@edna/shared-contracts';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { EmptyState, Muted } from '../../../shared/components/layout';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { formatCount } from '../../../shared/lib/format';
import { useAdminQuestions } from '../api/questions-api';
import { QuestionItem } from './question-item';

export const DISCRIMINATION_EXPLANATION =
  'Observed discrimination: how often the option people chose matches their final primary type, corrected for chance. ' +
  '0 is no better than guessing, 1 is a perfect match. Shown once enough people have answered. ' +
  `Its observed value, mapped onto 0 to 1, replaces the seed value as the diagnostic power once ${DIAGNOSTIC_POWER_MIN_RESPONSES} answers are stored.`;

export function QuestionBank() {
  const questions = useAdminQuestions();

  if (questions.isPending) return <LoadingBlock label="Loading the question bank…" />;
  if (questions.isError) return <LoadError what="The question bank" error={questions.error} onRetry={() => void questions.refetch()} />;
  const list: AdminQuestion[] = questions.data ?? [];
  if (list.length === 0) return <EmptyState>No questions found in the database.</EmptyState>;

  const active = list.filter((question) => question.active).length;
  return (
    <>
      <Summary>
        <Muted>
          {formatCount(list.length)} questions, {formatCount(active)} active.
        </Muted>
        <Legend>
          <span>Discrimination</span>
          <Tooltip content={DISCRIMINATION_EXPLANATION}>
            <IconButton size="sm" aria-label="What is observed discrimination?">
              <InfoIcon />
            </IconButton>
          </Tooltip>
        </Legend>
      </Summary>
      <ScrollRegion label="Question bank">
        <List>
          {list.map((question) => (
            <QuestionItem key={question.id} question={question} />
          ))}
        </List>
      </ScrollRegion>
    </>
  );
}

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6M12 7.2v.1" strokeLinecap="round" />
    </svg>
  );
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

const Legend = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;
