import { memo } from 'react';
import { useI18n } from '../../i18n/context';
import {
  chartBox,
  linear,
  linePath,
  movingMean,
  thinned,
  plotHeight,
  plotWidth,
} from './chartScale';
import { useChartWidth } from './useChartWidth';
import { ValueGrid } from './ValueGrid';

/** The most dots a series is drawn with (`thinned`). */
const MAX_POINTS = 300;

export interface TrendSeries {
  readonly key: string;
  readonly points: readonly { readonly time: number; readonly value: number }[];
}

/**
 * Values over time as dots, with a line through the mean of each few: accuracy in reviewed
 * games, puzzle ratings. The dots are spaced by time, the first and last dates under them.
 */
export const TrendChart = memo(function TrendChart({
  series,
  label,
  testId,
  min,
  max,
  span = 5,
}: {
  readonly series: readonly TrendSeries[];
  readonly label: string;
  readonly testId: string;
  /** The value axis; by default the values' own range. */
  readonly min?: number;
  readonly max?: number;
  /** How many points the trend line averages. */
  readonly span?: number;
}) {
  const { date } = useI18n();
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const box = chartBox(width);
  const drawn = series.map((s) => ({ key: s.key, points: thinned(s.points, MAX_POINTS) }));
  const all = drawn.flatMap((s) => s.points);
  const times = all.map((p) => p.time);
  const values = all.map((p) => p.value);
  const low = min ?? Math.floor(Math.min(...values) / 10) * 10 - 10;
  const high = max ?? Math.ceil(Math.max(...values) / 10) * 10 + 10;
  const x = linear(Math.min(...times), Math.max(...times), box.left, box.left + plotWidth(box));
  const y = linear(low, high, box.top + plotHeight(box), box.top);
  const first = Math.min(...times);
  const last = Math.max(...times);
  return (
    <div ref={ref} className="hx-stats-chart-box">
      <svg
        className="hx-stats-chart"
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-label={label}
        data-testid={testId}
        data-points={series.reduce((n, s) => n + s.points.length, 0)}
      >
        <ValueGrid box={box} low={low} high={high} y={y} />
        {drawn.map((s, k) => {
          const trend = movingMean(
            s.points.map((p) => p.value),
            span,
          );
          return (
            <g key={s.key} className={`hx-stats-series hx-stats-series-${k}`} data-series={s.key}>
              {s.points.map((p, i) => (
                <circle key={i} cx={x(p.time)} cy={y(p.value)} r={3} />
              ))}
              {s.points.length > 1 && (
                <path
                  d={linePath(s.points.map((p, i) => ({ x: x(p.time), y: y(trend[i]) })))}
                  fill="none"
                />
              )}
            </g>
          );
        })}
        <text className="hx-stats-axis" x={box.left} y={box.height - 6}>
          {date(first, { dateStyle: 'medium' })}
        </text>
        {last > first && (
          <text
            className="hx-stats-axis"
            x={box.width - box.right}
            y={box.height - 6}
            textAnchor="end"
          >
            {date(last, { dateStyle: 'medium' })}
          </text>
        )}
      </svg>
    </div>
  );
});
