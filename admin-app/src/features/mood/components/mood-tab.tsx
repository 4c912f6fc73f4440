import { useConcreteTheme } from '@edna/ui-kit';
import styled from 'styled-components';
import { MOODS, MOOD_EMOJI, type Mood, analyticsExportPath } from '@edna/shared-contracts/rules';
import type { RangeMoods } from '@edna/shared-contracts';
import { BarChart } from '../../../shared/components/bar-chart';
import { ChangeNote } from '../../../shared/components/change-note';
import { CsvDownloadLink } from '../../../shared/components/csv-buttons';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { EmptyState, Muted, Section, Stat, StatList, TabStack, TwoColumns } from '../../../shared/components/layout';
import { RangeQueryView } from '../../../shared/components/range-query-view';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { TimeSeriesChart } from '../../../shared/components/time-series-chart';
import { formatCount, formatPercent } from '../../../shared/lib/format';
import { quizModeLabel } from '../../../shared/lib/quiz-mode-labels';
import { describeRange, type RangeSelection } from '../../../shared/range/date-range';
import { useDateRange } from '../../../shared/range/use-date-range';
import { csvHref } from '../../../shared/range/use-range-query';
import { useRangeMoods } from '../api/mood-api';

function moodName(mood: Mood): string {
  return mood.charAt(0).toUpperCase() + mood.slice(1);
}

/** Mood statistics for the selected range: totals, count per mood, moods per day and the questions that felt hardest. */
export function MoodTab() {
  const [selection] = useDateRange();
  const moods = useRangeMoods(selection);
  return (
    <RangeQueryView query={moods} what="Mood statistics">
      {(stats) => <MoodStatistics stats={stats} selection={selection} />}
    </RangeQueryView>
  );
}

function MoodStatistics({ stats, selection }: { stats: RangeMoods; selection: RangeSelection }) {
  const theme = useConcreteTheme();
  const total = stats.totalMoods.value;
  const csvLink = <CsvDownloadLink href={csvHref(analyticsExportPath('moods'), selection)}>Download moods CSV</CsvDownloadLink>;
  if (total === 0) {
    return (
      <TabStack>
        <EmptyState>No stress data available yet.</EmptyState>
        <ChangeNote value={0} previous={stats.totalMoods.previousValue} preset={selection.preset} better="neither" />
      </TabStack>
    );
  }
  const moodColors: Record<Mood, string> = {
    excited: theme.colors.success,
    curious: theme.colors.types[1],
    neutral: theme.colors.textMuted,
    confused: theme.colors.warning,
    stressed: theme.colors.danger,
  };
  const countOf = (mood: Mood) => stats.moodCounts[mood]?.value ?? 0;
  const common = mostCommonMood(MOODS.map((mood) => ({ mood, count: countOf(mood) })));
  return (
    <TabStack>
      <StatList>
        <Stat label="Total moods" change={<ChangeNote value={total} previous={stats.totalMoods.previousValue} preset={selection.preset} better="neither" />}>
          {formatCount(total)}
        </Stat>
        <Stat label="Most common mood">
          {common ? (
            <>
              <span aria-hidden="true">{MOOD_EMOJI[common.mood]} </span>
              {moodName(common.mood)} ({formatCount(common.count)})
            </>
          ) : (
            'None yet'
          )}
        </Stat>
      </StatList>
      <TwoColumns>
        <Section title="Count per mood" titleLevel={3} id="mood-counts" actions={csvLink}>
          <BarChart
            title="Count per mood"
            caption={`Moods visitors reported while answering the quiz, ${describeRange(selection)}.`}
            valueHeading="Reports"
            data={MOODS.map((mood) => ({ label: `${MOOD_EMOJI[mood]} ${moodName(mood)}`, value: countOf(mood), color: moodColors[mood] }))}
            summary={MOODS.map((mood) => `${moodName(mood)} ${countOf(mood)}`).join(', ')}
          />
          <Muted>{MOODS.map((mood) => `${moodName(mood)} ${formatPercent(countOf(mood) / total)}`).join(' · ')}</Muted>
          <MoodChanges>
            {MOODS.map((mood) => (
              <li key={mood}>
                {moodName(mood)}: <ChangeNote value={countOf(mood)} previous={stats.moodCounts[mood]?.previousValue} preset={selection.preset} better="neither" />
              </li>
            ))}
          </MoodChanges>
        </Section>
        <Section title="Hardest questions" titleLevel={3} id="hardest-questions">
          <Muted>Each mood counts from 1 (excited) through curious, neutral and confused to 5 (stressed); a higher average means the question felt harder.</Muted>
          {stats.hardestQuestions.length === 0 ? (
            <Muted>No question has enough mood reports yet.</Muted>
          ) : (
            <ScrollRegion label="Hardest questions">
              <HardestTable>
                <TableHead columns={[{ label: 'Question' }, { label: 'Average mood score', numeric: true }, { label: 'Reports', numeric: true }]} />
                <tbody>
                  {stats.hardestQuestions.map((question) => (
                    <tr key={question.questionId}>
                      <td>{question.text}</td>
                      <td className="number">{question.averageMoodScore.toFixed(2)}</td>
                      <td className="number">{formatCount(question.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </HardestTable>
            </ScrollRegion>
          )}
        </Section>
      </TwoColumns>
      {stats.perDay.length > 0 ? (
        <Section title="Moods per day" titleLevel={3} id="moods-per-day">
          <TimeSeriesChart
            title="Moods per day"
            caption={`From ${stats.perDay[0]?.date} to ${stats.perDay[stats.perDay.length - 1]?.date} (UTC days).`}
            summary={`${formatCount(total)} moods over ${stats.perDay.length} days.`}
            labelHeading="Day"
            labels={stats.perDay.map((day) => day.date)}
            times={stats.perDay.map((day) => Date.parse(`${day.date}T00:00:00Z`))}
            series={MOODS.map((mood) => ({ label: moodName(mood), values: stats.perDay.map((day) => day.moodCounts[mood] ?? 0), color: moodColors[mood] }))}
          />
        </Section>
      ) : null}
      {stats.byQuizMode.length > 0 ? (
        <Section title="Moods per quiz mode" titleLevel={3} id="moods-per-mode">
          <ScrollRegion label="Moods per quiz mode">
            <DataTable>
              <TableHead columns={[{ label: 'Quiz mode' }, ...MOODS.map((mood) => ({ label: moodName(mood), numeric: true }))]} />
              <tbody>
                {stats.byQuizMode.map((entry) => (
                  <tr key={entry.quizMode}>
                    <th scope="row">{quizModeLabel(entry.quizMode)}</th>
                    {MOODS.map((mood) => (
                      <td className="number" key={mood}>
                        {formatCount(entry.moodCounts[mood] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollRegion>
        </Section>
      ) : null}
    </TabStack>
  );
}

/** The mood given most often (the first in mood order on a tie), or null when none was given. */
function mostCommonMood(counts: readonly { mood: Mood; count: number }[]): { mood: Mood; count: number } | null {
  return counts.reduce<{ mood: Mood; count: number } | null>((top, entry) => (entry.count > (top?.count ?? 0) ? entry : top), null);
}

const MoodChanges = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: 0.875rem;
`;

const HardestTable = styled(DataTable)`
  min-width: 20rem;
`;
