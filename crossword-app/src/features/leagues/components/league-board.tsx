import styled from 'styled-components';
import type { LeagueEntry } from '@edna/shared-contracts';
import { formatClock } from '@edna/shared-contracts/rules';

/** One league board: rank, name, score, time; long names end in an ellipsis on one line (the full name in its title). */
export function LeagueBoard({ caption, entries, emptyText }: { caption: string; entries: LeagueEntry[]; emptyText: string }) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 ? (
          <tr>
            <td colSpan={4}>{emptyText}</td>
          </tr>
        ) : (
          entries.map((entry) => (
            <tr key={entry.username}>
              <td>{entry.rank}</td>
              <NameCell title={entry.username}>{entry.username}</NameCell>
              <td>{entry.score}</td>
              <td>{formatClock(entry.completionTime)}</td>
            </tr>
          ))
        )}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  margin-bottom: 1.5rem;
  caption {
    text-align: left;
    font-weight: 700;
    font-size: 1.125rem;
    margin-bottom: 0.5rem;
  }
  th,
  td {
    padding: 0.375rem 0.5rem;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child,
  td:first-child {
    width: 3.5rem;
  }
  th:nth-child(3),
  td:nth-child(3),
  th:nth-child(4),
  td:nth-child(4) {
    width: 4.5rem;
  }
`;

/** Names never break mid-word: one line, cut with an ellipsis, the full name in the title (and read in full). */
const NameCell = styled.td`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  overflow-wrap: normal;
  hyphens: none;
`;
