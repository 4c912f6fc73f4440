import type { ReactNode } from 'react';
import { useConcreteTheme } from '@edna/ui-kit';
import styled from 'styled-components';
import { analyticsExportPath } from '@edna/shared-contracts/rules';
import type { AnalyticsFigure, CrosswordAnalytics as CrosswordFigures, CrosswordDayFigures } from '@edna/shared-contracts';
import { ChangeNote } from '../../../shared/components/change-note';
import { CsvDownloadLink } from '../../../shared/components/csv-buttons';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { Muted, Section, Stat, StatList, TabStack } from '../../../shared/components/layout';
import { RangeQueryView } from '../../../shared/components/range-query-view';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { TimeSeriesChart } from '../../../shared/components/time-series-chart';
import type { BetterDirection, FigureUnit } from '../../../shared/lib/figure-change';
import { formatAverage, formatCount, formatRatio, formatSeconds } from '../../../shared/lib/format';
import { describeRange, type RangeSelection } from '../../../shared/range/date-range';
import { useDateRange } from '../../../shared/range/use-date-range';
import { csvHref } from '../../../shared/range/use-range-query';
import { useCrosswordAnalytics } from '../api/crossword-analytics-api';

/** The daily crossword for the selected range: totals with their change, sessions and solves per day. */
export function CrosswordAnalytics() {
  const [selection] = useDateRange();
  const crossword = useCrosswordAnalytics(selection);
  return (
    <RangeQueryView query={crossword} what="Crossword figures">
      {(data) => <CrosswordFiguresView figures={data} selection={selection} />}
    </RangeQueryView>
  );
}

function CrosswordFiguresView({ figures, selection }: { figures: CrosswordFigures; selection: RangeSelection }) {
  const theme = useConcreteTheme();
  const { totals, days } = figures;
  const stat = (label: string, figure: AnalyticsFigure | null, format: (value: number) => string, unit: FigureUnit, better: BetterDirection): ReactNode => (
    <Stat label={label} change={figure ? <ChangeNote value={figure.value} previous={figure.previousValue} preset={selection.preset} unit={unit} better={better} /> : null}>
      {figure ? format(figure.value) : '—'}
    </Stat>
  );
  const solvedDays = days.filter((day) => day.sessionsStarted > 0 || day.completions > 0 || day.resets > 0);
  return (
    <TabStack>
      <StatList>
        {stat('Sessions started', totals.sessionsStarted, formatCount, 'count', 'up')}
        {stat('Completions', totals.completions, formatCount, 'count', 'up')}
        {stat('Completion rate', totals.completionRate, (value) => formatRatio(value), 'share', 'up')}
        {stat('Median time', totals.medianSeconds, formatSeconds, 'seconds', 'neither')}
        {stat('Best time', totals.bestSeconds, formatSeconds, 'seconds', 'neither')}
        {stat('Resets', totals.resets, formatCount, 'count', 'down')}
        {stat('Ranked solves', totals.rankedSolves, formatCount, 'count', 'up')}
        {stat('Practice solves', totals.practiceSolves, formatCount, 'count', 'up')}
      </StatList>
      {days.length > 0 ? (
        <Section title="Crossword sessions per day" titleLevel={3} id="crossword-per-day-chart">
          <TimeSeriesChart
            title="Crossword sessions and completions per day"
            caption={`From ${days[0]?.date} to ${days[days.length - 1]?.date} (UTC days).`}
            summary={`${formatCount(totals.sessionsStarted.value)} sessions started and ${formatCount(totals.completions.value)} completed over ${days.length} days.`}
            labelHeading="Day"
            labels={days.map((day) => day.date)}
            times={days.map((day) => Date.parse(`${day.date}T00:00:00Z`))}
            series={[
              { label: 'Sessions started', values: days.map((day) => day.sessionsStarted), color: theme.colors.primary },
              { label: 'Completions', values: days.map((day) => day.completions), color: theme.colors.accent },
            ]}
          />
        </Section>
      ) : null}
      <Section
        title="Crossword per day"
        titleLevel={3}
        id="crossword-days"
        actions={<CsvDownloadLink href={csvHref(analyticsExportPath('crossword'), selection)}>Download crossword days CSV</CsvDownloadLink>}
      >
        {solvedDays.length === 0 ? (
          <Muted>No crossword was played {describeRange(selection)}.</Muted>
        ) : (
          <ScrollRegion label="Crossword per day">
            <DaysTable>
              <TableHead columns={[{ label: 'Day' }, ...DAY_COLUMNS.map((column) => ({ label: column.label, numeric: true }))]} />
              <tbody>
                {[...solvedDays].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.date}</th>
                    {DAY_COLUMNS.map((column) => (
                      <td className="number" key={column.label}>
                        {column.format(day)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </DaysTable>
          </ScrollRegion>
        )}
      </Section>
    </TabStack>
  );
}

const DAY_COLUMNS: readonly { label: string; format: (day: CrosswordDayFigures) => string }[] = [
  { label: 'Sessions', format: (day) => formatCount(day.sessionsStarted) },
  { label: 'Completions', format: (day) => formatCount(day.completions) },
  { label: 'Rate', format: (day) => formatRatio(day.completionRate) },
  { label: 'Median', format: (day) => formatSeconds(day.medianSeconds) },
  { label: 'Best', format: (day) => formatSeconds(day.bestSeconds) },
  { label: 'Hints per solve', format: (day) => formatAverage(day.hintsPerSolve) },
  { label: 'Mistakes per solve', format: (day) => formatAverage(day.mistakesPerSolve) },
  { label: 'Resets', format: (day) => formatCount(day.resets) },
  { label: 'Ranked', format: (day) => formatCount(day.rankedSolves) },
  { label: 'Practice', format: (day) => formatCount(day.practiceSolves) },
];

const DaysTable = styled(DataTable)`
  min-width: 52rem;
`;
