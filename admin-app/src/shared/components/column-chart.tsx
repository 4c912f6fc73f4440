import { useId } from 'react';
import { useTheme } from 'styled-components';
import { formatCount } from '../lib/format';
import { Figure } from './bar-chart';
import { ChartDataTable } from './chart-data-table';

export interface ColumnDatum {
  label: string;
  value: number;
}

const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 24;

/**
 * Vertical bars over time (one per entry, in order), with the first and last label and the maximum as text. The SVG
 * is an image with a title and a summary; a visually hidden table carries every value.
 */
export function ColumnChart({
  title,
  caption,
  data,
  labelHeading,
  valueHeading,
  summary,
}: {
  title: string;
  caption?: string;
  data: readonly ColumnDatum[];
  labelHeading: string;
  valueHeading: string;
  summary: string;
}) {
  const theme = useTheme();
  const id = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = 100 / Math.max(1, data.length);
  const first = data[0];
  const last = data[data.length - 1];
  return (
    <Figure>
      {caption ? <figcaption>{caption}</figcaption> : null}
      <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} width="100%" height={HEIGHT} focusable="false">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <text x="0" y="14" fontSize="12" fill={theme.colors.textMuted}>
          {`max ${formatCount(max)}`}
        </text>
        <line x1="0" x2="100%" y1={TOP} y2={TOP} stroke={theme.colors.border} strokeDasharray="4 4" />
        <line x1="0" x2="100%" y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke={theme.colors.textMuted} />
        {data.map((datum, index) => {
          const barHeight = (datum.value / max) * plotHeight;
          return (
            <rect
              key={datum.label}
              x={`${index * slot + slot * 0.15}%`}
              width={`${slot * 0.7}%`}
              y={HEIGHT - BOTTOM - barHeight}
              height={barHeight}
              rx="2"
              fill={theme.colors.primary}
            >
              <title>{`${datum.label}: ${formatCount(datum.value)}`}</title>
            </rect>
          );
        })}
        {first ? (
          <text x="0" y={HEIGHT - 6} fontSize="12" fill={theme.colors.textMuted}>
            {first.label}
          </text>
        ) : null}
        {last && last !== first ? (
          <text x="100%" y={HEIGHT - 6} fontSize="12" fill={theme.colors.textMuted} textAnchor="end">
            {last.label}
          </text>
        ) : null}
      </svg>
      <ChartDataTable title={title} labelHeading={labelHeading} valueHeading={valueHeading} data={data} />
    </Figure>
  );
}
