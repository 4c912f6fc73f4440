import styled from 'styled-components';
import { visuallyHidden } from '@edna/ui-kit';

export interface ChartDatum {
  label: string;
  value: number;
}

/** The figures of a chart as a table for screen readers (the SVG itself is decorative to them). */
export function ChartDataTable({ title, labelHeading, valueHeading, data }: { title: string; labelHeading: string; valueHeading: string; data: readonly ChartDatum[] }) {
  return <SeriesDataTable title={title} labelHeading={labelHeading} valueHeadings={[valueHeading]} rows={data.map((datum) => ({ label: datum.label, values: [datum.value] }))} />;
}

/** A chart with one or more series as a table for screen readers: a row per point, a column per series. */
export function SeriesDataTable({
  title,
  labelHeading,
  valueHeadings,
  rows,
}: {
  title: string;
  labelHeading: string;
  valueHeadings: readonly string[];
  rows: readonly { label: string; values: readonly number[] }[];
}) {
  return (
    <HiddenBox>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            {valueHeadings.map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {valueHeadings.map((heading, index) => (
                <td key={heading}>{row.values[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </HiddenBox>
  );
}

/* A box around the table: a table ignores a 1 px width, and would widen the page on a phone. */
const HiddenBox = styled.div`
  ${visuallyHidden}
`;
