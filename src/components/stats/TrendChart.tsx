import { memo } from 'react';
import { useI18n } from '../../i18n/context';
import { CHART, linear, linePath, movingMean, plotHeight, plotWidth, ticks } from './chartScale';

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
  const { number, date } = useI18n();
  const all = series.flatMap((s) => s.points);
  const times = all.map((p) => p.time);
  const values = all.map((p) => p.value);
  const low = min ?? Math.floor(Math.min(...values) / 10) * 10 - 10;
  const high = max ?? Math.ceil(Math.max(...values) / 10) * 10 + 10;
  const x = linear(Math.min(...times), Math.max(...times), CHART.left, CHART.left + plotWidth);
  const y = linear(low, high, CHART.top + plotHeight, CHART.top);
  const first = Math.min(...times);
  const last = Math.max(...times);
  return (
    <svg
      className="hx-stats-chart"
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-points={all.length}
    >
      {ticks(low, high, 3).map((v) => (
        <g key={v} className="hx-stats-grid">
          <line x1={CHART.left} x2={CHART.width - CHART.right} y1={y(v)} y2={y(v)} />
          <text x={CHART.left - 4} y={y(v) + 4} textAnchor="end">
            {number(v)}
          </text>
        </g>
      ))}
      {series.map((s, k) => {
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
      <text className="hx-stats-axis" x={CHART.left} y={CHART.height - 6}>
        {date(first, { dateStyle: 'medium' })}
      </text>
      {last > first && (
        <text
          className="hx-stats-axis"
          x={CHART.width - CHART.right}
          y={CHART.height - 6}
          textAnchor="end"
        >
          {date(last, { dateStyle: 'medium' })}
        </text>
      )}
    </svg>
  );
});
