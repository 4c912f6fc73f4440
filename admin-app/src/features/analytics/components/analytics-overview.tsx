import styled, { useTheme } from 'styled-components';
import { VisuallyHidden } from '@edna/ui-kit';
import { ADMIN, ENTREPRENEUR_TYPES, truncate } from '@edna/shared-contracts/rules';
import type { AnalyticsSummary, RawEvent } from '@edna/shared-contracts';
import { BarChart, type BarDatum } from '../../../shared/components/bar-chart';
import { ColumnChart } from '../../../shared/components/column-chart';
import { DataTable } from '../../../shared/components/data-table';
import { EmptyState, Muted, Section, Stat, StatList, TabStack, TwoColumns } from '../../../shared/components/layout';
import { LoadError, LoadingBlock } from '../../../shared/components/query-state';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { formatCount, formatDateTime, formatPercent, formatTime } from '../../../shared/lib/format';
import { useAnalytics } from '../api/analytics-api';
import { fillDailyGaps, newestFirst, shortSummary } from '../analytics-format';

/** Totals, event counts, completions per result, events per day and the raw log; refreshed every 30 s. */
export function AnalyticsOverview() {
  const analytics = useAnalytics();
  if (analytics.isPending) return <LoadingBlock label="Loading analytics…" />;
  if (analytics.isError) return <LoadError what="Analytics" error={analytics.error} onRetry={() => void analytics.refetch()} />;
  const summary = analytics.data;
  if (summary.totalEvents === 0 && summary.quizCompletions.total === 0) {
    return <EmptyState>No events have been recorded yet.</EmptyState>;
  }
  return (
    <TabStack>
      <Updated>
        Updated at {formatTime(new Date(analytics.dataUpdatedAt).toISOString())}; refreshes every {ADMIN.refetchIntervalMs / 1000} seconds.
      </Updated>
      <StatList>
        <Stat label="Total events">{formatCount(summary.totalEvents)}</Stat>
        <Stat label="Quiz completions">{formatCount(summary.quizCompletions.total)}</Stat>
        <Stat label="Event types">{formatCount(Object.keys(summary.eventCounts).length)}</Stat>
      </StatList>
      <TwoColumns>
        <Section title="Event counts" titleLevel={3} id="event-counts">
          <EventCountsTable summary={summary} />
        </Section>
        <Section title="Quiz completions by result" titleLevel={3} id="completions">
          <CompletionsChart summary={summary} />
        </Section>
      </TwoColumns>
      <EventsPerDay summary={summary} />
      <Section title="Raw event log" titleLevel={3} id="raw-log">
        <Muted>The newest events, newest first.</Muted>
        <RawEventLog events={summary.rawData} />
      </Section>
    </TabStack>
  );
}

function EventCountsTable({ summary }: { summary: AnalyticsSummary }) {
  const rows = Object.entries(summary.eventCounts).sort(([, a], [, b]) => b - a);
  if (rows.length === 0) return <Muted>No events counted yet.</Muted>;
  return (
    <ScrollRegion label="Event counts">
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col" className="number">
              Count
            </th>
            <th scope="col" className="number">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([event, count]) => (
            <tr key={event}>
              <th scope="row">
                <Code>{event}</Code>
              </th>
              <td className="number">{formatCount(count)}</td>
              <td className="number">{formatPercent(summary.totalEvents > 0 ? count / summary.totalEvents : 0)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </ScrollRegion>
  );
}

function CompletionsChart({ summary }: { summary: AnalyticsSummary }) {
  const theme = useTheme();
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
      caption={`${formatCount(total)} completions in total.`}
      valueHeading="Completions"
      data={data}
      summary={`${formatCount(total)} completions; the most common result is ${top?.label ?? 'none'} with ${formatCount(top?.value ?? 0)}.`}
    />
  );
}

function EventsPerDay({ summary }: { summary: AnalyticsSummary }) {
  const days = fillDailyGaps(summary.eventsPerDay ?? []);
  if (days.length === 0) return null;
  const busiest = [...days].sort((a, b) => b.count - a.count)[0];
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <Section title="Events per day" titleLevel={3} id="events-per-day">
      <ColumnChart
        title="Events per day"
        caption={`From ${days[0]?.date} to ${days[days.length - 1]?.date} (UTC days).`}
        labelHeading="Day"
        valueHeading="Events"
        data={days.map((day) => ({ label: day.date, value: day.count }))}
        summary={`${formatCount(total)} events over ${days.length} days; the busiest day was ${busiest?.date} with ${formatCount(busiest?.count ?? 0)}.`}
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
