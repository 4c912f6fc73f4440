import { VisuallyHidden } from '@edna/ui-kit';

export interface ChartDatum {
  label: string;
  value: number;
}

/** The figures of a chart as a table for screen readers (the SVG itself is decorative to them). */
export function ChartDataTable({ title, labelHeading, valueHeading, data }: { title: string; labelHeading: string; valueHeading: string; data: readonly ChartDatum[] }) {
  return (
    <VisuallyHidden asChild>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{datum.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
