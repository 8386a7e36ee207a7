import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/context';
import {
  chartBox,
  type Dot,
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
 * With `onDot`, each dot is a button (its games, say); one of them is in the tab order and
 * the arrow keys, Home and End move between them, so that hundreds of dots are one stop.
 */
export const TrendChart = memo(function TrendChart({
  series,
  label,
  testId,
  min,
  max,
  span = 5,
  onDot,
  dotLabel,
}: {
  readonly series: readonly TrendSeries[];
  readonly label: string;
  readonly testId: string;
  /** The value axis; by default the values' own range. */
  readonly min?: number;
  readonly max?: number;
  /** How many points the trend line averages. */
  readonly span?: number;
  /** What a dot does when chosen; without it the chart is a picture. */
  readonly onDot?: (dot: Dot) => void;
  /** A dot's accessible name, with `onDot`. */
  readonly dotLabel?: (dot: Dot) => string;
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
  const dots = drawn.reduce((n, s) => n + s.points.length, 0);
  // The most recent dot is the one in the tab order until another is moved to.
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const active = Math.min(chosen ?? dots - 1, dots - 1);
  const svgRef = useRef<SVGSVGElement>(null);
  const onKey = (e: KeyboardEvent, index: number, dot: Dot): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onDot?.(dot);
      return;
    }
    const next =
      e.key === 'ArrowLeft' || e.key === 'ArrowDown'
        ? index - 1
        : e.key === 'ArrowRight' || e.key === 'ArrowUp'
          ? index + 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? dots - 1
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    const to = Math.max(0, Math.min(dots - 1, next));
    setChosen(to);
    svgRef.current?.querySelector<SVGElement>(`[data-dot="${to}"]`)?.focus();
  };
  let index = 0;
  return (
    <div ref={ref} className="hx-stats-chart-box">
      <svg
        ref={svgRef}
        className="hx-stats-chart"
        viewBox={`0 0 ${box.width} ${box.height}`}
        role={onDot ? 'group' : 'img'}
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
              {s.points.map((p, i) => {
                if (!onDot) return <circle key={i} cx={x(p.time)} cy={y(p.value)} r={3} />;
                const at = index++;
                return (
                  <g
                    key={i}
                    className="hx-stats-dot"
                    role="button"
                    tabIndex={at === active ? 0 : -1}
                    aria-label={dotLabel?.(p)}
                    data-action="stats-dot"
                    data-dot={at}
                    data-count={p.count}
                    onClick={() => {
                      setChosen(at);
                      onDot(p);
                    }}
                    onKeyDown={(e) => onKey(e, at, p)}
                  >
                    <circle className="hx-stats-hit" cx={x(p.time)} cy={y(p.value)} r={10} />
                    <circle cx={x(p.time)} cy={y(p.value)} r={3} />
                  </g>
                );
              })}
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
