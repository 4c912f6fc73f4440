import styled from 'styled-components';
import { analyticsExportPath } from '@edna/shared-contracts/rules';
import type { QuizDropOff } from '@edna/shared-contracts';
import { ChangeNote } from '../../../shared/components/change-note';
import { CsvDownloadLink } from '../../../shared/components/csv-buttons';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { Muted, Section, Stat, StatList, TabStack } from '../../../shared/components/layout';
import { RangeQueryView } from '../../../shared/components/range-query-view';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { formatCount, formatRatio } from '../../../shared/lib/format';
import { describeRange, type RangeSelection } from '../../../shared/range/date-range';
import { csvHref } from '../../../shared/range/use-range-query';
import { useQuizDropOff } from '../api/analytics-range-api';
import { moodMix } from '../funnel-format';

/** Where unfinished quiz runs stopped: the last question index they reached, and the questions most left at. */
export function DropOffSection({ selection }: { selection: RangeSelection }) {
  const dropOff = useQuizDropOff(selection);
  return (
    <Section
      title="Drop-off per question"
      titleLevel={3}
      id="drop-off"
      actions={<CsvDownloadLink href={csvHref(analyticsExportPath('drop-off'), selection)}>Download drop-off CSV</CsvDownloadLink>}
    >
      <Muted>Quiz runs that started {describeRange(selection)} and never reached their results, by the last question they answered.</Muted>
      <RangeQueryView query={dropOff} what="Drop-off">
        {(data) => <DropOff dropOff={data} selection={selection} />}
      </RangeQueryView>
    </Section>
  );
}

function DropOff({ dropOff, selection }: { dropOff: QuizDropOff; selection: RangeSelection }) {
  const { startedSessions, unfinishedSessions } = dropOff;
  return (
    <>
      <StatList>
        <Stat label="Quiz runs started" change={<ChangeNote value={startedSessions.value} previous={startedSessions.previousValue} preset={selection.preset} better="up" />}>
          {formatCount(startedSessions.value)}
        </Stat>
        <Stat label="Unfinished runs" change={<ChangeNote value={unfinishedSessions.value} previous={unfinishedSessions.previousValue} preset={selection.preset} better="down" />}>
          {formatCount(unfinishedSessions.value)}
        </Stat>
      </StatList>
      {unfinishedSessions.value === 0 ? (
        <Muted>Every quiz run {describeRange(selection)} reached its results.</Muted>
      ) : (
        <TabStack>
          <ScrollRegion label="Drop-off by last question reached">
            <DataTable>
              <TableHead columns={[{ label: 'Last question' }, { label: 'Runs', numeric: true }, { label: 'Share of unfinished', numeric: true }]} />
              <tbody>
                {dropOff.byIndex.map((entry) => (
                  <tr key={entry.questionIndex}>
                    <th scope="row">Question {entry.questionIndex + 1}</th>
                    <td className="number">{formatCount(entry.sessions)}</td>
                    <td className="number">{formatRatio(entry.shareOfUnfinished)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollRegion>
          <ScrollRegion label="Questions where most runs stop">
            <QuestionsTable>
              <TableHead columns={[{ label: 'Question' }, { label: 'Position', numeric: true }, { label: 'Runs stopped', numeric: true }, { label: 'Mood mix' }, { label: 'Discrimination', numeric: true }]} />
              <tbody>
                {dropOff.questions.map((question) => (
                  <tr key={`${question.questionId}-${question.questionIndex}`}>
                    <td>{question.text}</td>
                    <td className="number">{question.questionIndex + 1}</td>
                    <td className="number">{formatCount(question.sessions)}</td>
                    <td>{moodMix(question.moodCounts)}</td>
                    <td className="number">{question.observedDiscrimination === null ? '—' : question.observedDiscrimination.toFixed(2)}</td>
                  </tr>
                ))}
              </tbody>
            </QuestionsTable>
          </ScrollRegion>
        </TabStack>
      )}
    </>
  );
}

const QuestionsTable = styled(DataTable)`
  min-width: 40rem;
  td:first-child {
    min-width: 16rem;
  }
`;

