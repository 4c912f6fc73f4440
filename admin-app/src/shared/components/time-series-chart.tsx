import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type uPlot from 'uplot';
import { VisuallyHidden, focusRing, useConcreteTheme } from '@edna/ui-kit';
import { formatCount } from '../lib/format';
import { COUNT_TICK_STEPS, countAxisRange, nextPointIndex, pointReadout, timeAxisRange, type TimeSeries } from './time-series';
import { Figure } from './bar-chart';
import { SeriesDataTable } from './chart-data-table';

export type { TimeSeries } from './time-series';

const HEIGHT = 220;
const MIN_WIDTH = 260;

/**
 * A time series drawn by uPlot on a canvas (loaded only when a chart is shown). The canvas is an image with a title
 * and a summary; the arrow keys move a cursor from point to point and a line under the chart reads the values out;
 * a visually hidden table carries every value for screen readers.
 */
export function TimeSeriesChart({
  title,
  caption,
  summary,
  labelHeading,
  labels,
  times,
  series,
}: {
  title: string;
  caption?: string;
  summary: string;
  /** The heading of the data table's first column ("Day", "Hour"). */
  labelHeading: string;
  /** One label per point, as the data table and the readout show it. */
  labels: readonly string[];
  /** One time per point, in milliseconds since 1970 (UTC). */
  times: readonly number[];
  series: readonly TimeSeries[];
}) {
  const theme = useConcreteTheme();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [active, setActive] = useState<number | null>(null);

  // The chart is drawn again only when its figures change, not on every render of the page around it.
  const drawn = useRef({ times, series });
  drawn.current = { times, series };
  const figures = JSON.stringify([times, series]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const { times, series } = drawn.current;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const width = () => Math.max(MIN_WIDTH, element.clientWidth);
      const timesInSeconds = times.map((time) => time / 1000);
      const data: uPlot.AlignedData = [timesInSeconds, ...series.map((line) => [...line.values])];
      plot.current = new UPlot(chartOptions(theme, series, width(), UPlot, timesInSeconds), data, element);
      observer = new ResizeObserver(() => plot.current?.setSize({ width: width(), height: HEIGHT }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [theme, figures]);

  const moveCursor = (index: number) => {
    setActive(index);
    const chart = plot.current;
    const first = series[0];
    const time = times[index];
    if (!chart || !first || time === undefined) return;
    chart.setCursor({ left: chart.valToPos(time / 1000, 'x'), top: chart.valToPos(first.values[index] ?? 0, 'y') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextPointIndex(event.key, active, times.length);
    if (next === null) return;
    event.preventDefault();
    moveCursor(next);
  };

  return (
    <Figure>
      {caption ? <figcaption>{caption}</figcaption> : null}
      {series.length > 1 ? (
        <Legend aria-hidden="true">
          {series.map((line) => (
            <li key={line.label}>
              <Swatch style={{ background: line.color ?? theme.colors.primary }} />
              {line.label}
            </li>
          ))}
        </Legend>
      ) : null}
      <Canvas
        ref={host}
        role="img"
        tabIndex={0}
        aria-label={title}
        aria-describedby={`${id}-desc ${id}-keys`}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
      />
      <VisuallyHidden id={`${id}-desc`}>{summary}</VisuallyHidden>
      <VisuallyHidden id={`${id}-keys`}>Use the left and right arrow keys to read the values point by point.</VisuallyHidden>
      <Readout aria-live="polite">{active === null ? '' : pointReadout(labels[active] ?? '', series, active, formatCount)}</Readout>
      <SeriesDataTable
        title={title}
        labelHeading={labelHeading}
        valueHeadings={series.map((line) => line.label)}
        rows={labels.map((label, index) => ({ label, values: series.map((line) => line.values[index] ?? 0) }))}
      />
    </Figure>
  );
}

function chartOptions(theme: DefaultTheme, series: readonly TimeSeries[], width: number, UPlot: typeof uPlot, timesInSeconds: readonly number[]): uPlot.Options {
  const axis: uPlot.Axis = {
    stroke: theme.colors.text,
    font: `12px ${theme.fonts.body}`,
    grid: { stroke: theme.colors.border, width: 1 },
    ticks: { stroke: theme.colors.border, width: 1 },
  };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    // Days and hours are UTC, whatever the reader's time zone.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    // The time axis fits the range (half a step either side); counts are whole numbers, so are their ticks.
    scales: { x: { time: true, range: () => timeAxisRange(timesInSeconds) }, y: { range: (_chart, _min, max) => countAxisRange(max) } },
    axes: [axis, { ...axis, size: 56, incrs: [...COUNT_TICK_STEPS], values: (_chart, ticks) => ticks.map((tick) => formatCount(tick)) }],
    series: [
      {},
      ...series.map((line) => ({
        label: line.label,
        stroke: line.color ?? theme.colors.primary,
        width: 2,
        points: { show: true, size: 5 },
      })),
    ],
  };
}

/* The few rules of uPlot's own stylesheet the chart needs, themed; the rest of it styles the legend we do not use. */
const Canvas = styled.div`
  position: relative;
  min-height: ${HEIGHT}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}

  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${({ theme }) => theme.colors.textMuted};
  }
  .u-hz .u-cursor-y {
    width: 100%;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.textMuted};
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 0.875rem;
  height: 0.25rem;
  border-radius: 2px;
`;

const Readout = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
`;
