import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, IconButton, Input } from '@edna/ui-kit';
import { Tooltip } from '@edna/ui-kit/tooltip';
import { DIAGNOSTIC_POWER_MIN_RESPONSES, ENTREPRENEUR_TYPES } from '@edna/shared-contracts/rules';
import type { DiagnosticPowerSource } from '@edna/shared-contracts';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { EmptyState, Muted } from '../../../shared/components/layout';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { formatCount } from '../../../shared/lib/format';
import { useQuestionSearch } from '../api/questions-api';
import { EMPTY_QUESTION_SEARCH, pageCount, pageRangeText, type QuestionSearch } from '../question-search';
import { QuestionItem, SOURCE_LABELS } from './question-item';

export const DISCRIMINATION_EXPLANATION =
  'Observed discrimination: how often the option people chose matches their final primary type, corrected for chance. ' +
  '0 is no better than guessing, 1 is a perfect match. Shown once enough people have answered. ' +
  `Its observed value, mapped onto 0 to 1, replaces the seed value as the diagnostic power once ${DIAGNOSTIC_POWER_MIN_RESPONSES} answers are stored.`;

const POWER_OPTIONS: Record<DiagnosticPowerSource, string> = { seed: 'Seed value', observed: 'Observed value' };

/** The question bank: search and filters, newest first, a page at a time. */
export function QuestionBank() {
  const [search, setSearch] = useState<QuestionSearch>(EMPTY_QUESTION_SEARCH);
  const result = useQuestionSearch(search);
  const listTop = useRef<HTMLParagraphElement>(null);
  const focusWhenTurned = useRef(false);
  // A new search starts on its first page.
  const refine = (change: Partial<Omit<QuestionSearch, 'page'>>) => setSearch((current) => ({ ...current, ...change, page: 1 }));
  // Turning a page moves focus to the top of the new page's list, once it has arrived.
  const goToPage = (page: number) => {
    focusWhenTurned.current = true;
    setSearch((current) => ({ ...current, page }));
  };
  const turned = result.data && !result.isPlaceholderData ? result.data.page : null;
  useEffect(() => {
    if (turned === null || !focusWhenTurned.current) return;
    focusWhenTurned.current = false;
    listTop.current?.focus();
  }, [turned]);

  if (result.isPending) return <LoadingBlock label="Loading the question bank…" />;
  if (result.isError) return <LoadError what="The question bank" error={result.error} onRetry={() => void result.refetch()} />;
  const { questions, total, page, pageSize, counts } = result.data;
  if (counts.all === 0) return <EmptyState>No questions found in the database.</EmptyState>;
  const pages = pageCount(total, pageSize);

  return (
    <>
      <Summary>
        <Muted>
          {formatCount(counts.all)} questions, {formatCount(counts.active)} active.
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
      <Filters role="search" aria-label="Search the question bank" onSubmit={(event) => event.preventDefault()}>
        <Field label="Search">
          <Input type="search" value={search.text} placeholder="Words in the question or its options" onChange={(event) => refine({ text: event.currentTarget.value })} />
        </Field>
        <Field label="Category">
          <Input as="select" value={search.category} onChange={(event) => refine({ category: event.currentTarget.value as QuestionSearch['category'] })}>
            <option value="">Any category</option>
            {ENTREPRENEUR_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Input>
        </Field>
        <Field label="Source">
          <Input as="select" value={search.source} onChange={(event) => refine({ source: event.currentTarget.value as QuestionSearch['source'] })}>
            <option value="">Any source</option>
            {Object.entries(SOURCE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Input>
        </Field>
        <Field label="Diagnostic power in force">
          <Input as="select" value={search.power} onChange={(event) => refine({ power: event.currentTarget.value as QuestionSearch['power'] })}>
            <option value="">Either</option>
            {Object.entries(POWER_OPTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Input>
        </Field>
      </Filters>
      <ResultHeading ref={listTop} tabIndex={-1} aria-live="polite">
        {total === 0 ? 'No question matches.' : `Newest first: ${pageRangeText(page, pageSize, total)}`}
      </ResultHeading>
      {questions.length > 0 ? (
        <ScrollRegion label="Question bank">
          <List>
            {questions.map((question) => (
              <QuestionItem key={question.id} question={question} />
            ))}
          </List>
        </ScrollRegion>
      ) : null}
      {pages > 1 ? (
        <Pager aria-label="Question bank pages">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            Previous page
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
            Next page
          </Button>
        </Pager>
      ) : null}
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

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
`;

const ResultHeading = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.9375rem;
`;
