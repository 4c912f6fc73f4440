import { useId } from 'react';
import { useConcreteTheme } from '@edna/ui-kit';
import styled from 'styled-components';
import { formatCount } from '../lib/format';
import { ChartDataTable } from './chart-data-table';

export interface BarDatum {
  label: string;
  value: number;
  color?: string;
}

const ROW_HEIGHT = 44;
const BAR_HEIGHT = 14;

/**
 * Horizontal bars with their labels and values as text, drawn in SVG with percentage widths so the text keeps its
 * size at any width. The SVG is an image with a title and a summary; a visually hidden table carries the data.
 */
export function BarChart({
  title,
  caption,
  data,
  valueHeading,
  summary,
}: {
  /** The SVG's title and the data table's caption (the section heading usually says the same, so it is not shown). */
  title: string;
  /** A short visible note under the section heading. */
  caption?: string;
  data: readonly BarDatum[];
  valueHeading: string;
  summary: string;
}) {
  const theme = useConcreteTheme();
  const id = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const height = data.length * ROW_HEIGHT;
  return (
    <Figure>
      {caption ? <figcaption>{caption}</figcaption> : null}
      <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width="100%" height={height} focusable="false">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {data.map((datum, index) => {
          const top = index * ROW_HEIGHT;
          const share = datum.value / max;
          return (
            <g key={datum.label}>
              <text x="0" y={top + 16} fill={theme.colors.text} fontSize="14">
                {datum.label}
              </text>
              <text x="100%" y={top + 16} fill={theme.colors.text} fontSize="14" fontWeight="700" textAnchor="end">
                {formatCount(datum.value)}
              </text>
              <rect x="0" y={top + 24} width="100%" height={BAR_HEIGHT} rx="4" fill={theme.colors.surfaceAlt} stroke={theme.colors.border} />
              {datum.value > 0 ? (
                <rect x="0" y={top + 24} width={`${Math.max(share * 100, 1)}%`} height={BAR_HEIGHT} rx="4" fill={datum.color ?? theme.colors.primary}>
                  <title>{`${datum.label}: ${formatCount(datum.value)}`}</title>
                </rect>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ChartDataTable title={title} labelHeading="Name" valueHeading={valueHeading} data={data} />
    </Figure>
  );
}

export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 0.75rem;
  min-width: 0;

  figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    display: block;
    overflow: visible;
  }
`;
