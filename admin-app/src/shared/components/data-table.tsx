import styled from 'styled-components';

/** A compact table; inside a ScrollRegion its header row stays in view. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  caption {
    text-align: left;
    font-weight: 600;
    padding: 0.5rem 0.75rem;
  }
  th,
  td {
    padding: 0.5rem 0.75rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-bottom: none;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export interface Column {
  label: string;
  /** Right-aligned figures. */
  numeric?: boolean;
}

/** The header row of a DataTable: one column heading each, figures right-aligned. */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th scope="col" key={column.label} className={column.numeric ? 'number' : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
