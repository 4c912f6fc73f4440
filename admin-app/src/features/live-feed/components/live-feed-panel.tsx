import styled, { css, type DefaultTheme } from 'styled-components';
import { Button } from '@edna/ui-kit';
import { ADMIN } from '@edna/shared-contracts/rules';
import type { RealTimeEvent } from '@edna/shared-contracts';
import { Muted, Section, Stat, StatList } from '../../../shared/components/layout';
import { ScrollRegion } from '../../../shared/components/scroll-region';
import { formatCount, formatPercent, formatTime } from '../../../shared/lib/format';
import { computeFeedStats, type Leader } from '../feed-stats';
import type { ConnectionStatus, LiveFeed } from '../use-live-feed';

/** The live event feed: connection status, Reconnect, the latest events and their statistics. */
export function LiveFeedPanel({ feed }: { feed: LiveFeed }) {
  return (
    <Section
      title="Live event feed"
      titleLevel={3}
      id="live-feed"
      actions={
        <>
          <StatusBadge role="status" $status={feed.status}>
            <Dot aria-hidden="true" />
            <span>
              Connection status: <strong>{feed.status}</strong>
              {feed.attempt > 0 ? ` (attempt ${feed.attempt} of ${ADMIN.socketMaxReconnectAttempts})` : ''}
            </span>
          </StatusBadge>
          <Button variant="secondary" size="sm" onClick={feed.reconnect}>
            Reconnect
          </Button>
        </>
      }
    >
      {feed.authError ? <AuthError role="alert">{feed.authError}</AuthError> : null}
      <Muted>Events appear here as visitors use the site; the latest {ADMIN.liveFeedMaxEvents} are kept.</Muted>
      <FeedStatsList events={feed.events} />
      <ScrollRegion label="Live events">
        {feed.events.length === 0 ? (
          <Waiting>Waiting for events…</Waiting>
        ) : (
          <EventList>
            {feed.events.map((event, index) => (
              <LiveEventItem key={`${event.timestamp}-${feed.events.length - index}`} event={event} />
            ))}
          </EventList>
        )}
      </ScrollRegion>
    </Section>
  );
}

function LiveEventItem({ event }: { event: RealTimeEvent }) {
  const details = Object.entries(event.details ?? {})
    .filter(([key]) => key !== 'region')
    .map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`)
    .join(', ');
  return (
    <li>
      <EventHead>
        <Action>{event.action}</Action>
        <time dateTime={event.timestamp}>{formatTime(event.timestamp)}</time>
      </EventHead>
      <EventMeta>
        {event.component} · {event.page}
        {event.details?.region ? ` · region ${event.details.region}` : ''}
      </EventMeta>
      {details ? <EventDetails>{details}</EventDetails> : null}
    </li>
  );
}

function leaderText(leader: Leader | null): string {
  return leader ? `${leader.name} (${formatCount(leader.count)})` : 'None yet';
}

function FeedStatsList({ events }: { events: readonly RealTimeEvent[] }) {
  const stats = computeFeedStats(events);
  return (
    <div role="group" aria-label="Feed statistics">
      <CompactStats>
        <Stat label="Events received">{formatCount(stats.total)}</Stat>
        <Stat label="Interaction rate">{formatPercent(stats.interactionRate)}</Stat>
        <Stat label="Most active component">{leaderText(stats.mostActiveComponent)}</Stat>
        <Stat label="Most common action">{leaderText(stats.mostCommonAction)}</Stat>
        <Stat label="Downloaded reports">{formatCount(stats.downloadedReports)}</Stat>
        <Stat label="Most viewed region">{leaderText(stats.mostViewedRegion)}</Stat>
      </CompactStats>
    </div>
  );
}

function statusColor(theme: DefaultTheme, status: ConnectionStatus): string {
  switch (status) {
    case 'Connected':
      return theme.colors.success;
    case 'Connecting':
      return theme.colors.warning;
    case 'Error':
      return theme.colors.danger;
    case 'Disconnected':
      return theme.colors.textMuted;
  }
}

const Dot = styled.span`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: currentColor;
  flex-shrink: 0;
`;

const StatusBadge = styled.p<{ $status: ConnectionStatus }>`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.875rem;
  ${({ theme, $status }) => css`
    ${Dot} {
      color: ${statusColor(theme, $status)};
    }
    strong {
      color: ${statusColor(theme, $status)};
    }
  `}
`;

const AuthError = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const CompactStats = styled(StatList)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  dd {
    font-size: 1.125rem;
  }
`;

const Waiting = styled.p`
  margin: 0;
  padding: 1.25rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EventList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: 0.625rem 1rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
  }
`;

const EventHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  time {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Action = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const EventMeta = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const EventDetails = styled.p`
  margin: 0.125rem 0 0;
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;
