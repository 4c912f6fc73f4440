import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button, Input, Label } from '@edna/ui-kit';
import { apiRequest } from '@edna/shared-contracts/client';
import { isoDate } from '@edna/shared-contracts/rules';
import type { AdminEntryList, EntryModerationResponse } from '@edna/shared-contracts';
import { DataTable, TableHead } from '../../../shared/components/data-table';
import { EmptyState, Section } from '../../../shared/components/layout';

const entriesKey = (date: string) => ['/api/admin/crossword/entries', date] as const;
const COLUMNS = [{ label: 'Name' }, { label: 'Score', numeric: true }, { label: 'Status' }, { label: 'Action' }] as const;

/**
 * Hides an offensive crossword leaderboard entry, or shows it again: the public boards update live and every change
 * is logged with the admin who made it.
 */
export function LeaderboardModeration() {
  const [date, setDate] = useState(isoDate());
  const [announcement, setAnnouncement] = useState('');
  const dateId = useId();
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: entriesKey(date),
    queryFn: () => apiRequest<AdminEntryList>('GET', `/api/admin/crossword/entries?date=${encodeURIComponent(date)}`),
  });
  const moderate = useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'show' }) =>
      apiRequest<EntryModerationResponse>('POST', `/api/admin/crossword/entries/${id}/${action}`),
    onSuccess: async (entry) => {
      setAnnouncement(`${entry.username} is ${entry.hidden ? 'hidden from' : 'shown on'} the leaderboards.`);
      await queryClient.invalidateQueries({ queryKey: entriesKey(date) });
    },
    onError: () => setAnnouncement('The change did not go through. Reload the list and try again.'),
  });

  return (
    <Section title="Leaderboard entries" titleLevel={3} id="crossword-moderation">
      <Controls>
        <Label htmlFor={dateId}>Day</Label>
        <Input id={dateId} type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
      </Controls>
      <p role="status">{announcement}</p>
      {entries.isError ? (
        <EmptyState>The entries could not be loaded.</EmptyState>
      ) : !entries.data ? (
        <EmptyState>Loading…</EmptyState>
      ) : entries.data.entries.length === 0 ? (
        <EmptyState>No leaderboard entries that day.</EmptyState>
      ) : (
        <DataTable>
          <TableHead columns={COLUMNS} />
          <tbody>
            {entries.data.entries.map((entry) => (
              <tr key={entry.id}>
                <NameCell title={entry.username}>{entry.username}</NameCell>
                <td className="number">{entry.score}</td>
                <td>{entry.hidden ? 'Hidden' : 'Shown'}</td>
                <td>
                  <Button
                    type="button"
                    size="sm"
                    variant={entry.hidden ? 'outline' : 'danger'}
                    disabled={moderate.isPending}
                    aria-label={`${entry.hidden ? 'Show' : 'Hide'} ${entry.username}`}
                    onClick={() => moderate.mutate({ id: entry.id, action: entry.hidden ? 'show' : 'hide' })}
                  >
                    {entry.hidden ? 'Show' : 'Hide'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  input {
    max-width: 12rem;
  }
`;

const NameCell = styled.td`
  max-width: 12rem;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
