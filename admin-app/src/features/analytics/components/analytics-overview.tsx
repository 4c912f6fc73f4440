import styled from 'styled-components';
import { VisuallyHidden, useConcreteTheme } from '@edna/ui-kit';
import { ADMIN, ENTREPRENEUR_TYPES, truncate, analyticsExportPath } from '@edna/shared-contracts/rules';
import type { AnalyticsOverview, AnalyticsOverviewFigure, AnalyticsSummary, RawEvent } from '@edna/shared-contracts';
import { BarChart, type BarDatum } from '../../../shared/components/bar-chart';
import { ChangeNote } from '../../../shared/components/change-note';
import { CsvDownloadLink, CsvSaveButton } from '../../../shared/components/csv-buttons';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { EmptyState, Muted, Section, Stat, StatList, TabStack } from '../../../shared/components/layout';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { RangeQueryView } from '../../../shared/components/range-query-view';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { TimeSeriesChart, type TimeSeries } from '../../../shared/components/time-series-chart';
import type { BetterDirection, FigureUnit } from '../../../shared/lib/figure-change';
import { formatCount, formatDateTime, formatPercent, formatTime } from '../../../shared/lib/format';
import { describeRange, rangeFileSuffix as fileSuffix, type RangeSelection } from '../../../shared/range/date-range';
import { csvHref } from '../../../shared/range/use-range-query';
import { useDateRange } from '../../../shared/range/use-date-range';
import { useAnalytics } from '../api/analytics-api';
import { useAnalyticsOverview } from '../api/analytics-range-api';
import { bucketLabel } from '../funnel-format';
import { DropOffSection } from './drop-off-section';
import { QuizFunnelSection } from './quiz-funnel-section';
import { newestFirst, shortSummary } from '../analytics-format';

/**
 * Totals with their change against the previous period, event counts and events over time for the selected range;
 * the quiz funnel and drop-off; completions per result and the raw log. Everything refreshes every 30 s.
 */
export function AnalyticsOverview() {
  const [selection] = useDateRange();
  const analytics = useAnalytics();
  const overview = useAnalyticsOverview(selection);
  if (analytics.isPending) return <LoadingBlock label="Loading analytics…" />;
  if (analytics.isError) return <LoadError what="Analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const summary = analytics.data;
  // Bot events count only when they are included, so with the switch on they alone make the tab worth showing.
  const rangeEvents = overview.data?.figures.events?.value ?? 0;
  if (summary.totalEvents === 0 && summary.quizCompletions.total === 0 && rangeEvents === 0) {
    return <EmptyState>No events have been recorded yet.</EmptyState>;
  }
  return (
    <TabStack>
      <Updated>
        Updated at {formatTime(new Date(Math.max(analytics.dataUpdatedAt, overview.dataUpdatedAt)).toISOString())}; refreshes every{' '}
        {ADMIN.refetchIntervalMs / 1000} seconds.
      </Updated>
      <RangeQueryView query={overview} what="Analytics for the range">
        {(data) => <RangeFigures overview={data} selection={selection} />}
      </RangeQueryView>
      <QuizFunnelSection selection={selection} />
      <DropOffSection selection={selection} />
      <Section title="Quiz completions by result" titleLevel={3} id="completions">
        <CompletionsChart summary={summary} />
      </Section>
      <Section
        title="Raw event log"
        titleLevel={3}
        id="raw-log"
        actions={<CsvDownloadLink href={csvHref(analyticsExportPath('events'), selection)}>Download raw log CSV</CsvDownloadLink>}
      >
        <Muted>The newest events, newest first. The CSV file holds every event {describeRange(selection)}.</Muted>
        <RawEventLog events={summary.rawData} />
      </Section>
    </TabStack>
  );
}

function RangeFigures({ overview, selection }: { overview: AnalyticsOverview; selection: RangeSelection }) {
  const { figures } = overview;
  const figure = (name: AnalyticsOverviewFigure) => figures[name] ?? { value: 0, previousValue: null };
  const change = (name: AnalyticsOverviewFigure) => (
    <ChangeNote value={figure(name).value} previous={figure(name).previousValue} preset={selection.preset} {...OVERVIEW_FIGURE_CHANGES[name]} />
  );
  const eventTypes = Object.values(overview.eventCounts).filter((count) => count.value > 0).length;
  return (
    <>
      <StatList>
        <Stat label="Total events" change={change('events')}>
          {formatCount(figure('events').value)}
        </Stat>
        <Stat label="Quiz completions" change={change('quizCompletions')}>
          {formatCount(figure('quizCompletions').value)}
        </Stat>
        <Stat label="Event types">{formatCount(eventTypes)}</Stat>
        <Stat label="Quiz runs started" change={change('quizSessions')}>
          {formatCount(figure('quizSessions').value)}
        </Stat>
        <Stat label="Quiz completion rate" change={change('quizCompletionRate')}>
          {formatPercent(figure('quizCompletionRate').value)}
        </Stat>
        <Stat label="Shares" change={change('shares')}>
          {formatCount(figure('shares').value)}
        </Stat>
      </StatList>
      <Section
        title="Event counts"
        titleLevel={3}
        id="event-counts"
        actions={
          <CsvSaveButton fileName={`event-counts-${fileSuffix(selection)}.csv`} header={['event', 'count', 'previousCount']} rows={eventCountRows(overview).map(([event, count]) => [event, count.value, count.previousValue])}>
            Download event counts CSV
          </CsvSaveButton>
        }
      >
        <EventCountsTable overview={overview} selection={selection} />
      </Section>
      <EventsOverTime overview={overview} selection={selection} />
    </>
  );
}

/** Events that report a failure: more of them is bad news. */
const ERROR_EVENTS: ReadonlySet<string> = new Set(['remote_load_failed']);

/** The unit of each overview figure and which way is good news (events are only counted). */
const OVERVIEW_FIGURE_CHANGES: Record<AnalyticsOverviewFigure, { unit: FigureUnit; better: BetterDirection }> = {
  events: { unit: 'count', better: 'neither' },
  quizCompletions: { unit: 'count', better: 'up' },
  quizSessions: { unit: 'count', better: 'up' },
  quizCompletionRate: { unit: 'share', better: 'up' },
  shares: { unit: 'count', better: 'up' },
  moods: { unit: 'count', better: 'neither' },
  crosswordSessions: { unit: 'count', better: 'up' },
  crosswordCompletions: { unit: 'count', better: 'up' },
};

function eventCountRows(overview: AnalyticsOverview) {
  return Object.entries(overview.eventCounts)
    .filter(([, count]) => count.value > 0 || (count.previousValue ?? 0) > 0)
    .sort(([, a], [, b]) => b.value - a.value);
}

function EventCountsTable({ overview, selection }: { overview: AnalyticsOverview; selection: RangeSelection }) {
  const rows = eventCountRows(overview);
  if (rows.length === 0) return <Muted>No events counted {describeRange(selection)}.</Muted>;
  const total = overview.figures.events?.value ?? 0;
  return (
    <ScrollRegion label="Event counts">
      <DataTable>
        <TableHead columns={[{ label: 'Event' }, { label: 'Count', numeric: true }, { label: 'Share', numeric: true }, { label: 'Change' }]} />
        <tbody>
          {rows.map(([event, count]) => (
            <tr key={event}>
              <th scope="row">
                <Code>{event}</Code>
              </th>
              <td className="number">{formatCount(count.value)}</td>
              <td className="number">{formatPercent(total > 0 ? count.value / total : 0)}</td>
              <td>
                <ChangeNote value={count.value} previous={count.previousValue} preset={selection.preset} better={ERROR_EVENTS.has(event) ? 'down' : 'neither'} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </ScrollRegion>
  );
}

function CompletionsChart({ summary }: { summary: AnalyticsSummary }) {
  const theme = useConcreteTheme();
  const categories = summary.quizCompletions.resultCategories;
  const known: BarDatum[] = ENTREPRENEUR_TYPES.map((type, index) => ({ label: type, value: categories[type] ?? 0, color: theme.colors.types[index] }));
  const others: BarDatum[] = Object.entries(categories)
    .filter(([name]) => !(ENTREPRENEUR_TYPES as readonly string[]).includes(name))
    .map(([label, value]) => ({ label, value }));
  const data = [...known, ...others];
  const total = summary.quizCompletions.total;
  if (total === 0) return <Muted>No quiz has been completed yet.</Muted>;
  const top = [...data].sort((a, b) => b.value - a.value)[0];
  return (
    <BarChart
      title="Quiz completions per result type"
      caption={`${formatCount(total)} completions in total, all time.`}
      valueHeading="Completions"
      data={data}
      summary={`${formatCount(total)} completions; the most common result is ${top?.label ?? 'none'} with ${formatCount(top?.value ?? 0)}.`}
    />
  );
}

function EventsOverTime({ overview, selection }: { overview: AnalyticsOverview; selection: RangeSelection }) {
  const theme = useConcreteTheme();
  const { granularity } = overview.range;
  const buckets = overview.buckets;
  if (buckets.length === 0) return null;
  const unit = granularity === 'hour' ? 'hour' : 'day';
  const title = `Events per ${unit}`;
  const labels = buckets.map((bucket) => bucketLabel(bucket.start, granularity));
  const series: TimeSeries[] = [{ label: 'Events', values: buckets.map((bucket) => bucket.events), color: theme.colors.primary }];
  if (selection.includeBots) series.push({ label: 'Bot events', values: buckets.map((bucket) => bucket.botEvents), color: theme.colors.accent });
  const busiest = buckets.reduce((best, bucket, index) => (bucket.events > (buckets[best]?.events ?? 0) ? index : best), 0);
  const total = buckets.reduce((sum, bucket) => sum + bucket.events, 0);
  return (
    <Section
      title={title}
      titleLevel={3}
      id="events-per-day"
      actions={
        <CsvSaveButton fileName={`events-per-${unit}-${fileSuffix(selection)}.csv`} header={[unit, 'events', 'botEvents']} rows={buckets.map((bucket, index) => [labels[index], bucket.events, bucket.botEvents])}>
          {`Download events per ${unit} CSV`}
        </CsvSaveButton>
      }
    >
      <TimeSeriesChart
        title={title}
        caption={`From ${labels[0]} to ${labels[labels.length - 1]} (UTC).`}
        summary={`${formatCount(total)} events over ${buckets.length} ${unit}s; the busiest ${unit} was ${labels[busiest]} with ${formatCount(buckets[busiest]?.events ?? 0)}.`}
        labelHeading={unit === 'hour' ? 'Hour' : 'Day'}
        labels={labels}
        times={buckets.map((bucket) => Date.parse(bucket.start))}
        series={series}
      />
    </Section>
  );
}

function RawEventLog({ events }: { events: readonly RawEvent[] }) {
  if (events.length === 0) return <Muted>No raw events to show.</Muted>;
  return (
    <ScrollRegion label="Raw event log">
      <LogTable>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Time</th>
            <th scope="col">Data</th>
            <th scope="col">User agent</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst(events).map((event, index) => {
            const data = shortSummary(event.data);
            return (
              <tr key={`${event.timestamp}-${index}`}>
                <td>
                  <Code>{event.event}</Code>
                </td>
                <td>
                  <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                </td>
                <td>
                  <Shortened short={data.text} full={data.full} />
                </td>
                <td>
                  {event.userAgent ? <Shortened short={truncate(event.userAgent, ADMIN.userAgentMaxChars)} full={event.userAgent} /> : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </LogTable>
    </ScrollRegion>
  );
}

/** The short text on screen with the full value as its tooltip; screen readers get the full value. */
function Shortened({ short, full }: { short: string; full: string }) {
  if (short === full) return <>{full}</>;
  return (
    <>
      <span title={full} aria-hidden="true">
        {short}
      </span>
      <VisuallyHidden>{full}</VisuallyHidden>
    </>
  );
}

const Updated = styled(Muted)`
  font-size: 0.875rem;
`;

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875em;
  overflow-wrap: anywhere;
`;

const LogTable = styled(DataTable)`
  min-width: 44rem;
  td:nth-child(2) {
    white-space: nowrap;
  }
  td:nth-child(3) {
    overflow-wrap: anywhere;
  }
  td:nth-child(4) {
    max-width: 22rem;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;
